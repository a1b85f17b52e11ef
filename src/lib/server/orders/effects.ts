import type { Db } from '../db/client.ts';
import { deliverMails } from '../mail/mailer.ts';
import { announceInvalidation } from '../page-cache/invalidation.ts';
import { notifyBackInStock } from '../stock-alerts/service.ts';
import { nudgeWebhookSender } from '../webhooks/sender.ts';

/** What a committed change still has to do outside its transaction. More in README.md. */
export class AfterCommit {
  readonly mails: number[] = [];
  readonly invalidations: { tags: string[]; id: number; revalidate: boolean }[] = [];
  readonly backInStock = new Set<string>();
  webhooks = false;

  /** Runs everything collected; failures are logged (the background jobs pick the work up). */
  async run(): Promise<void> {
    for (const { tags, id, revalidate } of this.invalidations)
      await announceInvalidation(tags, id, { revalidate }).catch((error: unknown) =>
        console.error('[orders] cache invalidation failed:', error),
      );
    if (this.mails.length > 0)
      await deliverMails(this.mails).catch((error: unknown) =>
        console.error('[orders] mails left to the outbox:', error),
      );
    for (const sku of this.backInStock)
      await notifyBackInStock(sku).catch((error: unknown) =>
        console.error(`[orders] back-in-stock mails of ${sku} not sent:`, error),
      );
    if (this.webhooks) nudgeWebhookSender();
  }
}

/**
 * Runs `work` in one transaction, then what it left to do after the commit. With `after` given, the caller runs it
 * (a caller that wraps several changes, or its own writes, in an outer transaction).
 */
export async function commitWork<T>(
  db: Db,
  work: (tx: Db, after: AfterCommit) => Promise<T>,
  after?: AfterCommit,
): Promise<T> {
  const collected = after ?? new AfterCommit();
  const result = await db.transaction((tx) => work(tx as unknown as Db, collected));
  if (!after) await collected.run();
  return result;
}
