import { sql } from 'drizzle-orm';
import type { Db } from '../db/client.ts';
import { storeCodes, type StoreCode } from '../../store-view/config.ts';

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
  (SELECT count(*) FROM category_translations)::text AS fingerprint`;

type Row = Record<string, unknown>;
function rowsOf(result: unknown): Row[] {
  return ((result as { rows?: Row[] }).rows ?? (result as Row[])) as Row[];
}

/** The current fingerprint of the catalogue tables the index is built from. */
async function fingerprintOf(db: Db): Promise<string> {
  return String(rowsOf(await db.execute(FINGERPRINT_SQL))[0]?.fingerprint ?? '');
}

/**
 * Rebuilds the search index from the catalogue tables: full-text documents (name A, sku and variant skus B,
 * category names C) with the store's stemming, the facet values of each listed product and its variants, and
 * the word list for typo tolerance and suggestions.
 */
export async function rebuildSearchIndex(db: Db): Promise<void> {
  await db.transaction(async (tx) => {
    await tx.execute(sql`SELECT pg_advisory_xact_lock(74210031)`);
    const fingerprint = await fingerprintOf(tx as unknown as Db);
    await tx.execute(sql`DELETE FROM product_search`);
    await tx.execute(sql`DELETE FROM product_facets`);
    await tx.execute(sql`DELETE FROM search_terms`);
    await tx.execute(sql`
      INSERT INTO product_search (product_id, store_code, name, document)
      SELECT p.id, t.store_code, t.name,
        setweight(to_tsvector(cfg.c, t.name), 'A')
        || setweight(to_tsvector('simple', translate(p.sku, '-_/.', '    ') || ' ' || coalesce((
             SELECT string_agg(translate(c.sku, '-_/.', '    '), ' ') FROM products c WHERE c.parent_id = p.id), '')), 'B')
        || setweight(to_tsvector(cfg.c, coalesce((
             SELECT string_agg(ct.name, ' ') FROM product_categories pc
             JOIN category_translations ct ON ct.category_id = pc.category_id AND ct.store_code = t.store_code
             WHERE pc.product_id = p.id AND pc.category_id > 2), '')), 'C')
      FROM products p
      JOIN product_translations t ON t.product_id = p.id
      CROSS JOIN LATERAL (SELECT (CASE t.store_code WHEN 'no' THEN 'norwegian' WHEN 'fi' THEN 'finnish' ELSE 'swedish' END)::regconfig AS c) cfg
      WHERE p.parent_id IS NULL`);
    await tx.execute(sql`
      INSERT INTO product_facets (parent_id, source_id, code, value)
      SELECT coalesce(p.parent_id, p.id), p.id, kv.key, v.value
      FROM products p
      CROSS JOIN LATERAL jsonb_each(p.attributes) kv
      CROSS JOIN LATERAL jsonb_array_elements_text(
        CASE jsonb_typeof(kv.value) WHEN 'array' THEN kv.value ELSE jsonb_build_array(kv.value) END) v(value)
      WHERE p.parent_id IS NULL OR EXISTS (SELECT 1 FROM products parent WHERE parent.id = p.parent_id)`);
    const words = new Map<string, number>();
    for (const store of storeCodes) {
      const names = rowsOf(await tx.execute(sql`
        SELECT name FROM product_search WHERE store_code = ${store}
        UNION ALL SELECT name FROM category_translations WHERE store_code = ${store} AND category_id > 2`));
      for (const { name } of names) {
        for (const word of new Set(wordsOf(String(name)))) {
          if (word.length < 2 || word.length > 40) continue;
          const key = `${store}\u0000${word}`;
          words.set(key, (words.get(key) ?? 0) + 1);
        }
      }
    }
    const entries = [...words.entries()];
    for (let i = 0; i < entries.length; i += 500) {
      const chunk = entries.slice(i, i + 500).map(([key, count]) => {
        const [store, term] = key.split('\u0000') as [string, string];
        return sql`(${store}, ${term}, ${count})`;
      });
      await tx.execute(sql`INSERT INTO search_terms (store_code, term, doc_count) VALUES ${sql.join(chunk, sql`, `)}`);
    }
    await tx.execute(sql`
      INSERT INTO search_index_state (id, fingerprint, built_at) VALUES (1, ${fingerprint}, now())
      ON CONFLICT (id) DO UPDATE SET fingerprint = excluded.fingerprint, built_at = excluded.built_at`);
  });
  // Fresh planner statistics for the search tables and the catalogue tables a search joins (after a seed or import).
  for (const table of ['product_search', 'product_facets', 'search_terms', 'products', 'product_prices', 'stock_items', 'product_categories', 'product_translations']) {
    await db.execute(sql.raw(`ANALYZE "${table}"`));
  }
}

/** How often a process re-checks that the index still matches the catalogue (ms). */
const RECHECK_MS = 60_000;
const checked = new WeakMap<Db, { at: number; done: Promise<void> }>();

/**
 * Makes sure the search index matches the catalogue (built after a seed or an import); checked on first use and
 * then at most once a minute per process.
 */
export function ensureSearchIndex(db: Db): Promise<void> {
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

/** Forces the next search to re-check the index (after catalogue changes in this process). */
export function invalidateSearchIndex(db: Db): void {
  checked.delete(db);
}
