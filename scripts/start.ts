/**
 * `npm start`: builds when the build is missing or stale, opens the database (an embedded PostgreSQL server in
 * DATA_DIR/pg unless DATABASE_URL is set), applies migrations, seeds the demo shop on first start, then serves on
 * PORT. Prints one line per phase with its time.
 */
import { createServer, type IncomingMessage, type ServerResponse } from 'node:http';
import path from 'node:path';
import { fileURLToPath, pathToFileURL } from 'node:url';
import { config } from '../src/lib/server/config/config.ts';
import { migrate } from '../src/lib/server/db/migrate.ts';
import { startOutboxSender } from '../src/lib/server/mail/mailer.ts';
import { closeDatabase, handOverShutdown } from '../src/lib/server/db/open.ts';
import { manageLifecycle } from '../src/lib/server/ops/lifecycle.ts';
import { createLogger, logRequest, routeConsoleTo } from '../src/lib/server/ops/log.ts';
import { isSeeded, seedDemo } from '../src/lib/server/seed/seed.ts';
import { buildIfStale } from './build-if-stale.ts';
import { exitOnConfigError, openDatabaseOrExit, progressBar } from './cli.ts';

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');
const cfg = exitOnConfigError(() => config());
const launched = Date.now();
let phaseStarted = launched;
/** Prints a finished phase with its time. */
const phase = (text: string) => {
  const now = Date.now();
  console.log(`${text} (${((now - phaseStarted) / 1000).toFixed(1)} s)`);
  phaseStarted = now;
};

const built = buildIfStale();
phase(built > 0 ? 'Built the shop' : 'Build is up to date');

const database = await openDatabaseOrExit();
phase(database.kind === 'embedded' ? `Embedded PostgreSQL is running in ${cfg.embeddedDbDir}` : 'Connected to PostgreSQL');
await migrate(database);
phase('Database schema is up to date');
if (!(await isSeeded(database.db))) {
  console.log('First start: seeding the demo catalogue…');
  const bar = progressBar();
  const result = await seedDemo(database.db, { onProgress: bar });
  bar.done();
  phase(`Seeded ${result.parents} products (${result.sellable} sellable SKUs)`);
}

process.env.PORT = String(cfg.port);
process.env.HOST = cfg.host;
// Our own HTTP server in front of Astro's handler: pages in the output cache are answered before Astro routes the
// request (the server bundle registers the lookup under a global symbol, see src/lib/server/page-cache/cache.ts).
process.env.ASTRO_NODE_AUTOSTART = 'disabled';
const entry = (await import(pathToFileURL(path.join(root, 'dist', 'server', 'entry.mjs')).href)) as {
  handler: (request: IncomingMessage, response: ServerResponse) => void;
};
/** The answer front of the output cache: answers synchronously, false when Astro must handle the request. */
type CachedPageHook = (request: IncomingMessage, response: ServerResponse) => boolean;
const hooks = globalThis as Record<symbol, CachedPageHook | undefined>;
const hookName = Symbol.for('nordpeak.serve-cached-page');
const handler = entry.handler;
const logger = createLogger();
const server = createServer((request, response) => {
  // Health probes first (never cached, never behind the middleware); requests in flight are counted for the drain.
  if (lifecycle.handle(request, response)) return;
  logRequest(logger, request, response);
  const serveCached = hooks[hookName];
  if (serveCached !== undefined) {
    try {
      if (serveCached(request, response)) return;
    } catch (error) {
      console.error('[page-cache] cached answer failed:', error);
    }
  }
  handler(request, response);
});
// From here a signal drains the requests in flight before the database is closed.
handOverShutdown();
// Mails in the outbox (left by a crash, a failed delivery or another process) are delivered by this process too.
const stopOutbox = startOutboxSender();
const lifecycle = manageLifecycle(server, database, {
  delayMs: cfg.drainDelayMs, timeoutMs: cfg.drainTimeoutMs, log: (message) => logger.info(message),
  close: async () => {
    await stopOutbox();
    await closeDatabase();
  },
});
phase('Loaded the server');
// From here on every line the process prints is a JSON log line.
routeConsoleTo(logger);
await new Promise<void>((resolve) => server.listen(cfg.port, cfg.host, resolve));
console.log(`Nordpeak is serving ${cfg.publicBaseUrl} (started in ${((Date.now() - launched) / 1000).toFixed(1)} s).`);
