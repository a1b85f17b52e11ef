/** `npm run bench:graphql`: what it measures, how and its targets are in tests/bench/README.md. */
import { spawn, type ChildProcess } from 'node:child_process';
import { mkdtempSync, rmSync } from 'node:fs';
import { loadavg, tmpdir } from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { buildIfStale } from '../../scripts/build-if-stale.ts';
import { freePort, waitFor } from '../../scripts/server-process.ts';

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..', '..');
const runs = Number(process.env.BENCH_RUNS ?? 300);
const stores = ['sv', 'no', 'fi'] as const;
const texts: Record<(typeof stores)[number], string[]> = {
  sv: ['skidor', 'jacka', 'vallning', 'löparskor', 'fischr'],
  no: ['ski', 'jakke', 'langrennski', 'votter', 'nordvk'],
  fi: ['sukset', 'takki', 'voide', 'juoksukengät', 'kaamo'],
};
const brands = ['fischler', 'nordvik', 'polarlys', 'kaamos', 'fjellrev', 'tindra', 'vindel', 'revontuli', 'skarvik'];
const aggregations = ['ls_farg', 'ls_varumarke', 'ls_storlek_klader', 'price'];
const fields = ['id', 'sku', 'name', 'url_path', 'image', 'price_incl_tax', 'final_price_incl_tax', 'special_price'];

/** One search in both shapes. */
interface Pair {
  store: string;
  rest: Record<string, unknown>;
  graphql: Record<string, unknown>;
}

function pairOf(i: number): Pair {
  const store = stores[i % stores.length]!;
  const brandValues = [brands[i % brands.length]!, brands[(i + 3) % brands.length]!];
  if (i % 2 === 0) {
    const text = texts[store][Math.floor(i / 2) % texts[store].length]!;
    return {
      store,
      rest: {
        query: { text, filters: { ls_varumarke: brandValues, price: { from: 0, to: 100000 } } },
        size: 24,
        aggregations,
        _sourceInclude: fields,
      },
      graphql: {
        search: text,
        filter: { attributes: [{ code: 'ls_varumarke', values: brandValues }], price: { from: 0, to: 100000 } },
        pageSize: 24,
        aggregations,
      },
    };
  }
  const category = [10, 20, 30, 40, 50][i % 5]!;
  const sort = i % 4 === 1 ? 'price:asc' : 'popularity:desc';
  return {
    store,
    rest: {
      query: { filters: { category_ids: [category], ls_farg: ['49', '51', '52'] } },
      sort,
      size: 24,
      aggregations,
      _sourceInclude: fields,
    },
    graphql: {
      filter: { category_ids: [category], attributes: [{ code: 'ls_farg', values: ['49', '51', '52'] }] },
      sort: sort.replace(':', '_').toUpperCase(),
      pageSize: 24,
      aggregations,
    },
  };
}

const QUERY = `query Search($search: String, $filter: ProductFilterInput, $sort: ProductSort, $pageSize: Int, $aggregations: [String!]) {
  products(search: $search, filter: $filter, sort: $sort, pageSize: $pageSize, aggregations: $aggregations) {
    total_count
    items { id sku name url_path image price_incl_tax final_price_incl_tax special_price }
    aggregations { attribute_code buckets { key label doc_count } }
    suggestions { text }
  }
}`;

async function timed(url: string, init: RequestInit): Promise<{ ms: number; total: number }> {
  const started = performance.now();
  const response = await fetch(url, init);
  const body = (await response.json()) as {
    result?: { total: number };
    data?: { products: { total_count: number } };
    errors?: unknown;
  };
  const ms = performance.now() - started;
  if (response.status !== 200 || body.errors)
    throw new Error(`${url} answered ${response.status}: ${JSON.stringify(body).slice(0, 300)}`);
  return { ms, total: body.result?.total ?? body.data!.products.total_count };
}

const rest = (base: string, pair: Pair) =>
  timed(`${base}/api/catalog/${pair.store}/product/_search`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify(pair.rest),
  });
const graphql = (base: string, pair: Pair) =>
  timed(`${base}/graphql`, {
    method: 'POST',
    headers: { 'content-type': 'application/json', store: pair.store },
    body: JSON.stringify({ query: QUERY, variables: pair.graphql }),
  });

function percentile(sorted: number[], p: number): number {
  return sorted[Math.min(sorted.length - 1, Math.ceil((p / 100) * sorted.length) - 1)]!;
}

async function main(base: string): Promise<void> {
  // Warm up both paths (search index, caches, JIT) and check that both answer the same totals.
  for (let i = 0; i < 30; i++) {
    const pair = pairOf(i);
    const [a, b] = [await rest(base, pair), await graphql(base, pair)];
    if (a.total !== b.total)
      throw new Error(`REST and GraphQL disagree on ${JSON.stringify(pair.rest)}: ${a.total} vs ${b.total}`);
  }
  const times = { rest: [] as number[], graphql: [] as number[] };
  for (let i = 0; i < runs; i++) {
    const pair = pairOf(i);
    // Alternate which goes first, so neither always gets the warmer moment.
    if (i % 2 === 0) {
      times.rest.push((await rest(base, pair)).ms);
      times.graphql.push((await graphql(base, pair)).ms);
    } else {
      times.graphql.push((await graphql(base, pair)).ms);
      times.rest.push((await rest(base, pair)).ms);
    }
  }
  const report = (name: string, list: number[]) => {
    const sorted = [...list].sort((a, b) => a - b);
    console.log(
      `${name.padEnd(8)} p50 ${percentile(sorted, 50).toFixed(1).padStart(6)} ms  p95 ${percentile(sorted, 95).toFixed(1).padStart(6)} ms  max ${sorted.at(-1)!.toFixed(1).padStart(6)} ms`,
    );
    return percentile(sorted, 95);
  };
  console.log(
    `Product search over HTTP, ${runs} requests per API (text + brand + price filters and category listings with facets, 24 per page, sv/no/fi)`,
  );
  const restP95 = report('REST', times.rest);
  const graphqlP95 = report('GraphQL', times.graphql);
  const ratio = graphqlP95 / restP95;
  console.log(
    `GraphQL p95 / REST p95 = ${ratio.toFixed(2)} (target ≤ 1.20: ${ratio <= 1.2 ? 'met' : 'NOT met'})  (load average ${loadavg()
      .map((l) => l.toFixed(2))
      .join(', ')})`,
  );
}

let server: ChildProcess | undefined;
let dataDir: string | undefined;
let base = process.env.BENCH_BASE_URL?.replace(/\/$/, '');
try {
  if (!base) {
    buildIfStale();
    const port = await freePort();
    dataDir = mkdtempSync(path.join(tmpdir(), 'nordpeak-bench-graphql-'));
    base = `http://127.0.0.1:${port}`;
    const env: NodeJS.ProcessEnv = {
      ...process.env,
      PORT: String(port),
      HOST: '127.0.0.1',
      DATA_DIR: dataDir,
      PUBLIC_BASE_URL: base,
    };
    delete env.DATABASE_URL;
    console.log('Starting the built shop with a fresh demo catalogue…');
    server = spawn(process.execPath, [path.join(root, 'scripts', 'start.ts')], { cwd: root, env, stdio: 'ignore' });
    await waitFor(`${base}/`, 600_000);
  }
  await main(base);
} finally {
  if (server && server.exitCode === null) {
    await new Promise((resolve) => {
      server!.once('exit', resolve);
      server!.kill('SIGTERM');
    });
  }
  if (dataDir) rmSync(dataDir, { recursive: true, force: true });
}
