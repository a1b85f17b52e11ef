-- Every stock change marks its product for the search index again, as every other catalogue table does: search
-- answers carry the stock quantity (stock.qty), and a kept search document must equal the one a lookup builds.
-- The search rebuilds marked products when it next runs, not the stock write.
DROP TRIGGER IF EXISTS "stock_items_search_update" ON "stock_items";
--> statement-breakpoint
CREATE TRIGGER "stock_items_search_update" AFTER UPDATE ON "stock_items" REFERENCING OLD TABLE AS old_rows NEW TABLE AS new_rows FOR EACH STATEMENT EXECUTE FUNCTION search_mark_dirty();
--> statement-breakpoint
DROP FUNCTION IF EXISTS search_mark_stock_dirty();
