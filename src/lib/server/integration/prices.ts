import { sql } from 'drizzle-orm';
import type { Db } from '../db/client.ts';
import { ApiError, parseWith } from '../http/api.ts';
import { recordInvalidation } from '../page-cache/invalidation.ts';
import { LISTING_TAG, productChangeTags } from '../page-cache/tags.ts';
import { recordAudit, type Actor } from '../audit/service.ts';
import { emitEvent } from '../webhooks/events.ts';
import { errorText } from '../../i18n/errors.ts';
import { priceBatchSchema, type BatchResult, type PriceBatch } from '../../integration/catalog.ts';
import { AfterCommit, commitWork } from '../orders/effects.ts';
import { productIdsOf } from './stock.ts';

const rowsOf = <T>(result: unknown) => (result as { rows: T[] }).rows;

type Changed = {
  productId: number;
  store: string;
  previous: number;
  price: number;
  special: number | null;
  from: Date | string | null;
  to: Date | string | null;
  specialMoved: boolean;
};

/**
 * Sets the price (and, when given, the special price with its window) of up to 1,000 sku and store pairs (incl. tax,
 * the store's currency), all or nothing. More in README.md.
 */
export async function updatePrices(db: Db, batch: PriceBatch, actor: Actor, after?: AfterCommit): Promise<BatchResult> {
  const { items } = parseWith(priceBatchSchema, batch);
  return commitWork(
    db,
    async (tx, after) => {
      // A sku may come once per store: the pair is what must not repeat.
      const ids = await productIdsOf(
        tx,
        items.map((item) => `${item.sku}\u0000${item.store}`),
        'items',
        (pair) => pair.split('\u0000')[0]!,
      );
      const stores = items.map((item) => item.store);
      const prices = items.map((item) => item.price);
      // An item without special_price keeps the stored special price and its window.
      const keep = items.map((item) => item.special_price === undefined);
      const specials = items.map((item) => item.special_price ?? null);
      const froms = items.map((item) => item.special_from ?? null);
      const tos = items.map((item) => item.special_to ?? null);
      const changed = rowsOf<Changed>(
        await tx.execute(sql`
          WITH m AS (
            SELECT * FROM unnest(${sql.param(ids)}::int[], ${sql.param(stores)}::text[], ${sql.param(prices)}::numeric[],
              ${sql.param(keep)}::boolean[], ${sql.param(specials)}::numeric[], ${sql.param(froms)}::timestamptz[],
              ${sql.param(tos)}::timestamptz[])
              AS m(product_id, store_code, price, keep, special_price, special_from, special_to)
          ),
          o AS (
            SELECT p.product_id, p.store_code, p.price, p.special_price, p.special_from_date, p.special_to_date
            FROM product_prices p JOIN m USING (product_id, store_code)
            ORDER BY p.product_id, p.store_code FOR UPDATE OF p
          )
          UPDATE product_prices p SET price = m.price,
            special_price = CASE WHEN m.keep THEN o.special_price ELSE m.special_price END,
            special_from_date = CASE WHEN m.keep THEN o.special_from_date ELSE m.special_from END,
            special_to_date = CASE WHEN m.keep THEN o.special_to_date ELSE m.special_to END
          FROM m, o
          WHERE p.product_id = m.product_id AND p.store_code = m.store_code
            AND o.product_id = m.product_id AND o.store_code = m.store_code
          RETURNING p.product_id AS "productId", p.store_code AS store, o.price::float8 AS previous,
            p.price::float8 AS price, p.special_price::float8 AS special, p.special_from_date AS "from",
            p.special_to_date AS "to",
            (o.special_price IS DISTINCT FROM p.special_price OR o.special_from_date IS DISTINCT FROM p.special_from_date
              OR o.special_to_date IS DISTINCT FROM p.special_to_date) AS "specialMoved"`),
      );
      if (changed.length < items.length) {
        const found = new Set(changed.map((row) => `${row.productId}:${row.store}`));
        const problems = items
          .map((item, index) => ({ item, index }))
          .filter(({ index }) => !found.has(`${ids[index]}:${stores[index]}`))
          .map(({ item, index }) => ({
            path: `items.${index}.sku`,
            message: errorText('skuUnknown', { sku: item.sku }),
          }));
        throw new ApiError(400, problems[0]!.message, { errors: problems });
      }
      const moved = changed.filter((row) => row.previous !== row.price || row.specialMoved);
      const skuOf = new Map(ids.map((id, index) => [id, items[index]!.sku]));
      const iso = (value: Date | string | null) => (value === null ? null : new Date(value).toISOString());
      const shown = moved.map((row) => ({
        sku: skuOf.get(row.productId)!,
        store: row.store,
        previous: row.previous,
        value: row.price,
        special_price: row.special,
        special_from: iso(row.from),
        special_to: iso(row.to),
      }));
      if (moved.length > 0) {
        const tags = [...(await productChangeTags(tx, [...new Set(moved.map((row) => row.productId))])), LISTING_TAG];
        after.invalidations.push({ tags, id: await recordInvalidation(tx, tags), revalidate: false });
        if (await emitEvent(tx, 'price.changed', { items: shown })) after.webhooks = true;
      }
      await recordAudit(tx, actor, {
        action: 'price.update',
        entityType: 'price',
        entityId: items.length === 1 ? items[0]!.sku : null,
        before: moved.map((row) => ({ sku: skuOf.get(row.productId)!, store: row.store, price: row.previous })),
        after: shown.map(({ sku, store, value, special_price, special_from, special_to }) => ({
          sku,
          store,
          price: value,
          special_price,
          special_from,
          special_to,
        })),
      });
      return {
        received: items.length,
        changed: shown,
        retired_tags: after.invalidations.flatMap((entry) => entry.tags),
      };
    },
    after,
  );
}
