import { createHmac, randomBytes, timingSafeEqual } from 'node:crypto';
import { config } from '../config/config.ts';
import { catalogError, parseWith } from '../http/api.ts';
import { supportMessageSchema } from '../../engagement/contract.ts';
import { consume, countHit } from '../accounts/rate-limit.ts';
import { supportMail } from '../mail/account-mails.ts';
import { sendMail } from '../mail/mailer.ts';
import { translate } from '../../i18n/i18n.ts';
import { withdrawalOrderNote, withdrawalReceiptMail } from './withdrawal.ts';
import type { StoreCode } from '../../store-view/config.ts';

/** A contact form token is valid for 30 minutes and once. */
export const FORM_TOKEN_TTL_SECONDS = 30 * 60;
/** Support messages per client address per hour. */
export const SUPPORT_MAILS_PER_HOUR = 5;

const sign = (data: string) =>
  createHmac('sha256', config().tokenSecret).update(`mail-service:${data}`).digest('base64url');

/** `GET /api/ext/mail-service/get-token`: a signed, short-lived token the contact form sends back with its message. */
export function issueFormToken(now = Date.now()): string {
  const data = `${Math.floor(now / 1000) + FORM_TOKEN_TTL_SECONDS}.${randomBytes(12).toString('base64url')}`;
  return `${data}.${sign(data)}`;
}

function formTokenValid(token: string, now: number): { nonce: string } | undefined {
  const parts = token.split('.');
  if (parts.length !== 3) return undefined;
  const [expires, nonce, signature] = parts as [string, string, string];
  const expected = Buffer.from(sign(`${expires}.${nonce}`));
  const given = Buffer.from(signature);
  if (expected.length !== given.length || !timingSafeEqual(expected, given)) return undefined;
  if (!/^\d{1,12}$/.test(expires) || Number(expires) * 1000 <= now) return undefined;
  return { nonce };
}

/** `POST /api/ext/mail-service/send-email`: sends a contact form message to the support address (rate limited per address). */
export async function sendSupportMessage(
  body: unknown,
  clientAddress: string,
  storeCode: StoreCode,
  now = new Date(),
): Promise<true> {
  const input = parseWith(supportMessageSchema, body);
  const token = formTokenValid(input.token, now.getTime());
  if (!token) throw catalogError(400, 'formTokenInvalid');
  // A token works once: its nonce is remembered (for the token's lifetime) in the rate limit table.
  const uses = await countHit(
    { key: `form-token:${token.nonce}`, max: 1, windowMs: FORM_TOKEN_TTL_SECONDS * 1000 },
    now,
  );
  if (uses > 1) throw catalogError(400, 'formTokenInvalid');
  await consume({ key: `support-mail:${clientAddress}`, max: SUPPORT_MAILS_PER_HOUR, windowMs: 60 * 60 * 1000 }, now);
  const email = (input.sender ?? input.email ?? input.sourceAddress)!;
  const topic = input.topic ?? 'question';
  const text = input.text ?? input.emailText ?? '';
  const orderNumber = input.order_number?.toUpperCase();
  // A withdrawal and an accessibility report are named by their topic (the withdrawal with its order).
  const subject =
    topic === 'question'
      ? input.subject!
      : [translate(storeCode, `site.support.topic.${topic}`), orderNumber ?? input.subject].filter(Boolean).join(': ');
  const lines =
    topic === 'withdrawal' && orderNumber
      ? [
          `Withdrawal from order ${orderNumber}, received ${now.toISOString()}.`,
          await withdrawalOrderNote(orderNumber, email),
          '',
          text,
        ]
      : [text];
  await sendMail(
    supportMail(
      config().supportEmail,
      { name: input.name ?? email, email },
      subject,
      lines.join('\n').trim(),
      storeCode,
    ),
  );
  if (topic === 'withdrawal' && orderNumber) await sendMail(withdrawalReceiptMail(storeCode, email, orderNumber, now));
  return true;
}
