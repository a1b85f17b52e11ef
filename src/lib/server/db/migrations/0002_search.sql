-- Catalogue search inside the database: one full-text document per listed product and store (name weight A,
-- sku weight B, category names weight C; per-store text search config swedish / norwegian / finnish), the word
-- list the typo-tolerant matching and suggestions look up with trigrams, and the attribute values of each
-- listed product and its variants (filters and aggregations). Built from the catalogue tables by
-- src/lib/server/search/indexer.ts; volatile facts (stock, status, prices) are always read live.
CREATE TABLE IF NOT EXISTS "product_search" (
	"product_id" integer NOT NULL REFERENCES "products"("id") ON DELETE CASCADE,
	"store_code" text NOT NULL,
	"name" text NOT NULL,
	"document" tsvector NOT NULL,
	PRIMARY KEY ("product_id", "store_code")
);
--> statement-breakpoint
CREATE INDEX IF NOT EXISTS "product_search_document" ON "product_search" USING gin ("document");
--> statement-breakpoint
CREATE TABLE IF NOT EXISTS "search_terms" (
	"store_code" text NOT NULL,
	"term" text NOT NULL,
	"doc_count" integer NOT NULL DEFAULT 1,
	PRIMARY KEY ("store_code", "term")
);
--> statement-breakpoint
CREATE INDEX IF NOT EXISTS "search_terms_trgm" ON "search_terms" USING gin ("term" gin_trgm_ops);
--> statement-breakpoint
CREATE TABLE IF NOT EXISTS "product_facets" (
	"parent_id" integer NOT NULL REFERENCES "products"("id") ON DELETE CASCADE,
	"source_id" integer NOT NULL REFERENCES "products"("id") ON DELETE CASCADE,
	"code" text NOT NULL,
	"value" text NOT NULL
);
--> statement-breakpoint
CREATE INDEX IF NOT EXISTS "product_facets_value" ON "product_facets" ("code", "value", "parent_id");
--> statement-breakpoint
CREATE INDEX IF NOT EXISTS "product_facets_parent" ON "product_facets" ("parent_id", "code");
--> statement-breakpoint
CREATE TABLE IF NOT EXISTS "search_index_state" (
	"id" integer PRIMARY KEY,
	"fingerprint" text NOT NULL,
	"built_at" timestamp with time zone NOT NULL DEFAULT now()
);
--> statement-breakpoint
CREATE INDEX IF NOT EXISTS "products_listing" ON "products" ("popularity" DESC, "id") WHERE "parent_id" IS NULL;
