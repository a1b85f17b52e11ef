-- A full build of the search index writes search_listing in the order of store and categories (search/indexer.ts):
-- the index is rebuilt on the next search (the state no longer matches any fingerprint), in that order.
DELETE FROM "search_index_state";
