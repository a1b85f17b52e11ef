import { LRUCache } from 'lru-cache';
import type { Db } from '../db/client.ts';
import type { StoreView } from '../../store-view/config.ts';
import { documentsOf, rawRowsOf, type ProductDocument, type RawRows } from './documents.ts';
import type { CatalogReference } from './reference.ts';

/**
 * The product documents a search built, kept per product, store, customer group and version of the stored rows
 * (search_documents.version), so a search builds only what it has not built yet. More in README.md.
 */

/** Upper bound of the stored JSON the kept documents were built from (their objects take about twice as much). */
export const DOCUMENT_CACHE_BYTES = 12_000_000;

/** The instants around a build instant between which a document built from some rows stays the same. */
export interface Window {
  /** The latest boundary before the instant (ms), or -Infinity. */
  after: number;
  /** The earliest boundary after it (ms), or Infinity. */
  before: number;
  /** The instant itself when it is a boundary (the document holds for that instant only), else null. */
  only: number | null;
}

interface Entry {
  document: ProductDocument | null;
  window: Window;
}

/**
 * The window of rows built at `now`: the time conditions of documents (pricing.ts effectiveSpecialPrice, isNewAt)
 * compare the instant with the special and news dates of the rows, so the document is the same for every instant
 * on the same side of each of those dates.
 */
export function windowOf(raw: RawRows, now: Date): Window {
  const at = now.getTime();
  let after = -Infinity;
  let before = Infinity;
  let only: number | null = null;
  const see = (date: Date | null | undefined) => {
    if (!date) return;
    const t = date.getTime();
    if (t < at) after = Math.max(after, t);
    else if (t > at) before = Math.min(before, t);
    else only = at;
  };
  for (const row of raw.priceRows) {
    see(row.specialFromDate);
    see(row.specialToDate);
  }
  // A step of the price history taking effect changes which price applies and the prior price of a reduction.
  for (const step of raw.historyRows) see(new Date(step.from));
  for (const rows of [raw.rowsA, raw.extraRows]) {
    for (const row of rows) {
      see(row.newsFromDate);
      see(row.newsToDate);
    }
  }
  return { after, before, only };
}

/** Whether a document built in `window` holds at `now`. */
export function holdsAt(window: Window, now: Date): boolean {
  const t = now.getTime();
  return window.only !== null ? t === window.only : window.after < t && t < window.before;
}

function deepFreeze<T>(value: T): T {
  if (value && typeof value === 'object' && !Object.isFrozen(value)) {
    Object.freeze(value);
    for (const key of Object.keys(value)) deepFreeze((value as Record<string, unknown>)[key]);
  }
  return value;
}

/** The kept documents of each database (versions are numbers of one database), with the reference data's fingerprint. */
const caches = new WeakMap<Db, { fingerprint: string; documents: LRUCache<string, Entry> }>();

function cacheOf(db: Db, reference: CatalogReference): LRUCache<string, Entry> {
  let cache = caches.get(db);
  if (!cache || cache.fingerprint !== reference.fingerprint) {
    cache = {
      fingerprint: reference.fingerprint,
      documents: new LRUCache<string, Entry>({ maxSize: DOCUMENT_CACHE_BYTES }),
    };
    caches.set(db, cache);
  }
  return cache.documents;
}

/** What identifies a document built for a search: product, version of its stored rows, store and customer group. */
export interface DocumentKey {
  productId: number;
  version: number | string;
  store: StoreView;
  groupId: number;
}
const keyOf = (key: DocumentKey) => `${key.store.storeCode}|${key.groupId}|${key.productId}|${key.version}`;

/**
 * The kept document of `key` when it holds at `now`: the document, null when the rows give none (no text in the
 * store), undefined when none is kept.
 */
export function keptDocument(
  db: Db,
  reference: CatalogReference,
  key: DocumentKey,
  now: Date,
): ProductDocument | null | undefined {
  const cache = caches.get(db);
  const entry = cache?.fingerprint === reference.fingerprint ? cache.documents.get(keyOf(key)) : undefined;
  if (!entry || !holdsAt(entry.window, now)) return undefined;
  return entry.document;
}

/** Builds the document of `key` from its stored rows (search_documents.doc, `size` bytes) at `now`, and keeps it. */
export function buildDocument(
  db: Db,
  reference: CatalogReference,
  key: DocumentKey,
  stored: Record<string, unknown>,
  size: number,
  now: Date,
): ProductDocument | null {
  const raw = rawRowsOf(stored);
  const [document = null] = documentsOf(raw, key.store, [key.productId], reference, {
    customerGroupId: key.groupId,
    now,
  });
  cacheOf(db, reference).set(
    keyOf(key),
    { document: deepFreeze(document), window: windowOf(raw, now) },
    { size: Math.max(1, size) },
  );
  return document;
}
