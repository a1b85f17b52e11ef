import { mkdtempSync, readdirSync, readFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { parseConfig, setConfig } from '../../../src/lib/server/config/config.ts';
import { callApi } from '../../support/call-api.ts';
import * as createRoute from '../../../src/pages/api/user/create.ts';
import * as loginRoute from '../../../src/pages/api/user/login.ts';

/** Points the process configuration at a temporary data directory (outbox, secrets); returns its outbox. */
export function useTempConfig(extra: Record<string, string> = {}): string {
  const dir = mkdtempSync(path.join(tmpdir(), 'np-accounts-'));
  const cfg = parseConfig({ DATA_DIR: dir, TOKEN_SECRET: 'test-secret-'.padEnd(48, 'x'), ...extra });
  setConfig(cfg);
  return cfg.outboxDir;
}

/** A mail in the outbox: its headers and decoded text part. */
export interface OutboxMail {
  file: string;
  to: string;
  subject: string;
  kind: string;
  replyTo?: string;
  text: string;
}

/** Reads the mails written to an outbox directory, oldest first. */
export function readOutbox(outbox: string): OutboxMail[] {
  let files: string[];
  try {
    files = readdirSync(outbox)
      .filter((f) => f.endsWith('.eml'))
      .sort();
  } catch {
    return [];
  }
  return files.map((file) => {
    const raw = readFileSync(path.join(outbox, file), 'utf8');
    const header = (name: string) => new RegExp(`^${name}: (.*)$`, 'mi').exec(raw)?.[1]?.trim();
    const decode = (value: string | undefined) =>
      value?.replace(/=\?UTF-8\?B\?([^?]+)\?=/g, (_, b64: string) => Buffer.from(b64, 'base64').toString('utf8')) ?? '';
    const textPart =
      /Content-Type: text\/plain; charset=utf-8\r\nContent-Transfer-Encoding: base64\r\n\r\n([\s\S]*?)\r\n--/.exec(
        raw,
      )?.[1] ?? '';
    return {
      file,
      to: header('To') ?? '',
      subject: decode(header('Subject')),
      kind: header('X-Nordpeak-Kind') ?? '',
      ...(header('Reply-To') ? { replyTo: header('Reply-To')! } : {}),
      text: Buffer.from(textPart.replace(/\r\n/g, ''), 'base64').toString('utf8'),
    };
  });
}

let counter = 0;

/** A unique email address for a test customer. */
export function uniqueEmail(prefix = 'kund'): string {
  counter += 1;
  return `${prefix}-${process.pid}-${counter}@example.se`;
}

/** A password that passes the policy. */
export const GOOD_PASSWORD = 'Fjällräven-Vallning-42';

/** Creates a customer through the API and signs in; returns the customer, access and refresh token. */
export async function signUp(
  options: { email?: string; password?: string; storeCode?: string; clientAddress?: string } = {},
) {
  const email = options.email ?? uniqueEmail();
  const password = options.password ?? GOOD_PASSWORD;
  const created = await callApi(createRoute, {
    method: 'POST',
    query: { storeCode: options.storeCode },
    body: { customer: { email, firstname: 'Astrid', lastname: 'Lind' }, password },
  });
  if (created.code !== 200) throw new Error(`sign-up failed: ${JSON.stringify(created.result)}`);
  const login = await callApi(loginRoute, {
    method: 'POST',
    body: { username: email, password },
    clientAddress: options.clientAddress ?? '198.51.100.7',
  });
  if (login.code !== 200) throw new Error(`login failed: ${JSON.stringify(login.result)}`);
  return {
    customer: created.result as { id: number; email: string },
    email,
    password,
    token: login.result as string,
    refreshToken: login.meta!['refreshToken'] as string,
  };
}

/** The e-mail and reset token of a password-reset mail's link: they travel in the fragment, never in the query. */
export function resetLinkOf(mailText: string): { link: URL; email: string | null; resetToken: string | null } {
  const link = new URL(/https?:\/\/\S+/.exec(mailText)![0]);
  const fragment = new URLSearchParams(link.hash.slice(1));
  return { link, email: fragment.get('email'), resetToken: fragment.get('resetToken') };
}
