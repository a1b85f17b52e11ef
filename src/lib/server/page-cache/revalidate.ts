import { randomUUID } from 'node:crypto';
import { frontEntry, rememberPage, type FrontEntry } from './front.ts';
import type { CachedPage } from './types.ts';

/*
 * Stale pages of the answer front (an order or a restock changed what they show) are answered while the process renders
 * them again in the background, by asking its own HTTP server (ops/launch.ts) with `REVALIDATE_HEADER_VALUE`.
 */

/** The longest a stale page is answered (its background render keeps failing, or waits behind many others). */
export const STALE_SERVE_MS = 30_000;
/** After a background render that kept nothing (degraded, or the page changed again meanwhile), the wait before the next. */
const REFRESH_RETRY_MS = 1_000;
/**
 * Background renders at once in a process. One: a render holds the event loop for several ms at a time (the page's
 * template, its policy, its bytes), and the hits that arrive meanwhile wait behind it; two at once put two of those
 * stretches back to back. Between two renders the process answers what arrived meanwhile first (`setImmediate`).
 */
const REFRESH_CONCURRENCY = 1;

/** Renders a page target again in the background: the shop's HTTP server asks itself (ops/launch.ts). */
export type PageRefresher = (target: string) => Promise<void>;
let refresher: PageRefresher | undefined;
const refreshQueue: string[] = [];
let refreshesRunning = 0;
let refreshPending = false;

/** The value of `x-page-cache` that makes this process's answer front pass a request to the renderer (its own background renders). */
export const REVALIDATE_HEADER_VALUE = `revalidate ${randomUUID()}`;

/** True for this process's own background render of a stale page (`x-page-cache` of its requests to itself). */
export function isRevalidateRequest(header: string | null): boolean {
  return header === REVALIDATE_HEADER_VALUE;
}

/** Sets how stale pages of the answer front are rendered again (without one, a stale page is a miss). */
export function usePageRefresher(refresh: PageRefresher | undefined): void {
  refresher = refresh;
}

/** True when stale pages can be answered: something renders them again. */
export function canRevalidate(): boolean {
  return refresher !== undefined;
}

/** Queues the background render of a stale page, unless one runs or failed a moment ago. */
export function scheduleRefresh(target: string, entry: FrontEntry, now: number): void {
  if (entry.refreshing !== undefined && entry.refreshing > now) return;
  entry.refreshing = Number.POSITIVE_INFINITY;
  refreshQueue.push(target);
  runRefreshes();
}

function runRefreshes(): void {
  while (refreshesRunning < REFRESH_CONCURRENCY && refreshQueue.length > 0) {
    const target = refreshQueue.shift()!;
    const entry = frontEntry(target);
    // Rendered meanwhile (a miss elsewhere), or retired.
    if (!entry || entry.staleSince === undefined || !refresher) continue;
    refreshesRunning += 1;
    refresher(target)
      .catch((error: unknown) => {
        console.error(
          '[page-cache] background render of a stale page failed:',
          error instanceof Error ? error.message : error,
        );
      })
      .finally(() => {
        refreshesRunning -= 1;
        // Still the stale entry: the render kept nothing; the next request may try again after a moment.
        if (frontEntry(target) === entry && entry.refreshing === Number.POSITIVE_INFINITY)
          entry.refreshing = Date.now() + REFRESH_RETRY_MS;
        nextRefreshSoon();
      });
  }
}

/** Starts the next background render after the requests that arrived during the last one were read and answered. */
function nextRefreshSoon(): void {
  if (refreshPending || refreshQueue.length === 0) return;
  refreshPending = true;
  setImmediate(() => {
    refreshPending = false;
    runRefreshes();
  });
}

/** Keeps the stale copy of a page while it renders again. More in README.md. */
export function rememberStalePage(
  target: string,
  page: CachedPage,
  ttlSeconds: number,
  epoch: number,
  bytes: Buffer,
): boolean {
  if (refresher === undefined) return false;
  rememberPage(target, page, ttlSeconds, epoch, bytes);
  const entry = frontEntry(target);
  // Not kept (the generation moved meanwhile).
  if (entry?.identity.body !== bytes) return false;
  const now = Date.now();
  entry.staleSince = now;
  scheduleRefresh(target, entry, now);
  return true;
}
