import { eq, sql } from 'drizzle-orm';
import { getDb } from '../db/client.ts';
import { newsletterSubscriptions } from '../db/schema/index.ts';
import { parseWith } from '../http/api.ts';
import { newsletterBodySchema } from '../../engagement/contract.ts';
import type { StoreCode } from '../../store-view/config.ts';

/** A newsletter subscription state, as `GET /api/ext/mailchimp-subscribe/subscribe` answers it. */
export type NewsletterStatus = 'subscribed' | 'unsubscribed';

const emailBody = newsletterBodySchema;

/** Reads and checks the email of a newsletter call (400 'Not a valid emailadress' otherwise). */
export function newsletterEmail(value: unknown): string {
  return parseWith(emailBody, value).email;
}

/** Whether an address is subscribed; an address never seen is 'unsubscribed'. */
export async function newsletterStatus(email: string): Promise<NewsletterStatus> {
  const db = await getDb();
  const [row] = await db
    .select({ status: newsletterSubscriptions.status })
    .from(newsletterSubscriptions)
    .where(eq(newsletterSubscriptions.email, email));
  return row?.status ?? 'unsubscribed';
}

/** Subscribes an address (again) in a store. */
export async function subscribe(email: string, storeCode: StoreCode): Promise<true> {
  const db = await getDb();
  await db
    .insert(newsletterSubscriptions)
    .values({ email, status: 'subscribed', storeCode })
    .onConflictDoUpdate({
      target: newsletterSubscriptions.email,
      set: { status: 'subscribed', storeCode, updatedAt: sql`now()` },
    });
  return true;
}

/** Unsubscribes an address; an address never subscribed stays unknown. */
export async function unsubscribe(email: string): Promise<true> {
  const db = await getDb();
  await db
    .update(newsletterSubscriptions)
    .set({ status: 'unsubscribed', updatedAt: sql`now()` })
    .where(eq(newsletterSubscriptions.email, email));
  return true;
}
