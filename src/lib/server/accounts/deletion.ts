import { and, eq, sql } from 'drizzle-orm';
import { deleteAccountSchema } from '../../accounts/data-rights.ts';
import { bookkeepingYears } from '../../accounts/retention.ts';
import { translate } from '../../i18n/i18n.ts';
import { isStoreCode, type StoreCode } from '../../store-view/config.ts';
import { getDb } from '../db/client.ts';
import {
  customers,
  mailLog,
  mailOutbox,
  newsletterSubscriptions,
  orders,
  rateLimits,
  reviews,
  stockAlerts,
  type StoredAddress,
} from '../db/schema/index.ts';
import { catalogError, parseWith } from '../http/api.ts';
import { deliverMails, enqueueMail } from '../mail/mailer.ts';
import { accountDeletedMail } from './deletion-mail.ts';
import { verifyPassword } from './password.ts';
import { clearLimit, countAttempt } from './rate-limit.ts';
import { accountLimit } from './throttle.ts';

/**
 * What bookkeeping needs of an order's addresses: the billing name and address (the buyer an invoice names) and the
 * delivery country (it decides the VAT); never the e-mail, phone or the delivery address.
 */
export function bookkeepingAddresses(
  billing: StoredAddress,
  shipping: StoredAddress,
): { billing: StoredAddress; shipping: StoredAddress } {
  const { telephone: _phone, email: _email, ...buyer } = billing;
  return {
    billing: buyer,
    shipping: { firstname: '', lastname: '', street: [], city: '', postcode: '', countryId: shipping.countryId },
  };
}

/** `POST /api/user/delete`. More in README.md. */
export async function deleteAccount(customerId: number, body: unknown, now = new Date()): Promise<true> {
  const { password } = parseWith(deleteAccountSchema, body);
  const db = await getDb();
  const [row] = await db.select().from(customers).where(eq(customers.id, customerId));
  if (!row) throw catalogError(401, 'tokenUnknown');
  const limit = accountLimit(row.email);
  await countAttempt([limit], now);
  if (!(await verifyPassword(password, row.passwordHash))) throw catalogError(400, 'passwordWrong');
  await clearLimit(limit.key);
  const store: StoreCode = isStoreCode(row.storeCode) ? row.storeCode : 'sv';
  const email = row.email;
  const mailId = await db.transaction(async (tx) => {
    const own = await tx
      .select({
        id: orders.id,
        billing: orders.billingAddress,
        shipping: orders.shippingAddress,
        payment: orders.paymentAdditional,
      })
      .from(orders)
      .where(eq(orders.customerId, customerId))
      .for('update');
    for (const order of own) {
      const kept = bookkeepingAddresses(order.billing, order.shipping);
      const payment = order.payment ?? {};
      await tx
        .update(orders)
        .set({
          customerId: null,
          email: '',
          billingAddress: kept.billing,
          shippingAddress: kept.shipping,
          // The payment's method and the provider's reference are bookkeeping; anything else a client sent is not.
          paymentAdditional: Object.fromEntries(
            Object.entries(payment).filter(([key]) => key === 'method' || key === 'reference'),
          ),
          response: sql`${orders.response} - 'customer_email'`,
        })
        .where(eq(orders.id, order.id));
    }
    // Reviews stay (they are about the products), signed by nobody.
    for (const code of ['sv', 'no', 'fi'] as const)
      await tx
        .update(reviews)
        .set({ customerId: null, nickname: translate(code, 'account.anonymousReviewer') })
        .where(and(eq(reviews.customerId, customerId), eq(reviews.storeCode, code)));
    await tx.update(reviews).set({ customerId: null }).where(eq(reviews.customerId, customerId));
    await tx.delete(newsletterSubscriptions).where(eq(newsletterSubscriptions.email, email));
    await tx.delete(stockAlerts).where(eq(stockAlerts.email, email));
    // Throttle counters named by the address (failed logins, sign-ups).
    await tx.delete(rateLimits).where(sql`right(${rateLimits.key}, ${email.length + 1}) = ${`:${email}`}`);
    // Mails to the address, sent or still waiting: a mail being sent right now finds its row gone when it is done.
    await tx.delete(mailOutbox).where(eq(mailOutbox.to, email));
    await tx.delete(mailLog).where(eq(mailLog.to, email));
    // The account, with its addresses, carts, refresh and reset tokens (their rows cascade).
    await tx.delete(customers).where(eq(customers.id, customerId));
    return enqueueMail(tx, accountDeletedMail(store, email, row.firstname, bookkeepingYears[store]));
  });
  await deliverMails([mailId]).catch((error: unknown) =>
    console.error('[accounts] the deletion confirmation was left to the outbox:', error),
  );
  return true;
}
