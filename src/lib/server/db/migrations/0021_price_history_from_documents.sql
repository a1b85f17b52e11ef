-- A catalogue import whose documents carry their price history writes that history itself in the same
-- transaction, replacing the product's (src/lib/server/import/vsf/README.md `writeHistory`): it sets
-- nordpeak.price_history to 'documents' (transaction-local) around the prices of those documents, so the steps this
-- trigger would record and the import would replace at once are not written at all. Any other write records as before.
CREATE OR REPLACE FUNCTION price_history_record() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
	IF current_setting('nordpeak.price_history', true) = 'documents' THEN
		RETURN NULL;
	END IF;
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
