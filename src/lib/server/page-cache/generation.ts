import { sql } from 'drizzle-orm';
import { getDb } from '../db/client.ts';
import { pageCacheStore, storeRevision } from './store.ts';

/** The generation of the shop's data: `{store version}:{data stamp}` (see README.md). */
const VERSION_INTERVAL_MS = 1_000;
const STAMP_INTERVAL_MS = 5_000;

interface GenerationState {
  /** Invalidations in this process; `mark` is the one the generation carries while the shared bump is pending. */
  local: number;
  mark: number;
  pending: number;
  version: number;
  stamp: string;
  versionAt: number;
  stampAt: number;
  /** The store the version was read from (`storeRevision`): a new store's version is read on the next look. */
  store: number;
  value: string | undefined;
  /** Increases each time `value` changes; pages kept in process carry the epoch they were made in. */
  epoch: number;
  refreshing: Promise<void> | undefined;
}

const state: GenerationState = {
  local: 0,
  mark: 0,
  pending: 0,
  version: 0,
  stamp: '',
  versionAt: 0,
  stampAt: 0,
  store: 0,
  value: undefined,
  epoch: 0,
  refreshing: undefined,
};

function noticeNewStore(): void {
  const revision = storeRevision();
  if (state.store === revision) return;
  state.store = revision;
  state.versionAt = 0;
}

function recompute(): void {
  if (!state.stampAt) return;
  const value = state.mark ? `${state.version}:${state.stamp}:${state.mark}` : `${state.version}:${state.stamp}`;
  if (value === state.value) return;
  state.value = value;
  state.epoch += 1;
}

async function readStamp(previous: string): Promise<string> {
  try {
    const db = await getDb();
    // Changed products, stock and reviews retire only their pages by tags (README.md: Generation); new products
    // move it.
    const rows = await db.execute<{ stamp: string | null }>(sql`SELECT greatest(
      (SELECT max(updated_at) FROM categories), (SELECT max(updated_at) FROM cms_pages),
      (SELECT max(updated_at) FROM cms_blocks))::text || '/' || (SELECT count(*) FROM products)::text AS stamp`);
    const list = (Array.isArray(rows) ? rows : (rows as { rows: { stamp: string | null }[] }).rows) as {
      stamp: string | null;
    }[];
    return list[0]?.stamp ?? 'empty';
  } catch {
    return previous || 'unknown';
  }
}

async function refresh(force: boolean): Promise<void> {
  noticeNewStore();
  const now = Date.now();
  const versionDue = force || now - state.versionAt >= VERSION_INTERVAL_MS;
  const stampDue = force || now - state.stampAt >= STAMP_INTERVAL_MS;
  // Mark before reading so concurrent requests do not start the same reads again.
  if (versionDue) state.versionAt = now;
  if (stampDue) state.stampAt = now;
  const invalidations = state.local;
  const [version, stamp] = await Promise.all([
    versionDue ? pageCacheStore().then((store) => store.version()) : state.version,
    stampDue ? readStamp(state.stamp) : state.stamp,
  ]);
  // A version read before an invalidation of this process finished is older than the one its bump returned; an
  // unreadable one (Redis away) leaves the one known.
  if (version !== undefined && invalidations === state.local && state.pending === 0) state.version = version;
  state.stamp = stamp;
  state.stampAt ||= now;
  recompute();
}

function startRefresh(force: boolean): Promise<void> {
  if (state.refreshing && !force) return state.refreshing;
  const run = refresh(force).finally(() => {
    if (state.refreshing === run) state.refreshing = undefined;
  });
  state.refreshing = run;
  return run;
}

/**
 * The current generation without waiting (undefined before it was first read); starts a background refresh
 * when the version or the stamp is due. Called on every cached answer.
 */
export function generationNow(now = Date.now()): string | undefined {
  noticeNewStore();
  if (
    state.refreshing === undefined &&
    (now - state.versionAt >= VERSION_INTERVAL_MS || now - state.stampAt >= STAMP_INTERVAL_MS)
  ) {
    startRefresh(false).catch(() => undefined);
  }
  return state.value;
}

/** The current generation, read from the store and the database when it was never read. */
export async function pageGeneration(): Promise<string> {
  const value = generationNow();
  if (value !== undefined) return value;
  await startRefresh(true);
  return state.value ?? `${state.version}:${state.stamp}`;
}

/** Reads the shared version and the data stamp now (after a write by another process, tests). */
export async function refreshGeneration(): Promise<string> {
  await startRefresh(true);
  return state.value!;
}

/** The epoch of the current generation: 0 before it is known, then one more at every change. */
export function generationEpoch(): number {
  return state.epoch;
}

/**
 * Retires every cached page and every cached page datum: call after a catalogue, stock, price or content write.
 * Moves this process's generation at once and bumps the shared version (other processes see it within a second).
 */
export async function invalidatePageCache(): Promise<void> {
  state.local += 1;
  state.mark = state.local;
  state.pending += 1;
  recompute();
  let shared = false;
  try {
    const store = await pageCacheStore();
    state.version = await store.bump();
    state.versionAt = Date.now();
    shared = true;
  } catch (error) {
    console.error(
      '[page-cache] invalidation of the shared cache failed:',
      error instanceof Error ? error.message : error,
    );
  } finally {
    state.pending -= 1;
  }
  // The shared version moved: the generation needs no local mark any more (and matches the other processes').
  if (shared && state.pending === 0) state.mark = 0;
  // The write also moved the data stamp: read it now rather than retiring every page a second time in 5 s.
  await startRefresh(true);
}

/** The newest change of the data pages show, read at most every 5 s (`fresh` reads it now). */
export async function dataStamp(fresh = false): Promise<string> {
  if (fresh) await startRefresh(true);
  else await pageGeneration();
  return state.stamp;
}
