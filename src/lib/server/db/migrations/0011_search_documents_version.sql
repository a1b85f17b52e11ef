-- A version per stored document: a number of its own sequence, new whenever the row is written (the index build and
-- the refresh of changed products insert the rows again, search/indexer.ts). A search reads its page's versions and
-- reuses the documents this process built from the same rows (catalog/document-cache.ts) instead of reading,
-- parsing and building them again. (The row's xmin is no such version: a frozen row's xmin reads 2.)
CREATE SEQUENCE IF NOT EXISTS "search_documents_version";
--> statement-breakpoint
ALTER TABLE "search_documents" ADD COLUMN IF NOT EXISTS "version" bigint NOT NULL DEFAULT nextval('search_documents_version');
