/**
 * `npm run bench:cart`: in-process benchmark of the cart and order calls on the demo catalogue (an embedded PostgreSQL
 * server with throwaway data, or PostgreSQL at BENCH_DATABASE_URL). Budgets: cart update and totals p95 ≤ 15 ms, order placement p95 ≤ 50 ms.
 */
import { mkdtempSync, rmSync } from 'node:fs';
import { cpus, loadavg, tmpdir } from 'node:os';
import path from 'node:path';
import { randomBytes } from 'node:crypto';
import { performance } from 'node:perf_hooks';
import { and, eq, isNull, sql } from 'drizzle-orm';
import { parseConfig, setConfig } from '../../src/lib/server/config/config.ts';
import { openPostgres, useDatabase, type Database } from '../../src/lib/server/db/client.ts';
import { openEmbedded } from '../../src/lib/server/db/open.ts';
import { migrate } from '../../src/lib/server/db/migrate.ts';
import { seedDemo, isSeeded } from '../../src/lib/server/seed/seed.ts';
import { products, stockItems } from '../../src/lib/server/db/schema/index.ts';
import { callApi } from '../support/call-api.ts';
import * as create from '../../src/pages/api/cart/create.ts';
import * as update from '../../src/pages/api/cart/update.ts';
import * as totals from '../../src/pages/api/cart/totals.ts';
import * as order from '../../src/pages/api/order.ts';

const ITERATIONS = Number(process.env.BENCH_ITERATIONS ?? 200);
const dataDir = mkdtempSync(path.join(tmpdir(), 'np-bench-cart-'));
setConfig(parseConfig({ DATA_DIR: dataDir }));

let database: Database;
if (process.env.BENCH_DATABASE_URL) {
  database = openPostgres(process.env.BENCH_DATABASE_URL, 10);
  await migrate(database);
  if (!(await isSeeded(database.db))) await seedDemo(database.db);
} else {
  database = await openEmbedded(path.join(dataDir, 'pg'), { throwaway: true });
  await migrate(database);
  await seedDemo(database.db);
}
useDatabase(database);
const db = database.db;

const sellable = await db
  .select({ id: products.id, sku: products.sku })
  .from(products)
  .innerJoin(stockItems, eq(stockItems.productId, products.id))
  .where(
    and(eq(products.typeId, 'simple'), isNull(products.parentId), eq(products.status, 1), sql`${stockItems.qty} > 0`),
  )
  .limit(40);
await db.execute(
  sql`UPDATE stock_items SET qty = 100000, is_in_stock = true WHERE product_id IN (${sql.join(
    sellable.map((s) => sql`${s.id}`),
    sql`, `,
  )})`,
);

const address = {
  firstname: 'Bench',
  lastname: 'Mark',
  street: ['Storgatan 1'],
  city: 'Stockholm',
  postcode: '111 22',
  countryId: 'SE',
  email: 'bench@example.se',
};

function percentile(samples: number[], p: number): number {
  const sorted = [...samples].sort((a, b) => a - b);
  return sorted[Math.min(sorted.length - 1, Math.max(0, Math.ceil(sorted.length * p) - 1))]!;
}
async function time(fn: () => Promise<{ status: number; result: unknown }>, into: number[]) {
  const start = performance.now();
  const answer = await fn();
  into.push(performance.now() - start);
  if (answer.status !== 200) throw new Error(`bench call failed: ${answer.status} ${JSON.stringify(answer.result)}`);
}

// The machine's speed right now: a trivial query, so figures from a loaded machine can be read in context.
const baseline: number[] = [];
for (let i = 0; i < 300; i++) {
  const start = performance.now();
  await db.execute(sql`SELECT 1`);
  baseline.push(performance.now() - start);
}

const updates: number[] = [];
const totalsTimes: number[] = [];
const orders: number[] = [];
for (let i = 0; i < ITERATIONS + 20; i++) {
  const warm = i < 20;
  const cartId = (await callApi<string>(create, { method: 'POST' })).result;
  const u: number[] = [];
  const t: number[] = [];
  const o: number[] = [];
  for (let line = 0; line < 3; line++) {
    const sku = sellable[(i + line * 7) % sellable.length]!.sku;
    await time(
      () => callApi(update, { method: 'POST', query: { cartId }, body: { cartItem: { sku, qty: 1 + line } } }),
      u,
    );
    await time(() => callApi(totals, { query: { cartId } }), t);
  }
  await time(
    () =>
      callApi(order, {
        method: 'POST',
        body: {
          order_id: randomBytes(16).toString('hex'),
          cart_id: cartId,
          products: [{ sku: sellable[i % sellable.length]!.sku, qty: 1 }],
          addressInformation: {
            shippingAddress: address,
            billingAddress: address,
            shipping_carrier_code: 'postnord',
            shipping_method_code: 'home',
            payment_method_code: 'invoice',
          },
        },
      }),
    o,
  );
  if (!warm) {
    updates.push(...u);
    totalsTimes.push(...t);
    orders.push(...o);
  }
}

const report = [
  { call: 'cart update', samples: updates, budget: 15 },
  { call: 'cart totals', samples: totalsTimes, budget: 15 },
  { call: 'order placement', samples: orders, budget: 50 },
];
console.log(
  `cart bench on ${database.kind}, ${ITERATIONS} carts (3 lines each) after warm-up; load average ${loadavg()[0]!.toFixed(1)} on ${cpus().length} cores`,
);
console.log(
  `baseline SELECT 1     p50=${percentile(baseline, 0.5).toFixed(2)} ms  p95=${percentile(baseline, 0.95).toFixed(2)} ms`,
);
let failed = false;
for (const r of report) {
  const value = percentile(r.samples, 0.95);
  const median = percentile(r.samples, 0.5);
  const ok = value <= r.budget;
  failed ||= !ok;
  console.log(
    `${r.call.padEnd(16)} n=${String(r.samples.length).padStart(4)}  p50=${median.toFixed(2)} ms  p95=${value.toFixed(2)} ms  budget ${r.budget} ms  ${ok ? 'OK' : 'OVER BUDGET'}`,
  );
}
await database.close();
rmSync(dataDir, { recursive: true, force: true });
process.exit(failed ? 1 : 0);
