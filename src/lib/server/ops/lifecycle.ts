import { readFileSync } from 'node:fs';
import type { IncomingMessage, Server, ServerResponse } from 'node:http';
import path from 'node:path';
import { sql } from 'drizzle-orm';
import type { Database } from '../db/client.ts';
import { migrationsFolder } from '../db/migrate.ts';

/**
 * Health probes and graceful shutdown of one shop process, answered by the shop's HTTP server (ops/launch.ts) before
 * Astro (so never cached, never behind the page middleware). More in README.md.
 */
export interface Lifecycle {
  /** Answers /livez and /readyz; false for every other request. Counts requests in flight. */
  handle(request: IncomingMessage, response: ServerResponse): boolean;
  /** True from the first shutdown signal on. */
  readonly draining: boolean;
}

/** Seconds to answer a probe at most (a database that hangs makes the process not ready, it does not hang the probe). */
const PROBE_TIMEOUT_MS = 2_000;

function expectedMigrations(): number {
  const journal = JSON.parse(readFileSync(path.join(migrationsFolder, 'meta', '_journal.json'), 'utf8')) as {
    entries: unknown[];
  };
  return journal.entries.length;
}

function answer(response: ServerResponse, status: number, body: Record<string, unknown>): void {
  response.writeHead(status, { 'content-type': 'application/json; charset=utf-8', 'cache-control': 'no-store' });
  response.end(JSON.stringify(body));
}

/** Sets up probes and the shutdown of `server`; `close` runs after the drain (closes the database). */
export function manageLifecycle(
  server: Server,
  database: Database,
  options: { delayMs: number; timeoutMs: number; close: () => Promise<void>; log: (message: string) => void },
): Lifecycle {
  let draining = false;
  let inFlight = 0;
  let migrated = false;
  const expected = expectedMigrations();
  const idle: (() => void)[] = [];

  async function readiness(): Promise<{ ready: boolean; reason?: string }> {
    if (draining) return { ready: false, reason: 'draining' };
    try {
      const rows = await database.db.execute<{ applied: number }>(
        sql`SELECT count(*)::int AS applied FROM drizzle.__drizzle_migrations`,
      );
      const list = (Array.isArray(rows) ? rows : (rows as { rows: { applied: number }[] }).rows) as {
        applied: number;
      }[];
      migrated = (list[0]?.applied ?? 0) >= expected;
      return migrated ? { ready: true } : { ready: false, reason: 'migrations pending' };
    } catch {
      return { ready: false, reason: 'database unreachable' };
    }
  }

  function handle(request: IncomingMessage, response: ServerResponse): boolean {
    const url = request.url ?? '';
    if (url === '/livez' || url.startsWith('/livez?')) {
      answer(response, 200, { status: 'live' });
      return true;
    }
    if (url === '/readyz' || url.startsWith('/readyz?')) {
      const timeout = new Promise<{ ready: boolean; reason: string }>((resolve) =>
        setTimeout(() => resolve({ ready: false, reason: 'database timeout' }), PROBE_TIMEOUT_MS).unref(),
      );
      Promise.race([readiness(), timeout]).then(
        ({ ready, reason }) => {
          answer(response, ready ? 200 : 503, ready ? { status: 'ready' } : { status: 'unavailable', reason });
        },
        () => answer(response, 503, { status: 'unavailable' }),
      );
      return true;
    }
    inFlight += 1;
    let done = false;
    const finished = () => {
      if (done) return;
      done = true;
      inFlight -= 1;
      if (inFlight === 0) for (const resolve of idle.splice(0)) resolve();
    };
    response.once('finish', finished);
    response.once('close', finished);
    // While draining, keep-alive connections are closed after their answer.
    if (draining) response.setHeader('connection', 'close');
    return false;
  }

  async function shutdown(signal: string): Promise<void> {
    const started = Date.now();
    draining = true;
    options.log(`Draining (${signal}): not ready any more, ${inFlight} request(s) in flight`);
    await new Promise((resolve) => setTimeout(resolve, options.delayMs));
    // No new connections; idle keep-alive ones are closed, busy ones after their answer.
    server.close();
    server.closeIdleConnections();
    const drained =
      inFlight === 0 ||
      (await Promise.race([
        new Promise<boolean>((resolve) => idle.push(() => resolve(true))),
        new Promise<boolean>((resolve) => setTimeout(() => resolve(false), options.timeoutMs).unref()),
      ]));
    if (!drained) options.log(`Drain timed out with ${inFlight} request(s) in flight`);
    server.closeAllConnections();
    await options.close();
    options.log(`Nordpeak stopped (${signal}) after ${Date.now() - started} ms`);
  }

  for (const signal of ['SIGTERM', 'SIGINT'] as const) {
    process.on(signal, () => {
      if (draining) {
        options.log(`Second ${signal}: exiting now`);
        process.exit(1);
      }
      shutdown(signal).then(
        () => process.exit(0),
        (error: unknown) => {
          options.log(`Shutdown failed: ${error instanceof Error ? error.message : String(error)}`);
          process.exit(1);
        },
      );
    });
  }

  return {
    handle,
    get draining() {
      return draining;
    },
  };
}
