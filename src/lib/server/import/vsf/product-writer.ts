import { sql } from 'drizzle-orm';
import { numberArray, textArray } from '../sql-arrays.ts';
import type { Db } from '../../db/client.ts';
import * as t from '../../db/schema/index.ts';
import { LISTING_TAG } from '../../page-cache/tags.ts';
import type { StoreCode } from '../../../store-view/config.ts';
import type { ImportReport } from '../report.ts';
import { productPageTags, recordRetirement, type Retirement } from '../retire.ts';
import { sameCanonical } from './canonical.ts';
import { Refused, type BundlePlan, type ProductPlan } from './product-plan.ts';
import { readStoredRows } from './stored-rows.ts';
import { writeHistory } from './history-writer.ts';
import { all, assignIds, ensureTaxClasses, type PlannedDocument } from './product-ids.ts';
import { applyWrites, type BatchWrites } from './batch-writes.ts';

export type { PlannedDocument } from './product-ids.ts';

/** Bundle options and product links of a written product: applied after every product of the dump exists. */
export interface PendingLinks {
  line: number;
  productId: number;
  sku: string;
  bundle: BundlePlan[] | undefined;
  links: ProductPlan['links'];
}

/** What the product writer keeps across the batches of one import run. */
export interface ProductWriteState {
  store: StoreCode;
  report: ImportReport;
  /**
   * Skus written in this run, with the line of their document and whether as a variant: a second document of the
   * sku is refused, except a variant's own document beside its copy in its parent (Magento's indexer writes both).
   */
  skus: Map<string, { line: number; variant: boolean }>;
  nextProductId: number;
  nextConfigurableOptionId: number;
  pending: PendingLinks[];
}

/** Starts the state of a run: the next free ids. */
export async function productWriteState(db: Db, store: StoreCode, report: ImportReport): Promise<ProductWriteState> {
  const [row] = (
    (await db.execute(sql`SELECT
      coalesce((SELECT max(id) FROM products), 0) + 1 AS product,
      coalesce((SELECT max(id) FROM configurable_options), 0) + 1 AS option`)) as {
      rows: { product: number; option: number }[];
    }
  ).rows;
  return {
    store,
    report,
    skus: new Map(),
    nextProductId: Number(row?.product ?? 1),
    nextConfigurableOptionId: Number(row?.option ?? 1),
    pending: [],
  };
}

/**
 * Writes a batch of product documents in one transaction, only what differs from the stored rows, and records the
 * cache tags of the changed products. A batch that fails is written again one document at a time, so a document
 * that cannot be stored is refused alone and never leaves half a product.
 */
export async function writeProducts(db: Db, docs: PlannedDocument[], state: ProductWriteState): Promise<Retirement[]> {
  if (docs.length === 0) return [];
  const saved = { next: state.nextProductId, option: state.nextConfigurableOptionId, pending: state.pending.length };
  const log: BatchLog = { counts: [], refusals: [] };
  try {
    const retirements = await db.transaction(async (tx) => writeBatch(tx as unknown as Db, docs, state, log));
    // Counted once the batch stands (a failed batch is counted by its one-by-one retry).
    for (const [entity, outcome] of log.counts) state.report.count(entity, outcome);
    for (const [line, reason, sku] of log.refusals) state.report.refuse('product', line, reason, sku);
    return retirements;
  } catch (error) {
    state.nextProductId = saved.next;
    state.nextConfigurableOptionId = saved.option;
    state.pending.length = saved.pending;
    for (const doc of docs)
      for (const p of all(doc.plan)) if (state.skus.get(p.sku)?.line === doc.line) state.skus.delete(p.sku);
    if (docs.length === 1) throw error;
  }
  const retirements: Retirement[] = [];
  for (const doc of docs) {
    try {
      retirements.push(...(await writeProducts(db, [doc], state)));
    } catch (error) {
      state.report.refuse('product', doc.line, error instanceof Error ? error.message : String(error), doc.plan.sku);
    }
  }
  return retirements;
}

/** What a batch counted and refused, applied to the report when it commits. */
interface BatchLog {
  counts: [string, 'created' | 'updated' | 'unchanged'][];
  refusals: [number, string, string][];
}

async function writeBatch(
  tx: Db,
  docs: PlannedDocument[],
  state: ProductWriteState,
  log: BatchLog,
): Promise<Retirement[]> {
  const { store } = state;
  const report = {
    refuse: (_entity: string, line: number, reason: string, sku: string) => log.refusals.push([line, reason, sku]),
    count: (entity: string, outcome: 'created' | 'updated' | 'unchanged') => log.counts.push([entity, outcome]),
  };
  const { accepted, idOf } = await assignIds(tx, docs, state, report.refuse);
  const ids = [...idOf.values()];
  if (ids.length === 0) return [];
  await ensureTaxClasses(tx, accepted);

  // URL paths are unique per store: one taken by another product refuses the document.
  const urlRows = await tx
    .select({ productId: t.productTranslations.productId, urlPath: t.productTranslations.urlPath })
    .from(t.productTranslations)
    .where(
      sql`${t.productTranslations.storeCode} = ${store} AND ${t.productTranslations.urlPath} = ANY(${textArray(
        accepted.flatMap((d) => all(d.plan).map((p) => p.text.urlPath)),
      )}::text[])`,
    );
  const pathOwner = new Map(urlRows.map((row) => [row.urlPath, row.productId]));
  const docsToWrite = accepted.filter((doc) => {
    for (const p of all(doc.plan)) {
      const owner = pathOwner.get(p.text.urlPath);
      if (owner !== undefined && owner !== idOf.get(p.sku)) {
        report.refuse(
          'product',
          doc.line,
          `url_path ${p.text.urlPath} is already used by another product`,
          doc.plan.sku,
        );
        for (const q of all(doc.plan)) if (state.skus.get(q.sku)?.line === doc.line) state.skus.delete(q.sku);
        return false;
      }
      pathOwner.set(p.text.urlPath, idOf.get(p.sku)!);
    }
    return true;
  });

  const { productById, textById, priceById, tiersById, categoriesById, optionsById, stockById, childrenOf } =
    await readStoredRows(tx, store, ids);
  const idSet = new Set(ids);
  const takenOptionIds = new Set(
    (
      await tx
        .select({ id: t.configurableOptions.id, productId: t.configurableOptions.productId })
        .from(t.configurableOptions)
        .where(
          sql`${t.configurableOptions.id} = ANY(${numberArray(
            docsToWrite.flatMap((d) => d.plan.options.flatMap((o) => (o.id === undefined ? [] : [o.id]))),
          )}::int[])`,
        )
    )
      .filter((row) => !idSet.has(row.productId))
      .map((row) => row.id),
  );

  const now = new Date();
  const write: BatchWrites & { history: Map<number, (typeof t.priceHistory.$inferInsert)[]> } = {
    products: [],
    texts: [],
    prices: [],
    tierIds: [],
    tiers: [],
    categoryIds: [],
    categories: [],
    optionIds: [],
    options: [],
    stock: [],
    history: new Map(),
    detach: [],
  };
  const changedIds: number[] = [];
  const written = new Set<number>();
  const pushed = new Set<number>();
  // A row the same as the stored one, updated_at included, is not written again (the product's document in a
  // second store), unless this batch wrote another row of it before.
  const pushProduct = (row: (typeof write.products)[number], same: { updatedAt: Date } | undefined) => {
    if (same && row.updatedAt!.getTime() === same.updatedAt.getTime() && !pushed.has(row.id!)) return;
    pushed.add(row.id!);
    write.products.push(row);
  };
  let created = false;
  // Whether which products a listing or search holds may change (README: `writeProducts`).
  let listed = false;

  // Variants' parents as this batch sets them (a variant's own document keeps the parent its copy gave it).
  const batchParent = new Map<number, number>();
  const writeOne = (p: ProductPlan, parentId: number | null | 'keep'): boolean => {
    const id = idOf.get(p.sku)!;
    if (typeof parentId === 'number') batchParent.set(id, parentId);
    const old = productById.get(id);
    let changed = false;
    const product = {
      id,
      ...p.product,
      parentId: parentId === 'keep' ? (batchParent.get(id) ?? old?.parentId ?? null) : parentId,
      weight: p.product.weight ?? null,
      createdAt: p.product.createdAt ?? old?.createdAt ?? now,
    };
    const { updatedAt: wantedUpdate, ...compared } = product;
    const sameRow = !!old && sameCanonical(compared, { ...old, updatedAt: undefined });
    if (!sameRow) changed = listed = true;
    if (wantedUpdate && old && wantedUpdate.getTime() !== old.updatedAt.getTime()) changed = true;
    const text = { productId: id, storeCode: store, ...p.text };
    const oldText = textById.get(id)?.[0];
    if (!oldText || !sameCanonical(text, { ...oldText, metaKeywords: oldText.metaKeywords ?? null })) {
      write.texts.push(text);
      changed = listed = true;
    }
    const price = { productId: id, storeCode: store, ...p.price };
    const oldPrice = priceById.get(id)?.[0];
    if (!oldPrice || !sameCanonical(price, oldPrice)) {
      write.prices.push(price);
      changed = true;
    }
    const tierRows = p.tiers.map((tier) => ({ productId: id, storeCode: store, ...tier }));
    const oldTiers = (tiersById.get(id) ?? []).map(({ id: _, ...rest }) => rest);
    if (!sameCanonical(tierRows, oldTiers)) {
      write.tierIds.push(id);
      write.tiers.push(...tierRows);
      changed = true;
    }
    if (p.history)
      write.history.set(
        id,
        p.history.map((step) => ({ productId: id, storeCode: store, ...step })),
      );
    const stockRow = { productId: id, sku: p.sku, ...p.stock };
    const oldStock = stockById.get(id)?.[0];
    if (!oldStock || !sameCanonical(stockRow, { ...oldStock, updatedAt: undefined })) {
      write.stock.push(stockRow);
      changed = true;
      if (oldStock?.isInStock !== stockRow.isInStock) listed = true;
    }
    if (changed || !old) {
      written.add(id);
      pushProduct({ ...product, updatedAt: wantedUpdate ?? now }, sameRow ? old : undefined);
    }
    return changed;
  };

  for (const doc of docsToWrite) {
    const { plan } = doc;
    const parentId = idOf.get(plan.sku)!;
    const parentOfOwn = batchParent.get(parentId) ?? productById.get(parentId)?.parentId ?? null;
    if (parentOfOwn !== null && plan.children.length === 0) {
      // A variant's own document (Magento's indexer writes one beside the copy in its parent): the parent's copy is
      // what the shop keeps, so both orders of the two give the same variant.
      report.count('product', 'unchanged');
      state.report.note("variants' own documents were read from their parent's configurable_children", plan.sku);
      continue;
    }
    const isNew = !productById.has(parentId);
    let changed = writeOne(plan, 'keep');
    for (const child of plan.children) {
      const childNew = !productById.has(idOf.get(child.sku)!);
      const childChanged = writeOne(child, parentId);
      if (childChanged) changedIds.push(idOf.get(child.sku)!);
      report.count('variant', childNew ? 'created' : childChanged ? 'updated' : 'unchanged');
      changed ||= childChanged;
    }
    const kept = new Set(plan.children.map((c) => idOf.get(c.sku)!));
    const gone = (childrenOf.get(parentId) ?? []).filter((id) => !kept.has(id));
    if (gone.length) {
      write.detach.push(...gone);
      changedIds.push(...gone);
      changed = listed = true;
    }
    const categoryRows = plan.categories.map((c) => ({ productId: parentId, ...c }));
    if (!sameCanonical(categoryRows, categoriesById.get(parentId) ?? [])) {
      write.categoryIds.push(parentId);
      write.categories.push(...categoryRows);
      changed = listed = true;
    }
    const optionRows = plan.options.map((o) => ({
      id: o.id !== undefined && !takenOptionIds.has(o.id) ? o.id : state.nextConfigurableOptionId++,
      productId: parentId,
      attributeId: o.attributeId,
      position: o.position,
    }));
    for (const row of optionRows)
      if (row.id >= state.nextConfigurableOptionId) state.nextConfigurableOptionId = row.id + 1;
    if (!sameCanonical(optionRows, optionsById.get(parentId) ?? [])) {
      write.optionIds.push(parentId);
      write.options.push(...optionRows);
      changed = true;
    }
    if (changed) {
      changedIds.push(parentId);
      // A document without its own updated_at moved it: the product row is written with now.
      if (!written.has(parentId)) {
        const old = productById.get(parentId)!;
        pushProduct({ ...old, updatedAt: plan.product.updatedAt ?? now }, old);
      }
    }
    if (plan.bundle || plan.links)
      state.pending.push({
        line: doc.line,
        productId: parentId,
        sku: plan.sku,
        bundle: plan.bundle,
        links: plan.links,
      });
    if (isNew) created = true;
    report.count('product', isNew ? 'created' : changed ? 'updated' : 'unchanged');
  }

  // A product written twice in the batch (a variant and its own document): the last rows stand.
  const last = <T>(rows: T[], key: (row: T) => number) => [...new Map(rows.map((row) => [key(row), row])).values()];
  write.products = last(write.products, (row) => row.id!);
  write.texts = last(write.texts, (row) => row.productId);
  write.prices = last(write.prices, (row) => row.productId);
  write.stock = last(write.stock, (row) => row.productId);
  const tierSets = new Map<number, typeof write.tiers>();
  for (const id of write.tierIds) tierSets.set(id, []);
  for (const row of write.tiers) tierSets.get(row.productId)!.push(row);
  write.tiers = [...tierSets.values()].flatMap((rows) => {
    const seen = new Set<string>();
    return rows.filter(
      (row) => !seen.has(`${row.customerGroupId}:${row.qty}`) && seen.add(`${row.customerGroupId}:${row.qty}`),
    );
  });
  await applyWrites(tx, store, write, now, new Set(write.history.keys()));
  // A changed product on its pages, its parent's, bundles' and grouped products', and the listings showing it.
  // A document's price history replaces the product's in the store (its prices recorded no steps of their own).
  if (write.history.size)
    for (const id of await writeHistory(tx, store, write.history)) if (productById.has(id)) changedIds.push(id);
  const existingChanged = changedIds.filter((id) => productById.has(id));
  if (existingChanged.length === 0 && !created) return [];
  // Their parents as this batch left them: a page-tag read of thousands of ids is not needed.
  const parents = new Map<number, number | null>();
  for (const [id, row] of productById) parents.set(id, row.parentId);
  for (const row of write.products) parents.set(row.id!, row.parentId ?? null);
  for (const id of write.detach) parents.set(id, null);
  const tags = await productPageTags(tx, existingChanged, parents);
  return recordRetirement(tx, created || listed ? [...tags, LISTING_TAG] : tags);
}

export { Refused };
