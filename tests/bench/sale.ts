/**
 * `npm run bench:sale`: a flash sale. Ten skus with limited stock (BENCH_STOCK units each, 300) go on sale at a set
 * instant T, announced a few seconds before by a write of the special price window (as a prices import would), after
 * every page was cached at the regular price. From T an open-loop load of shoppers (BENCH_RATE a second, 50) views a
 * sale page (a hot product or the campaigns page), adds a hot sku to a new cart and checks out as a guest, beside
 * ordinary browsing (BENCH_BROWSE page views a second, 50, a few pages much more popular than the rest), for
 * BENCH_SECONDS (60). Reports orders/s accepted, the order call's p50/p95/p99, refusals by message, 5xx, pages' p95 and
 * cache hit ratio, oversold units and lost orders (both must be 0), CPU and RSS; and how many of the sale pages sampled
 * on each instance in the second after T showed the sale price (must be all).
 *
 * Topologies (BENCH_TOPOLOGY, default `one,two`): `one` is one instance on its embedded database; `two` is two
 * instances behind nginx (deploy/nginx/nordpeak.conf) on a database of the machine's PostgreSQL and Redis (database
 * 12). BENCH_PROFILE=dir writes CPU profiles of the instances (`node --cpu-prof`) when they stop.
 */
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import pg from 'pg';
import { createClient } from 'redis';
import { buildIfStale } from '../../scripts/build-if-stale.ts';
import { startNginx, type NginxProcess } from '../support/nginx.ts';
import {
  createTestDatabase,
  embeddedDatabaseUrl,
  startShop as startShopOn,
  stopShops,
  type ShopProcess,
} from '../support/shop-process.ts';
import {
  childPids,
  closeConnections,
  cpuMeter,
  openLoop,
  percentile,
  report,
  rssMb,
  rssPeaks,
  run,
  seededRandom,
  send,
  type Job,
  type Result,
} from './open-loop.ts';
import { load, shopPids, startShop, stopShop, type Shop } from './shop.ts';
import { guestOrderBody } from '../support/order-body.ts';

const seconds = Math.max(5, Number(process.env.BENCH_SECONDS ?? 60));
const shopperRate = Math.max(1, Number(process.env.BENCH_RATE ?? 50));
const browseRate = Math.max(0, Number(process.env.BENCH_BROWSE ?? 50));
const stockPerSku = Math.max(1, Number(process.env.BENCH_STOCK ?? 300));
const topologies = (process.env.BENCH_TOPOLOGY ?? 'one,two').split(',').map((name) => name.trim());
const profileDir = process.env.BENCH_PROFILE;
const HOT_SKUS = 10;
const REDIS_DB = 12;
/** Seconds between the write of the sale window and its start (every instance reads it before T). */
const ANNOUNCED_SECONDS = 8;

/** A running topology: where the load goes, the instances, the database and the processes to measure. */
interface Topology {
  name: string;
  entry: string;
  instances: { base: string; pid: number }[];
  databaseUrl: string;
  /** Processes whose CPU time counts, by name. */
  processes(): [string, number[]][];
  stop(): Promise<void>;
}

const nodeOptions = (): Record<string, string> =>
  profileDir
    ? { NODE_OPTIONS: `${process.env.NODE_OPTIONS ?? ''} --cpu-prof --cpu-prof-dir=${profileDir}`.trim() }
    : {};

/** One instance on its own embedded database (seeded by its first start). */
async function oneInstance(): Promise<Topology> {
  const dataDir = mkdtempSync(path.join(tmpdir(), 'np-bench-sale-'));
  const shop: Shop = await startShop(dataDir, { LOG_LEVEL: 'warn', ...nodeOptions() });
  const pid = shop.child.pid!;
  let stopping = false;
  // A shop that ends during the run says why, instead of leaving only the lost connections behind.
  shop.child.once('exit', (code, signal) => {
    if (!stopping) console.error(`The shop exited during the run (${signal ?? code}):\n${shop.log().slice(-4000)}`);
  });
  return {
    name: 'one instance, embedded PostgreSQL',
    entry: shop.baseUrl,
    instances: [{ base: shop.baseUrl, pid }],
    databaseUrl: embeddedDatabaseUrl(dataDir),
    processes: () => {
      const [node, ...postgres] = shopPids(pid);
      return [
        ['instance', [node!]],
        ['postgres', postgres],
      ];
    },
    stop: async () => {
      stopping = true;
      await stopShop(shop);
      rmSync(dataDir, { recursive: true, force: true });
    },
  };
}

/** Two instances behind nginx on a database of the machine's PostgreSQL, sharing Redis. */
async function twoInstances(): Promise<Topology> {
  const redis = createClient({ url: `redis://127.0.0.1:6379/${REDIS_DB}` });
  await redis.connect();
  await redis.flushDb();
  const database = await createTestDatabase('np_bench_sale');
  const env = { REDIS_URL: `redis://127.0.0.1:6379/${REDIS_DB}`, LOG_LEVEL: 'warn', ...nodeOptions() };
  let one: ShopProcess | undefined;
  let two: ShopProcess | undefined;
  let nginx: NginxProcess | undefined;
  const stop = async () => {
    await nginx?.stop();
    await stopShops(one, two);
    await database.drop();
    await redis.flushDb();
    redis.destroy();
  };
  try {
    one = await startShopOn({ databaseUrl: database.url, env, logToFile: true });
    two = await startShopOn({ databaseUrl: database.url, env, logToFile: true });
    nginx = await startNginx([one.port, two.port]);
  } catch (error) {
    await stop();
    throw error;
  }
  const name = new URL(database.url).pathname.slice(1);
  let backends: number[] = [];
  return {
    name: 'two instances behind nginx, PostgreSQL + Redis',
    entry: nginx.base,
    instances: [one, two].map((shop) => ({ base: shop.base, pid: shop.child.pid! })),
    databaseUrl: database.url,
    processes: () => {
      // The server's backends of the bench's database (the machine's PostgreSQL serves others too).
      void database
        .query<{ pid: number }>(`SELECT pid FROM pg_stat_activity WHERE datname = '${name}'`)
        .then((rows) => (backends = rows.map((row) => row.pid)));
      return [
        ['instance 1', [one.child.pid!]],
        ['instance 2', [two.child.pid!]],
        ['nginx', childPids(nginx.child.pid)],
        ['postgres', backends],
      ];
    },
    stop,
  };
}

/** The sale's data: the hot skus with their product pages and sale prices, the browsing working set. */
interface SaleSetup {
  hot: { sku: string; productId: number; paths: string[]; salePrices: number[] }[];
  browse: string[];
}

async function prepare(topology: Topology, client: pg.Client): Promise<SaleSetup> {
  const { rows } = await client.query<{ sku: string; id: number; price: string }>(
    `SELECT p.sku, p.id, pp.price FROM products p JOIN product_prices pp ON pp.product_id = p.id AND pp.store_code = 'sv'
     WHERE p.parent_id IS NULL AND p.type_id = 'simple' AND p.status = 1 AND p.visibility = 4
       AND pp.special_price IS NULL AND pp.price >= 100 ORDER BY p.id LIMIT ${HOT_SKUS}`,
  );
  await client.query('UPDATE stock_items SET qty = 1000000, is_in_stock = true, manage_stock = true');
  await client.query('UPDATE stock_items SET qty = $1 WHERE product_id = ANY($2)', [
    stockPerSku,
    rows.map((row) => row.id),
  ]);
  const hot: SaleSetup['hot'] = [];
  for (const row of rows) {
    // Each store's page with that store's sale price (60 % of its own regular price, in its own currency).
    const prices = await client.query<{ store_code: string; price: string }>(
      'SELECT store_code, price FROM product_prices WHERE product_id = $1',
      [row.id],
    );
    const paths: string[] = [];
    const salePrices: number[] = [];
    for (const [prefix, store] of [
      ['', 'sv'],
      ['/no', 'no'],
      ['/fi', 'fi'],
    ] as const) {
      const price = prices.rows.find((price) => price.store_code === store);
      const answer = await fetch(`${topology.entry}${prefix}/p/${row.sku}/x`, { redirect: 'manual' });
      await answer.arrayBuffer();
      const location = answer.headers.get('location');
      if (answer.status !== 301 || !location || !price) continue;
      paths.push(new URL(location, topology.entry).pathname);
      salePrices.push(Math.round(Number(price.price) * 0.6));
    }
    hot.push({ sku: row.sku, productId: row.id, paths, salePrices });
  }
  // The working set of ordinary browsing: home pages and what they link to (categories, content), products.
  const browse = new Set<string>(['/', '/no/', '/fi/', '/kampanjer', '/no/kampanjer', '/fi/campaigns']);
  for (const home of ['/', '/no/', '/fi/']) {
    const html = (await send(topology.entry, 'GET', home, undefined, 120_000)).body;
    for (const [, href] of html.matchAll(/href="(\/[^"#?]*)"/g))
      if (/^\/(?:no\/|fi\/)?(?:c|p|magasin|magazine|sida|page)\//.test(href!)) browse.add(href!);
  }
  return { hot, browse: [...browse] };
}

/** True when a product page shows the sale price (its structured data's offer). */
const showsSale = (html: string, salePrice: number) => html.includes(`"price":"${salePrice.toFixed(2)}"`);

/**
 * Asks every instance for every sale page from just before T to a second after it, each instance's pages in a loop
 * of their own; answers the samples taken after T and how many of them showed the sale price.
 */
async function sampleStart(topology: Topology, setup: SaleSetup, at: number): Promise<string> {
  const samples: { instance: number; after: number; sale: boolean }[] = [];
  await new Promise((resolve) => setTimeout(resolve, Math.max(0, at - Date.now() - 300)));
  await Promise.all(
    topology.instances.map(async (instance, index) => {
      for (let round = 0; Date.now() < at + 1_000; round++) {
        const item = setup.hot[round % setup.hot.length]!;
        const which = Math.floor(round / setup.hot.length) % item.paths.length;
        const asked = Date.now();
        // Uncompressed, so the page's structured data can be read.
        const answer = await send(instance.base, 'GET', item.paths[which]!, undefined, 10_000, {
          'accept-encoding': 'identity',
        });
        if (asked >= at)
          samples.push({ instance: index, after: asked - at, sale: showsSale(answer.body, item.salePrices[which]!) });
      }
    }),
  );
  const shown = samples.filter((sample) => sample.sale).length;
  const late = samples.filter((sample) => !sample.sale).map((sample) => `${sample.after} ms on ${sample.instance + 1}`);
  return `${shown}/${samples.length} pages sampled in the second after T showed the sale price${late.length ? ` (not: ${late.slice(0, 5).join(', ')})` : ''}`;
}

const orderNumberOf = (body: string) => (JSON.parse(body) as { result: { order_number: string } }).result.order_number;

const address = {
  firstname: 'Rea',
  lastname: 'Köpare',
  street: ['Storgatan 1'],
  city: 'Stockholm',
  postcode: '111 22',
  countryId: 'SE',
  telephone: '0701234567',
  email: 'sale@example.se',
};

async function runSale(topology: Topology): Promise<string> {
  console.log(`\n== ${topology.name} (${load()})`);
  const client = new pg.Client({ connectionString: topology.databaseUrl });
  // A lost connection fails the next query; the event itself must not end the benchmark before it reports.
  client.on('error', (error) => console.error(`benchmark's database connection: ${error.message}`));
  await client.connect();
  try {
    const setup = await prepare(topology, client);
    const random = seededRandom();
    const hotPages = setup.hot.flatMap((item) => item.paths);
    const salePages = [...hotPages, '/kampanjer', '/no/kampanjer', '/fi/campaigns'];
    // Warm-up: every page once through the entry, the sale pages on every instance (each holds them in its front).
    const warm: Result[] = [];
    for (const page of setup.browse) await run(topology.entry, { kind: 'page', method: 'GET', path: page }, warm);
    for (const instance of topology.instances)
      for (const page of salePages) await run(instance.base, { kind: 'sale', method: 'GET', path: page }, warm);
    console.log(`warm-up: ${warm.length} pages; ${setup.hot.length} hot skus × ${stockPerSku} units; ${load()}`);

    // The sale is written ANNOUNCED_SECONDS before it starts, as a prices import would.
    const at = Math.ceil((Date.now() + ANNOUNCED_SECONDS * 1000) / 1000) * 1000;
    for (const item of setup.hot)
      await client.query(
        'UPDATE product_prices SET special_price = round(price * 0.6), special_from_date = $1, special_to_date = NULL WHERE product_id = $2',
        [new Date(at), item.productId],
      );
    const start = await sampleStart(topology, setup, at);

    // Popularity of browsing: the n-th page in proportion to 1/(n+1) (Zipf), in a fixed shuffled order.
    const browse = [...setup.browse].sort(() => random() - 0.5);
    const weights = browse.map((_, n) => 1 / (n + 1));
    const total = weights.reduce((a, b) => a + b, 0);
    const pickBrowse = () => {
      let r = random() * total;
      for (let n = 0; n < browse.length; n++) if ((r -= weights[n]!) <= 0) return browse[n]!;
      return browse[0]!;
    };
    const refusals = new Map<string, number>();
    const refused = (stage: string) => (answer: { status: number; body: string }) => {
      if (answer.status !== 400) return;
      let message = answer.body.slice(0, 80);
      try {
        message = String((JSON.parse(answer.body) as { result: unknown }).result);
      } catch {
        // not JSON
      }
      const key = `${stage}: ${message}`;
      refusals.set(key, (refusals.get(key) ?? 0) + 1);
    };
    const acknowledged = new Map<string, string>();
    const unanswered = new Map<string, unknown>();
    let orders = 0;
    const shopper = (): Job => {
      const item = setup.hot[Math.floor(random() * setup.hot.length)]!;
      const orderId = `sale-${process.pid}-${Date.now()}-${orders++}`;
      const view = random() < 0.8 ? item.paths[0]! : '/kampanjer';
      return {
        kind: 'sale',
        method: 'GET',
        path: view,
        then: () => ({
          kind: 'cart',
          method: 'POST',
          path: '/api/cart/create',
          then: (created) => {
            const cartId = (JSON.parse(created.body) as { result: string }).result;
            return {
              kind: 'cart',
              method: 'POST',
              path: `/api/cart/update?cartId=${encodeURIComponent(cartId)}`,
              body: { cartItem: { sku: item.sku, qty: 1 } },
              seen: refused('add to cart'),
              then: () => {
                const body = {
                  ...guestOrderBody([{ sku: item.sku, qty: 1 }], { orderId, address }),
                  cart_id: cartId,
                };
                return {
                  kind: 'order',
                  method: 'POST',
                  path: '/api/order',
                  body,
                  seen: (answer) => {
                    refused('order')(answer);
                    if (answer.status === 200) acknowledged.set(orderId, orderNumberOf(answer.body));
                    else if (answer.status === 0 || answer.status >= 500) unanswered.set(orderId, body);
                  },
                };
              },
            };
          },
        }),
      };
    };
    // One shopper per `shopperRate` and page views between them, in one schedule.
    const perSecond = shopperRate + browseRate;
    const pick = (i: number): Job =>
      Math.floor(((i + 1) * shopperRate) / perSecond) > Math.floor((i * shopperRate) / perSecond)
        ? shopper()
        : { kind: 'page', method: 'GET', path: pickBrowse() };
    const results: Result[] = [];
    const peaks = rssPeaks(() => topology.instances.map((instance) => instance.pid));
    const cpu = cpuMeter(() => topology.processes());
    await new Promise((resolve) => setTimeout(resolve, 200));
    const elapsed = await openLoop(topology.entry, perSecond, seconds, pick, results);
    peaks.stop();
    report(
      `sale: ${shopperRate} shoppers/s (view, add to cart, order) beside ${browseRate} page views/s for ${seconds} s`,
      results,
      elapsed,
    );
    cpu(results.length, elapsed);
    const accepted = results.filter((r) => r.kind === 'order' && r.status === 200);
    const orderTimes = results.filter((r) => r.kind === 'order' && r.status > 0).map((r) => r.ms);
    const fivexx = results.filter((r) => r.status >= 500).length;
    const pageTimes = results.filter((r) => (r.kind === 'page' || r.kind === 'sale') && r.status === 200);
    const hits = pageTimes.filter((r) => r.cache === 'HIT' || r.cache === 'STALE').length;
    console.log(`  refusals: ${[...refusals].map(([reason, n]) => `${reason} × ${n}`).join('; ') || 'none'}`);

    // Oversold: what the stock lost against what the stored orders hold, per hot sku.
    let oversold = 0;
    for (const item of setup.hot) {
      const stock = await client.query<{ qty: string }>('SELECT qty FROM stock_items WHERE product_id = $1', [
        item.productId,
      ]);
      const sold = await client.query<{ units: string | null }>(
        `SELECT sum(oi.qty) AS units FROM order_items oi JOIN orders o ON o.id = oi.order_id WHERE oi.product_id = $1 AND o.order_hash LIKE 'sale-%'`,
        [item.productId],
      );
      const units = Number(sold.rows[0]?.units ?? 0);
      const left = Number(stock.rows[0]!.qty);
      oversold += Math.max(0, units - stockPerSku) + Math.max(0, -left) + Math.abs(stockPerSku - units - left);
    }
    // Lost: an acknowledged order missing, or a stored order neither acknowledged nor answered again by its order_id.
    const stored = await client.query<{ order_hash: string; order_number: string }>(
      `SELECT order_hash, order_number FROM orders WHERE order_hash LIKE 'sale-%'`,
    );
    const storedByHash = new Map(stored.rows.map((row) => [row.order_hash, row.order_number]));
    let lost = 0;
    for (const [orderId, number] of acknowledged) if (storedByHash.get(orderId) !== number) lost += 1;
    for (const [orderId, number] of storedByHash) {
      if (acknowledged.has(orderId)) continue;
      // Not acknowledged (a timeout): the same order sent again must answer the stored one.
      const body = unanswered.get(orderId);
      const again = body === undefined ? undefined : await send(topology.entry, 'POST', '/api/order', body);
      if (again?.status !== 200 || orderNumberOf(again.body) !== number) lost += 1;
    }
    const rss = topology.instances
      .map(
        (instance, i) =>
          `instance ${i + 1} ${rssMb(instance.pid).toFixed(0)} MB (peak ${peaks.peak(instance.pid).toFixed(0)})`,
      )
      .join(', ');
    const line =
      `${topology.name}: ${(accepted.length / elapsed).toFixed(1)} orders/s accepted (${accepted.length}), order p50 ${percentile(orderTimes, 50).toFixed(0)} / p95 ${percentile(orderTimes, 95).toFixed(0)} / p99 ${percentile(orderTimes, 99).toFixed(0)} ms, ` +
      `5xx ${fivexx}, pages p95 ${percentile(
        pageTimes.map((r) => r.ms),
        95,
      ).toFixed(1)} ms with ${((hits / Math.max(1, pageTimes.length)) * 100).toFixed(1)} % hits, ` +
      `oversold ${oversold}, lost ${lost}; sale start: ${start}; RSS ${rss}; ${load()}`;
    console.log(`  ${line}`);
    return line;
  } finally {
    await client.end();
  }
}

buildIfStale();
console.log(`before: ${load()}`);
const lines: string[] = [];
try {
  for (const name of topologies) {
    const topology = name === 'two' ? await twoInstances() : await oneInstance();
    try {
      lines.push(await runSale(topology));
    } finally {
      await topology.stop();
    }
  }
} finally {
  closeConnections();
}
console.log(`\nsummary:\n${lines.map((line) => `  ${line}`).join('\n')}`);
process.exit(0);
