import type { StoreView } from '../../store-view/config.ts';
import { storePath } from '../../store-view/config.ts';
import { routePath } from '../../routes/routes.ts';
import { formatPrice } from '../../store-view/format.ts';
import { toMinor } from '../catalog/pricing.ts';
import { getDb } from '../db/client.ts';
import { authorizeSession, sessionByToken } from './service.ts';
import { PART_PAYMENT_MONTHS, testPaymentProvider } from './test-provider.ts';

/** What the payment step page shows. */
export interface PaymentStepState {
  status: number;
  redirect?: string;
  view: 'form' | 'approved' | 'expired';
  outcome?: 'declined' | 'invalid';
  amount: string;
  monthly: string;
  months: number;
}

/** Where the payment step sends the shopper back: the store's checkout with the outcome (approved, declined, cancelled). */
export function checkoutReturn(store: StoreView, outcome: 'approved' | 'declined' | 'cancelled'): string {
  return routePath(store, 'checkout', { payment: outcome });
}

/** Runs the payment step of the test provider for a request. More in README.md. */
export async function paymentStepState(
  request: Request,
  purchase: string | undefined,
  store: StoreView,
): Promise<PaymentStepState> {
  const db = await getDb();
  const token = purchase ?? '';
  let session = await sessionByToken(db, token);
  const base = { amount: '', monthly: '', months: PART_PAYMENT_MONTHS };
  if (!session) return { ...base, status: 404, view: 'expired' };
  if (session.store.storeCode !== store.storeCode)
    return {
      ...base,
      status: 302,
      view: 'form',
      redirect: storePath(session.store, `/pay/${encodeURIComponent(token)}`),
    };
  let outcome: PaymentStepState['outcome'];
  if (request.method === 'POST') {
    const form = await request.formData().catch(() => undefined);
    const method = String(form?.get('method') ?? '');
    let result: 'authorized' | 'declined' | 'expired' | 'invalid' = 'invalid';
    if (method === 'invoice') result = await authorizeSession(db, token, { method: 'invoice' });
    else if (method === 'partpayment')
      result = await authorizeSession(db, token, { method: 'partpayment', months: PART_PAYMENT_MONTHS });
    else if (method === 'card') {
      const field = (name: string, max: number) => String(form?.get(name) ?? '').slice(0, max);
      result = await authorizeSession(db, token, {
        method: 'card',
        cardNumber: field('cardNumber', 40),
        expiry: field('expiry', 10) || undefined,
        cvc: field('cvc', 4) || undefined,
      });
    }
    if (result === 'authorized')
      return { ...base, status: 303, view: 'approved', redirect: checkoutReturn(store, 'approved') };
    if (result === 'declined')
      return { ...base, status: 303, view: 'form', redirect: checkoutReturn(store, 'declined') };
    if (result === 'invalid') outcome = result;
    session = (await sessionByToken(db, token)) ?? session;
  }
  const amount = formatPrice(session.amount, store.storeCode);
  const monthly = formatPrice(
    testPaymentProvider.monthlyAmount(toMinor(session.amount), PART_PAYMENT_MONTHS) / 100,
    store.storeCode,
  );
  const done = session.status === 'authorized' || session.status === 'completed';
  const expired = session.status === 'expired' || session.expiresAt.getTime() <= Date.now();
  return {
    ...base,
    amount,
    monthly,
    status: outcome ? 422 : 200,
    view: done ? 'approved' : expired ? 'expired' : 'form',
    ...(outcome ? { outcome } : {}),
  };
}
