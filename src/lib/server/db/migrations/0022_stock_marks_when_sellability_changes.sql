-- A stock row's update marks its product for the search index (search_dirty) only when it changes what the index
-- holds of it: whether the product can be sold (is_in_stock, manage_stock, backorders, a quantity reaching or
-- leaving 0) or its sku. A quantity alone is read by each search with its page (src/lib/server/search/README.md), so
-- a sale's orders and a stock file of the whole catalogue refresh no stored document. Inserts and deletes mark as
-- before (search_mark_dirty, migration 0003).
CREATE OR REPLACE FUNCTION search_mark_stock_dirty() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
	INSERT INTO search_dirty (product_id)
	SELECT n.product_id FROM new_rows n JOIN old_rows o ON o.product_id = n.product_id
		WHERE (n.qty > 0) IS DISTINCT FROM (o.qty > 0) OR n.is_in_stock IS DISTINCT FROM o.is_in_stock
			OR n.manage_stock IS DISTINCT FROM o.manage_stock OR n.backorders IS DISTINCT FROM o.backorders
			OR n.sku IS DISTINCT FROM o.sku
	UNION SELECT n.product_id FROM new_rows n WHERE NOT EXISTS (SELECT 1 FROM old_rows o WHERE o.product_id = n.product_id)
	UNION SELECT o.product_id FROM old_rows o WHERE NOT EXISTS (SELECT 1 FROM new_rows n WHERE n.product_id = o.product_id);
	RETURN NULL;
END $$;
--> statement-breakpoint
DROP TRIGGER IF EXISTS "stock_items_search_update" ON "stock_items";
--> statement-breakpoint
CREATE TRIGGER "stock_items_search_update" AFTER UPDATE ON "stock_items" REFERENCING OLD TABLE AS old_rows NEW TABLE AS new_rows FOR EACH STATEMENT EXECUTE FUNCTION search_mark_stock_dirty();
