import { createHash, randomBytes, randomUUID } from 'node:crypto';
import { mkdir, rename, writeFile } from 'node:fs/promises';
import path from 'node:path';
import { and, eq, inArray, isNull, lt, lte, or, sql } from 'drizzle-orm';
import nodemailer, { type Transporter } from 'nodemailer';
import { config } from '../config/config.ts';
import { getDb, type Db } from '../db/client.ts';
import { mailOutbox } from '../db/schema/index.ts';
import { startRounds } from '../ops/rounds.ts';

/** A mail to send. */
export interface Mail {
  to: string;
  subject: string;
  text: string;
  html?: string;
  /** What the mail is (order-confirmation, password-reset, support, stock-alert …), for the log. */
  kind: string;
  replyTo?: string;
  /** More headers (plain ASCII): `List-Unsubscribe` and `List-Unsubscribe-Post` of list mails. */
  headers?: Record<string, string>;
}

/** What can write an outbox row: the database or an open transaction. */
export type MailWriter = Pick<Db, 'insert'>;

let transport: Transporter | undefined;

/** Builds the RFC 5322 text of a mail (for the outbox). */
export function renderEml(
  mail: Mail,
  from: string,
  date = new Date(),
  messageId = `<${randomBytes(12).toString('hex')}@nordpeak>`,
): string {
  const boundary = `np-${createHash('sha256').update(messageId).digest('hex').slice(0, 16)}`;
  const encodeHeader = (value: string) =>
    /^[\x20-\x7e]*$/.test(value) ? value : `=?UTF-8?B?${Buffer.from(value).toString('base64')}?=`;
  const headers = [
    `From: ${from}`,
    `To: ${mail.to}`,
    ...(mail.replyTo ? [`Reply-To: ${mail.replyTo}`] : []),
    `Subject: ${encodeHeader(mail.subject)}`,
    `Date: ${date.toUTCString()}`,
    `Message-ID: ${messageId}`,
    'MIME-Version: 1.0',
    `X-Nordpeak-Kind: ${mail.kind}`,
    ...Object.entries(mail.headers ?? {}).map(([name, value]) => `${name}: ${value}`),
  ];
  const part = (type: string, body: string) =>
    `--${boundary}\r\nContent-Type: ${type}; charset=utf-8\r\nContent-Transfer-Encoding: base64\r\n\r\n${Buffer.from(body).toString('base64').replace(/.{76}/g, '$&\r\n')}\r\n`;
  return `${headers.join('\r\n')}\r\nContent-Type: multipart/alternative; boundary="${boundary}"\r\n\r\n${part('text/plain', mail.text)}${mail.html ? part('text/html', mail.html) : ''}--${boundary}--\r\n`;
}

/**
 * Writes a mail to the outbox: call it inside the transaction that causes the mail, then `deliverMails([id])` after
 * the commit. The mail gets its Message-ID now, so every delivery of it is the same message.
 */
export async function enqueueMail(writer: MailWriter, mail: Mail): Promise<number> {
  const [row] = await writer.insert(mailOutbox).values(outboxRow(mail)).returning({ id: mailOutbox.id });
  return row!.id;
}

/** The outbox row of a mail (for a writer that inserts it within a statement of its own, as enqueueMail does). */
export function outboxRow(mail: Mail): typeof mailOutbox.$inferInsert {
  const host = new URL(config().publicBaseUrl).hostname || 'nordpeak';
  return {
    messageId: `<${mail.kind}.${randomUUID()}@${host}>`,
    kind: mail.kind,
    to: mail.to,
    replyTo: mail.replyTo ?? null,
    subject: mail.subject,
    text: mail.text,
    html: mail.html ?? null,
    headers: mail.headers ?? null,
  };
}

/**
 * How long a claimed row is left to its sender before another may take it: short, so the claims of a sender that
 * crashed (a kill -9, a lost machine) are taken over within seconds, by another instance or by the restarted one. A
 * live sender renews its claims every LEASE_RENEW_MS while it delivers, however long a delivery takes.
 */
const LEASE_SECONDS = 6;
const LEASE_RENEW_MS = 2_000;
/** A claim's end, to the millisecond (a JavaScript Date's precision), so a sender knows its own claims by it. */
const leaseEnd = () => sql`date_trunc('milliseconds', now()) + make_interval(secs => ${LEASE_SECONDS})`;
/** Rows one delivery round takes. */
const BATCH = 50;
/** The wait before the next attempt after `attempts` failures: 2 s doubling, at most 10 minutes. */
const retryDelaySeconds = (attempts: number) => Math.min(2 * 2 ** Math.max(0, attempts - 1), 600);

type OutboxRow = typeof mailOutbox.$inferSelect;

/** The parts a mail may lack (HTML, Reply-To, more headers), only those it has. */
function optionalParts(mail: {
  html?: string | null;
  replyTo?: string | null;
  headers?: Record<string, string> | null;
}): Pick<Mail, 'html' | 'replyTo' | 'headers'> {
  return {
    ...(mail.html ? { html: mail.html } : {}),
    ...(mail.replyTo ? { replyTo: mail.replyTo } : {}),
    ...(mail.headers ? { headers: mail.headers } : {}),
  };
}

/** Delivers one outbox row: the same file name (or SMTP Message-ID) each time, so a repeated delivery replaces itself. */
async function deliver(row: OutboxRow): Promise<string> {
  const cfg = config();
  const mail: Mail = {
    to: row.to,
    subject: row.subject,
    text: row.text,
    kind: row.kind,
    ...optionalParts(row),
  };
  if (cfg.smtpUrl) {
    transport ??= nodemailer.createTransport(cfg.smtpUrl);
    await transport.sendMail({
      from: cfg.shopEmail,
      to: mail.to,
      subject: mail.subject,
      text: mail.text,
      messageId: row.messageId,
      date: row.createdAt,
      ...optionalParts(mail),
    });
    return 'smtp';
  }
  await mkdir(cfg.outboxDir, { recursive: true });
  const safeTo = mail.to.replace(/[^a-zA-Z0-9@._-]/g, '_').slice(0, 80);
  const key = createHash('sha256').update(row.messageId).digest('hex').slice(0, 12);
  const location = path.join(
    cfg.outboxDir,
    `${row.createdAt.toISOString().replace(/[:.]/g, '-')}-${mail.kind}-${safeTo}-${key}.eml`,
  );
  // Written whole or not at all: a crash mid-write leaves a temporary file, never half a mail.
  const partial = `${location}.${randomBytes(4).toString('hex')}.tmp`;
  await writeFile(partial, renderEml(mail, cfg.shopEmail, row.createdAt, row.messageId));
  await rename(partial, location);
  return location;
}

/**
 * Renews the claims of `rows` (claimed together, so with one end) every LEASE_RENEW_MS until `stop()`, on the rows
 * still pending (`done(id)` leaves one out) and only while the claim is still this sender's: a row whose claim
 * lapsed meanwhile (this process stalled) may be another's now.
 */
function keepClaimed(db: Db, rows: OutboxRow[]): { done(id: number): void; stop(): Promise<void> } {
  const pending = new Set(rows.map((row) => row.id));
  let lease = rows[0]?.claimedUntil ?? null;
  let renewing = Promise.resolve();
  const renew = async () => {
    if (!lease || pending.size === 0) return;
    const [renewed] = await db
      .update(mailOutbox)
      .set({ claimedUntil: leaseEnd() })
      .where(and(inArray(mailOutbox.id, [...pending]), isNull(mailOutbox.sentAt), eq(mailOutbox.claimedUntil, lease)))
      .returning({ claimedUntil: mailOutbox.claimedUntil });
    if (renewed) lease = renewed.claimedUntil;
  };
  const timer = setInterval(() => {
    // A renewal that fails (the database away for a moment) is tried again at the next tick.
    renewing = renewing.then(renew).catch(() => undefined);
  }, LEASE_RENEW_MS);
  timer.unref();
  return {
    done: (id) => pending.delete(id),
    stop: async () => {
      clearInterval(timer);
      await renewing;
    },
  };
}

/**
 * Delivers due outbox mails (those of `ids` only, when given), at least once each: rows are claimed for a few
 * seconds, renewed while they are delivered (concurrent senders skip them), delivered, then marked sent; a failed
 * delivery is tried again later with a growing delay. Returns the number delivered now.
 */
export async function deliverMails(ids?: number[]): Promise<number> {
  if (ids && ids.length === 0) return 0;
  const db = await getDb();
  const due = db
    .select({ id: mailOutbox.id })
    .from(mailOutbox)
    .where(
      and(
        isNull(mailOutbox.sentAt),
        lte(mailOutbox.nextAttemptAt, sql`now()`),
        or(isNull(mailOutbox.claimedUntil), lt(mailOutbox.claimedUntil, sql`now()`)),
        ids ? inArray(mailOutbox.id, ids) : undefined,
      ),
    )
    .orderBy(mailOutbox.id)
    .limit(BATCH)
    .for('update', { skipLocked: true });
  const claimed = await db
    .update(mailOutbox)
    .set({
      claimedUntil: leaseEnd(),
      attempts: sql`${mailOutbox.attempts} + 1`,
    })
    .where(inArray(mailOutbox.id, due))
    .returning();
  const claims = keepClaimed(db, claimed);
  const sent: { id: number; location: string }[] = [];
  let delivered = 0;
  // Delivered rows are marked sent a few at a time (still renewed until then): one statement instead of a
  // transaction per mail; a crash before the mark delivers those again, under the same name.
  const mark = async () => {
    const done = sent.splice(0);
    if (done.length === 0) return;
    try {
      await markSent(db, done);
    } catch (error) {
      // Their claims lapse and they are delivered again later, under the same name.
      console.error('[mail] delivered mails not marked sent:', error instanceof Error ? error.message : error);
      return;
    }
    for (const { id } of done) claims.done(id);
    delivered += done.length;
  };
  try {
    for (const row of claimed) {
      const location = await deliverClaimed(db, row);
      if (location === undefined) claims.done(row.id);
      else if (sent.push({ id: row.id, location }) >= MARK_EVERY) await mark();
    }
    await mark();
  } finally {
    await claims.stop();
  }
  return delivered;
}

/** Delivered rows marked sent in one statement. */
const MARK_EVERY = 10;

/** Marks delivered rows sent and logs them; a row deleted meanwhile (its account was deleted) leaves no trace. */
async function markSent(db: Db, sent: { id: number; location: string }[]): Promise<void> {
  await db.execute(sql`WITH marked AS (
      UPDATE mail_outbox m SET sent_at = now(), location = d.location, claimed_until = NULL, last_error = NULL
      FROM unnest(${sql.param(sent.map(({ id }) => id))}::int[], ${sql.param(sent.map(({ location }) => location))}::text[])
        AS d(id, location)
      WHERE m.id = d.id RETURNING m."to", m.subject, m.kind, d.location)
    INSERT INTO mail_log ("to", subject, kind, location) SELECT "to", subject, kind, location FROM marked`);
}

/** Delivers one claimed row (its location), or releases it for a later attempt (undefined). */
async function deliverClaimed(db: Db, row: OutboxRow): Promise<string | undefined> {
  try {
    return await deliver(row);
  } catch (error) {
    const message = error instanceof Error ? error.message : String(error);
    console.error(
      `[mail] delivery of ${row.kind} mail ${row.id} failed (attempt ${row.attempts}), will retry:`,
      message,
    );
    await db
      .update(mailOutbox)
      .set({
        claimedUntil: null,
        lastError: message.slice(0, 1000),
        nextAttemptAt: sql`now() + make_interval(secs => ${retryDelaySeconds(row.attempts)})`,
      })
      .where(eq(mailOutbox.id, row.id))
      .catch(() => undefined);
    return undefined;
  }
}

/**
 * Sends a mail that no other write depends on (a support message): written to the outbox, then delivered at once.
 * Returns where it went (the file path or 'smtp'), or 'queued' when it is left to the outbox sender.
 */
export async function sendMail(mail: Mail): Promise<string> {
  const db = await getDb();
  const id = await enqueueMail(db, mail);
  await deliverMails([id]);
  const [row] = await db.select({ location: mailOutbox.location }).from(mailOutbox).where(eq(mailOutbox.id, id));
  return row?.location ?? 'queued';
}

/**
 * The outbox sender of a server process: delivers due mails every `intervalMs` (those left by a crash, a failed
 * delivery, another process). Returns `stop`, which waits for a round in progress.
 */
export function startOutboxSender(intervalMs = 2_000): () => Promise<void> {
  // While the database is away (restarting, unreachable) every round fails the same way: the first failure is
  // logged, then one line a minute, and one when rounds work again.
  let failingSince = 0;
  let lastLogged = 0;
  return startRounds(
    {
      work: async () => {
        while ((await deliverMails()) === BATCH) {
          /* more are due */
        }
      },
      worked: () => {
        if (failingSince)
          console.error(
            `[mail] outbox rounds work again (they failed for ${Math.round((Date.now() - failingSince) / 1000)} s)`,
          );
        failingSince = 0;
      },
      failed: (error) => {
        const now = Date.now();
        if (!failingSince || now - lastLogged >= 60_000) {
          console.error(
            `[mail] outbox round failed${failingSince ? ` (failing for ${Math.round((now - failingSince) / 1000)} s)` : ''}:`,
            error instanceof Error ? error.message : error,
          );
          lastLogged = now;
        }
        failingSince ||= now;
      },
      rerun: false,
    },
    intervalMs,
  ).stop;
}
