/** `npm run bench:load`: what it measures, how and its targets are in tests/bench/README.md. */
import { loadavg } from 'node:os';
import { createClient } from 'redis';
import pg from 'pg';
import { buildIfStale } from '../../scripts/build-if-stale.ts';
import { freePort } from '../../scripts/server-process.ts';
import { startNginx } from '../support/nginx.ts';
import { guestOrderBody } from '../support/order-body.ts';
import { RedisProxy } from '../support/redis-proxy.ts';
import { createTestDatabase, startShop, stopShops, type ShopProcess } from '../support/shop-process.ts';
import {
  childPids,
  closeConnections,
  cpuMeter,
  failed,
  isPage,
  openLoop,
  report,
  rssMb,
  run,
  send,
  type Job,
  type Result,
} from './open-loop.ts';

const seconds = Math.max(3, Number(process.env.BENCH_SECONDS ?? 20));
const mixedRate = Math.max(5, Number(process.env.BENCH_RATE ?? 60));
const REDIS_DB = 11;
const phases = new Set((process.env.BENCH_PHASES ?? '1,2,3').split(',').map((phase) => phase.trim()));
const profileDir = process.env.BENCH_PROFILE;

type Kind = 'page' | 'search' | 'cart' | 'order' | 'product';

/** BENCH_SLOW={ms}: when the answers slower than that came (per second of the phase) and what the cache said of them. */
function slowReport(results: Result[], ms: number): void {
  const start = Math.min(...results.map((r) => r.at ?? Infinity));
  const slow = results.filter((r) => r.ms > ms);
  const bySecond = new Map<number, Result[]>();
  for (const r of slow) {
    const second = Math.floor(((r.at ?? start) - start) / 1000);
    bySecond.set(second, [...(bySecond.get(second) ?? []), r]);
  }
  const caches = (list: Result[]) =>
    Object.entries(Object.groupBy(list, (r) => r.cache ?? 'none'))
      .map(([name, of]) => `${name} ${of!.length}`)
      .join(', ');
  console.log(`  answers over ${ms} ms: ${slow.length} (${caches(slow)})`);
  for (const [second, list] of [...bySecond].sort((a, b) => a[0] - b[0])) {
    console.log(
      `    s ${String(second).padStart(2)}: ${String(list.length).padStart(4)}  max ${Math.max(...list.map((r) => r.ms))
        .toFixed(0)
        .padStart(5)} ms  (${caches(list)})`,
    );
  }
}

const load = () =>
  `load average ${loadavg()
    .map((l) => l.toFixed(2))
    .join(', ')}`;

buildIfStale();
console.log(`before: ${load()}`);
const redis = createClient({ url: `redis://127.0.0.1:6379/${REDIS_DB}` });
await redis.connect();
await redis.flushDb();
const proxy = new RedisProxy(await freePort());
await proxy.open();
const database = await createTestDatabase('np_bench_load');
let one: ShopProcess | undefined;
let two: ShopProcess | undefined;
let nginx: Awaited<ReturnType<typeof startNginx>> | undefined;
const peaks = new Map<number, number>();
const sampler = setInterval(() => {
  for (const shop of [one, two]) {
    const pid = shop?.child.pid;
    if (pid && shop.child.exitCode === null) peaks.set(pid, Math.max(peaks.get(pid) ?? 0, rssMb(pid)));
  }
}, 500);
try {
  const env: Record<string, string> = { REDIS_URL: `redis://127.0.0.1:${proxy.port}/${REDIS_DB}`, LOG_LEVEL: 'info' };
  if (profileDir) env.NODE_OPTIONS = `${process.env.NODE_OPTIONS ?? ''} --cpu-prof --cpu-prof-dir=${profileDir}`.trim();
  one = await startShop({ databaseUrl: database.url, env, logToFile: true });
  two = await startShop({ databaseUrl: database.url, env, logToFile: true });
  nginx = await startNginx([one.port, two.port]);
  const base = nginx.base;
  console.log(`2 instances (pids ${one.child.pid}, ${two.child.pid}) behind nginx ${base}; ${load()}`);

  // The working set: product pages of 60 products in 3 stores, the categories and pages the home pages link to, searches.
  const client = new pg.Client({ connectionString: database.url });
  await client.connect();
  await client.query('UPDATE stock_items SET qty = 1000000, is_in_stock = true');
  const parents = (
    await client.query<{ sku: string }>(
      `SELECT sku FROM products WHERE parent_id IS NULL AND status = 1 AND visibility IN (2, 4) AND type_id IN ('simple', 'configurable') ORDER BY id LIMIT 60`,
    )
  ).rows.map((r) => r.sku);
  // What the Swedish store sells of them: enabled simple products and variants with a price there, visible (a variant
  // through its parent). A disabled variant or one without a Swedish price is refused with a 400, rightly.
  const orderable = (
    await client.query<{ sku: string }>(
      `SELECT s.sku FROM stock_items s JOIN products p ON p.id = s.product_id LEFT JOIN products parent ON parent.id = p.parent_id
    JOIN product_prices price ON price.product_id = p.id AND price.store_code = 'sv'
    WHERE coalesce(parent.sku, p.sku) = ANY($1) AND p.type_id = 'simple' AND p.status = 1 AND coalesce(parent.status, 1) = 1
      AND coalesce(parent.visibility, p.visibility) <> 1 ORDER BY s.sku`,
      [parents],
    )
  ).rows.map((r) => r.sku);
  await client.end();
  // The canonical product paths (a wrong slug redirects to the right one).
  const productPaths: string[] = [];
  for (const prefix of ['', '/no', '/fi']) {
    for (const sku of parents) {
      const answer = await fetch(`${one.base}${prefix}/p/${sku}/x`, { redirect: 'manual' });
      await answer.arrayBuffer();
      const location = answer.headers.get('location');
      if (answer.status === 301 && location) productPaths.push(new URL(location, one.base).pathname);
    }
  }
  const pages = new Set<string>(['/', '/no/', '/fi/']);
  for (const home of ['/', '/no/', '/fi/']) {
    const html = (await send(one.base, 'GET', home, undefined, 120_000)).body;
    for (const [, href] of html.matchAll(/href="(\/[^"#?]*)"/g)) {
      if (
        !/^\/(?:no\/|fi\/)?(?:api|_astro|i|pay|checkout|varukorg|handlekurv|ostoskori|mitt-konto|min-konto|oma-tili|onskelista|onskeliste|toivelista|jamfor|sammenlign|vertaa)(?:\/|$)/.test(
          href!,
        ) &&
        !href!.endsWith('.xml') &&
        !href!.includes('.')
      )
        pages.add(href!);
    }
  }
  const searches = [
    '/sokresultat?s=skidor',
    '/sokresultat?s=pjäxor',
    '/sokresultat?s=jacka',
    '/no/sokresultat?s=ski',
    '/no/sokresultat?s=sko',
    '/fi/search-result?s=sukset',
    '/fi/search-result?s=takki',
  ];
  const catalogue: { kind: Kind; path: string }[] = [
    ...[...pages].map((path) => ({ kind: 'page' as const, path })),
    ...productPaths.map((path) => ({ kind: 'product' as const, path })),
    ...searches.map((path) => ({ kind: 'search' as const, path })),
  ];
  // Popularity: the n-th page is viewed in proportion to 1/(n+1) (Zipf), in a fixed shuffled order.
  let seed = 42;
  const random = () => (seed = (seed * 1103515245 + 12345) % 2 ** 31) / 2 ** 31;
  catalogue.sort(() => random() - 0.5);
  const weights = catalogue.map((_, n) => 1 / (n + 1));
  const totalWeight = weights.reduce((a, b) => a + b, 0);
  const pickPage = (): { kind: Kind; path: string } => {
    let r = random() * totalWeight;
    for (let n = 0; n < catalogue.length; n++) if ((r -= weights[n]!) <= 0) return catalogue[n]!;
    return catalogue[0]!;
  };
  console.log(
    `working set: ${catalogue.length} pages (${pages.size} home/category/content, ${productPaths.length} product, ${searches.length} search), ${orderable.length} orderable skus`,
  );

  const address = {
    firstname: 'Bench',
    lastname: 'Last',
    street: ['Storgatan 1'],
    city: 'Stockholm',
    postcode: '111 22',
    countryId: 'SE',
    telephone: '0701234567',
    email: 'load@example.se',
  };
  let orders = 0;
  const cartJob = (): Job => ({
    kind: 'cart',
    method: 'POST',
    path: '/api/cart/create',
    then: (answer) => ({
      kind: 'cart',
      method: 'POST',
      path: `/api/cart/update?cartId=${encodeURIComponent((JSON.parse(answer.body) as { result: string }).result)}`,
      body: { cartItem: { sku: orderable[Math.floor(random() * orderable.length)], qty: 1 } },
    }),
  });
  const orderJob = (): Job => ({
    kind: 'order',
    method: 'POST',
    path: '/api/order',
    body: guestOrderBody([{ sku: orderable[Math.floor(random() * orderable.length)]!, qty: 1 }], {
      orderId: `load-${process.pid}-${orders++}`,
      address,
    }),
  });
  // Per 52 jobs: 50 page views, one add to cart, one checkout.
  const mixed = (i: number): Job => {
    const slot = i % 52;
    if (slot === 25) return cartJob();
    if (slot === 51) return orderJob();
    const page = pickPage();
    return { kind: page.kind, method: 'GET', path: page.path };
  };

  // Warm-up (not measured): every page of the working set once through nginx.
  const warmup: Result[] = [];
  for (const page of catalogue) await run(base, { kind: page.kind, method: 'GET', path: page.path }, warmup);
  console.log(`warm-up: ${warmup.length} pages, ${warmup.filter(failed).length} errors; ${load()}`);

  const meter = () =>
    cpuMeter(() => [
      ['instance 1', [one!.child.pid!]],
      ['instance 2', [two!.child.pid!]],
      ['nginx', childPids(nginx!.child.pid)],
    ]);
  const rss = () =>
    `RSS: instance 1 ${rssMb(one!.child.pid!).toFixed(0)} MB (peak ${peaks.get(one!.child.pid!)?.toFixed(0)}), instance 2 ${rssMb(two!.child.pid!).toFixed(0)} MB (peak ${peaks.get(two!.child.pid!)?.toFixed(0)}); ${load()}`;
  const summary: string[] = [];

  if (phases.has('1')) {
    const mixedResults: Result[] = [];
    const cpu = meter();
    const mixedElapsed = await openLoop(base, mixedRate, seconds, mixed, mixedResults);
    const first = report(
      `1. mixed load at ${mixedRate} req/s (one order and one add to cart per 50 page views)`,
      mixedResults,
      mixedElapsed,
    );
    cpu(mixedResults.length);
    console.log(`  ${rss()}`);
    summary.push(`hit ratio ${(first.hitRatio * 100).toFixed(1)} % (target ≥ 95 %)`);
  }

  if (phases.has('2')) {
    const productResults: Result[] = [];
    let p = 0;
    const cpu = meter();
    const productElapsed = await openLoop(
      base,
      200,
      seconds,
      () => ({ kind: 'product', method: 'GET', path: productPaths[p++ % productPaths.length]! }),
      productResults,
    );
    const second = report('2. product pages at 200 req/s', productResults, productElapsed);
    if (process.env.BENCH_SLOW) slowReport(productResults, Number(process.env.BENCH_SLOW) || 20);
    cpu(productResults.length);
    console.log(`  ${rss()}`);
    summary.push(
      `product p95 at 200 req/s ${second.p95.product?.toFixed(1)} ms (target ≤ 20 ms, errors ${second.errors})`,
    );
  }

  if (phases.has('3')) {
    const outageResults: Result[] = [];
    let back = NaN;
    const outage = (async () => {
      await new Promise((resolve) => setTimeout(resolve, (seconds * 1000) / 3));
      await proxy.close();
      await new Promise((resolve) => setTimeout(resolve, (seconds * 1000) / 3));
      await proxy.open();
      const opened = performance.now();
      // Shared again when a page rendered by one instance is answered from the cache by the other.
      for (let n = 0; performance.now() - opened < 30_000; n++) {
        const target = `/sokresultat?s=redis-back-${n}`;
        try {
          await send(one!.base, 'GET', target);
          if ((await send(two!.base, 'GET', target)).cache === 'HIT') {
            back = (performance.now() - opened) / 1000;
            break;
          }
        } catch {
          // a slow answer: ask again
        }
        await new Promise((resolve) => setTimeout(resolve, 100));
      }
    })().catch((error: unknown) => console.error('outage phase:', error));
    const cpu = meter();
    const outageElapsed = await openLoop(base, mixedRate, seconds, mixed, outageResults);
    await outage;
    const third = report(
      `3. mixed load at ${mixedRate} req/s, Redis away from ${(seconds / 3).toFixed(0)} s to ${((2 * seconds) / 3).toFixed(0)} s`,
      outageResults,
      outageElapsed,
    );
    cpu(outageResults.length);
    const failedPages = outageResults.filter((r) => isPage(r.kind) && failed(r)).length;
    console.log(
      `  failed pages ${failedPages}; shared cache back ${Number.isNaN(back) ? 'not within 30 s' : `${back.toFixed(2)} s`} after Redis came back`,
    );
    summary.push(
      `Redis outage: ${failedPages} failed pages, shared cache back in ${Number.isNaN(back) ? '—' : `${back.toFixed(2)} s`} (target ≤ 5 s), errors ${third.errors}`,
    );
  }

  console.log(`\nsummary: ${summary.join(', ')}; orders placed ${orders}; after: ${load()}`);
} finally {
  clearInterval(sampler);
  closeConnections();
  await nginx?.stop();
  await stopShops(one, two);
  await proxy.close();
  await database.drop();
  await redis.flushDb();
  redis.destroy();
}
process.exit(0);
