-- The rows of each listed product's document per store, read by a search for its page in one primary-key lookup
-- per product instead of gathering products, variants, texts, prices, stock and tier prices for every search
-- (a page of 50 configurables is ~1000 catalogue rows). Built with the listing rows (src/lib/server/search/indexer.ts)
-- from the same tables and kept current the same way (search_dirty); time windows (special prices, news) and the
-- customer group are applied when the document is built from the rows (catalog/documents.ts).
CREATE TABLE IF NOT EXISTS "search_documents" (
	"store_code" text NOT NULL,
	"product_id" integer NOT NULL REFERENCES "products"("id") ON DELETE CASCADE,
	"doc" json NOT NULL,
	PRIMARY KEY ("store_code", "product_id")
);
--> statement-breakpoint
CREATE INDEX IF NOT EXISTS "search_documents_product" ON "search_documents" ("product_id");
--> statement-breakpoint
-- Configurable options are part of a document: their changes mark the product too.
DROP TRIGGER IF EXISTS "configurable_options_search_insert" ON "configurable_options";
--> statement-breakpoint
DROP TRIGGER IF EXISTS "configurable_options_search_update" ON "configurable_options";
--> statement-breakpoint
DROP TRIGGER IF EXISTS "configurable_options_search_delete" ON "configurable_options";
--> statement-breakpoint
CREATE TRIGGER "configurable_options_search_insert" AFTER INSERT ON "configurable_options" REFERENCING NEW TABLE AS new_rows FOR EACH STATEMENT EXECUTE FUNCTION search_mark_dirty();
--> statement-breakpoint
CREATE TRIGGER "configurable_options_search_update" AFTER UPDATE ON "configurable_options" REFERENCING OLD TABLE AS old_rows NEW TABLE AS new_rows FOR EACH STATEMENT EXECUTE FUNCTION search_mark_dirty();
--> statement-breakpoint
CREATE TRIGGER "configurable_options_search_delete" AFTER DELETE ON "configurable_options" REFERENCING OLD TABLE AS old_rows FOR EACH STATEMENT EXECUTE FUNCTION search_mark_dirty();
--> statement-breakpoint
-- The index is rebuilt on the next search (the state no longer matches any fingerprint).
DELETE FROM "search_index_state";
