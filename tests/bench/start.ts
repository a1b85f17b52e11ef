/** `npm run bench:start`: what it measures, how and its targets are in tests/bench/README.md. */
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { buildIfStale } from '../../scripts/build-if-stale.ts';
import { load, median, pssMb, shopPids, startShop, stopShop } from './shop.ts';

const runs = Math.max(1, Number(process.env.BENCH_RUNS ?? 3));
buildIfStale();
const dataDir = mkdtempSync(path.join(tmpdir(), 'np-bench-start-'));
const settle = () => new Promise((resolve) => setTimeout(resolve, 2000));
const line = (title: string, ms: number[], peaks: number[], steady: number[]) =>
  console.log(
    `${title.padEnd(34)} median ${(median(ms) / 1000).toFixed(2)} s (${ms.map((m) => (m / 1000).toFixed(2)).join(', ')})  start peak ${median(peaks).toFixed(0)} MB PSS / started ${median(steady).toFixed(0)} MB  (${load()})`,
  );

try {
  console.log(`before: ${load()}`);
  let shop = await startShop(dataDir);
  await settle();
  line('first start (initdb + seed)', [shop.firstOkMs], [shop.startPeakMb], [pssMb(shopPids(shop.child.pid!))]);
  for (const kind of ['reused data (clean stop)', 'after kill -9 of shop + postgres'] as const) {
    const times: number[] = [];
    const peaks: number[] = [];
    const steady: number[] = [];
    for (let i = 0; i < runs; i++) {
      await stopShop(shop, kind.startsWith('after') ? 'SIGKILL' : 'SIGTERM');
      shop = await startShop(dataDir);
      times.push(shop.firstOkMs);
      peaks.push(shop.startPeakMb);
      await settle();
      steady.push(pssMb(shopPids(shop.child.pid!)));
    }
    line(kind, times, peaks, steady);
  }
  await stopShop(shop);
} finally {
  rmSync(dataDir, { recursive: true, force: true });
}
process.exit(0);
