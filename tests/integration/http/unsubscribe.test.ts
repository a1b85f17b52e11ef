/** One-click unsubscribing over HTTP. More in README.md. */
import { spawnSync } from 'node:child_process';
import { mkdtempSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { describe, expect, inject, it } from 'vitest';
import {
  newsletterStatusContract,
  newsletterSubscribeContract,
  stockAlertContract,
} from '../../../src/lib/engagement/contract.ts';
import { routePath } from '../../../src/lib/routes/routes.ts';
import { unique } from '../../support/customers.ts';
import { shopDatabase, shopQuery, shopUrl, testRequest } from '../../support/http.ts';
import { outboxMails } from './rights-support.ts';

const root = path.resolve(import.meta.dirname, '../../..');

/** Runs a staff command against the running shop (its data directory; its database server when not embedded). */
function staffCommand(script: string, args: string[]): string {
  const env: NodeJS.ProcessEnv = {
    ...process.env,
    DATA_DIR: path.dirname(inject('shopLog')),
    PUBLIC_BASE_URL: shopUrl(),
  };
  delete env.DATABASE_URL;
  if (shopDatabase() === 'postgres') env.DATABASE_URL = inject('shopDatabaseUrl');
  const run = spawnSync(process.execPath, [path.join(root, 'scripts', script), ...args], {
    cwd: root,
    env,
    encoding: 'utf8',
  });
  expect(run.status, `${script}: ${run.stderr}`).toBe(0);
  return run.stdout;
}

const status = async (email: string, storeCode = 'fi') =>
  (await testRequest(newsletterStatusContract, { storeCode, query: { email } })).result;

/** A POST as a mail client sends it for one-click unsubscribing: the form body, no cookie, no Origin. */
const oneClick = (link: string) =>
  fetch(link, {
    method: 'POST',
    headers: { 'content-type': 'application/x-www-form-urlencoded' },
    body: 'List-Unsubscribe=One-Click',
    redirect: 'manual',
  });

/** The link of a mail's `List-Unsubscribe` header, after checking both list headers. */
function listLink(headers: Record<string, string> | null): string {
  expect(headers?.['List-Unsubscribe-Post']).toBe('List-Unsubscribe=One-Click');
  const link = /^<(https?:\/\/[^>]+)>$/.exec(headers?.['List-Unsubscribe'] ?? '')?.[1];
  expect(link).toBeDefined();
  return link!;
}

describe('one-click unsubscribe', () => {
  it('a newsletter issue carries the link and headers; a POST unsubscribes that address only, a forgery nothing', async () => {
    const [anna, bert] = [`${unique('news-a')}@example.com`, `${unique('news-b')}@example.com`];
    for (const email of [anna, bert])
      expect((await testRequest(newsletterSubscribeContract, { storeCode: 'fi', body: { email } })).status).toBe(200);
    const dir = mkdtempSync(path.join(tmpdir(), 'np-issue-'));
    writeFileSync(path.join(dir, 'issue.txt'), 'Talven parhaat sukset nyt kaupassa.\n');
    expect(staffCommand('newsletter.ts', ['send', 'fi', 'Talven uutiset', path.join(dir, 'issue.txt')])).toMatch(
      /written to the outbox for \d+ subscriber/,
    );

    const [mail] = await outboxMails(anna, 'newsletter');
    const { rows } = await shopQuery('SELECT headers FROM mail_outbox WHERE "to" = $1 AND kind = $2', [
      anna,
      'newsletter',
    ]);
    const link = listLink((rows[0] as { headers: Record<string, string> }).headers);
    expect(new URL(link).pathname).toBe(routePath('fi', 'unsubscribe'));
    expect(mail!.text).toContain('Talven parhaat sukset');
    expect(mail!.text).toContain(link);

    // A GET (a mail scanner, a click) only asks.
    const asked = await fetch(link);
    expect(asked.status).toBe(200);
    expect(asked.headers.get('cache-control')).toMatch(/no-store/);
    expect(await asked.text()).toContain(anna);
    expect(await status(anna)).toBe('subscribed');

    // A token changed to name another address, or made up, is refused and changes nothing.
    const token = new URL(link).searchParams.get('token')!;
    const [header, payload, signature] = token.split('.') as [string, string, string];
    const claims = JSON.parse(Buffer.from(payload, 'base64url').toString()) as Record<string, unknown>;
    const forged = `${header}.${Buffer.from(JSON.stringify({ ...claims, sub: bert })).toString('base64url')}.${signature}`;
    for (const bad of [forged, 'not-a-token', `${token}x`]) {
      const url = new URL(link);
      url.searchParams.set('token', bad);
      expect((await oneClick(url.href)).status, bad.slice(0, 20)).toBe(400);
    }
    expect(await status(bert)).toBe('subscribed');

    // The one-click POST, without any session.
    const done = await oneClick(link);
    expect(done.status).toBe(200);
    expect(await status(anna)).toBe('unsubscribed');
    expect(await status(bert)).toBe('subscribed');
  });

  it('a back-in-stock mail carries the link and headers; a POST ends the address’s open alerts', async () => {
    const email = `${unique('alerts')}@example.com`;
    const headers = { 'x-forwarded-for': '198.51.100.99' };
    const [restocked, other] = ['150084', '150107'];
    for (const sku of [restocked, other])
      expect((await testRequest(stockAlertContract, { storeCode: 'sv', headers, body: { sku, email } })).status).toBe(
        200,
      );
    const { rows } = await shopQuery('SELECT qty FROM stock_items WHERE sku = $1', [restocked]);
    const qty = Math.max(1, (rows[0] as { qty: number }).qty);
    staffCommand('restock.ts', [restocked, String(qty)]);

    const [mail] = await outboxMails(email, 'stock-alert');
    const { rows: stored } = await shopQuery('SELECT headers FROM mail_outbox WHERE "to" = $1 AND kind = $2', [
      email,
      'stock-alert',
    ]);
    const link = listLink((stored[0] as { headers: Record<string, string> }).headers);
    expect(mail!.text).toContain(link);
    expect((await oneClick(link)).status).toBe(200);
    const { rows: open } = await shopQuery('SELECT sku FROM stock_alerts WHERE email = $1 AND notified_at IS NULL', [
      email,
    ]);
    expect(open).toEqual([]);
  });
});
