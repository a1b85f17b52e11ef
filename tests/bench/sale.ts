/** `npm run bench:sale`: what it measures, how and its targets are in tests/bench/README.md. */
import pg from 'pg';
import { buildIfStale } from '../../scripts/build-if-stale.ts';
import { guestOrderBody } from '../support/order-body.ts';
import {
  closeConnections,
  cpuMeter,
  openLoop,
  percentile,
  report,
  rssMb,
  rssPeaks,
  run,
  seededRandom,
  type Job,
  type Result,
} from './open-loop.ts';
import { prepare, sampleStart } from './sale/setup.ts';
import { orderNumberOf, tally } from './sale/tally.ts';
import { oneInstance, twoInstances, type Topology } from './sale/topologies.ts';
import { load } from './shop.ts';

const seconds = Math.max(5, Number(process.env.BENCH_SECONDS ?? 60));
const shopperRate = Math.max(1, Number(process.env.BENCH_RATE ?? 50));
const browseRate = Math.max(0, Number(process.env.BENCH_BROWSE ?? 50));
const topologies = (process.env.BENCH_TOPOLOGY ?? 'one,two').split(',').map((name) => name.trim());
const HOT_SKUS = 10;
/** Units per hot sku: by default half as many again as the run's shoppers could buy, so stock never caps orders/s. */
const stockPerSku = Math.max(1, Number(process.env.BENCH_STOCK ?? Math.ceil((shopperRate * seconds * 1.5) / HOT_SKUS)));
/** The scarce sku: few units (BENCH_SCARCE, 20), bought by shoppers of its own, so the sold-out refusals are exercised. */
const scarceStock = Math.max(1, Number(process.env.BENCH_SCARCE ?? 20));
/** Shoppers of the scarce sku a second, besides BENCH_RATE: one per 25 of the others. */
const scarceRate = Math.max(1, shopperRate / 25);
/** Seconds between the write of the sale window and its start (every instance reads it before T). */
const ANNOUNCED_SECONDS = 8;

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
    const setup = await prepare(topology, client, [...Array<number>(HOT_SKUS).fill(stockPerSku), scarceStock]);
    const scarce = setup.hot[HOT_SKUS];
    const random = seededRandom();
    const hotPages = setup.hot.flatMap((item) => item.paths);
    const salePages = [...hotPages, '/kampanjer', '/no/kampanjer', '/fi/campaigns'];
    // Warm-up: every page once through the entry, the sale pages on every instance (each holds them in its front).
    const warm: Result[] = [];
    for (const page of setup.browse) await run(topology.entry, { kind: 'page', method: 'GET', path: page }, warm);
    for (const instance of topology.instances)
      for (const page of salePages) await run(instance.base, { kind: 'sale', method: 'GET', path: page }, warm);
    console.log(
      `warm-up: ${warm.length} pages; ${HOT_SKUS} hot skus × ${stockPerSku} units, ${scarce ? `1 scarce sku × ${scarceStock} units (${scarceRate} shoppers/s)` : 'no scarce sku'}; ${load()}`,
    );

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
    const shopper = (wantsScarce: boolean): Job => {
      const item =
        wantsScarce && scarce ? scarce : setup.hot[Math.floor(random() * Math.min(HOT_SKUS, setup.hot.length))]!;
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
    // Shoppers (of the hot skus and of the scarce one) and page views between them, in one schedule.
    const shoppers = shopperRate + (scarce ? scarceRate : 0);
    const perSecond = shoppers + browseRate;
    const every = (rate: number, of: number, i: number) =>
      Math.floor(((i + 1) * rate) / of) > Math.floor((i * rate) / of);
    let shopperIndex = 0;
    const pick = (i: number): Job =>
      every(shoppers, perSecond, i)
        ? shopper(scarce !== undefined && every(scarceRate, shoppers, shopperIndex++))
        : { kind: 'page', method: 'GET', path: pickBrowse() };
    const results: Result[] = [];
    const peaks = rssPeaks(() => topology.instances.map((instance) => instance.pid));
    const cpu = cpuMeter(() => topology.processes());
    await new Promise((resolve) => setTimeout(resolve, 200));
    const elapsed = await openLoop(topology.entry, perSecond, seconds, pick, results);
    peaks.stop();
    report(
      `sale: ${shoppers} shoppers/s (view, add to cart, order) beside ${browseRate} page views/s for ${seconds} s`,
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

    const { oversold, lost } = await tally(client, topology.entry, setup, acknowledged, unanswered);
    const rss = topology.instances
      .map(
        (instance, i) =>
          `instance ${i + 1} ${rssMb(instance.pid).toFixed(0)} MB (peak ${peaks.peak(instance.pid).toFixed(0)})`,
      )
      .join(', ');
    const line =
      // Per second of the sale (the shoppers arriving in it); the last ones are answered a little after its end.
      `${topology.name}: ${(accepted.length / seconds).toFixed(1)} orders/s accepted (${accepted.length} in ${seconds} s, last answer at ${elapsed.toFixed(1)} s), order p50 ${percentile(orderTimes, 50).toFixed(0)} / p95 ${percentile(orderTimes, 95).toFixed(0)} / p99 ${percentile(orderTimes, 99).toFixed(0)} ms, ` +
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
