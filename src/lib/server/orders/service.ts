import { createHash } from 'node:crypto';
import { holdsControlCharacter, isEmail } from '../../forms/rules.ts';
import { and, eq, sql } from 'drizzle-orm';
import type { Db } from '../db/client.ts';
import { carts, orderItems, orders, type StoredAddress } from '../db/schema/index.ts';
import { catalogError, parseWith } from '../http/api.ts';
import { errorText } from '../../i18n/errors.ts';
import { authenticate, type AuthenticatedCustomer } from '../auth/authenticate.ts';
import { config } from '../config/config.ts';
import { fromMinor } from '../catalog/pricing.ts';
import { deliverMails, enqueueMail } from '../mail/mailer.ts';
import { announceInvalidation, recordInvalidation } from '../page-cache/invalidation.ts';
import { LISTING_TAG, productChangeTags } from '../page-cache/tags.ts';
import { storeViews, isStoreCode, type StoreView } from '../../store-view/config.ts';
import { openCart, cartTotals, toStoredAddress, cartLines, type CartAccess } from '../cart/service.ts';
import { preloadSkus, resolveLine } from '../cart/resolve.ts';
import { paymentMethodsFor } from '../checkout/payment-methods.ts';
import { servicePointById } from '../checkout/service-points.ts';
import { orderConfirmationMail, usedPaymentTitle } from './mail.ts';
import { lineOptions } from './line-options.ts';
import { recordPlacedOrder } from './placed.ts';
import { IDENTIFIER } from '../../cart/schema.ts';
import { orderSchema, type OrderAnswer, type OrderInput } from '../../orders/schema.ts';

class DuplicateOrder extends Error {}

const rowsOf = (result: unknown) => (result as { rows: Record<string, unknown>[] }).rows;

const validation = () => catalogError(400, 'validation', { email: config().supportEmail });

/** Key of the request fingerprint kept beside the first answer in `orders.response` (never sent to clients). */
const FINGERPRINT = 'request_fingerprint';

function canonicalJson(value: unknown): string {
  if (Array.isArray(value)) return `[${value.map(canonicalJson).join(',')}]`;
  if (value && typeof value === 'object') {
    const entries = Object.entries(value as Record<string, unknown>)
      .filter(([, v]) => v !== undefined && v !== null)
      .sort(([a], [b]) => a.localeCompare(b));
    return `{${entries.map(([k, v]) => `${JSON.stringify(k)}:${canonicalJson(v)}`).join(',')}}`;
  }
  return JSON.stringify(value ?? null);
}

/**
 * What makes two order requests the same order: cart, lines, addresses, shipping, service point and payment method
 * (not the client's timestamps, its `transmited` flag or the provider's payment details, which a retry may change).
 */
export function orderFingerprint(input: OrderInput): string {
  const info = input.addressInformation;
  return createHash('sha256')
    .update(
      canonicalJson({
        cart_id: input.cart_id ?? null,
        products: input.products.map((p) => ({ sku: p.sku, qty: p.qty, product_option: p.product_option ?? null })),
        shippingAddress: info.shippingAddress,
        billingAddress: info.billingAddress ?? null,
        shipping: [info.shipping_carrier_code, info.shipping_method_code, info.service_point_id ?? null],
        payment: info.payment_method_code,
      }),
    )
    .digest('base64url');
}

/**
 * The first answer of an order already placed with this order_id: only to the same caller (the customer who placed
 * it) with the same order; the same order_id with other contents is a 409 that tells nothing about the first order.
 */
async function existingAnswer(
  db: Db,
  orderHash: string,
  customer: AuthenticatedCustomer | undefined,
  fingerprint: string,
): Promise<OrderAnswer | undefined> {
  const [row] = await db
    .select({ response: orders.response, customerId: orders.customerId })
    .from(orders)
    .where(eq(orders.orderHash, orderHash));
  if (!row) return undefined;
  if (row.customerId !== null && row.customerId !== customer?.customerId) throw catalogError(409, 'orderIdConflict');
  const { [FINGERPRINT]: stored, ...answer } = row.response as Record<string, unknown>;
  if (stored !== fingerprint) throw catalogError(409, 'orderIdConflict');
  return answer as unknown as OrderAnswer;
}

/** Extra steps a caller runs inside the order transaction (the payment provider marks its session completed). */
export type OrderHook = (tx: Db, answer: OrderAnswer) => Promise<void>;

/**
 * Places an order (api-contract.md "Orders"): validates it with the catalogue's messages, prices it like the cart,
 * then in ONE transaction gives it the store's next order number, records it (idempotent by order_id), takes the
 * stock (never below 0), counts the coupon use, takes the gift card balances, closes the cart and writes the
 * confirmation mail to the outbox; then delivers the mail. A repeated order_id answers the first answer and changes nothing.
 */
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
  const repeated = await existingAnswer(db, input.order_id, customer, fingerprint);
  if (repeated) return repeated;

  let access: CartAccess | undefined;
  if (input.cart_id) access = await openCart(db, input.cart_id, token);
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

  const preloaded = await preloadSkus(
    db,
    store.storeCode,
    input.products.map((p) => p.sku),
  );
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

  // Stock per product, in id order so concurrent orders lock rows in the same order.
  const need = new Map<number, number>();
  for (const { qty, line } of lines)
    for (const c of line.components) need.set(c.productId, (need.get(c.productId) ?? 0) + c.qty * qty);
  const stockNeeds = [...need].sort((a, b) => a[0] - b[0]);
  const couponCode = computed.totals.coupon_code;
  const totals = computed.totals;
  // The chosen colour, size and package parts, kept with the order lines for the mail, confirmation and history.
  const shownOptions = await lineOptions(
    db,
    store.storeCode,
    lines.map(({ line }) => ({ productId: line.productId, productOption: line.productOption })),
  );

  let answer: OrderAnswer;
  let mailId: number | undefined;
  let cacheTags: string[] = [];
  let invalidationId: number | undefined;
  try {
    answer = await db.transaction(async (tx) => {
      const seq =
        await tx.execute(sql`INSERT INTO order_sequences (store_code, last_value) VALUES (${store.storeCode}, 1000001)
        ON CONFLICT (store_code) DO UPDATE SET last_value = order_sequences.last_value + 1 RETURNING last_value`);
      const orderNumber = `${store.countryId}${String(rowsOf(seq)[0]!.last_value)}`;
      const result: OrderAnswer = {
        order_number: orderNumber,
        order_id: input.order_id,
        customer_email: email,
        grand_total: totals.grand_total,
        currency: store.currencyCode,
        status: 'pending',
      };
      const [order] = await tx
        .insert(orders)
        .values({
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
          grandTotal: totals.grand_total,
          couponCode,
          shippingAddress,
          billingAddress,
          shippingCarrierCode: quote.carrierCode,
          shippingMethodCode: quote.methodCode,
          servicePointId,
          paymentMethodCode: paymentMethod.code,
          paymentAdditional: info.payment_method_additional ?? null,
          response: { ...result, [FINGERPRINT]: fingerprint },
        })
        .onConflictDoNothing({ target: orders.orderHash })
        .returning({ id: orders.id });
      if (!order) throw new DuplicateOrder();

      let soldOut = false;
      for (const [productId, qty] of stockNeeds) {
        const taken =
          await tx.execute(sql`UPDATE stock_items SET qty = qty - ${qty}, is_in_stock = (qty - ${qty}) > 0, updated_at = now()
          WHERE product_id = ${productId} AND (manage_stock = false OR qty >= ${qty}) AND (manage_stock = true OR is_in_stock = true) RETURNING product_id, is_in_stock`);
        const [row] = rowsOf(taken);
        if (!row) throw catalogError(400, 'qtyUnavailable');
        if (row.is_in_stock === false) soldOut = true;
      }
      // The pages of the products whose stock moved (and listings, when one sold out) are forgotten after the commit.
      cacheTags = await productChangeTags(
        tx,
        stockNeeds.map(([productId]) => productId),
      );
      if (soldOut) cacheTags.push(LISTING_TAG);
      invalidationId = await recordInvalidation(tx, cacheTags);
      if (couponCode) {
        const used = await tx.execute(sql`UPDATE coupons SET times_used = times_used + 1
          WHERE code = ${couponCode} AND (usage_limit IS NULL OR times_used < usage_limit) RETURNING code`);
        if (rowsOf(used).length === 0) throw catalogError(400, 'couponInvalid');
      }
      for (const use of computed.giftCardUse) {
        if (use.amount === 0) continue;
        const amount = fromMinor(use.amount);
        const taken = await tx.execute(
          sql`UPDATE gift_cards SET balance = balance - ${amount} WHERE code = ${use.code} AND balance >= ${amount} RETURNING code`,
        );
        if (rowsOf(taken).length === 0) throw catalogError(400, 'giftCardInvalid', { card_code: use.code });
      }
      await tx.insert(orderItems).values(
        lines.map(({ qty, line }, i) => {
          const amounts = computed.lineAmounts[i]!;
          return {
            orderId: order.id,
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
              shownOptions[i]!.length > 0
                ? { ...(line.productOption ?? {}), options: shownOptions[i] }
                : line.productOption,
          };
        }),
      );
      await recordPlacedOrder(tx as unknown as Db, order.id, stockNeeds);
      if (access) {
        const closed = await tx
          .update(carts)
          .set({ status: 'ordered', updatedAt: new Date() })
          .where(and(eq(carts.id, access.cart.id), eq(carts.status, 'active')))
          .returning({ id: carts.id });
        if (closed.length === 0) throw catalogError(404, 'cartRecreate');
      }
      // The confirmation is written with the order: committed together, so a crash cannot lose it.
      mailId = await enqueueMail(
        tx,
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
        }),
      );
      if (hook) await hook(tx as unknown as Db, result);
      return result;
    });
  } catch (error) {
    if (error instanceof DuplicateOrder) {
      const first = await existingAnswer(db, input.order_id, customer, fingerprint);
      if (first) return first;
    }
    throw error;
  }
  // The order took stock: its products' pages (here at once, in other processes within a second) show the new stock —
  // rendered again in the background while the previous copies are answered, unless a product sold out (then at once).
  announceInvalidation(cacheTags, invalidationId, { revalidate: !cacheTags.includes(LISTING_TAG) }).catch(
    (error: unknown) => console.error('[orders] cache invalidation failed:', error),
  );

  // Delivered now; if this fails or the process stops first, the outbox sender delivers it later.
  if (mailId !== undefined) {
    await deliverMails([mailId]).catch((error: unknown) =>
      console.error('[orders] confirmation mail of', answer.order_number, 'left to the outbox:', error),
    );
  }
  return answer;
}

/** The store of a stored order (for the payment provider's completion). */
export function storeOf(code: string): StoreView {
  return isStoreCode(code) ? storeViews[code] : storeViews.sv;
}

/** Builds the order body from a cart and its saved checkout data (the payment provider completes orders this way). */
export async function orderBodyFromCart(
  db: Db,
  access: CartAccess,
  orderId: string,
  payment: { method: string; additional: Record<string, unknown> },
): Promise<OrderInput> {
  const lines = await cartLines(db, access);
  const { cart } = access;
  if (lines.length === 0 || !cart.shippingAddress || !cart.shippingCarrierCode || !cart.shippingMethodCode)
    throw validation();
  const toInput = (a: StoredAddress) => ({ ...a, street: a.street });
  return {
    order_id: orderId,
    cart_id: cart.id,
    products: lines.map((l) => ({ sku: l.line.sku, qty: l.qty, product_option: l.line.productOption })),
    addressInformation: {
      shippingAddress: toInput(cart.shippingAddress),
      billingAddress: toInput(cart.billingAddress ?? cart.shippingAddress),
      shipping_carrier_code: cart.shippingCarrierCode,
      shipping_method_code: cart.shippingMethodCode,
      service_point_id: cart.servicePointId,
      payment_method_code: payment.method,
      payment_method_additional: payment.additional,
    },
  } as OrderInput;
}
