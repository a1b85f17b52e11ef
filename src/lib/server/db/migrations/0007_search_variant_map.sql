-- Facet counts under filters on attributes the variants differ by (colour, sizes …) count a configurable for a
-- value only when a sellable variant with that value meets the other filters: the listing row keeps, per value of
-- such an attribute, the values of the other such attributes on the same variants (built by search/indexer.ts).
ALTER TABLE "search_listing" ADD COLUMN IF NOT EXISTS "variant_map" jsonb;
--> statement-breakpoint
-- The index is rebuilt on the next search (the state no longer matches any fingerprint).
DELETE FROM "search_index_state";
