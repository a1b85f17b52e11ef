-- A search reads a listing row's facet tokens (filters) and facet map (aggregations, three lookups per row for three
-- aggregated fields): stored EXTERNAL they are never compressed (a row of a configurable with many variants exceeds
-- the 2 kB toast threshold and had them compressed, decompressed again at every read). They stay inline: EXTERNAL
-- moves a value out of the row only when it alone exceeds 2 kB. The setting applies to rows written from now on,
-- so the index is rebuilt on the next search (the state no longer matches any fingerprint).
ALTER TABLE "search_listing" ALTER COLUMN "facets" SET STORAGE EXTERNAL, ALTER COLUMN "facet_map" SET STORAGE EXTERNAL;
--> statement-breakpoint
DELETE FROM "search_index_state";
