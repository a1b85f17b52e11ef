/**
 * Stock writes of staff, other systems and cancelled orders: one statement for any number of products, the pages of
 * the products that changed (and listings when one sold out or came back) retired by cache tags recorded in the same
 * transaction, back-in-stock alerts mailed for those that came back, and a `stock.changed` webhook event.
 */
import { sql } from 'drizzle-orm';
import type { Db } from '../db/client.ts';
import { catalogError, parseWith, ApiError } from '../http/api.ts';
import { recordInvalidation } from '../page-cache/invalidation.ts';
import { LISTING_TAG, productChangeTags } from '../page-cache/tags.ts';
import { recordAudit, type Actor } from '../audit/service.ts';
import { emitEvent } from '../webhooks/events.ts';
import { errorText } from '../../i18n/errors.ts';
import { stockBatchSchema, type BatchResult, type StockBatch } from '../../integration/catalog.ts';
import { AfterCommit, commitWork } from '../orders/effects.ts';

/** A stock level that changed. */
export interface StockChange {
  productId: number;
  sku: string;
  previous: number;
  qty: number;
  wasInStock: boolean;
  isInStock: boolean;
}

const rowsOf = <T>(result: unknown) => (result as { rows: T[] }).rows;

/**
 * Sets (`set`) or adds to (`add`) the stock of products in the caller's transaction; rows whose stock does not move
 * are left alone. Retires the changed products' pages after the commit (listings too when availability changed).
 */
export async function writeStock(
  tx: Db,
  after: AfterCommit,
  moves: { productId: number; qty: number }[],
  mode: 'set' | 'add',
  source: string,
): Promise<StockChange[]> {
  if (moves.length === 0) return [];
  const ids = moves.map((move) => move.productId);
  const qtys = moves.map((move) => move.qty);
  const next = mode === 'set' ? sql`m.qty` : sql`o.qty + m.qty`;
  const changed = rowsOf<StockChange>(
    await tx.execute(sql`
      WITH m AS (SELECT * FROM unnest(${sql.param(ids)}::int[], ${sql.param(qtys)}::int[]) AS m(product_id, qty)),
      o AS (
        SELECT s.product_id, s.qty, s.is_in_stock FROM stock_items s JOIN m USING (product_id)
        ORDER BY s.product_id FOR UPDATE OF s
      )
      UPDATE stock_items s SET qty = ${next}, is_in_stock = (${next}) > 0, updated_at = now()
      FROM m, o
      WHERE s.product_id = m.product_id AND o.product_id = m.product_id
        AND (o.qty <> ${next} OR o.is_in_stock <> ((${next}) > 0))
      RETURNING s.product_id AS "productId", s.sku, o.qty AS previous, s.qty, o.is_in_stock AS "wasInStock",
        s.is_in_stock AS "isInStock"`),
  );
  if (changed.length === 0) return [];
  const tags = await productChangeTags(
    tx,
    changed.map((row) => row.productId),
  );
  const availability = changed.some((row) => row.wasInStock !== row.isInStock);
  if (availability) tags.push(LISTING_TAG);
  // A new level is shown after a background render; a product that sold out or came back is shown so at once.
  after.invalidations.push({ tags, id: await recordInvalidation(tx, tags, !availability), revalidate: !availability });
  for (const row of changed) if (!row.wasInStock && row.isInStock) after.backInStock.add(row.sku);
  const sent = await emitEvent(tx, 'stock.changed', {
    source,
    items: changed.map((row) => ({
      sku: row.sku,
      qty: row.qty,
      previous_qty: row.previous,
      is_in_stock: row.isInStock,
    })),
  });
  if (sent) after.webhooks = true;
  return changed;
}

/**
 * The product ids of the items of a batch; a 400 naming every unknown and repeated item (by its place in the batch)
 * when any is. `keys` are what must not repeat (the sku, or a sku and store), `skuOf` the sku of a key.
 */
export async function productIdsOf(
  tx: Pick<Db, 'execute'>,
  keys: string[],
  path = 'items',
  skuOf: (key: string) => string = (key) => key,
): Promise<number[]> {
  const problems: { path: string; message: string }[] = [];
  const seen = new Set<string>();
  keys.forEach((key, index) => {
    if (seen.has(key))
      problems.push({ path: `${path}.${index}.sku`, message: errorText('skuRepeated', { sku: skuOf(key) }) });
    seen.add(key);
  });
  const skus = [...new Set(keys.map(skuOf))];
  const found = new Map(
    rowsOf<{ sku: string; id: number }>(
      await tx.execute(sql`SELECT sku, id FROM products WHERE sku = ANY(${sql.param(skus)}::text[])`),
    ).map((row) => [row.sku, row.id]),
  );
  keys.forEach((key, index) => {
    const sku = skuOf(key);
    if (!found.has(sku)) problems.push({ path: `${path}.${index}.sku`, message: errorText('skuUnknown', { sku }) });
  });
  if (problems.length > 0) throw new ApiError(400, problems[0]!.message, { errors: problems });
  return keys.map((key) => found.get(skuOf(key))!);
}

/**
 * Sets the stock of up to 1,000 skus (quantities on hand), all or nothing: an unknown or repeated sku is a 400
 * naming each, and nothing changes. Only the pages of products whose stock moved are retired.
 */
export async function updateStock(db: Db, batch: StockBatch, actor: Actor, after?: AfterCommit): Promise<BatchResult> {
  const { items } = parseWith(stockBatchSchema, batch);
  return commitWork(
    db,
    async (tx, after) => {
      const ids = await productIdsOf(
        tx,
        items.map((item) => item.sku),
      );
      const known = await tx.execute(
        sql`SELECT product_id FROM stock_items WHERE product_id = ANY(${sql.param(ids)}::int[])`,
      );
      const withStock = new Set(rowsOf<{ product_id: number }>(known).map((row) => row.product_id));
      const missing = items.findIndex((_, index) => !withStock.has(ids[index]!));
      if (missing >= 0) throw catalogError(400, 'skuUnknown', { sku: items[missing]!.sku });
      const changed = await writeStock(
        tx,
        after,
        items.map((item, index) => ({ productId: ids[index]!, qty: item.qty })),
        'set',
        actor.type,
      );
      await recordAudit(tx, actor, {
        action: 'stock.update',
        entityType: 'stock',
        entityId: items.length === 1 ? items[0]!.sku : null,
        before: changed.map((row) => ({ sku: row.sku, qty: row.previous })),
        after: changed.map((row) => ({ sku: row.sku, qty: row.qty })),
      });
      return {
        received: items.length,
        changed: changed.map((row) => ({ sku: row.sku, previous: row.previous, value: row.qty })),
        retired_tags: after.invalidations.flatMap((entry) => entry.tags),
      };
    },
    after,
  );
}
