-- Extensions used by catalogue search (trigram similarity, accent folding); available on PGlite and PostgreSQL.
CREATE EXTENSION IF NOT EXISTS pg_trgm;
--> statement-breakpoint
CREATE EXTENSION IF NOT EXISTS unaccent;
