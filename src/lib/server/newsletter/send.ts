import { and, eq } from 'drizzle-orm';
import { translate } from '../../i18n/i18n.ts';
import type { StoreCode } from '../../store-view/config.ts';
import { getDb } from '../db/client.ts';
import { newsletterSubscriptions } from '../db/schema/index.ts';
import { deliverMails, enqueueMail, type Mail } from '../mail/mailer.ts';
import { listHeaders, unsubscribeLink } from './unsubscribe.ts';

/** A newsletter issue: its subject and text, and an HTML version if the editor made one. */
export interface NewsletterIssue {
  subject: string;
  text: string;
  html?: string;
}

const escapeHtml = (value: string) =>
  value.replace(/[&<>"']/g, (c) => ({ '&': '&amp;', '<': '&lt;', '>': '&gt;', '"': '&quot;', "'": '&#39;' })[c]!);

/** The newsletter mail to one subscriber: the issue with its one-click unsubscribe link and the list headers. */
export function newsletterMail(store: StoreCode, to: string, issue: NewsletterIssue, unsubscribe: string): Mail {
  const label = translate(store, 'mail.unsubscribeNewsletter');
  const footer = `<p style="font-size:small"><a href="${escapeHtml(unsubscribe)}">${escapeHtml(label)}</a></p>`;
  return {
    to,
    kind: 'newsletter',
    subject: issue.subject,
    text: `${issue.text.trimEnd()}\n\n--\n${label}: ${unsubscribe}\n`,
    ...(issue.html
      ? {
          html: issue.html.includes('</body>')
            ? issue.html.replace('</body>', `${footer}</body>`)
            : issue.html + footer,
        }
      : {}),
    headers: listHeaders(unsubscribe),
  };
}

/** Rows written to the outbox per transaction. */
const CHUNK = 200;

/**
 * Sends an issue to every subscribed address of a store through the outbox (written first, then delivered; the
 * shop's outbox sender delivers what is left). Answers the number of mails written.
 */
export async function sendNewsletter(store: StoreCode, issue: NewsletterIssue): Promise<number> {
  const db = await getDb();
  const subscribers = await db
    .select({ email: newsletterSubscriptions.email })
    .from(newsletterSubscriptions)
    .where(and(eq(newsletterSubscriptions.storeCode, store), eq(newsletterSubscriptions.status, 'subscribed')))
    .orderBy(newsletterSubscriptions.email);
  for (let start = 0; start < subscribers.length; start += CHUNK) {
    const mails = await Promise.all(
      subscribers
        .slice(start, start + CHUNK)
        .map(async ({ email }) =>
          newsletterMail(store, email, issue, await unsubscribeLink({ list: 'newsletter', email, store })),
        ),
    );
    await db.transaction(async (tx) => {
      for (const mail of mails) await enqueueMail(tx, mail);
    });
  }
  // Delivered now as far as it goes; whatever fails is retried by the outbox sender of a running shop.
  while ((await deliverMails().catch(() => 0)) > 0) {
    /* more are due */
  }
  return subscribers.length;
}
