import type { AstroGlobal } from 'astro';
import {
  readUnsubscribeToken,
  unsubscribeByToken,
  type Subscription,
} from '../../lib/server/newsletter/unsubscribe.ts';

/** What the unsubscribe page shows: the button to confirm, the confirmation, no link at all, or a link that is not valid. */
export type UnsubscribeAnswer =
  | { state: 'ask' | 'done'; subscription: Subscription; status: 200 }
  | { state: 'none'; status: 200 }
  | { state: 'invalid'; status: 400 };

/**
 * The unsubscribe page's answer: a GET shows what the link would end (mail scanners follow links, so nothing
 * changes); a POST (the page's button, or a mail client's one-click `List-Unsubscribe=One-Click`) ends it.
 */
export async function answerUnsubscribe(astro: AstroGlobal): Promise<UnsubscribeAnswer> {
  const token = astro.url.searchParams.get('token');
  if (!token) return { state: 'none', status: 200 };
  const subscription =
    astro.request.method === 'POST' ? await unsubscribeByToken(token) : await readUnsubscribeToken(token);
  if (!subscription) return { state: 'invalid', status: 400 };
  return { state: astro.request.method === 'POST' ? 'done' : 'ask', subscription, status: 200 };
}
