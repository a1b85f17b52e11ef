-- Facet counts under filters on attributes the variants differ by (colour, sizes …) count a configurable for a
-- value only when a sellable variant with that value meets the other filters: the listing row keeps, per value of
-- such an attribute, the values of the other such attributes on the same variants (built by search/indexer.ts).
ALTER TABLE "search_listing" ADD COLUMN IF NOT EXISTS "variant_map" jsonb;
--> statement-breakpoint
-- Category and brand listings show catalogue-visible products (visibility 2 and 4), searches also search-only ones (3).
ALTER TABLE "search_listing" ADD COLUMN IF NOT EXISTS "visibility" smallint NOT NULL DEFAULT 4;
--> statement-breakpoint
-- Moves on with every change of listing rows (a refresh or a rebuild): answers derived from the listing (product
-- counts per category) are kept until it moves.
ALTER TABLE "search_index_state" ADD COLUMN IF NOT EXISTS "listing_version" bigint NOT NULL DEFAULT 0;
--> statement-breakpoint
-- The index is rebuilt on the next search (the state no longer matches any fingerprint).
DELETE FROM "search_index_state";
--> statement-breakpoint
-- Which attributes configurables are configured by (the variant map's attributes), read per index refresh.
CREATE INDEX IF NOT EXISTS "configurable_options_attribute" ON "configurable_options" USING btree ("attribute_id");
