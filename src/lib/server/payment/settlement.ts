/**
 * Settling an order's payment after the order: voided when it is cancelled, paid back (in part or whole) when it is
 * refunded. More in README.md.
 */
import { and, eq, sql } from 'drizzle-orm';
import type { Db } from '../db/client.ts';
import { paymentSessions } from '../db/schema/index.ts';
import { toMinor } from '../catalog/pricing.ts';
import { paymentProvider } from './provider.ts';
import { testPaymentProvider } from './test-provider.ts';

type Session = typeof paymentSessions.$inferSelect;

async function sessionOf(tx: Db, orderNumber: string): Promise<Session | undefined> {
  const [session] = await tx
    .select()
    .from(paymentSessions)
    .where(and(eq(paymentSessions.orderNumber, orderNumber), eq(paymentSessions.status, 'completed')))
    .for('update');
  return session;
}

const providerOf = (session: Session) => paymentProvider(session.provider) ?? testPaymentProvider;
const referenceOf = (session: Session) => String((session.data as { reference?: string }).reference ?? session.id);

/** Voids the payment of a cancelled order; returns a note for the order's history, or undefined when there is none. */
export async function voidOrderPayment(tx: Db, orderNumber: string): Promise<string | undefined> {
  const session = await sessionOf(tx, orderNumber);
  if (!session) return undefined;
  const provider = providerOf(session);
  const { reference } = await provider.voidPayment(referenceOf(session));
  await tx
    .update(paymentSessions)
    .set({ data: sql`${paymentSessions.data} || ${JSON.stringify({ voided: reference })}::jsonb` })
    .where(eq(paymentSessions.id, session.id));
  return `payment ${referenceOf(session)} voided (${reference})`;
}

/** Pays back `amount` of an order's payment; returns the provider's reference, or undefined without a provider payment. */
export async function refundOrderPayment(
  tx: Db,
  orderNumber: string,
  amount: number,
  currency: string,
): Promise<string | undefined> {
  const session = await sessionOf(tx, orderNumber);
  if (!session) return undefined;
  const { reference } = await providerOf(session).refundPayment(referenceOf(session), toMinor(amount), currency);
  const refunded = Number((session.data as { refunded?: number }).refunded ?? 0);
  await tx
    .update(paymentSessions)
    .set({
      data: sql`${paymentSessions.data} || ${JSON.stringify({ refunded: (toMinor(refunded) + toMinor(amount)) / 100 })}::jsonb`,
    })
    .where(eq(paymentSessions.id, session.id));
  return reference;
}
