-- Catalogue search reads one denormalised row per listed product and store (search_listing) instead of joining
-- products, prices, stock and per-variant facet rows for every candidate: only listed parents are in it
-- (visibility 2-4, status 0/1, in stock: for a configurable a variant of status < 2 in stock), with the inputs of
-- the final price (price, special price and its window, the lowest qty-1 tier price per customer group, the chosen
-- components of bundles and grouped products), the attribute values of the product and its sellable variants as
-- 'code=value' tokens (GIN) and as a { code: [values] } map (aggregations), the token set of each sellable variant
-- (two variant filters must hold on the same variant), category ids (GIN) and the full-text document (GIN).
-- Rows are built by src/lib/server/search/indexer.ts. Every change of the tables a row is built from records the
-- product id in search_dirty (statement triggers below, whoever writes: orders, restock, seed, imports, SQL), and
-- the next search rebuilds the rows of the products concerned before it runs.
DROP TABLE IF EXISTS "product_facets";
--> statement-breakpoint
DROP TABLE IF EXISTS "product_search";
--> statement-breakpoint
CREATE TABLE IF NOT EXISTS "search_listing" (
	"product_id" integer NOT NULL REFERENCES "products"("id") ON DELETE CASCADE,
	"store_code" text NOT NULL,
	"type_id" text NOT NULL,
	"skus" text[] NOT NULL,
	"name" text NOT NULL,
	"url_key" text NOT NULL,
	"url_path" text NOT NULL,
	"category_ids" integer[] NOT NULL,
	"popularity" integer NOT NULL,
	"created_at" timestamp with time zone NOT NULL,
	"updated_at" timestamp with time zone NOT NULL,
	"price" numeric(12, 2) NOT NULL,
	"special_price" numeric(12, 2),
	"special_from_date" timestamp with time zone,
	"special_to_date" timestamp with time zone,
	"tier_min" jsonb,
	"components" jsonb,
	"facets" text[] NOT NULL,
	"facet_map" jsonb NOT NULL,
	"variants" jsonb,
	"document" tsvector NOT NULL,
	PRIMARY KEY ("store_code", "product_id")
);
--> statement-breakpoint
CREATE INDEX IF NOT EXISTS "search_listing_product" ON "search_listing" ("product_id");
--> statement-breakpoint
CREATE INDEX IF NOT EXISTS "search_listing_document" ON "search_listing" USING gin ("document");
--> statement-breakpoint
CREATE INDEX IF NOT EXISTS "search_listing_facets" ON "search_listing" USING gin ("facets");
--> statement-breakpoint
CREATE INDEX IF NOT EXISTS "search_listing_categories" ON "search_listing" USING gin ("category_ids");
--> statement-breakpoint
CREATE INDEX IF NOT EXISTS "search_listing_popularity" ON "search_listing" ("store_code", "popularity" DESC, "product_id");
--> statement-breakpoint
CREATE TABLE IF NOT EXISTS "search_dirty" (
	"seq" bigserial PRIMARY KEY,
	"product_id" integer NOT NULL
);
--> statement-breakpoint
-- Reverse lookups of the index maintenance and the one-statement document loader.
CREATE INDEX IF NOT EXISTS "bundle_options_product" ON "bundle_options" ("product_id");
--> statement-breakpoint
CREATE INDEX IF NOT EXISTS "bundle_option_links_option" ON "bundle_option_links" ("option_id");
--> statement-breakpoint
CREATE INDEX IF NOT EXISTS "bundle_option_links_product" ON "bundle_option_links" ("product_id");
--> statement-breakpoint
CREATE INDEX IF NOT EXISTS "product_links_linked" ON "product_links" ("linked_product_id");
--> statement-breakpoint
CREATE INDEX IF NOT EXISTS "configurable_options_product" ON "configurable_options" ("product_id");
--> statement-breakpoint
CREATE OR REPLACE FUNCTION search_mark_dirty() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
	IF TG_TABLE_NAME = 'products' THEN
		IF TG_OP <> 'DELETE' THEN
			INSERT INTO search_dirty (product_id) SELECT DISTINCT x.id FROM (SELECT id FROM new_rows UNION SELECT parent_id FROM new_rows) x WHERE x.id IS NOT NULL;
		END IF;
		IF TG_OP <> 'INSERT' THEN
			INSERT INTO search_dirty (product_id) SELECT DISTINCT x.id FROM (SELECT id FROM old_rows UNION SELECT parent_id FROM old_rows) x WHERE x.id IS NOT NULL;
		END IF;
	ELSIF TG_TABLE_NAME = 'bundle_option_links' THEN
		IF TG_OP <> 'DELETE' THEN
			INSERT INTO search_dirty (product_id) SELECT DISTINCT o.product_id FROM bundle_options o WHERE o.id IN (SELECT option_id FROM new_rows);
		END IF;
		IF TG_OP <> 'INSERT' THEN
			INSERT INTO search_dirty (product_id) SELECT DISTINCT o.product_id FROM bundle_options o WHERE o.id IN (SELECT option_id FROM old_rows);
		END IF;
	ELSE
		IF TG_OP <> 'DELETE' THEN
			INSERT INTO search_dirty (product_id) SELECT DISTINCT product_id FROM new_rows;
		END IF;
		IF TG_OP <> 'INSERT' THEN
			INSERT INTO search_dirty (product_id) SELECT DISTINCT product_id FROM old_rows;
		END IF;
	END IF;
	RETURN NULL;
END $$;
--> statement-breakpoint
DO $$
DECLARE t text;
BEGIN
	FOREACH t IN ARRAY ARRAY['products', 'stock_items', 'product_prices', 'tier_prices', 'product_translations', 'product_categories',
		'bundle_options', 'bundle_option_links', 'product_links'] LOOP
		EXECUTE format('DROP TRIGGER IF EXISTS %I ON %I', t || '_search_insert', t);
		EXECUTE format('DROP TRIGGER IF EXISTS %I ON %I', t || '_search_update', t);
		EXECUTE format('DROP TRIGGER IF EXISTS %I ON %I', t || '_search_delete', t);
		EXECUTE format('CREATE TRIGGER %I AFTER INSERT ON %I REFERENCING NEW TABLE AS new_rows FOR EACH STATEMENT EXECUTE FUNCTION search_mark_dirty()', t || '_search_insert', t);
		EXECUTE format('CREATE TRIGGER %I AFTER UPDATE ON %I REFERENCING OLD TABLE AS old_rows NEW TABLE AS new_rows FOR EACH STATEMENT EXECUTE FUNCTION search_mark_dirty()', t || '_search_update', t);
		EXECUTE format('CREATE TRIGGER %I AFTER DELETE ON %I REFERENCING OLD TABLE AS old_rows FOR EACH STATEMENT EXECUTE FUNCTION search_mark_dirty()', t || '_search_delete', t);
	END LOOP;
END $$;
--> statement-breakpoint
-- The index is rebuilt on the next search (the state no longer matches any fingerprint).
DELETE FROM "search_index_state";
