/** `npm run bench:search`: what it measures, how and its targets are in tests/bench/README.md. */
import { existsSync, mkdtempSync, readdirSync, readFileSync, rmSync } from 'node:fs';
import { loadavg, tmpdir } from 'node:os';
import path from 'node:path';
import pg from 'pg';
import { sql } from 'drizzle-orm';
import { forgetDatabase, useDatabase, type Database } from '../../src/lib/server/db/client.ts';
import { openEmbedded } from '../../src/lib/server/db/open.ts';
import { migrate } from '../../src/lib/server/db/migrate.ts';
import { seedDemo } from '../../src/lib/server/seed/seed.ts';
import { searchProducts, type ProductSearchRequest } from '../../src/lib/server/catalog/search.ts';
import { ensureSearchIndex } from '../../src/lib/server/search/indexer.ts';
import { forgetAnalyzedTerms } from '../../src/lib/server/search/text.ts';
import { storeViews } from '../../src/lib/store-view/config.ts';

const now = new Date('2026-11-21T12:00:00Z');
const texts = [
  'skidor',
  'fischler',
  'jacka',
  'vallning',
  'löparskor',
  'handskar',
  'stavar',
  'pjäxor',
  'fischr',
  'vallnig',
];
const brands = ['fischler', 'nordvik', 'polarlys', 'kaamos', 'fjellrev', 'tindra', 'vindel', 'revontuli', 'skarvik'];
const aggregations = ['ls_farg', 'ls_varumarke', 'ls_storlek_klader', 'price'];

/** Text query + two filters (brand, price range) + aggregations. */
const textQuery = (i: number): ProductSearchRequest => ({
  query: {
    text: texts[i % texts.length],
    filters: {
      ls_varumarke: [brands[i % brands.length]!, brands[(i + 3) % brands.length]!],
      price: { from: 0, to: 5000 },
    },
  },
  aggregations,
});
/** A category listing with two filters and aggregations (no text). */
const listing = (i: number): ProductSearchRequest => ({
  query: { filters: { category_ids: [[10, 20, 30, 40, 50][i % 5]!], ls_farg: ['49', '51', '52'] } },
  sort: i % 2 ? 'price:asc' : 'popularity:desc',
  aggregations,
});

function percentile(sorted: number[], p: number): number {
  return sorted[Math.min(sorted.length - 1, Math.ceil((p / 100) * sorted.length) - 1)]!;
}

/** Phase of a statement, by its text. */
function phaseOf(text: string): string {
  if (/search_terms/.test(text)) return 'terms';
  // The search statement, sent with its SET LOCAL statement_timeout in one query (search.ts executeBounded).
  if (/^\s*(SET LOCAL statement_timeout = \d+;\s*)?WITH (tq|cand)/.test(text)) return 'search';
  if (/product_document_rows/.test(text)) return 'docs';
  if (/search_dirty|search_index_state|max\(updated_at\)/.test(text)) return 'index';
  return 'other';
}

/** Times every statement sent through node-postgres by phase while `phases` is set. */
function timePhases(): { phases: Map<string, number> | null } {
  const state: { phases: Map<string, number> | null } = { phases: null };
  const prototype = pg.Client.prototype as unknown as { query: (...args: unknown[]) => unknown };
  const query = prototype.query;
  prototype.query = function timed(this: unknown, ...args: unknown[]) {
    const phases = state.phases;
    const first = args[0];
    const text = typeof first === 'string' ? first : ((first as { text?: string } | undefined)?.text ?? '');
    const started = performance.now();
    const add = () => phases?.set(phaseOf(text), (phases.get(phaseOf(text)) ?? 0) + performance.now() - started);
    // pool.query calls the client with a callback (a search statement sent through the pool, not a transaction).
    const callback = args[args.length - 1];
    if (phases && typeof callback === 'function') {
      args[args.length - 1] = (...results: unknown[]) => {
        add();
        return (callback as (...a: unknown[]) => unknown)(...results);
      };
    }
    const result = query.apply(this, args);
    if (!phases || !(result instanceof Promise)) return result;
    return result.finally(add);
  };
  return state;
}

/** The CPU time (ms) used so far by the database server's processes (the backends are children of the postmaster, which reaps them). */
let serverPid = 0;
function serverCpuMs(): number {
  if (!serverPid) return 0;
  const tick = 10; // USER_HZ is 100 on Linux
  let total = 0;
  for (const entry of readdirSync('/proc')) {
    if (!/^\d+$/.test(entry)) continue;
    let stat: string;
    try {
      stat = readFileSync(`/proc/${entry}/stat`, 'utf8');
    } catch {
      continue;
    }
    const fields = stat.slice(stat.lastIndexOf(')') + 2).split(' ');
    // The postmaster's own time and that of the backends it has reaped (cutime, cstime), and its live children's.
    if (Number(entry) === serverPid)
      total += (Number(fields[11]) + Number(fields[12]) + Number(fields[13]) + Number(fields[14])) * tick;
    else if (Number(fields[1]) === serverPid) total += (Number(fields[11]) + Number(fields[12])) * tick;
  }
  return total;
}

async function measure(
  label: string,
  runs: number,
  request: (i: number) => ProductSearchRequest,
  timing: { phases: Map<string, number> | null },
  before?: () => void,
): Promise<void> {
  for (let i = 0; i < 10; i++) await searchProducts(storeViews.sv, request(i), { now });
  const times: number[] = [];
  const cpu: number[] = [];
  const serverCpuStarted = serverCpuMs();
  const phases = new Map<string, number>();
  const slowest: { ms: number; i: number; phases: Map<string, number> }[] = [];
  let hits = 0;
  for (let i = 0; i < runs; i++) {
    before?.();
    const own = new Map<string, number>();
    timing.phases = own;
    const cpuStarted = process.cpuUsage();
    const started = performance.now();
    const result = await searchProducts(storeViews.sv, request(i), { now });
    const elapsed = performance.now() - started;
    times.push(elapsed);
    for (const [phase, ms] of own) phases.set(phase, (phases.get(phase) ?? 0) + ms);
    slowest.push({ ms: elapsed, i, phases: own });
    const used = process.cpuUsage(cpuStarted);
    cpu.push((used.user + used.system) / 1000);
    timing.phases = null;
    hits += result.total;
  }
  const serverCpu = (serverCpuMs() - serverCpuStarted) / runs;
  const ownCpu = cpu.reduce((sum, ms) => sum + ms, 0) / runs;
  times.sort((a, b) => a - b);
  cpu.sort((a, b) => a - b);
  const mean = times.reduce((s, t) => s + t, 0) / times.length;
  const total = times.reduce((s, t) => s + t, 0);
  const sqlTotal = [...phases.values()].reduce((s, t) => s + t, 0);
  const phaseText = [...phases.entries()].map(([phase, ms]) => `${phase} ${(ms / runs).toFixed(1)}`).join(', ');
  console.log(
    `  ${label.padEnd(44)} p50 ${percentile(times, 50).toFixed(1).padStart(6)} ms  p95 ${percentile(times, 95).toFixed(1).padStart(6)} ms  mean ${mean.toFixed(1).padStart(6)} ms  (${runs} runs, avg ${Math.round(hits / runs)} hits)`,
  );
  if (process.env.BENCH_SLOWEST) {
    for (const slow of slowest.sort((a, b) => b.ms - a.ms).slice(0, Number(process.env.BENCH_SLOWEST) || 5)) {
      console.log(
        `    ${slow.ms.toFixed(1).padStart(6)} ms ${JSON.stringify(request(slow.i))} ${[...slow.phases].map(([k, v]) => `${k} ${v.toFixed(1)}`).join(', ')}`,
      );
    }
  }
  console.log(
    `  ${''.padEnd(44)} cpu mean ${(ownCpu + serverCpu).toFixed(1)} ms (node ${ownCpu.toFixed(1)} p95 ${percentile(cpu, 95).toFixed(1)}, postgres ${serverCpu.toFixed(1)}); mean per phase (ms): ${phaseText}, js ${((total - sqlTotal) / runs).toFixed(1)}`,
  );
}

const timing = timePhases();

async function bench(name: string, database: Database, runs: number): Promise<void> {
  useDatabase(database);
  // The postmaster is the parent of every backend.
  const pidRows = (await database.db.execute(sql`SELECT pg_backend_pid() AS pid`)) as unknown as {
    rows: { pid: number }[];
  };
  const backendStat = readFileSync(`/proc/${pidRows.rows[0]!.pid}/stat`, 'utf8');
  serverPid = Number(backendStat.slice(backendStat.lastIndexOf(')') + 2).split(' ')[1]);
  const started = performance.now();
  await ensureSearchIndex(database.db);
  console.log(
    `${name}: search index ready in ${((performance.now() - started) / 1000).toFixed(1)} s (load ${loadavg()[0]!.toFixed(2)})`,
  );
  await measure('text + 2 filters + 4 aggregations', runs, textQuery, timing);
  await measure('category listing + 2 filters + 4 aggregations', runs, listing, timing);
  await measure('text, uncached terms (cold path)', runs, textQuery, timing, () => forgetAnalyzedTerms(database.db));
  forgetDatabase();
  await database.close();
}

console.log(
  `load average before: ${loadavg()
    .map((l) => l.toFixed(2))
    .join(' ')} (2 cores shared)`,
);
const only = process.env.BENCH_ONLY; // 'demo' or '100k'
if (only !== '100k') {
  const dir = mkdtempSync(path.join(tmpdir(), 'np-bench-search-'));
  const demo = await openEmbedded(path.join(dir, 'pg'), { throwaway: true });
  await migrate(demo);
  await seedDemo(demo.db, { now });
  await bench('demo catalogue', demo, 300);
  rmSync(dir, { recursive: true, force: true });
}

const bigDir = path.resolve(process.env.BENCH_100K_DIR ?? 'data/bench-100k');
if (only === 'demo') {
  // demo only
} else if (existsSync(path.join(bigDir, 'pg', 'PG_VERSION'))) {
  const big = await openEmbedded(path.join(bigDir, 'pg'));
  await migrate(big);
  await bench('100k catalogue', big, 100);
} else {
  console.log(
    `100k catalogue: not built. Build it with: DATA_DIR=${path.relative(process.cwd(), bigDir)} npm run seed -- --products 100000`,
  );
}
console.log(
  `load average after: ${loadavg()
    .map((l) => l.toFixed(2))
    .join(' ')}`,
);
process.exit(0);
