/** `npm run bench:signups`: what it measures, how and its targets are in tests/bench/README.md. */
import { spawn } from 'node:child_process';
import { readFileSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { freePort, waitFor } from '../../scripts/server-process.ts';

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../..');
const SECONDS = Number(process.env.BENCH_SECONDS ?? 15);
const BROWSERS = 4;
const SIGNUPS = 16;

const port = await freePort();
const base = `http://127.0.0.1:${port}`;
const dataDir = path.resolve(process.env.BENCH_DATA_DIR ?? path.join(root, 'data', 'bench-signups'));
const server = spawn(process.execPath, [path.join(root, 'scripts', 'start.ts')], {
  cwd: root,
  env: {
    ...process.env,
    PORT: String(port),
    HOST: '127.0.0.1',
    DATA_DIR: dataDir,
    PUBLIC_BASE_URL: base,
    DATABASE_URL: '',
    REDIS_URL: '',
  },
  stdio: ['ignore', 'inherit', 'inherit'],
});
const stopServer = () =>
  new Promise((resolve) => {
    server.once('exit', resolve);
    server.kill('SIGTERM');
  });

function rssMb(): number {
  try {
    const status = readFileSync(`/proc/${server.pid}/status`, 'utf8');
    return Number(/VmRSS:\s+(\d+)/.exec(status)?.[1] ?? 0) / 1024;
  } catch {
    return 0;
  }
}

const p95 = (values: number[]) => {
  const sorted = [...values].sort((a, b) => a - b);
  return sorted[Math.min(sorted.length - 1, Math.floor(sorted.length * 0.95))] ?? 0;
};

async function timed(url: string, init?: RequestInit): Promise<number> {
  const started = performance.now();
  const answer = await fetch(url, init);
  await answer.arrayBuffer();
  if (answer.status >= 500) throw new Error(`${url} answered ${answer.status}`);
  return performance.now() - started;
}

/** The browsing mix: each loop one stock check, one catalogue search and one cart totals call, timed by kind. */
async function browse(until: number, times: Record<string, number[]>, sku: string, cartId: string): Promise<void> {
  while (Date.now() < until) {
    times.stock!.push(await timed(`${base}/api/stock/check?sku=${encodeURIComponent(sku)}`));
    times.search!.push(
      await timed(`${base}/api/catalog/sv/product/_search?size=12`, {
        method: 'POST',
        headers: { 'Content-Type': 'application/json' },
        body: JSON.stringify({ query: { text: 'skidor' } }),
      }),
    );
    times.totals!.push(await timed(`${base}/api/cart/totals?cartId=${encodeURIComponent(cartId)}`));
  }
}

let signedUp = 0;
async function signUps(until: number): Promise<void> {
  let n = 0;
  while (Date.now() < until) {
    n += 1;
    const id = `${process.pid}-${Date.now()}-${n}-${Math.random().toString(36).slice(2, 8)}`;
    const answer = await fetch(`${base}/api/user/create`, {
      method: 'POST',
      headers: {
        'Content-Type': 'application/json',
        'X-Forwarded-For': `198.18.${n % 250}.${1 + Math.floor(Math.random() * 250)}`,
      },
      body: JSON.stringify({
        customer: { email: `bench-${id}@example.com`, firstname: 'Bench', lastname: 'Load' },
        password: `Bench-Fjall-${id}`,
      }),
    });
    await answer.arrayBuffer();
    if (answer.status === 200) signedUp += 1;
  }
}

async function phase(withSignups: boolean, sku: string, cartId: string) {
  const times: Record<string, number[]> = { stock: [], search: [], totals: [] };
  const until = Date.now() + SECONDS * 1000;
  let peak = rssMb();
  const sampler = setInterval(() => {
    peak = Math.max(peak, rssMb());
  }, 100);
  await Promise.all([
    ...Array.from({ length: BROWSERS }, () => browse(until, times, sku, cartId)),
    ...(withSignups ? Array.from({ length: SIGNUPS }, () => signUps(until)) : []),
  ]);
  clearInterval(sampler);
  return { times, peak };
}

try {
  await waitFor(`${base}/api/openapi.json`, 600_000);
  const search = (await (
    await fetch(`${base}/api/catalog/sv/product/_search?size=1`, {
      method: 'POST',
      headers: { 'Content-Type': 'application/json' },
      body: '{}',
    })
  ).json()) as { result: { items: { sku: string }[] } };
  const sku = search.result.items[0]?.sku ?? '150001';
  const cart = (await (await fetch(`${base}/api/cart/create`, { method: 'POST' })).json()) as { result: string };
  // Warm-up: code paths, caches and the first password hash.
  await phase(false, sku, cart.result);
  const alone = await phase(false, sku, cart.result);
  const loaded = await phase(true, sku, cart.result);
  console.log(
    `\nBrowsing (${BROWSERS} clients) for ${SECONDS} s alone, then beside ${SIGNUPS} parallel sign-ups (${signedUp} accounts created):\n`,
  );
  console.log('call          p95 alone   p95 with sign-ups   ratio');
  for (const kind of Object.keys(alone.times)) {
    const a = p95(alone.times[kind]!);
    const b = p95(loaded.times[kind]!);
    console.log(
      `${kind.padEnd(12)} ${a.toFixed(1).padStart(8)} ms ${b.toFixed(1).padStart(14)} ms ${(b / a).toFixed(2).padStart(9)}×`,
    );
  }
  console.log(
    `\nServer RSS peak: ${alone.peak.toFixed(0)} MB alone, ${loaded.peak.toFixed(0)} MB with sign-ups (+${(loaded.peak - alone.peak).toFixed(0)} MB)`,
  );
} finally {
  await stopServer();
}
