import type { IncomingMessage, ServerResponse } from 'node:http';
import { LRUCache } from 'lru-cache';
import { translate } from '../../i18n/i18n.ts';
import { storeViewForPath } from '../../store-view/config.ts';
import { config } from '../config/config.ts';
import { ApiError } from './api.ts';
import { resolveClientAddress } from './client.ts';
import { contentSecurityPolicy } from './csp.ts';

/** Anonymous uncached work is bounded per client. More in README.md. */

interface Bucket {
  tokens: number;
  at: number;
}
const buckets = new LRUCache<string, Bucket>({ max: 50_000 });

/** Renders running in this process (pages and images) beyond which a crawler's render is refused at once. */
const BUSY_RENDERS = 2;
let running = 0;

/** Self-declared crawlers and scripts: `Googlebot`, `PriceRunnerBot/2.0`, `curl/8`, `python-requests` … */
const CRAWLER =
  /[a-z0-9._-]*(?:bot|crawler|spider|slurp|scraper|fetcher|archiver)\b|^(?:curl|wget|python-[a-z]+|go-http-client|java|okhttp|axios|node-fetch|undici|libwww-perl|scrapy|httpclient|apache-httpclient|headlesschrome)\b/i;

/** The crawler a User-Agent names (lower case), or undefined for a browser; a request without one is a script. */
export function crawlerName(userAgent: string | null | undefined): string | undefined {
  if (!userAgent?.trim()) return 'no-user-agent';
  return CRAWLER.exec(userAgent)?.[0].toLowerCase();
}

/** Who pays for a request's uncached work: its address, and a crawler's name too. */
export interface RenderClient {
  keys: string[];
  crawler: boolean;
}

/** The machine itself (its tools, health checks, the process's own background renders) has no budget. */
const LOCAL = new Set(['127.0.0.1', '::1', '::ffff:127.0.0.1']);

/** The budgets a request's uncached work is taken from (none for a request from the machine itself). */
export function renderClient(address: string, userAgent: string | null | undefined): RenderClient {
  if (LOCAL.has(address)) return { keys: [], crawler: false };
  const crawler = crawlerName(userAgent);
  return { keys: crawler ? [`address:${address}`, `crawler:${crawler}`] : [`address:${address}`], crawler: !!crawler };
}

/** The client's tokens now in each budget, and the seconds until each has one (0 when it has). */
function balance(client: RenderClient, now: number): { key: string; tokens: number; wait: number }[] {
  const { burst, perSecond } = config().renderBudget;
  return client.keys.map((key) => {
    const bucket = buckets.get(key) ?? { tokens: burst, at: now };
    const tokens = Math.min(burst, bucket.tokens + ((now - bucket.at) / 1000) * perSecond);
    return { key, tokens, wait: tokens >= 1 ? 0 : Math.max(1, Math.ceil((1 - tokens) / perSecond)) };
  });
}

/** The seconds a client must wait before it may cause a render (undefined when it may now); takes nothing. */
export function renderRefused(client: RenderClient, now = Date.now()): number | undefined {
  if (client.keys.length === 0) return undefined;
  if (client.crawler && running >= BUSY_RENDERS) return 1;
  const wait = Math.max(0, ...balance(client, now).map((state) => state.wait));
  return wait > 0 ? wait : undefined;
}

/**
 * Takes one render from each of the client's budgets, or none when one of them is spent: then answers the seconds
 * until it has a token again (also for a crawler while the process is busy rendering).
 */
export function spendRender(client: RenderClient, now = Date.now()): number | undefined {
  const refused = renderRefused(client, now);
  if (refused !== undefined || client.keys.length === 0) return refused;
  for (const state of balance(client, now)) buckets.set(state.key, { tokens: state.tokens - 1, at: now });
  return undefined;
}

/** A client past its render budget: a short page in the store's language, try again after `seconds`. */
export function busyPage(pathname: string, seconds: number): { body: string; headers: Record<string, string> } {
  const store = storeViewForPath(pathname);
  const text = translate(store.storeCode, 'errorPage.busy', { seconds });
  const body = `<!DOCTYPE html><html lang="${store.lang}"><head><meta charset="utf-8"><title>Nordpeak</title></head><body><main><p>${text}</p></main></body></html>`;
  return {
    body,
    headers: {
      'Content-Type': 'text/html; charset=utf-8',
      'Cache-Control': 'no-store',
      'Retry-After': String(seconds),
      'Content-Security-Policy': contentSecurityPolicy(Buffer.from(body)),
    },
  };
}

/** Paths whose uncached work the gate leaves to their handlers: the API, the build's files, images. */
const UNGATED = /^\/(?:api|_astro|i|graphql)(?:\/|$)/;

/**
 * Answers 503 before Astro to a page request of a client that may not cause a render now, when the page is not ready in
 * this process's answer front (the caller asked it first). More in README.md.
 */
export function refuseBeforeRender(request: IncomingMessage, response: ServerResponse): boolean {
  if ((request.method !== 'GET' && request.method !== 'HEAD') || !request.url || UNGATED.test(request.url))
    return false;
  const forwarded = request.headers['x-forwarded-for'];
  const address = resolveClientAddress(
    request.socket.remoteAddress ?? 'unknown',
    Array.isArray(forwarded) ? forwarded.join(',') : (forwarded ?? null),
  );
  const seconds = renderRefused(renderClient(address, request.headers['user-agent']));
  if (seconds === undefined) return false;
  const page = busyPage(request.url.split('?')[0]!, seconds);
  // Answered after a moment: a client that asks again at once (Retry-After ignored) asks at most once a second per
  // connection, instead of taking the event loop from the shoppers with refusals.
  const answer = setTimeout(() => {
    if (response.destroyed) return;
    response.writeHead(503, { ...page.headers, 'X-Content-Type-Options': 'nosniff' });
    response.end(request.method === 'HEAD' ? undefined : page.body);
  }, REFUSAL_DELAY_MS);
  response.once('close', () => clearTimeout(answer));
  return true;
}

/** How long a refusal before Astro waits before it is sent. */
const REFUSAL_DELAY_MS = 1_000;

/** `spendRender` for a caller that refuses by throwing: a 503 with Retry-After beyond the budget. */
export function refuseBeyondBudget(client: RenderClient): void {
  const retryAfter = spendRender(client);
  if (retryAfter !== undefined)
    throw new ApiError(503, 'Busy, try again later', undefined, { 'Retry-After': String(retryAfter) });
}

/** Runs a render counted as running in this process (a crawler's render is refused while two are). */
export async function countedRender<T>(render: () => Promise<T>): Promise<T> {
  running += 1;
  try {
    return await render();
  } finally {
    running -= 1;
  }
}
