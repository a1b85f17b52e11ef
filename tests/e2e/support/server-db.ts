import { spawnSync } from 'node:child_process';
import path from 'node:path';
import pg from 'pg';
import { embeddedDatabaseUrl } from '../../support/shop-process.ts';

/**
 * The test server's own database: the embedded server of E2E_DATA_DIR is in use by the shop, so a script or a test
 * connects to it as any other client would (its port from postmaster.pid, its generated password).
 */
export function serverDatabaseUrl(): string {
  const dataDir = process.env['E2E_DATA_DIR'];
  if (!dataDir) throw new Error('E2E_DATA_DIR is not set (run through npm run test:e2e)');
  return embeddedDatabaseUrl(dataDir);
}

/** Runs `npm run restock -- <sku> <qty>` (scripts/restock.ts) against the test server; its mails go to the same outbox. */
export function restock(sku: string, qty: number): string {
  const root = process.cwd(); // scripts/e2e.ts runs Playwright from the repository root
  const result = spawnSync(process.execPath, [path.join(root, 'scripts', 'restock.ts'), sku, String(qty)], {
    cwd: root,
    encoding: 'utf8',
    env: {
      ...process.env,
      DATA_DIR: process.env['E2E_DATA_DIR'],
      DATABASE_URL: serverDatabaseUrl(),
      PUBLIC_BASE_URL: process.env['E2E_BASE_URL'] ?? 'http://127.0.0.1:8080',
    },
  });
  if (result.status !== 0) throw new Error(`restock failed (${result.status}): ${result.stderr}${result.stdout}`);
  return result.stdout;
}

/**
 * Makes a registered customer a member of a customer group, as shop staff do (the storefront has no way to join
 * the Club: registration gives the general group).
 */
export async function setCustomerGroup(email: string, groupId: number): Promise<void> {
  const client = new pg.Client({ connectionString: serverDatabaseUrl() });
  await client.connect();
  try {
    const answer = await client.query('UPDATE customers SET group_id = $1 WHERE email = $2', [
      groupId,
      email.toLowerCase(),
    ]);
    if (answer.rowCount !== 1) throw new Error(`no customer ${email}`);
  } finally {
    await client.end();
  }
}

/** How many product view reports the backend holds for a product (the view-history report's rows). */
export async function productViewCount(productId: number): Promise<number> {
  const client = new pg.Client({ connectionString: serverDatabaseUrl() });
  await client.connect();
  try {
    const answer = await client.query<{ n: number }>(
      'SELECT count(*)::int AS n FROM product_view_reports WHERE product_id = $1',
      [productId],
    );
    return answer.rows[0]!.n;
  } finally {
    await client.end();
  }
}

/** The skus of the open back-in-stock alerts of an e-mail address (what the restock mails would go to). */
export async function stockAlertSkus(email: string): Promise<string[]> {
  const client = new pg.Client({ connectionString: serverDatabaseUrl() });
  await client.connect();
  try {
    const answer = await client.query<{ sku: string }>(
      'SELECT sku FROM stock_alerts WHERE email = $1 AND notified_at IS NULL ORDER BY sku',
      [email.toLowerCase()],
    );
    return answer.rows.map((r) => r.sku);
  } finally {
    await client.end();
  }
}

/** The reviews a nickname wrote (status and product), as shop staff see them before moderating. */
export async function reviewsBy(
  nickname: string,
): Promise<{ product_id: number; status: string; store_code: string; title: string }[]> {
  const client = new pg.Client({ connectionString: serverDatabaseUrl() });
  await client.connect();
  try {
    const answer = await client.query<{ product_id: number; status: string; store_code: string; title: string }>(
      'SELECT product_id, status, store_code, title FROM reviews WHERE nickname = $1 ORDER BY id',
      [nickname],
    );
    return answer.rows;
  } finally {
    await client.end();
  }
}
