-- The price history is written by the database (src/lib/server/catalog/README.md "Price history"): every insert or
-- update of product_prices, whoever makes it (seed, imports, back office, npm run price, the integration API, SQL),
-- records the selling price it makes apply and when: now, and for a special price whose window starts or ends
-- later, at its start and just after its end (the window includes both ends). Steps foreseen from the previous
-- prices that have not taken effect yet are replaced; a step repeating the price before it is dropped.
CREATE OR REPLACE FUNCTION price_history_record() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
	DELETE FROM price_history h USING new_rows n
		WHERE h.product_id = n.product_id AND h.store_code = n.store_code AND h.effective_from > now();
	INSERT INTO price_history (product_id, store_code, effective_from, price, regular_price)
	SELECT n.product_id, n.store_code, e.at, e.price, n.price
	FROM new_rows n
	CROSS JOIN LATERAL (SELECT n.special_price IS NOT NULL AND n.special_price >= 0 AND n.special_price < n.price
		AND (n.special_from_date IS NULL OR n.special_to_date IS NULL OR n.special_from_date <= n.special_to_date) AS usable) s
	CROSS JOIN LATERAL (
		SELECT now() AS at, CASE WHEN s.usable AND (n.special_from_date IS NULL OR n.special_from_date <= now())
			AND (n.special_to_date IS NULL OR n.special_to_date >= now()) THEN n.special_price ELSE n.price END AS price
		UNION ALL SELECT n.special_from_date, n.special_price WHERE s.usable AND n.special_from_date > now()
		UNION ALL SELECT n.special_to_date + interval '1 millisecond', n.price WHERE s.usable AND n.special_to_date >= now()
	) e
	ON CONFLICT (product_id, store_code, effective_from) DO UPDATE
		SET price = excluded.price, regular_price = excluded.regular_price, source = 'catalogue', recorded_at = now();
	DELETE FROM price_history h USING new_rows n
		WHERE h.product_id = n.product_id AND h.store_code = n.store_code AND h.effective_from >= now()
		AND EXISTS (SELECT 1 FROM (SELECT p.price, p.regular_price FROM price_history p
			WHERE p.product_id = h.product_id AND p.store_code = h.store_code AND p.effective_from < h.effective_from
			ORDER BY p.effective_from DESC LIMIT 1) b
			WHERE b.price = h.price AND b.regular_price IS NOT DISTINCT FROM h.regular_price);
	RETURN NULL;
END $$;
--> statement-breakpoint
DROP TRIGGER IF EXISTS "product_prices_history_insert" ON "product_prices";
--> statement-breakpoint
DROP TRIGGER IF EXISTS "product_prices_history_update" ON "product_prices";
--> statement-breakpoint
CREATE TRIGGER "product_prices_history_insert" AFTER INSERT ON "product_prices" REFERENCING NEW TABLE AS new_rows FOR EACH STATEMENT EXECUTE FUNCTION price_history_record();
--> statement-breakpoint
CREATE TRIGGER "product_prices_history_update" AFTER UPDATE ON "product_prices" REFERENCING NEW TABLE AS new_rows FOR EACH STATEMENT EXECUTE FUNCTION price_history_record();
--> statement-breakpoint
-- A product's documents carry its history (the prior price of a reduction): a change of it marks the product for the
-- search index like any catalogue change (search_mark_dirty, migration 0003), and retires the cached pages showing
-- the product or its parent in every process (cache_invalidations, read by each process every second), so a prior
-- price is right after a history import or a price written by any means.
DROP TRIGGER IF EXISTS "price_history_search_insert" ON "price_history";
--> statement-breakpoint
DROP TRIGGER IF EXISTS "price_history_search_update" ON "price_history";
--> statement-breakpoint
DROP TRIGGER IF EXISTS "price_history_search_delete" ON "price_history";
--> statement-breakpoint
CREATE TRIGGER "price_history_search_insert" AFTER INSERT ON "price_history" REFERENCING NEW TABLE AS new_rows FOR EACH STATEMENT EXECUTE FUNCTION search_mark_dirty();
--> statement-breakpoint
CREATE TRIGGER "price_history_search_update" AFTER UPDATE ON "price_history" REFERENCING OLD TABLE AS old_rows NEW TABLE AS new_rows FOR EACH STATEMENT EXECUTE FUNCTION search_mark_dirty();
--> statement-breakpoint
CREATE TRIGGER "price_history_search_delete" AFTER DELETE ON "price_history" REFERENCING OLD TABLE AS old_rows FOR EACH STATEMENT EXECUTE FUNCTION search_mark_dirty();
--> statement-breakpoint
CREATE OR REPLACE FUNCTION price_history_invalidate() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
	IF TG_OP = 'DELETE' THEN
		INSERT INTO cache_invalidations (tags)
		SELECT array_agg(DISTINCT 'p:' || x.id) FROM (SELECT product_id AS id FROM old_rows
			UNION SELECT p.parent_id FROM products p WHERE p.id IN (SELECT product_id FROM old_rows) AND p.parent_id IS NOT NULL) x
		HAVING count(*) > 0;
	ELSE
		INSERT INTO cache_invalidations (tags)
		SELECT array_agg(DISTINCT 'p:' || x.id) FROM (SELECT product_id AS id FROM new_rows
			UNION SELECT p.parent_id FROM products p WHERE p.id IN (SELECT product_id FROM new_rows) AND p.parent_id IS NOT NULL) x
		HAVING count(*) > 0;
	END IF;
	RETURN NULL;
END $$;
--> statement-breakpoint
DROP TRIGGER IF EXISTS "price_history_pages_insert" ON "price_history";
--> statement-breakpoint
DROP TRIGGER IF EXISTS "price_history_pages_update" ON "price_history";
--> statement-breakpoint
DROP TRIGGER IF EXISTS "price_history_pages_delete" ON "price_history";
--> statement-breakpoint
CREATE TRIGGER "price_history_pages_insert" AFTER INSERT ON "price_history" REFERENCING NEW TABLE AS new_rows FOR EACH STATEMENT EXECUTE FUNCTION price_history_invalidate();
--> statement-breakpoint
CREATE TRIGGER "price_history_pages_update" AFTER UPDATE ON "price_history" REFERENCING NEW TABLE AS new_rows FOR EACH STATEMENT EXECUTE FUNCTION price_history_invalidate();
--> statement-breakpoint
CREATE TRIGGER "price_history_pages_delete" AFTER DELETE ON "price_history" REFERENCING OLD TABLE AS old_rows FOR EACH STATEMENT EXECUTE FUNCTION price_history_invalidate();
--> statement-breakpoint
-- The prices of a catalogue that existed before its history: recorded as taking effect now (nothing is known of
-- before, so no reduction is announced against them until 30 days have passed or the history is imported).
UPDATE "product_prices" SET "price" = "price";
