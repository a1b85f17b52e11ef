import { holdsControlCharacter, isEmail } from '../../forms/rules.ts';
import { and, eq, sql } from 'drizzle-orm';
import type { Db } from '../db/client.ts';
import { carts, type orders, type StoredAddress } from '../db/schema/index.ts';
import { catalogError, parseWith } from '../http/api.ts';
import { errorText } from '../../i18n/errors.ts';
import { authenticate, type AuthenticatedCustomer } from '../auth/authenticate.ts';
import { config } from '../config/config.ts';
import { fromMinor } from '../catalog/pricing.ts';
import { announceInvalidation } from '../page-cache/invalidation.ts';
import { LISTING_TAG, productTagPairs } from '../page-cache/tags.ts';
import { LOW_STOCK_SHOWN } from '../../catalog/stock-shown.ts';
import { storeViews, isStoreCode, type StoreView } from '../../store-view/config.ts';
import { openCartForOrder, type CartAccess } from '../cart/access.ts';
import { cartLines } from '../cart/lines.ts';
import { cartTotals, toStoredAddress } from '../cart/checkout.ts';
import { preloadSkus } from '../cart/product-rows.ts';
import { assertStock, resolveLine } from '../cart/resolve.ts';
import { paymentMethodsFor } from '../checkout/payment-methods.ts';
import { servicePointById } from '../checkout/service-points.ts';
import { orderConfirmationMail, usedPaymentTitle } from './mail.ts';
import { lineOptions } from './line-options.ts';
import { answerOf, existingAnswer, FINGERPRINT, orderFingerprint } from './idempotency.ts';
import { emitPlacedEvents, ORDER_NUMBER_MARK, placeAtOnce, recordPlacedOrder, type AlsoWritten } from './placed.ts';
import { IDENTIFIER } from '../../cart/schema.ts';
import { orderSchema, type OrderAnswer, type OrderInput } from '../../orders/schema.ts';

class DuplicateOrder extends Error {}

const rowsOf = (result: unknown) => (result as { rows: Record<string, unknown>[] }).rows;

const validation = () => catalogError(400, 'validation', { email: config().supportEmail });

/** Extra steps a caller runs inside the order transaction (the payment provider marks its session completed). */
export type OrderHook = (tx: Db, answer: OrderAnswer) => Promise<void>;

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
  if (!hook && !couponCode && computed.giftCardUse.every((use) => use.amount === 0)) {
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
    if (placed === 'repeated') return firstAnswer(db, input.order_id, customer, fingerprint);
    if (placed.unwatched) {
      // A repeat racing its first call finds the cart closed by it: the first order answers.
      if (!placed.cart_open) {
        const first = await existingAnswer(db, input.order_id, customer, fingerprint);
        if (first) return first;
        throw cartClosed();
      }
      const retiredNow = retiredOf(placed);
      if (retiredNow) announce(retiredNow);
      return resultOf(placed.order_number!);
    }
  }

  let answer: OrderAnswer;
  let retired: Retired | undefined;
  try {
    // The rows many orders write at once (a sale's stock, a campaign's coupon) are written last, so their locks are
    // held for the fewest round trips: what only this order writes comes first. See README.md.
    answer = await db.transaction(async (tx) => {
      // The cart is closed and the store's next order number taken in one statement (a sequence: concurrent orders
      // never wait for each other for it); a cart closed meanwhile refuses the order and takes no number.
      const number = access
        ? (
            await tx
              .update(carts)
              .set({ status: 'ordered', updatedAt: new Date() })
              .where(and(eq(carts.id, access.cart.id), eq(carts.status, 'active')))
              .returning({ number: nextOrderNumber(store) })
          )[0]?.number
        : rowsOf(await tx.execute(sql`SELECT ${nextOrderNumber(store)} AS number`))[0]?.number;
      if (number === undefined) throw cartClosed();
      for (const use of computed.giftCardUse) {
        if (use.amount === 0) continue;
        const amount = fromMinor(use.amount);
        const taken = await tx.execute(
          sql`UPDATE gift_cards SET balance = balance - ${amount} WHERE code = ${use.code} AND balance >= ${amount} RETURNING code`,
        );
        if (rowsOf(taken).length === 0) throw catalogError(400, 'giftCardInvalid', { card_code: use.code });
      }
      const orderNumber = `${store.countryId}${String(number)}`;
      const result = resultOf(orderNumber);
      // The order with its lines, confirmation mail (committed with the order, so a crash cannot lose it; the outbox
      // sender delivers it), the stock it takes and its history, in one statement.
      // Without a hook, the shared stock rows are taken by the same statement, last of its steps (see README.md).
      const written = await recordPlacedOrder(
        tx as unknown as Db,
        orderRow(orderNumber),
        orderLines,
        confirmation(orderNumber),
        stockNeeds,
        hook ? undefined : takeStockSql(stockNeeds, tagPairs),
      );
      const placed = written.placed;
      if (!placed) throw new DuplicateOrder();
      if (hook) await hook(tx as unknown as Db, result);
      // Last, the shared rows: the stock (never below 0; refused with the catalogue's stock message) with the pages
      // whose shown stock it changes recorded for the other processes to forget, in one statement (or in the order's
      // own); then the coupon's use.
      retired = hook ? await takeStock(tx, stockNeeds, tagPairs) : retiredOf(written.also);
      await emitPlacedEvents(tx as unknown as Db, placed, stockNeeds);
      if (couponCode) {
        const used = await tx.execute(sql`UPDATE coupons SET times_used = times_used + 1
          WHERE code = ${couponCode} AND (usage_limit IS NULL OR times_used < usage_limit) RETURNING code`);
        if (rowsOf(used).length === 0) throw catalogError(400, 'couponInvalid');
      }
      return result;
    });
  } catch (error) {
    if (error instanceof DuplicateOrder) return firstAnswer(db, input.order_id, customer, fingerprint);
    throw error;
  }
  if (retired) announce(retired);
  return answer;
}

const cartClosed = () => catalogError(404, 'cartRecreate');

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

/**
 * The pages whose shown stock an order changed (here at once, in other processes within a second) are rendered
 * again in the background while the previous copies are answered, unless a product sold out (then at once).
 */
function announce(retired: Retired): void {
  announceInvalidation(retired.tags, retired.id, { revalidate: !retired.soldOut }).catch((error: unknown) =>
    console.error('[orders] cache invalidation failed:', error),
  );
}

/** The pages an order retires: the tags recorded in `cache_invalidations` (row `id`), `listing` when one sold out. */
interface Retired {
  id: number;
  tags: string[];
  soldOut: boolean;
}

/**
 * Takes the units of each product (rows locked in id order, so concurrent orders never deadlock), never below 0, and
 * records the invalidation of the pages whose shown stock changed in the same statement, so the rows many orders
 * want are locked for one round trip and the commit. More in README.md.
 */
async function takeStock(
  tx: Pick<Db, 'execute'>,
  needs: [number, number][],
  tagPairs: [string, string | null][],
): Promise<Retired | undefined> {
  const { ctes, columns } = takeStockSql(needs, tagPairs);
  return retiredOf(rowsOf(await tx.execute(sql`WITH ${ctes} SELECT ${columns}`))[0] ?? {});
}

/** The steps of `takeStock` (CTEs and answer columns), for it or for the statement recording the order. */
function takeStockSql(needs: [number, number][], tagPairs: [string, string | null][]): AlsoWritten {
  // Array literals (a JavaScript array would be spread into a list of parameters); ids and quantities are integers.
  const ids = `{${needs.map(([productId]) => productId).join(',')}}`;
  const qtys = `{${needs.map(([, qty]) => qty).join(',')}}`;
  return {
    ctes: sql`stock_taken AS (
        UPDATE stock_items s SET qty = s.qty - n.qty, is_in_stock = (s.qty - n.qty) > 0, updated_at = now()
        FROM (SELECT l.product_id, l.is_in_stock AS was_in_stock, v.qty, v.own, v.parent FROM stock_items l
          JOIN unnest(${ids}::int[], ${qtys}::int[], ${pgTextArray(tagPairs.map(([own]) => own))}::text[],
            ${pgTextArray(tagPairs.map(([, parent]) => parent ?? 'NULL'))}::text[]) AS v(product_id, qty, own, parent)
          ON v.product_id = l.product_id ORDER BY l.product_id FOR UPDATE OF l) n
        WHERE s.product_id = n.product_id AND (s.manage_stock = false OR s.qty >= n.qty) AND (s.manage_stock = true OR s.is_in_stock = true)
        RETURNING s.is_in_stock, n.own, n.parent,
          n.was_in_stock <> s.is_in_stock OR (s.manage_stock AND s.qty <= ${LOW_STOCK_SHOWN}) AS shown),
      stock_summary AS (SELECT count(*) = ${needs.length} AS complete, coalesce(bool_or(NOT is_in_stock), false) AS sold_out,
          array(SELECT DISTINCT tag FROM stock_taken, unnest(array[own, parent]) AS tag WHERE shown AND tag IS NOT NULL) AS tags
        FROM stock_taken),
      stock_recorded AS (INSERT INTO cache_invalidations (tags)
        SELECT CASE WHEN sold_out THEN tags || ${LISTING_TAG}::text ELSE tags END FROM stock_summary
        WHERE complete AND cardinality(tags) > 0
        RETURNING id, tags)`,
    columns: sql`(SELECT complete FROM stock_summary) AS stock_complete, (SELECT sold_out FROM stock_summary) AS stock_sold_out,
      (SELECT id FROM stock_recorded) AS stock_retired_id, (SELECT tags FROM stock_recorded) AS stock_retired_tags`,
  };
}

/** The pages the stock taken retires, from the columns of `takeStockSql`; refuses the order when a unit was short. */
function retiredOf(row: Record<string, unknown>): Retired | undefined {
  if (row.stock_complete !== true) throw catalogError(400, 'qtyUnavailable');
  if (row.stock_retired_id === null || row.stock_retired_id === undefined) return undefined;
  return {
    id: Number(row.stock_retired_id),
    tags: row.stock_retired_tags as string[],
    soldOut: row.stock_sold_out === true,
  };
}

/** A PostgreSQL array literal of cache tags (`p:12`, `listing`: no quotes, commas or braces in them). */
const pgTextArray = (values: string[]) => `{${values.join(',')}}`;

/** The store's order number sequence (`order_number_{store}`, migration 0017). */
const orderSequence = (store: StoreView) => `order_number_${store.storeCode}`;

/** The next number of the store's order sequence, as SQL. */
const nextOrderNumber = (store: StoreView) => sql<string>`nextval(${orderSequence(store)}::regclass)::text`;

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
