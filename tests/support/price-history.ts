/**
 * A price history for tests, as staff would bring it (SQL on the shop's database): a sku at 599 from 45 days ago,
 * raised to 799 five days ago, then on a special price from now on (a write of the price table, which the database
 * records). Run `SALE_SQL` with each statement's parameters.
 */
export const SALE_SQL: { sql: string; params: (sku: string, special: number) => unknown[] }[] = [
  {
    sql: `WITH p AS (SELECT id FROM products WHERE sku = $1),
    gone AS (DELETE FROM price_history WHERE product_id = (SELECT id FROM p))
    INSERT INTO price_history (product_id, store_code, effective_from, price, source)
    SELECT (SELECT id FROM p), store, now() - d * interval '1 day', price, 'import'
    FROM unnest(ARRAY['sv', 'no', 'fi']) store CROSS JOIN (VALUES (45, 599), (5, 799)) v(d, price)`,
    params: (sku) => [sku],
  },
  {
    sql: `UPDATE product_prices SET price = 799, special_price = $2, special_from_date = NULL, special_to_date = NULL
    WHERE product_id = (SELECT id FROM products WHERE sku = $1)`,
    params: (sku, special) => [sku, special],
  },
];

/** Listed simple products in stock without a special price that no package holds (free to price in a test). */
export const FREE_PRODUCTS_SQL = `SELECT p.sku FROM products p JOIN stock_items s ON s.product_id = p.id
  WHERE p.type_id = 'simple' AND p.parent_id IS NULL AND p.visibility = 4 AND p.status = 1 AND s.qty > 10
  AND NOT EXISTS (SELECT 1 FROM product_prices x WHERE x.product_id = p.id AND x.special_price IS NOT NULL)
  AND NOT EXISTS (SELECT 1 FROM bundle_option_links l WHERE l.product_id = p.id)
  AND NOT EXISTS (SELECT 1 FROM product_links l WHERE l.linked_product_id = p.id AND l.link_type = 'associated')
  ORDER BY p.sku DESC`;
