/**
 * One-click unsubscribing of the shop's list mails (the newsletter, back-in-stock alerts), as RFC 8058 describes it.
 * More in README.md.
 */
import { and, eq, isNull } from 'drizzle-orm';
import { routePath } from '../../routes/routes.ts';
import { isStoreCode, type StoreCode } from '../../store-view/config.ts';
import { verifyJwt, signJwt } from '../auth/jwt.ts';
import { config } from '../config/config.ts';
import { getDb } from '../db/client.ts';
import { stockAlerts } from '../db/schema/index.ts';
import { unsubscribe } from './service.ts';

/** The lists a mail can be unsubscribed from. */
export type MailingList = 'newsletter' | 'stock-alert';
const lists: readonly MailingList[] = ['newsletter', 'stock-alert'];

/** What an unsubscribe link names. */
export interface Subscription {
  list: MailingList;
  email: string;
  store: StoreCode;
}

const PURPOSE = 'unsubscribe';
/** Links keep working for two years (longer than anyone keeps a newsletter to act on it). */
const LINK_TTL_SECONDS = 2 * 365 * 24 * 60 * 60;
const secrets = () => ({ current: config().tokenSecret, previous: config().previousTokenSecret });

/** The unsubscribe link of an address on a list, in the store of the mail. */
export async function unsubscribeLink(subscription: Subscription, now = Date.now()): Promise<string> {
  const token = await signJwt(
    PURPOSE,
    { sub: subscription.email, lst: subscription.list, sto: subscription.store },
    { secrets: secrets(), ttlSeconds: LINK_TTL_SECONDS, now },
  );
  return `${config().publicBaseUrl}${routePath(subscription.store, 'unsubscribe', { token })}`;
}

/** The headers of a list mail with its unsubscribe link (RFC 2369 and RFC 8058). */
export function listHeaders(link: string): Record<string, string> {
  return { 'List-Unsubscribe': `<${link}>`, 'List-Unsubscribe-Post': 'List-Unsubscribe=One-Click' };
}

/** What a link's token names, or undefined for a token that is not one of ours (forged, changed, expired). */
export async function readUnsubscribeToken(token: string | null | undefined): Promise<Subscription | undefined> {
  if (!token) return undefined;
  const claims = await verifyJwt(PURPOSE, token, { secrets: secrets() });
  if (typeof claims === 'string') return undefined;
  const list = lists.find((l) => l === claims['lst']);
  const store = claims['sto'];
  if (!list || typeof claims.sub !== 'string' || typeof store !== 'string' || !isStoreCode(store)) return undefined;
  return { list, email: claims.sub, store };
}

/**
 * Unsubscribes what a link names: the newsletter, or every back-in-stock alert of the address that has not been
 * mailed yet. Answers what it was, or undefined for a token that is not valid (nothing changes then).
 */
export async function unsubscribeByToken(token: string | null | undefined): Promise<Subscription | undefined> {
  const subscription = await readUnsubscribeToken(token);
  if (!subscription) return undefined;
  if (subscription.list === 'newsletter') await unsubscribe(subscription.email);
  else {
    const db = await getDb();
    await db.delete(stockAlerts).where(and(eq(stockAlerts.email, subscription.email), isNull(stockAlerts.notifiedAt)));
  }
  return subscription;
}
