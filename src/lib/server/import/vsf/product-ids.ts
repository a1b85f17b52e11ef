/** The product ids and tax classes an import batch needs before it writes, and the documents it refuses first. */
import { sql } from 'drizzle-orm';
import type { Db } from '../../db/client.ts';
import * as t from '../../db/schema/index.ts';
import { numberArray, textArray } from '../sql-arrays.ts';
import type { ProductPlan } from './product-plan.ts';

/** A checked product document waiting to be written. */
export interface PlannedDocument {
  line: number;
  plan: ProductPlan;
}

export const all = (plan: ProductPlan): ProductPlan[] => [plan, ...plan.children];

/** The skus this run wrote and the next free product id: updated as ids are given. */
interface IdState {
  skus: Map<string, { line: number; variant: boolean }>;
  nextProductId: number;
}

/** Gives each sku of `docs` its id: the stored product of the sku, else the document's id when free, else the next. */
export async function assignIds(
  tx: Db,
  docs: PlannedDocument[],
  state: IdState,
  refuse: (entity: string, line: number, reason: string, sku: string) => unknown,
): Promise<{ accepted: PlannedDocument[]; idOf: Map<string, number> }> {
  const plans = docs.flatMap((doc) => all(doc.plan));
  const skus = plans.map((p) => p.sku);
  const docIds = plans.flatMap((p) => (p.docId === undefined ? [] : [p.docId]));
  const stored = await tx
    .select({ id: t.products.id, sku: t.products.sku })
    .from(t.products)
    .where(
      sql`${t.products.sku} = ANY(${textArray(skus)}::text[]) OR ${t.products.id} = ANY(${numberArray(docIds)}::int[])`,
    );
  const idBySku = new Map(stored.map((row) => [row.sku, row.id]));
  const skuById = new Map(stored.map((row) => [row.id, row.sku]));

  // Ids: the stored product of the sku, else the document's id when free, else the next free one.
  const accepted: PlannedDocument[] = [];
  const idOf = new Map<string, number>();
  for (const doc of docs) {
    const refusal = all(doc.plan)
      .map((p, index) => {
        const seen = state.skus.get(p.sku);
        return seen && seen.variant === index > 0 ? `sku ${p.sku} is already in this dump (line ${seen.line})` : '';
      })
      .find(Boolean);
    if (refusal) {
      refuse('product', doc.line, refusal, doc.plan.sku);
      continue;
    }
    all(doc.plan).forEach((p, index) => {
      if (!state.skus.has(p.sku)) state.skus.set(p.sku, { line: doc.line, variant: index > 0 });
      let id = idOf.get(p.sku) ?? idBySku.get(p.sku);
      if (id === undefined) {
        id = p.docId !== undefined && !skuById.has(p.docId) ? p.docId : state.nextProductId++;
        skuById.set(id, p.sku);
        if (id >= state.nextProductId) state.nextProductId = id + 1;
      }
      idOf.set(p.sku, id);
    });
    accepted.push(doc);
  }
  return { accepted, idOf };
}

/** Makes sure the tax classes the documents name exist (a dump carries only the classes its tax rules name). */
export async function ensureTaxClasses(tx: Db, docs: PlannedDocument[]): Promise<void> {
  const classes = [...new Set(docs.flatMap((d) => all(d.plan).map((p) => p.product.taxClassId)))];
  await tx
    .insert(t.taxClasses)
    .values(classes.map((id) => ({ id, name: `Tax class ${id}`, type: 'product' as const })))
    .onConflictDoNothing();
}
