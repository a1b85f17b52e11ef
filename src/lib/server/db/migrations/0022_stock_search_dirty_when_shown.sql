-- A stock change marks the product for the search index (search_dirty, migration 0003) only when it changes what
-- the index or a page shows of it: availability (listings hold products in stock), the stock flags, or a quantity
-- at or below the low-stock number shown (LOW_STOCK_SHOWN, 5: src/lib/catalog/stock-shown.ts). A quantity moving
-- above it (every order of a sale) leaves the index as it is. More in src/lib/server/search/README.md.
CREATE OR REPLACE FUNCTION search_mark_stock_dirty() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
	INSERT INTO search_dirty (product_id)
	SELECT DISTINCT x.id FROM new_rows n FULL JOIN old_rows o ON o.product_id = n.product_id
	CROSS JOIN LATERAL (VALUES (n.product_id), (o.product_id)) x(id)
	WHERE x.id IS NOT NULL AND (n.product_id IS NULL OR o.product_id IS NULL
		OR (n.sku, n.is_in_stock, n.manage_stock, n.backorders) IS DISTINCT FROM (o.sku, o.is_in_stock, o.manage_stock, o.backorders)
		OR (n.qty <> o.qty AND least(n.qty, o.qty) <= 5));
	RETURN NULL;
END $$;
--> statement-breakpoint
DROP TRIGGER IF EXISTS "stock_items_search_update" ON "stock_items";
--> statement-breakpoint
CREATE TRIGGER "stock_items_search_update" AFTER UPDATE ON "stock_items" REFERENCING OLD TABLE AS old_rows NEW TABLE AS new_rows FOR EACH STATEMENT EXECUTE FUNCTION search_mark_stock_dirty();
