import { brotliCompress, constants as zlibConstants, gzip } from 'node:zlib';
import { LRUCache } from 'lru-cache';
import { generationEpoch } from './generation.ts';
import type { CachedPage } from './types.ts';

/**
 * The answer front: pages of the current generation ready to send, in this process, keyed by the request target as the
 * browser sent it (path and query). More in README.md.
 */

/** A content coding the front answers with. */
export type Encoding = 'identity' | 'gzip' | 'br';
/** A page's body in one coding with the header list sent with it. */
export interface Variant {
  headers: string[];
  body: Buffer;
  age: number;
  withAge: string[];
}
/** A page of the answer front. */
export interface FrontEntry {
  epoch: number;
  tags: string[];
  status: number;
  storedAt: number;
  expires: number;
  identity: Variant;
  gzip?: Variant;
  br?: Variant;
  /** The page's own headers, for the compressed variants made when a client first asks for one. */
  pageHeaders: [string, string][];
  /** Codings being compressed now. */
  compressing?: Encoding[];
  /** Since when the page is stale (an order or restock changed what it shows): answered while it renders again. */
  staleSince?: number | undefined;
  /** While a background render of a stale page runs, or until when a failed one is not tried again. */
  refreshing?: number | undefined;
}

/** An entry with the bytes it holds: set again (a new slot) when a compressed variant is added. */
interface Slot {
  entry: FrontEntry;
  size: number;
}
const slots = new LRUCache<string, Slot>({
  max: 2000,
  maxSize: 96 * 1024 * 1024,
  sizeCalculation: (slot) => slot.size,
});
/** The generation the entries belong to: when it moves they all go at the next look. */
let slotsEpoch = 0;

function current(): LRUCache<string, Slot> {
  const epoch = generationEpoch();
  if (slotsEpoch !== epoch) {
    slots.clear();
    slotsEpoch = epoch;
  }
  return slots;
}

/** The front's page for a request target, if any. */
export function frontEntry(target: string): FrontEntry | undefined {
  return current().get(target)?.entry;
}

/** Drops a target's page, unless another replaced `entry` meanwhile. */
export function dropFrontEntry(target: string, entry?: FrontEntry): void {
  const front = current();
  if (entry === undefined || front.peek(target)?.entry === entry) front.delete(target);
}

/**
 * Forgets the pages carrying one of `tags`; with `revalidate` a page is kept and marked stale (answered while it
 * renders again) instead.
 */
export function forgetFrontTagged(tags: ReadonlySet<string>, revalidate: boolean, now: number): void {
  const front = current();
  const dropped: string[] = [];
  for (const [target, { entry }] of front.entries()) {
    if (!entry.tags.some((tag) => tags.has(tag))) continue;
    if (revalidate && entry.status === 200) {
      // A page already stale keeps the time it first went stale (it is answered stale for a while at most).
      entry.staleSince ??= now;
      // A render that began before this change may not show it: the page is rendered again on the next request.
      entry.refreshing = undefined;
    } else dropped.push(target);
  }
  for (const target of dropped) front.delete(target);
}

function variant(headers: [string, string][], body: Buffer, encoding: Encoding): Variant {
  const list: string[] = [];
  for (const [name, value] of headers) {
    const lower = name.toLowerCase();
    if (
      lower === 'content-length' ||
      lower === 'content-encoding' ||
      lower === 'age' ||
      lower === 'x-cache' ||
      lower === 'vary'
    )
      continue;
    list.push(lower, value);
  }
  if (encoding !== 'identity') list.push('content-encoding', encoding);
  list.push('vary', 'Accept-Encoding', 'content-length', String(body.length), 'x-cache', 'HIT');
  return { headers: list, body, age: -1, withAge: list };
}

/** Pages smaller than this are not compressed (the headers would outweigh the gain). */
const COMPRESS_MIN_BYTES = 1024;
/** A page is compressed in a coding when a client first asks for it in that coding. More in README.md. */
const BROTLI_QUALITY = 5;
const GZIP_LEVEL = 6;

/**
 * Keeps a page ready to answer in this process for the rest of its generation (`epoch` is the generation the page
 * was made in: a page rendered while the data changed is not kept). `target` is the request's path and query;
 * `bytes` the body already encoded, when the caller has it.
 */
export function rememberPage(
  target: string,
  page: CachedPage,
  ttlSeconds: number,
  epoch: number,
  bytes?: Buffer,
): void {
  if (epoch !== generationEpoch() || epoch === 0) return;
  const body = bytes ?? Buffer.from(page.body);
  const entry: FrontEntry = {
    epoch,
    tags: page.tags ?? [],
    status: page.status,
    storedAt: page.storedAt,
    expires: page.storedAt + ttlSeconds * 1000,
    identity: variant(page.headers, body, 'identity'),
    pageHeaders: page.headers,
  };
  current().set(target, { entry, size: body.length + 1024 });
}

/**
 * Compresses a front page in `encoding`, once, off the event loop; until it is done the page is answered
 * uncompressed. A page nobody asks for again (a crawler's) is never compressed.
 */
export function compressFrontEntry(target: string, entry: FrontEntry, encoding: 'gzip' | 'br'): void {
  if (entry[encoding] !== undefined || entry.compressing?.includes(encoding)) return;
  const body = entry.identity.body;
  if (body.length < COMPRESS_MIN_BYTES) {
    entry[encoding] = entry.identity;
    return;
  }
  (entry.compressing ??= []).push(encoding);
  const done = (error: Error | null, data: Buffer) => {
    entry.compressing = entry.compressing?.filter((coding) => coding !== encoding);
    const slot = slots.peek(target);
    if (error || slot?.entry !== entry) return;
    if (data.length >= body.length) {
      entry[encoding] = entry.identity;
      return;
    }
    entry[encoding] = variant(entry.pageHeaders, data, encoding);
    slots.set(target, { entry, size: slot.size + data.length });
  };
  if (encoding === 'gzip') gzip(body, { level: GZIP_LEVEL }, done);
  else
    brotliCompress(
      body,
      {
        params: {
          [zlibConstants.BROTLI_PARAM_QUALITY]: BROTLI_QUALITY,
          [zlibConstants.BROTLI_PARAM_SIZE_HINT]: body.length,
        },
      },
      done,
    );
}
