-- Indexes of search_listing fitted to the search plans (EXPLAIN ANALYZE on PGlite and PostgreSQL):
-- * the primary key leads with product_id, so a search never ANDs a bitmap of "all rows of the store" (11k entries
--   at 100k products) into its text, category or facet bitmap;
-- * the GIN indexes are partial, one per store view (sv, no, fi): a category or text lookup then fetches only the
--   rows of the searched store instead of those of all three. A store added later still searches correctly (the
--   planner falls back to other plans) until it gets its own indexes;
-- * popularity per store serves listings without aggregations (the home page's top products) by index order.
ALTER TABLE "search_listing" DROP CONSTRAINT IF EXISTS "search_listing_pkey";
--> statement-breakpoint
ALTER TABLE "search_listing" ADD PRIMARY KEY ("product_id", "store_code");
--> statement-breakpoint
DROP INDEX IF EXISTS "search_listing_product";
--> statement-breakpoint
DROP INDEX IF EXISTS "search_listing_document";
--> statement-breakpoint
DROP INDEX IF EXISTS "search_listing_facets";
--> statement-breakpoint
DROP INDEX IF EXISTS "search_listing_categories";
--> statement-breakpoint
CREATE INDEX IF NOT EXISTS "search_listing_document_sv" ON "search_listing" USING gin ("document") WHERE "store_code" = 'sv';
--> statement-breakpoint
CREATE INDEX IF NOT EXISTS "search_listing_document_no" ON "search_listing" USING gin ("document") WHERE "store_code" = 'no';
--> statement-breakpoint
CREATE INDEX IF NOT EXISTS "search_listing_document_fi" ON "search_listing" USING gin ("document") WHERE "store_code" = 'fi';
--> statement-breakpoint
CREATE INDEX IF NOT EXISTS "search_listing_categories_sv" ON "search_listing" USING gin ("category_ids") WHERE "store_code" = 'sv';
--> statement-breakpoint
CREATE INDEX IF NOT EXISTS "search_listing_categories_no" ON "search_listing" USING gin ("category_ids") WHERE "store_code" = 'no';
--> statement-breakpoint
CREATE INDEX IF NOT EXISTS "search_listing_categories_fi" ON "search_listing" USING gin ("category_ids") WHERE "store_code" = 'fi';
--> statement-breakpoint
CREATE INDEX IF NOT EXISTS "search_listing_facets_sv" ON "search_listing" USING gin ("facets") WHERE "store_code" = 'sv';
--> statement-breakpoint
CREATE INDEX IF NOT EXISTS "search_listing_facets_no" ON "search_listing" USING gin ("facets") WHERE "store_code" = 'no';
--> statement-breakpoint
CREATE INDEX IF NOT EXISTS "search_listing_facets_fi" ON "search_listing" USING gin ("facets") WHERE "store_code" = 'fi';
