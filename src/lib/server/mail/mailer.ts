import { randomBytes } from 'node:crypto';
import { mkdir, writeFile } from 'node:fs/promises';
import path from 'node:path';
import nodemailer, { type Transporter } from 'nodemailer';
import { config } from '../config/config.ts';
import { getDb } from '../db/client.ts';
import { mailLog } from '../db/schema/index.ts';

/** A mail to send. */
export interface Mail {
  to: string;
  subject: string;
  text: string;
  html?: string;
  /** What the mail is (order-confirmation, password-reset, support, stock-alert …), for the log. */
  kind: string;
  replyTo?: string;
}

let transport: Transporter | undefined;

/** Builds the RFC 5322 text of a mail (for the outbox). */
export function renderEml(mail: Mail, from: string, date = new Date()): string {
  const boundary = `np-${randomBytes(8).toString('hex')}`;
  const encodeHeader = (value: string) => (/^[\x20-\x7e]*$/.test(value) ? value : `=?UTF-8?B?${Buffer.from(value).toString('base64')}?=`);
  const headers = [
    `From: ${from}`,
    `To: ${mail.to}`,
    ...(mail.replyTo ? [`Reply-To: ${mail.replyTo}`] : []),
    `Subject: ${encodeHeader(mail.subject)}`,
    `Date: ${date.toUTCString()}`,
    `Message-ID: <${randomBytes(12).toString('hex')}@nordpeak>`,
    'MIME-Version: 1.0',
    `X-Nordpeak-Kind: ${mail.kind}`,
  ];
  const part = (type: string, body: string) =>
    `--${boundary}\r\nContent-Type: ${type}; charset=utf-8\r\nContent-Transfer-Encoding: base64\r\n\r\n${Buffer.from(body).toString('base64').replace(/.{76}/g, '$&\r\n')}\r\n`;
  return `${headers.join('\r\n')}\r\nContent-Type: multipart/alternative; boundary="${boundary}"\r\n\r\n${part('text/plain', mail.text)}${mail.html ? part('text/html', mail.html) : ''}--${boundary}--\r\n`;
}

/**
 * Sends a mail through SMTP when SMTP_URL is set, otherwise writes it as an .eml file to DATA_DIR/outbox.
 * Returns where it went (the file path or 'smtp').
 */
export async function sendMail(mail: Mail): Promise<string> {
  const cfg = config();
  let location: string;
  if (cfg.smtpUrl) {
    transport ??= nodemailer.createTransport(cfg.smtpUrl);
    await transport.sendMail({ from: cfg.shopEmail, to: mail.to, subject: mail.subject, text: mail.text, ...(mail.html ? { html: mail.html } : {}), ...(mail.replyTo ? { replyTo: mail.replyTo } : {}) });
    location = 'smtp';
  } else {
    await mkdir(cfg.outboxDir, { recursive: true });
    const safeTo = mail.to.replace(/[^a-zA-Z0-9@._-]/g, '_').slice(0, 80);
    location = path.join(cfg.outboxDir, `${new Date().toISOString().replace(/[:.]/g, '-')}-${mail.kind}-${safeTo}-${randomBytes(3).toString('hex')}.eml`);
    await writeFile(location, renderEml(mail, cfg.shopEmail));
  }
  const db = await getDb();
  await db.insert(mailLog).values({ to: mail.to, subject: mail.subject, kind: mail.kind, location });
  return location;
}
