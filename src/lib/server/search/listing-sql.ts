/** The statements that build the search listing rows and the stored documents of products (search/indexer.ts runs them). */
import { sql, type SQL } from 'drizzle-orm';
import { storedDocumentSql } from '../catalog/documents.ts';

/** SQL of "this stock row (alias) makes its product available": in stock, and stock left unless not managed or backorders. */
const available = (s: string) =>
  sql.raw(`(${s}.is_in_stock AND (NOT ${s}.manage_stock OR ${s}.backorders OR ${s}.qty > 0))`);

/**
 * The statement that (re)builds the search_listing rows of the listed parents among `scope` (all when null). More in
 * README.md.
 */
export function buildListingSql(scope: SQL | null): SQL {
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
export function buildDocumentsSql(scope: SQL | null): SQL {
  // The listing alias is one the document SQL does not use itself (its subqueries see the outer row).
  return sql`INSERT INTO search_documents (store_code, product_id, doc)
    SELECT listed.store_code, listed.product_id, ${storedDocumentSql(sql`listed.product_id`, sql`listed.store_code`)}
    FROM search_listing listed ${scope ? sql`WHERE listed.product_id = ANY(${scope})` : sql``}`;
}
