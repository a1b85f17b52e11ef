-- A sku filter (product lookups of API clients, `sku` / `configurable_children.sku`) reads the listing rows whose
-- own or variant skus overlap the wanted ones through this index instead of scanning every row of the store.
CREATE INDEX IF NOT EXISTS "search_listing_skus_sv" ON "search_listing" USING gin ("skus") WHERE "store_code" = 'sv';
--> statement-breakpoint
CREATE INDEX IF NOT EXISTS "search_listing_skus_no" ON "search_listing" USING gin ("skus") WHERE "store_code" = 'no';
--> statement-breakpoint
CREATE INDEX IF NOT EXISTS "search_listing_skus_fi" ON "search_listing" USING gin ("skus") WHERE "store_code" = 'fi';
