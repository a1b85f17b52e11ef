import { sql } from 'drizzle-orm';
import type { Db } from '../db/client.ts';
import { storeCodes, type StoreCode } from '../../store-view/config.ts';
import { buildDocumentsSql, buildListingSql } from './listing-sql.ts';
import { SEARCH_INDEX_LOCK } from '../db/advisory-locks.ts';

/** The search index lock's key, written into the statements (as before, not a parameter). */
const INDEX_LOCK = sql.raw(String(SEARCH_INDEX_LOCK));

/** PostgreSQL text search configuration (stemming) per store. */
export const textSearchConfig: Record<StoreCode, 'swedish' | 'norwegian' | 'finnish'> = {
  sv: 'swedish',
  no: 'norwegian',
  fi: 'finnish',
};

/** Splits a text into lower-case words (letters and digits), the same way for the index and for queries. */
export function wordsOf(text: string): string[] {
  return text.toLocaleLowerCase('sv').match(/[\p{L}\p{N}]+/gu) ?? [];
}

const FINGERPRINT_SQL = sql`SELECT
  (SELECT count(*) FROM products)::text || ':' || coalesce((SELECT max(updated_at) FROM products)::text, '') || ':' ||
  (SELECT count(*) FROM product_translations)::text || ':' || (SELECT count(*) FROM product_categories)::text || ':' ||
  (SELECT count(*) FROM category_translations)::text || ':' ||
  (SELECT count(DISTINCT attribute_id) FROM configurable_options)::text AS fingerprint`;

type Row = Record<string, unknown>;
function rowsOf(result: unknown): Row[] {
  return ((result as { rows?: Row[] }).rows ?? (result as Row[])) as Row[];
}

/** The current fingerprint of the catalogue tables the index is built from. */
async function fingerprintOf(db: Db): Promise<string> {
  return String(rowsOf(await db.execute(FINGERPRINT_SQL))[0]?.fingerprint ?? '');
}

/** The fingerprint the index was last built for; undefined before the first build. */
async function storedFingerprint(db: Db): Promise<string | undefined> {
  const row = rowsOf(await db.execute(sql`SELECT fingerprint FROM search_index_state WHERE id = 1`))[0];
  return row ? String(row.fingerprint) : undefined;
}

/**
 * Adds the words of names to the word list of typo corrections and suggestions (search_terms), with the number
 * of names holding each; words already listed are kept as they are. Returns how many words were new.
 */
async function insertTerms(db: Db, names: readonly { store: string; name: string }[]): Promise<number> {
  const words = new Map<string, number>();
  for (const { store, name } of names) {
    for (const word of new Set(wordsOf(name))) {
      if (word.length < 2 || word.length > 40) continue;
      const key = `${store}\u0000${word}`;
      words.set(key, (words.get(key) ?? 0) + 1);
    }
  }
  const entries = [...words.entries()];
  let added = 0;
  for (let i = 0; i < entries.length; i += 500) {
    const chunk = entries.slice(i, i + 500).map(([key, count]) => {
      const [store, term] = key.split('\u0000') as [string, string];
      return sql`(${store}, ${term}, ${count})`;
    });
    added += rowsOf(
      await db.execute(sql`INSERT INTO search_terms (store_code, term, doc_count) VALUES ${sql.join(chunk, sql`, `)}
      ON CONFLICT (store_code, term) DO NOTHING RETURNING 1 AS added`),
    ).length;
  }
  return added;
}

/**
 * The names the word list is built from, per store: of the parent products `idArray` (an int[] literal), or of all
 * parent products and categories when null.
 */
async function namesOf(db: Db, idArray: string | null): Promise<{ store: string; name: string }[]> {
  const stores = sql.join(
    storeCodes.map((code) => sql`${code}`),
    sql`, `,
  );
  const products = sql`SELECT t.store_code AS store, t.name FROM product_translations t JOIN products p ON p.id = t.product_id
    WHERE p.parent_id IS NULL AND t.store_code IN (${stores})${idArray ? sql` AND p.id = ANY(${idArray}::int[])` : sql``}`;
  const rows = rowsOf(
    await db.execute(
      idArray
        ? products
        : sql`${products}
    UNION ALL SELECT store_code, name FROM category_translations WHERE store_code IN (${stores}) AND category_id > 2`,
    ),
  );
  return rows.map((row) => ({ store: String(row.store), name: String(row.name) }));
}

/**
 * Adds the words of the refreshed products' names to the word list (a product added or renamed since the last
 * full build is then found with typos too) and, when there were new ones, moves the index version on so that
 * every process drops its cached term analysis. Words no longer used stay until the next full build.
 */
async function addTermsOf(db: Db, idArray: string): Promise<void> {
  if ((await insertTerms(db, await namesOf(db, idArray))) > 0)
    await db.execute(sql`UPDATE search_index_state SET built_at = clock_timestamp() WHERE id = 1`);
}

/** Planner statistics for the search tables and the catalogue tables a search or a document load reads. */
async function analyzeTables(db: Db): Promise<void> {
  for (const table of [
    'search_listing',
    'search_documents',
    'search_terms',
    'products',
    'product_prices',
    'stock_items',
    'product_categories',
    'product_translations',
    'tier_prices',
    'product_links',
    'bundle_options',
    'bundle_option_links',
    'configurable_options',
  ]) {
    await db.execute(sql.raw(`ANALYZE "${table}"`));
  }
}

/**
 * Rebuilds the whole search index from the catalogue tables: the listing rows of every listed product and store
 * (see buildListingSql) and the word list for typo tolerance and suggestions (names of all parent products and
 * categories per store).
 */
export async function rebuildSearchIndex(db: Db): Promise<void> {
  // Statistics first: right after a seed or an import the planner knows nothing of the tables the build reads.
  await analyzeTables(db);
  const built = await db.transaction(async (tx) => {
    await tx.execute(sql`SELECT pg_advisory_xact_lock(${INDEX_LOCK})`);
    const fingerprint = await fingerprintOf(tx as unknown as Db);
    // Another process (another instance of the shop, the seed) built it while this one waited.
    if (fingerprint === (await storedFingerprint(tx as unknown as Db))) return false;
    await emptyTables(tx as unknown as Db, ['search_dirty', 'search_listing', 'search_documents', 'search_terms']);
    await tx.execute(buildListingSql(null));
    await tx.execute(buildDocumentsSql(null));
    await insertTerms(tx as unknown as Db, await namesOf(tx as unknown as Db, null));
    await tx.execute(sql`
      INSERT INTO search_index_state (id, fingerprint, built_at, listing_version) VALUES (1, ${fingerprint}, now(), 1)
      ON CONFLICT (id) DO UPDATE SET fingerprint = excluded.fingerprint, built_at = excluded.built_at,
        listing_version = search_index_state.listing_version + 1`);
    return true;
  });
  if (!built) return;
  // Fresh planner statistics for the search tables and the catalogue tables a search joins (after a seed or import).
  await analyzeTables(db);
  // Every search checks search_dirty for rows (EXISTS): after a seed or an import it holds only the dead rows of the
  // build's DELETE (433k at 100k products, 18 MB), which that check scans until autovacuum comes by — 9 ms of every
  // search of the 100k catalogue. VACUUM truncates the emptied table at once.
  await db.execute(sql`VACUUM search_dirty`);
  // The build's DELETE leaves the previous rows dead in search_listing and its indexes: until autovacuum comes by, a
  // listing's bitmap scan visits them too (category 10 at 100k products: 7308 index entries and 1464 heap pages for
  // 3654 rows, against 3654 and 750 once vacuumed; postgres CPU per listing 47 against 37 ms).
  await db.execute(sql`VACUUM search_listing`);
}

/** Empties search tables before a full build (DELETE, so other processes read the previous rows until it commits). */
async function emptyTables(db: Db, tables: readonly string[]): Promise<void> {
  for (const table of tables) await db.execute(sql.raw(`DELETE FROM ${table}`));
}

/** Above this many changed products the listing is rebuilt in one pass instead of product by product. */
const REBUILD_ALL_OVER = 5000;

/** The name of the prepared refresh statement (per database session). */
const REFRESH_STATEMENT = 'search_listing_refresh';
/** The name of the prepared statement refreshing stored documents. */
const DOCUMENTS_STATEMENT = 'search_documents_refresh';

/**
 * Rebuilds the listing rows of the products recorded in search_dirty (by the triggers of migration 0003) and of
 * the products they belong to: the parent of a variant, the bundles and grouped products a product is part of, the
 * products linking to it (their stored documents carry its name, price and stock).
 * Returns how many products were refreshed; null with `ifFree` when another session is refreshing.
 */
export async function refreshDirtyProducts(db: Db, options: { ifFree?: boolean } = {}): Promise<number | null> {
  return db.transaction(async (tx) => {
    if (options.ifFree) {
      // A refresh under way elsewhere (a whole catalogue's, minutes at 100k) is not waited for: the caller answers
      // from the rows as they are until it commits.
      const [taken] = rowsOf(await tx.execute(sql`SELECT pg_try_advisory_xact_lock(${INDEX_LOCK}) AS taken`));
      if (taken?.taken !== true && taken?.taken !== 't') return null;
    } else await tx.execute(sql`SELECT pg_advisory_xact_lock(${INDEX_LOCK})`);
    const taken = rowsOf(
      await tx.execute(sql`
      WITH d AS (DELETE FROM search_dirty RETURNING product_id),
      ids AS (SELECT DISTINCT product_id AS id FROM d)
      SELECT coalesce(array_agg(x.id), '{}') AS ids FROM (
        SELECT id FROM ids
        UNION SELECT p.parent_id FROM products p WHERE p.id IN (SELECT id FROM ids) AND p.parent_id IS NOT NULL
        UNION SELECT o.product_id FROM bundle_option_links l JOIN bundle_options o ON o.id = l.option_id WHERE l.product_id IN (SELECT id FROM ids)
        UNION SELECT k.product_id FROM product_links k WHERE k.linked_product_id IN (SELECT id FROM ids)
      ) x`),
    )[0]?.ids;
    const ids =
      (typeof taken === 'string'
        ? taken.replace(/[{}]/g, '').split(',').filter(Boolean).map(Number)
        : (taken as number[] | undefined)) ?? [];
    if (ids.length === 0) return 0;
    await tx.execute(sql`UPDATE search_index_state SET listing_version = listing_version + 1 WHERE id = 1`);
    const idArray = `{${ids.map((id) => Math.trunc(id)).join(',')}}`;
    await addTermsOf(tx as unknown as Db, idArray);
    if (ids.length > REBUILD_ALL_OVER) {
      // Most of the catalogue changed (a re-seed or an import that kept the fingerprint): one pass over all of it.
      await emptyTables(tx as unknown as Db, ['search_listing', 'search_documents']);
      await tx.execute(buildListingSql(null));
      await tx.execute(buildDocumentsSql(null));
      return ids.length;
    }
    await tx.execute(sql`DELETE FROM search_listing WHERE product_id = ANY(${idArray}::int[])`);
    await tx.execute(sql`DELETE FROM search_documents WHERE product_id = ANY(${idArray}::int[])`);
    // The build statements are large: planning them costs more than running them for a few products, so they are
    // prepared once per database session and executed with the ids (whole numbers read from the database, inlined).
    const prepared = new Set(
      rowsOf(
        await tx.execute(
          sql`SELECT name FROM pg_prepared_statements WHERE name IN (${REFRESH_STATEMENT}, ${DOCUMENTS_STATEMENT})`,
        ),
      ).map((row) => String(row.name)),
    );
    if (!prepared.has(REFRESH_STATEMENT))
      await tx.execute(sql`PREPARE ${sql.raw(REFRESH_STATEMENT)}(int[]) AS ${buildListingSql(sql.raw('$1'))}`);
    if (!prepared.has(DOCUMENTS_STATEMENT))
      await tx.execute(sql`PREPARE ${sql.raw(DOCUMENTS_STATEMENT)}(int[]) AS ${buildDocumentsSql(sql.raw('$1'))}`);
    await tx.execute(sql.raw(`EXECUTE ${REFRESH_STATEMENT}('${idArray}')`));
    await tx.execute(sql.raw(`EXECUTE ${DOCUMENTS_STATEMENT}('${idArray}')`));
    return ids.length;
  });
}

/** How often a process re-checks that the index still matches the catalogue structure (ms). */
const RECHECK_MS = 60_000;
const checked = new WeakMap<Db, { at: number; done: Promise<void> }>();
/** A rebuild this process runs in the background (README.md), so that a later check does not start another. */
const rebuilding = new WeakMap<Db, Promise<void>>();

/**
 * Rebuilds the whole search index when the catalogue structure changed (after a seed or an import). More in README.md.
 */
export async function ensureSearchStructure(db: Db): Promise<void> {
  const found = checked.get(db);
  if (found && Date.now() - found.at < RECHECK_MS) return found.done;
  const done = (async () => {
    const [current, state] = await Promise.all([fingerprintOf(db), storedFingerprint(db)]);
    if (current === state) return;
    // No index yet: the search waits for the first one.
    if (state === undefined) return rebuildSearchIndex(db);
    // The index built before keeps answering while the new one is built, as it does for other processes.
    if (!rebuilding.has(db)) {
      const rebuild = rebuildSearchIndex(db)
        .catch((error: unknown) => console.error('[search] rebuilding the index failed:', error))
        .finally(() => rebuilding.delete(db));
      rebuilding.set(db, rebuild);
    }
  })();
  checked.set(db, { at: Date.now(), done });
  done.catch(() => checked.delete(db));
  return done;
}

/**
 * Makes the listing current (structure checked, changed products refreshed when there are any) and answers its
 * version, which moves on with every change of listing rows: answers derived from the listing can be kept per version.
 */
export async function currentListingVersion(db: Db): Promise<string> {
  await ensureSearchStructure(db);
  for (let attempt = 0; ; attempt++) {
    const [row] = rowsOf(
      await db.execute(sql`SELECT EXISTS (SELECT 1 FROM search_dirty) AS stale,
      (SELECT listing_version::text || '@' || built_at::text FROM search_index_state WHERE id = 1) AS version`),
    );
    const stale = row?.stale === true || row?.stale === 't';
    if (!stale || attempt > 0) return String(row?.version ?? '');
    if ((await refreshDirtyProducts(db, { ifFree: true })) === null) return String(row?.version ?? '');
  }
}

/** Makes the whole index current now: ensureSearchStructure, then the rows of the products changed since. */
export async function ensureSearchIndex(db: Db): Promise<void> {
  await ensureSearchStructure(db);
  await refreshDirtyProducts(db);
}

/** Forces the next search to re-check the index (after catalogue changes in this process). */
export function invalidateSearchIndex(db: Db): void {
  checked.delete(db);
}
