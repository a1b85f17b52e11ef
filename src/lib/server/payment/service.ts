import { randomBytes } from 'node:crypto';
import { signJwt } from '../auth/jwt.ts';
import { and, desc, eq, inArray } from 'drizzle-orm';
import type { Db } from '../db/client.ts';
import { carts, paymentSessions } from '../db/schema/index.ts';
import { authenticate } from '../auth/authenticate.ts';
import { ApiError, catalogError } from '../http/api.ts';
import { config } from '../config/config.ts';
import { fromMinor, toMinor } from '../catalog/pricing.ts';
import { errorText } from '../../i18n/errors.ts';
import { storeViews, type StoreView } from '../../store-view/config.ts';
import { openCart } from '../cart/access.ts';
import { cartTotals } from '../cart/checkout.ts';
import { placeOrder } from '../orders/service.ts';
import { orderBodyFromCart } from '../orders/from-cart.ts';
import { orderSummary } from '../orders/summary.ts';
import type { OrderSummary } from '../../orders/schema.ts';
import { IDENTIFIER } from '../../cart/schema.ts';
import { paymentProvider, registerPaymentProvider, type PaymentChoice, type PaymentProvider } from './provider.ts';
import { PART_PAYMENT_MONTHS, testPaymentProvider } from './test-provider.ts';

registerPaymentProvider(testPaymentProvider);

/** A purchase session row. */
export type PaymentSession = typeof paymentSessions.$inferSelect;

function provider(): PaymentProvider {
  return paymentProvider('avarda') ?? testPaymentProvider;
}

/**
 * The purchase token of a cart: a live session bound to the cart and its current grand total is reused, otherwise
 * a new one is started (older sessions of the cart expire). An empty cart cannot be paid.
 */
export async function purchaseToken(
  db: Db,
  cartId: string | undefined,
  token: string | undefined,
): Promise<{ token: string }> {
  const access = await openCart(db, cartId, token);
  const computed = await cartTotals(db, access);
  if (computed.totals.items.length === 0) throw catalogError(400, 'productsUnavailable');
  const amount = fromMinor(computed.grandTotal);
  const now = new Date();
  const live = await db
    .select()
    .from(paymentSessions)
    .where(
      and(
        eq(paymentSessions.cartId, access.cart.id),
        inArray(paymentSessions.status, ['created', 'declined', 'authorized']),
      ),
    )
    .orderBy(desc(paymentSessions.createdAt));
  const reusable = live.find(
    (s) =>
      s.expiresAt.getTime() > now.getTime() &&
      toMinor(s.amount) === computed.grandTotal &&
      s.currency === access.store.currencyCode,
  );
  const stale = live.filter((s) => s !== reusable).map((s) => s.id);
  if (stale.length > 0)
    await db.update(paymentSessions).set({ status: 'expired' }).where(inArray(paymentSessions.id, stale));
  if (reusable) return { token: reusable.purchaseToken };
  const purchase = randomBytes(24).toString('base64url');
  await db.insert(paymentSessions).values({
    id: randomBytes(12).toString('hex'),
    cartId: access.cart.id,
    provider: provider().code,
    purchaseToken: purchase,
    amount,
    currency: access.store.currencyCode,
    status: 'created',
    data: { storeCode: access.store.storeCode },
    expiresAt: new Date(now.getTime() + provider().sessionTtlMs),
  });
  return { token: purchase };
}

/** The session of a purchase token, with its store, for the payment step page. */
export async function sessionByToken(
  db: Db,
  purchase: string,
): Promise<(PaymentSession & { store: StoreView }) | undefined> {
  if (!purchase || !IDENTIFIER.test(purchase)) return undefined;
  const [session] = await db.select().from(paymentSessions).where(eq(paymentSessions.purchaseToken, purchase));
  if (!session) return undefined;
  const code = (session.data as { storeCode?: string }).storeCode;
  const store = code === 'no' || code === 'fi' || code === 'sv' ? storeViews[code] : storeViews.sv;
  return { ...session, store };
}

/** Runs the shopper's choice on the payment step: the session becomes authorised or declined (a declined one may retry). */
export async function authorizeSession(
  db: Db,
  purchase: string,
  choice: PaymentChoice,
): Promise<'authorized' | 'declined' | 'expired'> {
  const session = await sessionByToken(db, purchase);
  if (
    !session ||
    session.status === 'expired' ||
    session.status === 'completed' ||
    session.expiresAt.getTime() <= Date.now()
  )
    return 'expired';
  if (session.status === 'authorized') return 'authorized';
  const result = await provider().authorize(toMinor(session.amount), session.currency, choice);
  await db
    .update(paymentSessions)
    .set({
      status: result.status,
      method: result.method,
      data: {
        ...session.data,
        ...(result.status === 'authorized' ? { reference: result.reference } : { reason: result.reason }),
      },
    })
    .where(and(eq(paymentSessions.id, session.id), inArray(paymentSessions.status, ['created', 'declined'])));
  return result.status;
}

/**
 * Completes the purchase of a cart: its latest session must be authorised for the cart's current total; the order is
 * placed through the order service (idempotent per session) and the session marked completed in the same transaction.
 */
export async function completePurchase(
  db: Db,
  cartId: string | undefined,
  token: string | undefined,
  orderId?: string,
): Promise<{ order: OrderSummary }> {
  if (!cartId || !IDENTIFIER.test(cartId)) throw catalogError(404, 'cartRecreate');
  const [session] = await db
    .select()
    .from(paymentSessions)
    .where(eq(paymentSessions.cartId, cartId))
    .orderBy(desc(paymentSessions.createdAt))
    .limit(1);
  if (session?.status === 'completed' && session.orderNumber) {
    await openCartOrOrdered(db, cartId, token);
    const summary = await orderSummary(db, session.orderNumber);
    if (!summary) throw catalogError(404, 'cartRecreate');
    return { order: summary };
  }
  const access = await openCart(db, cartId, token);
  if (
    !session ||
    session.status === 'created' ||
    session.status === 'expired' ||
    session.expiresAt.getTime() <= Date.now()
  ) {
    throw new ApiError(400, errorText('paymentIncomplete'));
  }
  if (session.status === 'declined') throw new ApiError(402, errorText('paymentDeclined'));
  const computed = await cartTotals(db, access);
  if (computed.grandTotal !== toMinor(session.amount)) throw new ApiError(409, errorText('paymentChanged'));
  const body = await orderBodyFromCart(db, access, orderId ?? `avarda-${session.id}`, {
    method: 'avarda',
    additional: {
      purchaseToken: session.purchaseToken,
      method: session.method ?? '',
      reference: (session.data as { reference?: string }).reference ?? '',
    },
  });
  const answer = await placeOrder(db, access.store, token, body, async (tx, result) => {
    await tx
      .update(paymentSessions)
      .set({ status: 'completed', orderNumber: result.order_number })
      .where(eq(paymentSessions.id, session.id));
  });
  const summary = await orderSummary(db, answer.order_number);
  return {
    order: summary ?? {
      ...emptySummary,
      order_number: answer.order_number,
      order_id: answer.order_id,
      customer_email: answer.customer_email,
      currency: answer.currency,
      grand_total: answer.grand_total,
    },
  };
}

const emptySummary: OrderSummary = {
  order_number: '',
  order_id: '',
  customer_email: '',
  currency: '',
  items: [],
  subtotal_incl_tax: 0,
  shipping_incl_tax: 0,
  discount_amount: 0,
  gift_card_amount: 0,
  tax_amount: 0,
  grand_total: 0,
  shipping_address: { firstname: '', lastname: '', street: [], postcode: '', city: '', countryId: '' },
  shipping_method: '',
  payment_method: '',
};

/** Checks that a caller may see an ordered cart (its customer's token, or anyone for a guest cart). */
async function openCartOrOrdered(db: Db, cartId: string, token: string | undefined): Promise<void> {
  const customer = await authenticate(token);
  const [cart] = await db.select({ customerId: carts.customerId }).from(carts).where(eq(carts.id, cartId));
  if (!cart || (cart.customerId !== null && cart.customerId !== customer?.customerId))
    throw catalogError(404, 'cartRecreate');
}

/**
 * The monthly amount of a part payment of `amount` (store currency, incl. tax) over the months the shop offers:
 * the provider's own rule, the one the payment step charges (the product page's "from X/month" line).
 */
export function partPaymentMonthly(amount: number): number {
  return fromMinor(provider().monthlyAmount(toMinor(Math.max(0, amount)), PART_PAYMENT_MONTHS));
}

/** The part-payment widget session: a signed token with the monthly amount over 24 months for an amount in the store. */
export async function widgetSession(store: StoreView, amount: number | undefined, now = new Date()): Promise<string> {
  const minor = amount !== undefined && Number.isFinite(amount) && amount >= 0 && amount < 1e9 ? toMinor(amount) : 0;
  const paymentId = randomBytes(12).toString('hex');
  const ttlSeconds = 60 * 60;
  const expired = new Date(now.getTime() + ttlSeconds * 1000);
  const monthly = provider().monthlyAmount(minor, PART_PAYMENT_MONTHS);
  const widgetJwt = await signJwt(
    'widget',
    {
      sub: paymentId,
      store: store.storeCode,
      amount: fromMinor(minor),
      currency: store.currencyCode,
      months: PART_PAYMENT_MONTHS,
      monthly: fromMinor(monthly),
    },
    {
      secrets: { current: config().tokenSecret, previous: config().previousTokenSecret },
      ttlSeconds,
      now: now.getTime(),
    },
  );
  return JSON.stringify({
    widgetJwt,
    paymentId,
    expiredUtc: expired.toISOString(),
    months: PART_PAYMENT_MONTHS,
    monthlyAmount: fromMinor(monthly),
    currency: store.currencyCode,
  });
}
