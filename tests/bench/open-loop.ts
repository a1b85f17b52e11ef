/**
 * Open-loop HTTP load for the benchmarks of built shops (bench:load, bench:sale, bench:crawl): requests sent on a
 * schedule whatever the answers' pace, each answer recorded with its kind, status, time and X-Cache; reports by kind;
 * CPU time and resident memory of processes read from /proc.
 */
import { Agent, request as httpRequest } from 'node:http';
import { readdirSync, readFileSync } from 'node:fs';

/** One recorded answer. */
export interface Result {
  kind: string;
  status: number;
  ms: number;
  cache: string | null;
  error?: string;
  body?: string;
  at?: number;
}

/** A request to send, and what to send after its answer (a cart's add after its creation). */
export interface Job {
  kind: string;
  method: 'GET' | 'POST';
  path: string;
  body?: unknown;
  headers?: Record<string, string>;
  then?: (answer: { status: number; body: string }) => Job | undefined;
  /** Sees every answer of this job (2xx or not), e.g. to count an order's refusals by message. */
  seen?: (answer: { status: number; body: string; ms: number }) => void;
}

/** The answer of one request. */
export interface Answer {
  status: number;
  ms: number;
  cache: string | null;
  body: string;
  at: number;
  headers: Record<string, string | string[] | undefined>;
}

const agent = new Agent({ keepAlive: true, maxSockets: 512 });

/** Closes the keep-alive connections (at the end of a benchmark). */
export function closeConnections(): void {
  agent.destroy();
}

/** One HTTP request (keep-alive), its status, time, x-cache and body. */
export function send(
  base: string,
  method: string,
  path: string,
  body?: unknown,
  timeoutMs = 10_000,
  headers: Record<string, string> = {},
): Promise<Answer> {
  const url = new URL(path, base);
  const payload = body === undefined ? undefined : JSON.stringify(body);
  const started = performance.now();
  return new Promise((resolve, reject) => {
    const req = httpRequest(
      url,
      {
        method,
        agent,
        headers: {
          'accept-encoding': 'br, gzip',
          ...headers,
          ...(payload ? { 'content-type': 'application/json', 'content-length': Buffer.byteLength(payload) } : {}),
        },
      },
      (res) => {
        const chunks: Buffer[] = [];
        res.on('data', (chunk: Buffer) => chunks.push(chunk));
        res.on('end', () =>
          resolve({
            at: started,
            status: res.statusCode ?? 0,
            ms: performance.now() - started,
            cache: (res.headers['x-cache'] as string | undefined) ?? null,
            body: Buffer.concat(chunks).toString(),
            headers: res.headers,
          }),
        );
        res.on('error', reject);
      },
    );
    req.setTimeout(timeoutMs, () => req.destroy(new Error(`timeout after ${timeoutMs / 1000} s`)));
    req.on('error', reject);
    req.end(payload);
  });
}

/** Kinds whose answers are pages (a 3xx or 4xx page is an answer, not a failure). */
const pageKinds = new Set(['page', 'search', 'product', 'sale']);
/** True for the kinds that are pages. */
export const isPage = (kind: string): boolean => pageKinds.has(kind);

/** A failed answer: no answer, a 5xx, or (for the API) anything but 2xx. */
export const failed = (result: Result): boolean =>
  result.status === 0 || result.status >= 500 || (!isPage(result.kind) && result.status >= 300);

/** Runs a job (and its follow-up) and records each request. */
export async function run(base: string, job: Job, results: Result[]): Promise<void> {
  let next: Job | undefined = job;
  while (next) {
    const current: Job = next;
    next = undefined;
    try {
      const answer = await send(base, current.method, current.path, current.body, 10_000, current.headers);
      current.seen?.(answer);
      // An API call that failed keeps the start of its answer (the message says why).
      results.push({
        kind: current.kind,
        status: answer.status,
        ms: answer.ms,
        cache: answer.cache,
        at: answer.at,
        ...(answer.status >= 300 && !isPage(current.kind)
          ? { body: `${current.path}: ${answer.body.slice(0, 200)}` }
          : {}),
      });
      if (answer.status < 400) next = current.then?.(answer);
    } catch (error) {
      current.seen?.({ status: 0, body: '', ms: 0 });
      results.push({
        kind: current.kind,
        status: 0,
        ms: 0,
        cache: null,
        error: error instanceof Error ? error.message : String(error),
      });
    }
  }
}

/** Sends `rate` jobs a second for `duration` seconds on a fixed schedule; resolves when every answer is in. */
export async function openLoop(
  base: string,
  rate: number,
  duration: number,
  pick: (i: number) => Job,
  results: Result[],
): Promise<number> {
  const started = performance.now();
  const total = Math.round(rate * duration);
  const inFlight: Promise<void>[] = [];
  for (let i = 0; i < total; i++) {
    const wait = started + (i * 1000) / rate - performance.now();
    if (wait > 1) await new Promise((resolve) => setTimeout(resolve, wait));
    inFlight.push(run(base, pick(i), results));
  }
  await Promise.all(inFlight);
  return (performance.now() - started) / 1000;
}

/** The p-th percentile of some numbers (NaN for none). */
export const percentile = (values: number[], p: number): number => {
  if (values.length === 0) return NaN;
  const sorted = [...values].sort((a, b) => a - b);
  return sorted[Math.min(sorted.length - 1, Math.ceil((p / 100) * sorted.length) - 1)]!;
};

/** Prints throughput, p50/p95/p99 per kind and errors; answers the hit ratio of pages and p95 per kind. */
export function report(
  title: string,
  results: Result[],
  elapsed: number,
): { hitRatio: number; p95: Record<string, number>; errors: number } {
  console.log(
    `\n${title}: ${results.length} requests in ${elapsed.toFixed(1)} s = ${(results.length / elapsed).toFixed(1)} req/s`,
  );
  const p95: Record<string, number> = {};
  for (const kind of [...new Set(results.map((r) => r.kind))].sort()) {
    const mine = results.filter((r) => r.kind === kind);
    const times = mine.filter((r) => !failed(r)).map((r) => r.ms);
    p95[kind] = percentile(times, 95);
    const fixed = (value: number) => value.toFixed(1).padStart(7);
    console.log(
      `  ${kind.padEnd(8)} ${String(mine.length).padStart(6)}  p50 ${fixed(percentile(times, 50))} ms  p95 ${fixed(p95[kind]!)} ms  p99 ${fixed(percentile(times, 99))} ms  max ${Math.max(
        ...times,
        0,
      )
        .toFixed(0)
        .padStart(6)} ms  errors ${mine.filter(failed).length}`,
    );
  }
  const pages = results.filter((r) => isPage(r.kind) && r.status === 200);
  // Answered from the cache: a fresh copy (HIT) or the previous copy while it renders again in the background (STALE).
  const hits = pages.filter((r) => r.cache === 'HIT' || r.cache === 'STALE').length;
  const stale = pages.filter((r) => r.cache === 'STALE').length;
  const hitRatio = pages.length ? hits / pages.length : 0;
  const errors = results.filter(failed);
  const reasons = [...new Set(errors.map((e) => e.error ?? `HTTP ${e.status} ${e.kind}${e.body ? ` ${e.body}` : ''}`))];
  console.log(
    `  page cache hit ratio ${(hitRatio * 100).toFixed(1)} % (${hits}/${pages.length}, ${stale} of them stale); errors ${errors.length}${errors.length ? `: ${reasons.slice(0, 5).join('; ')}` : ''}`,
  );
  return { hitRatio, p95, errors: errors.length };
}

/** CPU time (user + system, all threads) a process used so far, in ms (0 for one that is gone). */
export function cpuMs(pid: number | undefined): number {
  if (!pid) return 0;
  try {
    const fields = readFileSync(`/proc/${pid}/stat`, 'utf8')
      .replace(/^.*\) /s, '')
      .split(' ');
    // utime and stime are fields 14 and 15 of the line (12 and 13 after the command name), in clock ticks of 10 ms.
    return (Number(fields[11]) + Number(fields[12])) * 10;
  } catch {
    return 0;
  }
}

/**
 * Milliseconds the threads of a process have waited, runnable, for a core (the kernel's schedstat): on a shared
 * machine, time a request spends queued behind other work, which its own CPU time does not show.
 */
export function runQueueMs(pid: number | undefined): number {
  if (!pid) return 0;
  try {
    let ns = 0;
    for (const task of readdirSync(`/proc/${pid}/task`))
      ns += Number(readFileSync(`/proc/${pid}/task/${task}/schedstat`, 'utf8').split(' ')[1] ?? 0);
    return ns / 1e6;
  } catch {
    return 0;
  }
}

/** The child processes of a process (nginx's workers, the embedded PostgreSQL's backends). */
export function childPids(parent: number | undefined): number[] {
  if (!parent) return [];
  const pids: number[] = [];
  for (const entry of readdirSync('/proc')) {
    if (!/^\d+$/.test(entry)) continue;
    try {
      const fields = readFileSync(`/proc/${entry}/stat`, 'utf8')
        .replace(/^.*\) /s, '')
        .split(' ');
      if (Number(fields[1]) === parent) pids.push(Number(entry));
    } catch {
      // gone meanwhile
    }
  }
  return pids;
}

/**
 * Starts counting CPU time; the returned function prints ms of CPU per request of each process since, and the share
 * of one core each used per second of `elapsed`, and the share of a core its threads waited to run (the machine's
 * other work: a figure taken beside a high one measures the machine, not the shop).
 */
export function cpuMeter(processes: () => [string, number[]][]): (requests: number, elapsed?: number) => void {
  const before = processes().map(
    ([name, pids]) => [name, pids.map((pid) => [pid, cpuMs(pid), runQueueMs(pid)] as const)] as const,
  );
  const bench = process.cpuUsage();
  return (requests, elapsed) => {
    const parts = before.map(([name, pids]) => {
      // A process that ended meanwhile (a database backend) counts what it had used by the start.
      const spent = pids.reduce((sum, [pid, used]) => sum + Math.max(0, cpuMs(pid) - used), 0);
      const waited = pids.reduce((sum, [pid, , queued]) => sum + Math.max(0, runQueueMs(pid) - queued), 0);
      const percent = (ms: number) => (((ms / 1000) * 100) / elapsed!).toFixed(0);
      const share = elapsed ? ` (${percent(spent)} % of a core, waited ${percent(waited)} % of one to run)` : '';
      return `${name} ${(spent / requests).toFixed(2)}${share}`;
    });
    const own = process.cpuUsage(bench);
    parts.push(`bench ${((own.user + own.system) / 1000 / requests).toFixed(2)}`);
    console.log(`  CPU ms per request: ${parts.join(', ')}`);
  };
}

/**
 * The PostgreSQL backends serving `database` (their process title is `postgres: [{cluster}: ]{user} {database}
 * {client} {state}`),
 * read from /proc so a meter can take them at once, before and after.
 */
export function databaseBackendPids(database: string): number[] {
  const pids: number[] = [];
  for (const entry of readdirSync('/proc')) {
    if (!/^\d+$/.test(entry)) continue;
    try {
      const title = readFileSync(`/proc/${entry}/cmdline`, 'utf8').replace(/\0/g, ' ');
      const words = title.split(' ');
      const at = words[1]?.endsWith(':') ? 3 : 2;
      if (words[0] === 'postgres:' && words[at] === database && words[at + 1]?.includes('(')) pids.push(Number(entry));
    } catch {
      // gone meanwhile
    }
  }
  return pids;
}

/** Resident memory of a process in MB. */
export function rssMb(pid: number): number {
  try {
    const match = /VmRSS:\s+(\d+) kB/.exec(readFileSync(`/proc/${pid}/status`, 'utf8'));
    return match ? Number(match[1]) / 1024 : NaN;
  } catch {
    return NaN;
  }
}

/** Samples the peak resident memory of processes every half second until `stop()`. */
export function rssPeaks(pids: () => number[]): { peak(pid: number): number; stop(): void } {
  const peaks = new Map<number, number>();
  const timer = setInterval(() => {
    for (const pid of pids()) peaks.set(pid, Math.max(peaks.get(pid) ?? 0, rssMb(pid) || 0));
  }, 500);
  return { peak: (pid) => peaks.get(pid) ?? NaN, stop: () => clearInterval(timer) };
}

/** A deterministic pseudo-random number generator (the same load at every run). */
export function seededRandom(seed = 42): () => number {
  let state = seed;
  return () => (state = (state * 1103515245 + 12345) % 2 ** 31) / 2 ** 31;
}
