import { holdsControlCharacter, isEmail } from '../../forms/rules.ts';
import type { Db } from '../db/client.ts';
import type { orders, StoredAddress } from '../db/schema/index.ts';
import { catalogError, parseWith } from '../http/api.ts';
import { errorText } from '../../i18n/errors.ts';
import { authenticate, type AuthenticatedCustomer } from '../auth/authenticate.ts';
import { config } from '../config/config.ts';
import { fromMinor } from '../catalog/pricing.ts';
import { productTagPairs } from '../page-cache/tags.ts';
import type { StoreView } from '../../store-view/config.ts';
import { openCartForOrder, type CartAccess } from '../cart/access.ts';
import { cartTotals, toStoredAddress } from '../cart/checkout.ts';
import { preloadSkus } from '../cart/product-rows.ts';
import { assertStock, resolveLine } from '../cart/resolve.ts';
import { paymentMethodsFor } from '../checkout/payment-methods.ts';
import { servicePointById } from '../checkout/service-points.ts';
import { orderConfirmationMail, usedPaymentTitle } from './mail.ts';
import { lineOptions } from './line-options.ts';
import { answerOf, existingAnswer, FINGERPRINT, orderFingerprint } from './idempotency.ts';
import { ORDER_NUMBER_MARK, placeAtOnce } from './placed.ts';
import { placementPath } from './placement.ts';
import { cartClosed, orderSequence, placeInTransaction, type OrderHook } from './in-transaction.ts';
import { announce, retiredOf } from './stock-taken.ts';
import { IDENTIFIER } from '../../cart/schema.ts';
import { orderSchema, type OrderAnswer, type OrderInput } from '../../orders/schema.ts';

const validation = () => catalogError(400, 'validation', { email: config().supportEmail });

/** Places an order. More in README.md. */
export async function placeOrder(
  db: Db,
  requestStore: StoreView,
  token: string | undefined,
  body: unknown,
  hook?: OrderHook,
): Promise<OrderAnswer> {
  const customer = await authenticate(token);
  const input: OrderInput = parseWith(orderSchema, body, errorText('validation', { email: config().supportEmail }));
  if (
    holdsControlCharacter(input.order_id) ||
    holdsControlCharacter(input.addressInformation.payment_method_additional ?? {})
  )
    throw validation();
  const fingerprint = orderFingerprint(input);
  const skus = input.products.map((p) => p.sku);
  // The cart, the first answer of a repeated order_id and the products' rows are read in one statement; a repeat
  // answers even though its cart was closed by the first order. Without a (found) cart, the first answer is read
  // on its own.
  const opened = input.cart_id ? await openCartForOrder(db, input.cart_id, customer, input.order_id, skus) : undefined;
  const repeated =
    opened?.repeated === undefined
      ? await existingAnswer(db, input.order_id, customer, fingerprint)
      : opened.repeated && answerOf(opened.repeated, customer, fingerprint);
  if (repeated) return repeated;
  if (opened?.error) throw opened.error;
  const access: CartAccess | undefined = opened?.access;
  const store = access ? access.store : requestStore;
  const groupId = customer?.groupId ?? 0;
  const info = input.addressInformation;
  const shippingAddress = toStoredAddress(store, info.shippingAddress, true);
  const billingAddress: StoredAddress = info.billingAddress
    ? toStoredAddress(store, info.billingAddress, true)
    : shippingAddress;
  const email = (info.shippingAddress.email ?? info.billingAddress?.email ?? customer?.email ?? '')
    .trim()
    .toLowerCase();
  if (!isEmail(email)) throw validation();

  const preloaded = access?.products ?? (await preloadSkus(db, store.storeCode, skus));
  const now = new Date();
  const lines = await Promise.all(
    input.products.map(async (p, i) => ({
      itemId: i + 1,
      qty: p.qty,
      line: await resolveLine(db, store.storeCode, p.sku, p.product_option ?? null, groupId, now, preloaded),
    })),
  );
  const cartAccess: CartAccess = access ?? {
    cart: {
      id: '',
      customerId: null,
      storeCode: store.storeCode,
      status: 'active',
      couponCode: null,
      shippingAddress: null,
      billingAddress: null,
      shippingCarrierCode: null,
      shippingMethodCode: null,
      paymentMethodCode: null,
      servicePointId: null,
      createdAt: new Date(),
      updatedAt: new Date(),
    },
    store,
    customer,
    groupId,
    items: [],
    giftCards: [],
  };
  const shipping = { carrierCode: info.shipping_carrier_code, methodCode: info.shipping_method_code };
  const computed = await cartTotals(
    db,
    cartAccess,
    { countryId: shippingAddress.countryId, postcode: shippingAddress.postcode, shipping },
    lines,
  );
  // A coupon that stopped being valid (used up, expired) refuses the order rather than silently charging full price.
  if (access?.cart.couponCode && computed.totals.coupon_code === null) throw catalogError(400, 'couponInvalid');
  const quote = computed.shippingQuote;
  if (!quote) throw validation();
  let servicePointId: string | null = null;
  let servicePointName: string | undefined;
  if (quote.servicePoint) {
    const id = info.service_point_id ?? access?.cart.servicePointId ?? null;
    const point = id && IDENTIFIER.test(id) ? await servicePointById(db, id) : undefined;
    if (!point || point.countryId !== shippingAddress.countryId || point.carrierCode !== quote.carrierCode)
      throw catalogError(400, 'servicePoint');
    servicePointId = point.id;
    servicePointName = `${point.name}, ${point.street}, ${point.postcode} ${point.city}`;
  }
  const paymentMethod = paymentMethodsFor(store.storeCode, computed.allVirtual).find(
    (m) => m.code === info.payment_method_code,
  );
  if (!paymentMethod) throw validation();

  // Refused before any transaction when the stock read with the products already shows too few units (a sold-out
  // sku in a sale): the transaction below stays the one that decides, for the units bought meanwhile.
  for (const { qty, line } of lines) assertStock(line, qty);

  // Stock per product, in id order so concurrent orders lock rows in the same order.
  const need = new Map<number, number>();
  for (const { qty, line } of lines)
    for (const c of line.components) need.set(c.productId, (need.get(c.productId) ?? 0) + c.qty * qty);
  const stockNeeds = [...need].sort((a, b) => a[0] - b[0]);
  const couponCode = computed.totals.coupon_code;
  const totals = computed.totals;
  // The products read with the lines: what the options and the cache tags need of them is not read again.
  const known = new Map([...preloaded.values()].map((row) => [row.id, row]));
  const [shownOptions, tagPairs] = await Promise.all([
    // The chosen colour, size and package parts, kept with the order lines for the mail, confirmation and history.
    lineOptions(
      db,
      store.storeCode,
      lines.map(({ line }) => ({ productId: line.productId, productOption: line.productOption })),
      known,
    ),
    // The pages of the products whose shown stock moves (and listings, when one sells out) are forgotten after the
    // commit.
    productTagPairs(
      db,
      stockNeeds.map(([productId]) => productId),
      new Map([...known.values()].map((row) => [row.id, row.parentId])),
    ),
  ]);
  const confirmation = (orderNumber: string) =>
    orderConfirmationMail({
      store,
      email,
      orderNumber,
      totals,
      address: shippingAddress,
      shippingTitle: `${quote.carrierTitle} – ${quote.methodTitle}`,
      paymentTitle: usedPaymentTitle(store.storeCode, info.payment_method_additional) ?? paymentMethod.title,
      servicePointName,
      lineOptions: shownOptions,
    });

  const resultOf = (orderNumber: string): OrderAnswer => ({
    order_number: orderNumber,
    order_id: input.order_id,
    customer_email: email,
    grand_total: totals.grand_total,
    currency: store.currencyCode,
    status: 'pending',
  });
  const orderRow = (orderNumber: string): typeof orders.$inferInsert => ({
    orderNumber,
    orderHash: input.order_id,
    storeCode: store.storeCode,
    customerId: customer?.customerId ?? null,
    cartId: access?.cart.id ?? null,
    email,
    status: 'pending',
    currency: store.currencyCode,
    subtotalInclTax: totals.subtotal_incl_tax,
    taxAmount: totals.tax_amount,
    shippingInclTax: totals.shipping_incl_tax,
    discountAmount: fromMinor(computed.discount),
    giftCardAmount: fromMinor(computed.giftCardUse.reduce((s, g) => s + g.amount, 0)),
    giftCardUses: computed.giftCardUse
      .filter((use) => use.amount > 0)
      .map((use) => ({ code: use.code, amount: fromMinor(use.amount) })),
    grandTotal: totals.grand_total,
    couponCode,
    shippingAddress,
    billingAddress,
    shippingCarrierCode: quote.carrierCode,
    shippingMethodCode: quote.methodCode,
    servicePointId,
    paymentMethodCode: paymentMethod.code,
    paymentAdditional: info.payment_method_additional ?? null,
    response: { ...resultOf(orderNumber), [FINGERPRINT]: fingerprint },
  });
  const orderLines = lines.map(({ qty, line }, i) => {
    const amounts = computed.lineAmounts[i]!;
    return {
      productId: line.productId,
      sku: line.sku,
      name: line.name,
      qty,
      priceInclTax: fromMinor(amounts.unitInclTax),
      rowTotalInclTax: fromMinor(amounts.rowInclTax),
      taxPercent: amounts.taxPercent,
      taxAmount: fromMinor(amounts.tax),
      discountAmount: fromMinor(amounts.discount),
      productOption:
        shownOptions[i]!.length > 0 ? { ...(line.productOption ?? {}), options: shownOptions[i] } : line.productOption,
    };
  });

  // Without a provider hook, gift card or coupon (a guest's order in a sale): one statement, no transaction around
  // it; it writes nothing when an endpoint wants the order's events, which the transaction below writes with it.
  if (placementPath({ hook: hook !== undefined, couponCode, giftCardUse: computed.giftCardUse }) === 'at-once') {
    const placed = await placeAtOnce(db, {
      numberPrefix: store.countryId,
      sequence: orderSequence(store),
      cartId: access?.cart.id ?? null,
      row: orderRow(ORDER_NUMBER_MARK),
      lines: orderLines,
      mail: confirmation(ORDER_NUMBER_MARK),
      stock: stockNeeds,
      tags: tagPairs,
    });
    switch (placed.outcome) {
      case 'placed': {
        const retired = retiredOf(placed.row);
        if (retired) announce(retired);
        return resultOf(placed.row.order_number!);
      }
      case 'repeated':
        return firstAnswer(db, input.order_id, customer, fingerprint);
      case 'cart-closed': {
        // A repeat racing its first call finds the cart closed by it: the first order answers.
        const first = await existingAnswer(db, input.order_id, customer, fingerprint);
        if (first) return first;
        throw cartClosed();
      }
      case 'stock-short':
        throw catalogError(400, 'qtyUnavailable');
      case 'transaction':
        break;
    }
  }

  const written = await placeInTransaction(
    db,
    {
      store,
      cartId: access?.cart.id,
      giftCardUse: computed.giftCardUse,
      couponCode,
      stockNeeds,
      tagPairs,
      row: orderRow,
      lines: orderLines,
      mail: confirmation,
      answer: resultOf,
    },
    hook,
  );
  if (written === 'repeated') return firstAnswer(db, input.order_id, customer, fingerprint);
  if (written.retired) announce(written.retired);
  return written.answer;
}

/** The first answer of an order_id another call placed meanwhile. */
async function firstAnswer(
  db: Db,
  orderHash: string,
  customer: AuthenticatedCustomer | undefined,
  fingerprint: string,
): Promise<OrderAnswer> {
  const first = await existingAnswer(db, orderHash, customer, fingerprint);
  if (!first) throw new Error(`The order ${orderHash} was placed meanwhile but is not found`);
  return first;
}
