/** Helpers of the benchmarks that run the built shop as `npm start` does: start, time, measure memory, stop. */
import { spawn, type ChildProcess } from 'node:child_process';
import { readdirSync, readFileSync } from 'node:fs';
import { loadavg } from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { freePort } from '../../scripts/server-process.ts';

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..', '..');

/** The Node flags of `npm start` (package.json scripts.start), so the benchmarks measure the shop as it is started. */
export function startFlags(): string[] {
  const start = (JSON.parse(readFileSync(path.join(root, 'package.json'), 'utf8')) as { scripts: { start: string } })
    .scripts.start;
  return start.split(/\s+/).filter((word) => word.startsWith('--'));
}

/** The machine's load, for the record beside a figure. */
export const load = (): string =>
  `load average ${loadavg()
    .map((l) => l.toFixed(2))
    .join(', ')}`;

/** A running shop (scripts/start.ts) and when it first answered 200. */
export interface Shop {
  child: ChildProcess;
  baseUrl: string;
  /** Milliseconds from spawn to the first 200 on `/`. */
  firstOkMs: number;
  /** Highest PSS (MB) of the shop's processes sampled every 100 ms until that first 200. */
  startPeakMb: number;
  log(): string;
}

/** Process ids of the shop: its node process and every descendant (the embedded PostgreSQL and its backends). */
export function shopPids(rootPid: number): number[] {
  const parents = new Map<number, number>();
  for (const entry of readdirSync('/proc')) {
    if (!/^\d+$/.test(entry)) continue;
    try {
      const stat = readFileSync(`/proc/${entry}/stat`, 'utf8');
      parents.set(Number(entry), Number(stat.slice(stat.lastIndexOf(')') + 2).split(' ')[1]));
    } catch {
      // ended meanwhile
    }
  }
  const found = [rootPid];
  for (let i = 0; i < found.length; i++) for (const [pid, parent] of parents) if (parent === found[i]) found.push(pid);
  return found;
}

/** PSS in MB of processes (shared pages counted once, split between the processes that share them). */
export function pssMb(pids: number[]): number {
  let kb = 0;
  for (const pid of pids) {
    try {
      kb += Number(/^Pss:\s+(\d+)/m.exec(readFileSync(`/proc/${pid}/smaps_rollup`, 'utf8'))?.[1] ?? 0);
    } catch {
      // ended meanwhile
    }
  }
  return kb / 1024;
}

/** Starts the built shop on a free port with `dataDir` and waits for its first 200 (measuring PSS meanwhile). */
export async function startShop(dataDir: string, env: NodeJS.ProcessEnv = {}): Promise<Shop> {
  const port = await freePort();
  const baseUrl = `http://127.0.0.1:${port}`;
  const shopEnv: NodeJS.ProcessEnv = {
    ...process.env,
    PORT: String(port),
    HOST: '127.0.0.1',
    DATA_DIR: dataDir,
    PUBLIC_BASE_URL: baseUrl,
    ...env,
  };
  delete shopEnv.DATABASE_URL;
  delete shopEnv.REDIS_URL;
  const started = performance.now();
  // As `npm start` runs it (package.json): V8's young generation capped at 8 MB per semi-space. The default on a
  // machine with many GB is 3 × 32 MB+, resident once touched, for no measurable gain in a request/response server.
  const child = spawn(process.execPath, [...startFlags(), path.join(root, 'scripts', 'start.ts')], {
    cwd: root,
    env: shopEnv,
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  let output = '';
  child.stdout!.on('data', (chunk: Buffer) => {
    output += chunk.toString();
  });
  child.stderr!.on('data', (chunk: Buffer) => {
    output += chunk.toString();
  });
  let peak = 0;
  const sampler = setInterval(() => {
    peak = Math.max(peak, pssMb(shopPids(child.pid!)));
  }, 100);
  try {
    for (;;) {
      if (child.exitCode !== null) throw new Error(`The shop exited (${child.exitCode}):\n${output.slice(-3000)}`);
      try {
        if ((await fetch(`${baseUrl}/`)).ok) break;
      } catch {
        // not listening yet
      }
      await new Promise((resolve) => setTimeout(resolve, 50));
    }
  } finally {
    clearInterval(sampler);
  }
  return { child, baseUrl, firstOkMs: performance.now() - started, startPeakMb: peak, log: () => output };
}

/** Stops the shop with `signal` and waits for its node process to end (SIGKILL also kills its database server). */
export async function stopShop(shop: Shop, signal: NodeJS.Signals = 'SIGTERM'): Promise<void> {
  const pids = shopPids(shop.child.pid!);
  const ended = new Promise((resolve) =>
    shop.child.exitCode !== null ? resolve(null) : shop.child.once('exit', resolve),
  );
  if (signal === 'SIGKILL') {
    for (const pid of pids) {
      try {
        process.kill(pid, 'SIGKILL');
      } catch {
        // already gone
      }
    }
  } else {
    shop.child.kill(signal);
  }
  await ended;
  // Wait until the database server's processes are gone too.
  const alive = (pid: number) => {
    try {
      process.kill(pid, 0);
      return true;
    } catch {
      return false;
    }
  };
  while (pids.slice(1).some(alive)) await new Promise((resolve) => setTimeout(resolve, 50));
}

/** The median of some numbers. */
export const median = (values: number[]): number =>
  [...values].sort((a, b) => a - b)[Math.floor((values.length - 1) / 2)]!;
