/** `npm run bench:integration`: what it measures, how and its targets are in tests/bench/README.md. */
import { execFile } from 'node:child_process';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { promisify } from 'node:util';
import pg from 'pg';
import { buildIfStale } from '../../scripts/build-if-stale.ts';
import { embeddedDatabaseUrl } from '../support/shop-process.ts';
import { load, median, startShop, stopShop } from './shop.ts';

const root = path.resolve(import.meta.dirname, '..', '..');
const runs = Number(process.env.BENCH_RUNS ?? 10);

await buildIfStale();
const dataDir = mkdtempSync(path.join(tmpdir(), 'nordpeak-bench-integration-'));
const shop = await startShop(dataDir);
try {
  const { stdout } = await promisify(execFile)(
    process.execPath,
    [
      path.join(root, 'scripts', 'api-key.ts'),
      'create',
      '--name',
      'bench',
      '--scopes',
      'stock:write,catalog:write,webhooks:manage',
      '--rate-limit',
      '100000',
    ],
    { cwd: root, env: { ...process.env, DATA_DIR: dataDir } },
  );
  const key = /^npk_\S+$/m.exec(stdout)![0];
  const headers = { authorization: `Bearer ${key}`, 'content-type': 'application/json' };
  const post = async (call: string, body: unknown): Promise<number> => {
    const started = performance.now();
    const answer = await fetch(`${shop.baseUrl}/api/integration/${call}`, {
      method: 'POST',
      headers,
      body: JSON.stringify(body),
    });
    const text = await answer.text();
    if (answer.status !== 200) throw new Error(`${call}: ${answer.status} ${text.slice(0, 300)}`);
    return performance.now() - started;
  };
  await post('webhooks', { url: 'http://127.0.0.1:9/bench', events: ['stock.changed', 'price.changed'] });

  const db = new pg.Client({ connectionString: embeddedDatabaseUrl(dataDir) });
  await db.connect();
  const stock = (
    await db.query<{ sku: string; qty: number }>(
      'SELECT sku, qty FROM stock_items WHERE qty > 0 AND is_in_stock ORDER BY product_id LIMIT 1000',
    )
  ).rows;
  const prices = (
    await db.query<{ sku: string; price: number }>(
      "SELECT p.sku, pp.price::float8 AS price FROM product_prices pp JOIN products p ON p.id = pp.product_id WHERE pp.store_code = 'sv' ORDER BY p.id LIMIT 1000",
    )
  ).rows;
  await db.end();
  if (stock.length < 1000 || prices.length < 1000) throw new Error('the demo catalogue has fewer than 1,000 skus');

  const stockMs: number[] = [];
  const priceMs: number[] = [];
  for (let run = 0; run <= runs; run++) {
    const up = run % 2 === 0 ? 1 : 0;
    const s = await post('stock', { items: stock.map((row) => ({ sku: row.sku, qty: row.qty + up })) });
    const p = await post('prices', {
      items: prices.map((row) => ({ sku: row.sku, store: 'sv', price: row.price + up })),
    });
    // The first of each is a warm-up (code paths and plans loaded).
    if (run > 0) {
      stockMs.push(s);
      priceMs.push(p);
    }
  }
  const line = (name: string, values: number[]) =>
    `${name}: median ${median(values).toFixed(0)} ms, max ${Math.max(...values).toFixed(0)} ms over ${values.length} batches`;
  console.log(line('1,000 stock levels', stockMs));
  console.log(line('1,000 prices      ', priceMs));
  console.log(
    `target: a batch of 1,000 stock levels within 2000 ms — ${Math.max(...stockMs) <= 2000 ? 'met' : 'NOT met'}`,
  );
  console.log(load());
} finally {
  await stopShop(shop);
  rmSync(dataDir, { recursive: true, force: true });
}
