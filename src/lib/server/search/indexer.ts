import { sql, type SQL } from 'drizzle-orm';
import type { Db } from '../db/client.ts';
import { storeCodes, type StoreCode } from '../../store-view/config.ts';
import { storedDocumentSql } from '../catalog/documents.ts';

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

/** SQL of "this stock row (alias) makes its product available": in stock, and stock left unless not managed or backorders. */
const available = (s: string) =>
  sql.raw(`(${s}.is_in_stock AND (NOT ${s}.manage_stock OR ${s}.backorders OR ${s}.qty > 0))`);

/**
 * The statement that (re)builds the search_listing rows of the listed parents among `scope` (all when null):
 * a full build writes the rows in the order of store and categories, so that a category listing (and a text search,
 * whose hits are mostly of a few categories) reads few heap pages: at 100k products category 10 of store sv (3654
 * rows, ~1.3 kB each) lay on 2128 pages in build order, on 750-763 in this order. The new rows go where the free
 * space map finds room: the pages the vacuum after the previous build emptied (see rebuildSearchIndex), else the
 * end of the table; on a table whose free space is scattered one build lands on more pages (2004 once here) and
 * the next in order again. Rows refreshed later go where there is room; the next full build orders them again.
 * one row per store with the product's texts, price inputs, facet tokens, sellable-variant token sets, bundle and
 * grouped components and the full-text document (name A, sku and variant skus B, category names C); for a
 * configurable also the variant map: per value of an attribute variants differ by (any configurable's option
 * attribute), the values of the other such attributes on the same sellable variants
 * (`{ "ls_farg=49": { "ls_storlek_klader": ["S", "M"] } }`), which facet counts under variant filters read.
 *
 * The rules are those of the catalogue (product.md §4): listed = visibility 2-4, status 0/1, in stock (a
 * configurable: a variant of status < 2 in stock); filters match the product's own values or those of such a
 * variant; a bundle's price comes from the default link (else the first by position) of each option among the
 * sellable links (status 1, in stock), a grouped product's from its sellable simple associated products.
 */
function buildListingSql(scope: SQL | null): SQL {
  const inScope = scope ? sql`AND p.id = ANY(${scope})` : sql``;
  return sql`
    WITH parents AS (
      SELECT p.* FROM products p
      WHERE p.parent_id IS NULL AND p.visibility IN (2, 3, 4) AND p.status IN (0, 1) ${inScope}
    ),
    variants AS (
      SELECT c.id, c.parent_id, c.attributes FROM products c JOIN stock_items cs ON cs.product_id = c.id
      WHERE c.parent_id IN (SELECT id FROM parents) AND c.status < 2 AND ${available('cs')}
    ),
    listed AS (
      SELECT p.* FROM parents p LEFT JOIN stock_items s ON s.product_id = p.id
      WHERE CASE WHEN p.type_id = 'configurable' THEN EXISTS (SELECT 1 FROM variants v WHERE v.parent_id = p.id)
        ELSE coalesce(${available('s')}, false) END
    ),
    pairs AS (
      SELECT x.product_id, x.source_id, kv.key, v.value
      FROM (SELECT id AS product_id, id AS source_id, attributes FROM listed
            UNION ALL SELECT parent_id, id, attributes FROM variants) x
      CROSS JOIN LATERAL jsonb_each(x.attributes) kv
      CROSS JOIN LATERAL jsonb_array_elements_text(
        CASE jsonb_typeof(kv.value) WHEN 'array' THEN kv.value ELSE jsonb_build_array(kv.value) END) v(value)
    ),
    facet_values AS (SELECT product_id, key, array_agg(DISTINCT value) AS vals FROM pairs GROUP BY product_id, key),
    facets AS (
      SELECT product_id, array_agg(key || '=' || val ORDER BY key, val) AS tokens, jsonb_object_agg(key, to_jsonb(vals)) AS map
      FROM facet_values CROSS JOIN LATERAL unnest(vals) val GROUP BY product_id
    ),
    variant_sets AS (
      SELECT v.parent_id, v.id, array_agg(DISTINCT x.key || '=' || x.value) AS tokens
      FROM variants v JOIN pairs x ON x.product_id = v.parent_id AND (x.source_id = v.id OR x.source_id = v.parent_id)
      GROUP BY v.parent_id, v.id
    ),
    variant_tokens AS (SELECT parent_id AS product_id, jsonb_agg(to_jsonb(tokens)) AS sets FROM variant_sets GROUP BY parent_id),
    variant_attributes AS MATERIALIZED (SELECT coalesce(array_agg(a.code), '{}') AS codes FROM attributes a
      WHERE EXISTS (SELECT 1 FROM configurable_options co WHERE co.attribute_id = a.id)),
    variant_pairs AS (
      SELECT v.parent_id, x, split_part(y, '=', 1) AS attribute, jsonb_agg(DISTINCT substr(y, strpos(y, '=') + 1)) AS vals
      FROM variant_sets v CROSS JOIN variant_attributes va CROSS JOIN LATERAL unnest(v.tokens) x CROSS JOIN LATERAL unnest(v.tokens) y
      WHERE split_part(x, '=', 1) = ANY(va.codes) AND split_part(y, '=', 1) = ANY(va.codes) AND split_part(x, '=', 1) <> split_part(y, '=', 1)
      GROUP BY v.parent_id, x, split_part(y, '=', 1)
    ),
    variant_map AS (
      SELECT parent_id AS product_id, jsonb_object_agg(x, values_of) AS map FROM (
        SELECT parent_id, x, jsonb_object_agg(attribute, vals) AS values_of FROM variant_pairs GROUP BY parent_id, x
      ) t GROUP BY parent_id
    ),
    sellable AS (
      SELECT q.id FROM products q JOIN stock_items qs ON qs.product_id = q.id
      WHERE q.status = 1 AND ${available('qs')} AND q.id IN (
        SELECT l.product_id FROM bundle_option_links l JOIN bundle_options o ON o.id = l.option_id WHERE o.product_id IN (SELECT id FROM listed)
        UNION SELECT k.linked_product_id FROM product_links k WHERE k.product_id IN (SELECT id FROM listed) AND k.link_type = 'associated')
    ),
    bundle_choice AS (
      SELECT DISTINCT ON (o.id) o.product_id, o.position, l.product_id AS component, l.qty
      FROM bundle_options o JOIN bundle_option_links l ON l.option_id = o.id
      WHERE o.product_id IN (SELECT id FROM listed WHERE type_id = 'bundle') AND l.product_id IN (SELECT id FROM sellable)
      ORDER BY o.id, l.is_default DESC, l.position, l.id
    ),
    components AS (
      SELECT product_id, jsonb_agg(jsonb_build_array(component, qty) ORDER BY position) AS list FROM bundle_choice GROUP BY product_id
      UNION ALL
      SELECT k.product_id, jsonb_agg(jsonb_build_array(k.linked_product_id, 1) ORDER BY k.position)
      FROM product_links k JOIN products m ON m.id = k.linked_product_id AND m.type_id = 'simple'
      WHERE k.link_type = 'associated' AND k.product_id IN (SELECT id FROM listed WHERE type_id = 'grouped') AND k.linked_product_id IN (SELECT id FROM sellable)
      GROUP BY k.product_id
    ),
    per_product AS (
      SELECT p.id, p.type_id, p.sku, p.visibility, p.popularity, p.created_at, p.updated_at,
        array_prepend(p.sku, coalesce((SELECT array_agg(c.sku ORDER BY c.id) FROM products c WHERE c.parent_id = p.id), '{}')) AS skus,
        translate(p.sku, '-_/.', '    ') || ' ' || coalesce((SELECT string_agg(translate(c.sku, '-_/.', '    '), ' ' ORDER BY c.id)
          FROM products c WHERE c.parent_id = p.id), '') AS sku_text,
        coalesce((SELECT array_agg(pc.category_id ORDER BY pc.category_id) FROM product_categories pc WHERE pc.product_id = p.id), '{}') AS category_ids,
        coalesce(f.tokens, '{}') AS facets, coalesce(f.map, '{}'::jsonb) AS facet_map,
        CASE WHEN p.type_id = 'configurable' THEN vt.sets END AS variant_sets,
        CASE WHEN p.type_id = 'configurable' THEN vm.map END AS variant_map,
        CASE WHEN p.type_id IN ('bundle', 'grouped') THEN coalesce(cm.list, '[]'::jsonb) END AS components
      FROM listed p
      LEFT JOIN facets f ON f.product_id = p.id
      LEFT JOIN variant_tokens vt ON vt.product_id = p.id
      LEFT JOIN variant_map vm ON vm.product_id = p.id
      LEFT JOIN components cm ON cm.product_id = p.id
    )
    INSERT INTO search_listing (product_id, store_code, type_id, visibility, skus, name, url_key, url_path, category_ids, popularity,
      created_at, updated_at, price, special_price, special_from_date, special_to_date, tier_min, components, facets, facet_map,
      variants, variant_map, document)
    SELECT pp.id, t.store_code, pp.type_id, pp.visibility, pp.skus, t.name, t.url_key, t.url_path, pp.category_ids, pp.popularity,
      pp.created_at, pp.updated_at, pr.price, pr.special_price, pr.special_from_date, pr.special_to_date,
      (SELECT jsonb_object_agg(g, v) FROM (SELECT tp.customer_group_id::text AS g, min(tp.value) AS v FROM tier_prices tp
        WHERE tp.product_id = pp.id AND tp.store_code = t.store_code AND tp.qty <= 1 AND tp.value >= 0 GROUP BY tp.customer_group_id) tm),
      pp.components, pp.facets, pp.facet_map, pp.variant_sets, pp.variant_map,
      setweight(to_tsvector(cfg.c, t.name), 'A')
        || setweight(to_tsvector('simple', pp.sku_text), 'B')
        || setweight(to_tsvector(cfg.c, coalesce((
             SELECT string_agg(ct.name, ' ') FROM product_categories pc
             JOIN category_translations ct ON ct.category_id = pc.category_id AND ct.store_code = t.store_code
             WHERE pc.product_id = pp.id AND pc.category_id > 2), '')), 'C')
    FROM per_product pp
    JOIN product_translations t ON t.product_id = pp.id
    JOIN product_prices pr ON pr.product_id = pp.id AND pr.store_code = t.store_code
    CROSS JOIN LATERAL (SELECT (CASE t.store_code WHEN 'no' THEN 'norwegian' WHEN 'fi' THEN 'finnish' ELSE 'swedish' END)::regconfig AS c) cfg
    ${scope ? sql`` : sql`ORDER BY t.store_code, pp.category_ids, pp.id`}`;
}

/**
 * The statement that (re)builds the stored documents (search_documents) of the listing rows of `scope` (all when
 * null): run after buildListingSql, one document per listed product and store.
 */
function buildDocumentsSql(scope: SQL | null): SQL {
  // The listing alias is one the document SQL does not use itself (its subqueries see the outer row).
  return sql`INSERT INTO search_documents (store_code, product_id, doc)
    SELECT listed.store_code, listed.product_id, ${storedDocumentSql(sql`listed.product_id`, sql`listed.store_code`)}
    FROM search_listing listed ${scope ? sql`WHERE listed.product_id = ANY(${scope})` : sql``}`;
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
  await db.transaction(async (tx) => {
    await tx.execute(sql`SELECT pg_advisory_xact_lock(74210031)`);
    const fingerprint = await fingerprintOf(tx as unknown as Db);
    await emptyTables(tx as unknown as Db, ['search_dirty', 'search_listing', 'search_documents', 'search_terms']);
    await tx.execute(buildListingSql(null));
    await tx.execute(buildDocumentsSql(null));
    await insertTerms(tx as unknown as Db, await namesOf(tx as unknown as Db, null));
    await tx.execute(sql`
      INSERT INTO search_index_state (id, fingerprint, built_at, listing_version) VALUES (1, ${fingerprint}, now(), 1)
      ON CONFLICT (id) DO UPDATE SET fingerprint = excluded.fingerprint, built_at = excluded.built_at,
        listing_version = search_index_state.listing_version + 1`);
  });
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
 * Returns how many products were refreshed.
 */
export async function refreshDirtyProducts(db: Db): Promise<number> {
  return db.transaction(async (tx) => {
    await tx.execute(sql`SELECT pg_advisory_xact_lock(74210031)`);
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

/**
 * Rebuilds the whole search index when the catalogue structure changed (after a seed or an import; checked on
 * first use and then at most once a minute per process). The rows of single products changed since (stock, prices,
 * status, texts …, recorded by triggers whoever changed them) are refreshed by the search itself: its statement
 * reports them and it runs again after refreshDirtyProducts.
 */
export async function ensureSearchStructure(db: Db): Promise<void> {
  const found = checked.get(db);
  if (found && Date.now() - found.at < RECHECK_MS) return found.done;
  const done = (async () => {
    const [current, state] = await Promise.all([
      fingerprintOf(db),
      db.execute(sql`SELECT fingerprint FROM search_index_state WHERE id = 1`).then((r) => rowsOf(r)[0]?.fingerprint),
    ]);
    if (current !== state) await rebuildSearchIndex(db);
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
    await refreshDirtyProducts(db);
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
