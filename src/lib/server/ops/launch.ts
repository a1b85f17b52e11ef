/**
 * The shop process, built into the server bundle beside Astro's entry (dist/server/launch.mjs, sharing its chunks).
 * More in README.md.
 */
import { Agent, createServer, request as httpRequest, type IncomingMessage, type ServerResponse } from 'node:http';
import type { AddressInfo } from 'node:net';
import type { Duplex } from 'node:stream';
import { errorText } from '../../i18n/errors.ts';
import { config } from '../config/config.ts';
import type { Database } from '../db/client.ts';
import { closeDatabase, handOverShutdown } from '../db/open.ts';
import { prepareDatabase } from '../db/prepare.ts';
import { startOutboxSender } from '../mail/mailer.ts';
import { startWebhookSender } from '../webhooks/sender.ts';
import { REVALIDATE_HEADER_VALUE, usePageRefresher } from '../page-cache/revalidate.ts';
import { serveCachedPage } from '../page-cache/serve.ts';
import { exitOnConfigError, openDatabaseOrExit, progressBar } from './cli.ts';
import { manageLifecycle } from './lifecycle.ts';
import { createLogger, logRequest, routeConsoleTo } from './log.ts';
import { staticFiles } from './static-files.ts';
import { withNodeResponse } from '../http/paced-body.ts';
import { refuseBeforeRender } from '../http/render-budget.ts';

/** Prints a finished phase of the start with its time. */
export type Phase = (text: string) => void;

/**
 * Astro's request handler (`handler` of dist/server/entry.mjs; the adapter is built in middleware mode, so it renders
 * pages and endpoints only and serves no files).
 */
export type AstroHandler = (request: IncomingMessage, response: ServerResponse) => unknown;

/** Validates the configuration: on a problem, prints one line per problem and exits 1. */
export function checkConfig(): void {
  exitOnConfigError(() => config());
}

/** Opens the configured database, migrates and seeds it. */
export async function openShopDatabase(phase: Phase): Promise<Database> {
  const cfg = config();
  const database = await openDatabaseOrExit();
  phase(
    database.kind === 'embedded' ? `Embedded PostgreSQL is running in ${cfg.embeddedDbDir}` : 'Connected to PostgreSQL',
  );
  const bar = progressBar();
  await prepareDatabase(database, {
    onWait: () => console.log('Another instance is migrating or seeding this database: waiting for it…'),
    onMigrated: () => phase('Database schema is up to date'),
    onSeedStart: () => console.log('First start: seeding the demo catalogue…'),
    onSeedProgress: bar,
    onSeeded: (result) => {
      bar.done();
      phase(`Seeded ${result.parents} products (${result.sellable} sellable SKUs)`);
    },
  });
  return database;
}

/** Serves the shop on PORT with Astro's `handler` and the build's files in `clientDir`; resolves once it listens. */
export async function serveShop(
  database: Database,
  handler: AstroHandler,
  launched: number,
  clientDir: string,
): Promise<void> {
  const cfg = config();
  const logger = createLogger();
  const statics = staticFiles(clientDir);
  const server = createServer((request, response) => {
    // Health probes first (never cached, never behind the middleware); requests in flight are counted for the drain.
    if (lifecycle.handle(request, response)) return;
    const log = logRequest(logger, request, response);
    try {
      // Pages in the output cache are answered before Astro routes the request.
      if (serveCachedPage(request, response, log)) return;
    } catch (error) {
      console.error('[page-cache] cached answer failed:', error);
    }
    if (!response.headersSent) response.setHeader('x-request-id', log.id);
    // The build's files (built assets, public files, prerendered pages) from disk; everything else to Astro.
    if (statics.serve(request, response)) return;
    if (!decodableTarget(request.url)) {
      response.writeHead(400, { 'content-type': 'text/plain; charset=utf-8' }).end('Bad request.');
      return;
    }
    // A page not ready above, for a client past its render budget: refused here, at next to no cost.
    if (refuseBeforeRender(request, response)) return;
    withNodeResponse(response, () => handler(request, response));
  });
  server.on('clientError', answerClientError);
  // From here a signal drains the requests in flight before the database is closed.
  handOverShutdown();
  // Mails in the outbox (left by a crash, a failed delivery or another process) are delivered by this process too.
  const stopOutbox = startOutboxSender();
  const stopWebhooks = startWebhookSender();
  const lifecycle = manageLifecycle(server, database, {
    delayMs: cfg.drainDelayMs,
    timeoutMs: cfg.drainTimeoutMs,
    log: (message) => logger.info(message),
    close: async () => {
      await stopOutbox();
      await stopWebhooks();
      await closeDatabase();
    },
  });
  // From here on every line the process prints is a JSON log line.
  routeConsoleTo(logger);
  await new Promise<void>((resolve) => server.listen(cfg.port, cfg.host, resolve));
  usePageRefresher(selfRequester(server.address() as AddressInfo));
  console.log(
    `Nordpeak is serving ${cfg.publicBaseUrl} (started in ${((Date.now() - launched) / 1000).toFixed(1)} s).`,
  );
}

/** A request Node's parser refused before the shop saw it. More in README.md. */
function answerClientError(error: NodeJS.ErrnoException, socket: Duplex): void {
  // A reset connection, or one whose answer has begun, cannot be answered.
  if (error.code === 'ECONNRESET' || !socket.writable || (socket as Duplex & { _httpMessage?: unknown })._httpMessage) {
    socket.destroy();
    return;
  }
  if (error.code === 'HPE_HEADER_OVERFLOW') {
    const body = JSON.stringify({ code: 431, result: errorText('headersTooLarge') });
    socket.end(
      `HTTP/1.1 431 Request Header Fields Too Large\r\ncontent-type: application/json; charset=utf-8\r\ncontent-length: ${Buffer.byteLength(body)}\r\ncache-control: no-store\r\nconnection: close\r\n\r\n${body}`,
    );
    return;
  }
  const status = error.code === 'ERR_HTTP_REQUEST_TIMEOUT' ? '408 Request Timeout' : '400 Bad Request';
  socket.end(`HTTP/1.1 ${status}\r\nconnection: close\r\n\r\n`);
}

/**
 * Stale pages of the answer front (stale-while-revalidate) are rendered again by a request of the process to itself,
 * past its answer front. More in README.md.
 */
function selfRequester(address: AddressInfo): (target: string) => Promise<void> {
  const host = address.address === '::' ? '::1' : address.address === '0.0.0.0' ? '127.0.0.1' : address.address;
  const agent = new Agent({ keepAlive: true, maxSockets: 4 });
  return (target) =>
    new Promise<void>((resolve, reject) => {
      const request = httpRequest(
        { host, port: address.port, path: target, agent, headers: { 'x-page-cache': REVALIDATE_HEADER_VALUE } },
        (response) => {
          response.resume();
          response.on('end', () =>
            response.statusCode && response.statusCode < 500
              ? resolve()
              : reject(new Error(`${target} answered ${response.statusCode}`)),
          );
          response.on('error', reject);
        },
      );
      request.setTimeout(30_000, () => request.destroy(new Error(`${target}: no answer in 30 s`)));
      request.on('error', reject);
      request.end();
    });
}

/** Whether a request target decodes (a malformed escape is a 400, as the adapter's own server answered). */
function decodableTarget(target: string | undefined): boolean {
  if (target === undefined) return false;
  try {
    decodeURI(target);
    return true;
  } catch {
    return false;
  }
}
