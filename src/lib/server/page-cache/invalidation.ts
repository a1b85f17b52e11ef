import { randomUUID } from 'node:crypto';
import { gt, lt, max, sql } from 'drizzle-orm';
import { getDb, type Db } from '../db/client.ts';
import { cacheInvalidations } from '../db/schema/index.ts';
import { noteForgotten } from './forgotten.ts';
import { dropFrontEntry, forgetFrontTagged } from './front.ts';
import { invalidatePageCache } from './generation.ts';
import { pageCacheSlot } from './keys.ts';
import { MemoryPageCache } from './memory-store.ts';
import { forgetPageDataTagged } from './memo.ts';
import { pageCacheStore } from './store.ts';
import type { PageCacheStore } from './types.ts';

/*
 * Invalidation by tags (see README.md): a write records its tags in `cache_invalidations` in its own transaction and,
 * after the commit, `announceInvalidation` forgets them here at once, in the shared store, and tells the other
 * processes by Redis pub/sub. Every process also reads new rows every second (no Redis, scripts, lost messages).
 */
const POLL_MS = 1_000;
const instance = randomUUID();

/** Ids of invalidations already applied in this process (by announcement or message), oldest first. */
const appliedIds = new Set<number>();
let lastSeen: number | undefined;
let pruneAt = 0;

/**
 * Forgets `tags` in this process: cached page data at once; pages of the answer front at once, or — with `revalidate`
 * (an order or a restock changed a stock level, nothing a shopper must not see for a moment) — kept and answered
 * stale while the next request for each one renders it again in the background (stale-while-revalidate).
 */
function forgetLocally(tags: string[], revalidate = false): void {
  const now = Date.now();
  noteForgotten(tags, now);
  const wanted = new Set(tags);
  forgetFrontTagged(wanted, revalidate, now);
  forgetPageDataTagged(wanted);
}

/**
 * Forgets the pages and page data of `tags` at a price or news window's boundary (windows.ts; forgotten.ts notes the
 * boundary's instant): in this process at once, and in the shared store. Every process follows the windows itself,
 * so nothing is published.
 */
export function forgetAtBoundary(tags: string[]): void {
  const wanted = new Set(tags);
  forgetFrontTagged(wanted, false, Date.now());
  forgetPageDataTagged(wanted);
  pageCacheStore()
    .then((store) => store.forget(tags))
    .catch(() => undefined);
}

function applied(id: number | undefined): boolean {
  if (id === undefined) return false;
  if (appliedIds.has(id)) return true;
  appliedIds.add(id);
  if (appliedIds.size > 2000) appliedIds.delete(appliedIds.values().next().value!);
  return false;
}

/**
 * Records an invalidation of `tags` in the transaction of the write that causes it, with whether the pages may be
 * answered stale while they are rendered again (as `announceInvalidation` is told); returns its id.
 */
export async function recordInvalidation(
  writer: Pick<Db, 'insert'>,
  tags: string[],
  revalidate = false,
): Promise<number> {
  const [row] = await writer
    .insert(cacheInvalidations)
    .values({ tags, revalidate })
    .returning({ id: cacheInvalidations.id });
  return row!.id;
}

/** After the commit of a recorded invalidation. More in README.md. */
export async function announceInvalidation(
  tags: string[],
  id?: number,
  options: { revalidate?: boolean } = {},
): Promise<void> {
  if (tags.length === 0) return;
  const revalidate = options.revalidate === true;
  applied(id);
  forgetLocally(tags, revalidate);
  const store = await pageCacheStore();
  await store.forget(tags, { revalidate });
  await store.publish?.(JSON.stringify({ id, tags, from: instance, ...(revalidate ? { revalidate } : {}) }));
}

/** Records and announces an invalidation of `tags` (a write outside a transaction of its own). */
export async function invalidateTags(tags: string[]): Promise<void> {
  if (tags.length === 0) return;
  const id = await recordInvalidation(await getDb(), tags);
  await announceInvalidation(tags, id);
}

async function pollInvalidations(store: PageCacheStore): Promise<void> {
  const db = await getDb();
  if (lastSeen === undefined) {
    // A process that starts has nothing of its own to forget: it begins with what comes next.
    const [row] = await db.select({ last: max(cacheInvalidations.id) }).from(cacheInvalidations);
    lastSeen = Number(row?.last ?? 0);
    return;
  }
  const rows = await db
    .select({ id: cacheInvalidations.id, tags: cacheInvalidations.tags, revalidate: cacheInvalidations.revalidate })
    .from(cacheInvalidations)
    .where(gt(cacheInvalidations.id, lastSeen))
    .orderBy(cacheInvalidations.id)
    .limit(500);
  for (const row of rows) {
    lastSeen = row.id;
    if (applied(row.id)) continue;
    forgetLocally(row.tags, row.revalidate);
    // The writer may have stopped before it forgot them in the shared store.
    await store.forget(row.tags, { revalidate: row.revalidate });
  }
  const now = Date.now();
  if (now >= pruneAt) {
    pruneAt = now + 10 * 60_000;
    await db.delete(cacheInvalidations).where(lt(cacheInvalidations.createdAt, sql`now() - interval '1 day'`));
  }
}

/** Reads the invalidations other processes recorded since the last read now (tests; servers read every second). */
export async function readInvalidations(): Promise<void> {
  await pollInvalidations(await pageCacheStore());
}

let listening = false;

/**
 * Hears the other processes' invalidations on `store`: their messages at once, the database's rows every second. Once
 * per process (the output cache starts it before it keeps a page).
 */
export function listenForInvalidations(store: PageCacheStore): void {
  if (listening) return;
  listening = true;
  store.subscribe?.((message) => {
    try {
      const { id, tags, from, revalidate } = JSON.parse(message) as {
        id?: number;
        tags: string[];
        from: string;
        revalidate?: boolean;
      };
      if (from === instance || applied(id) || !Array.isArray(tags)) return;
      forgetLocally(tags, revalidate === true);
    } catch {
      // not a message of ours
    }
  });
  let polling = false;
  const timer = setInterval(() => {
    if (polling) return;
    polling = true;
    pollInvalidations(store)
      .catch(() => undefined)
      .finally(() => {
        polling = false;
      });
  }, POLL_MS);
  timer.unref();
}

/**
 * Retires the cached pages of some targets (paths with their sorted query) only, where that reaches every copy: the
 * in-process store and this process's answer front. With a shared store (Redis) other processes keep their own
 * answer fronts, so there everything is retired instead. Returns whether only the targets were retired.
 */
export async function purgePages(targets: string[]): Promise<boolean> {
  const store = await pageCacheStore();
  if (!(store instanceof MemoryPageCache)) {
    await invalidatePageCache();
    return false;
  }
  for (const target of targets) {
    await store.delete((await pageCacheSlot(target)).key);
    dropFrontEntry(target);
  }
  return true;
}
