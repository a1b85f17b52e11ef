import { and, eq, inArray } from 'drizzle-orm';
import type { Db } from '../db/client.ts';
import {
  attributeOptions,
  attributes,
  bundleOptionLinks,
  bundleOptions,
  configurableOptions,
  productTranslations,
  products,
} from '../db/schema/index.ts';
import type { StoreCode } from '../../store-view/config.ts';
import type { LineOption } from '../../orders/schema.ts';

/** What a line's shown options are read from: the sold product (a variant's own id) and the chosen options. */
export interface LineOptionSource {
  productId: number;
  productOption:
    | {
        extension_attributes?: {
          bundle_options?: { option_id: string | number; option_selections: (string | number)[] }[];
        };
      }
    | null
    | undefined;
}

/** What the options are read from of a sold product. */
interface ProductFacts {
  id: number;
  parentId: number | null;
  attributes: Record<string, unknown>;
}

/**
 * The options a shopper chose, as they read them in the store's language: a variant's colour and size (the
 * attributes its parent is configured by), a package's parts by option title ("Skidor: … 190 cm", "Bindning: …").
 * One list per line, in the order of `lines`. `known` products (read with the lines already) are not read again.
 */
export async function lineOptions(
  db: Db,
  store: StoreCode,
  lines: LineOptionSource[],
  known: ReadonlyMap<number, ProductFacts> = new Map(),
): Promise<LineOption[][]> {
  if (lines.length === 0) return [];
  const ids = [...new Set(lines.map((l) => l.productId))];
  const missing = ids.filter((id) => !known.has(id));
  const rows: ProductFacts[] = [...ids.map((id) => known.get(id)).filter((row) => row !== undefined)];
  rows.push(
    ...(await rowsFor(missing, (wanted) =>
      db
        .select({ id: products.id, parentId: products.parentId, attributes: products.attributes })
        .from(products)
        .where(inArray(products.id, wanted)),
    )),
  );
  const byId = new Map(rows.map((r) => [r.id, r]));

  // Variants: the parent's axes with their labels and the variant's option labels.
  const parentIds = [...new Set(rows.filter((r) => r.parentId !== null).map((r) => r.parentId!))];
  const axes = await rowsFor(parentIds, (ids) =>
    db
      .select({
        productId: configurableOptions.productId,
        attributeId: attributes.id,
        code: attributes.code,
        labels: attributes.labels,
      })
      .from(configurableOptions)
      .innerJoin(attributes, eq(attributes.id, configurableOptions.attributeId))
      .where(inArray(configurableOptions.productId, ids)),
  );
  const values = await rowsFor(
    axes.map((a) => a.attributeId),
    (ids) =>
      db
        .select({
          attributeId: attributeOptions.attributeId,
          value: attributeOptions.value,
          labels: attributeOptions.labels,
        })
        .from(attributeOptions)
        .where(inArray(attributeOptions.attributeId, ids)),
  );
  const valueLabel = (attributeId: number, value: string) =>
    values.find((v) => v.attributeId === attributeId && v.value === value)?.labels[store] ?? value;

  // Packages: option titles and the names of the chosen parts.
  const optionIds = lines
    .flatMap((l) => (l.productOption?.extension_attributes?.bundle_options ?? []).map((o) => Number(o.option_id)))
    .filter(Number.isInteger);
  const selectionIds = lines
    .flatMap((l) =>
      (l.productOption?.extension_attributes?.bundle_options ?? []).flatMap((o) => o.option_selections.map(Number)),
    )
    .filter(Number.isInteger);
  const titles = await rowsFor(optionIds, (ids) =>
    db
      .select({ id: bundleOptions.id, titles: bundleOptions.titles, position: bundleOptions.position })
      .from(bundleOptions)
      .where(inArray(bundleOptions.id, ids)),
  );
  const links = await rowsFor(selectionIds, (ids) =>
    db
      .select({ id: bundleOptionLinks.id, productId: bundleOptionLinks.productId, qty: bundleOptionLinks.qty })
      .from(bundleOptionLinks)
      .where(inArray(bundleOptionLinks.id, ids)),
  );
  const names = await rowsFor(
    links.map((l) => l.productId),
    (ids) =>
      db
        .select({ productId: productTranslations.productId, name: productTranslations.name })
        .from(productTranslations)
        .where(and(inArray(productTranslations.productId, ids), eq(productTranslations.storeCode, store))),
  );
  const nameOf = (productId: number) => names.find((n) => n.productId === productId)?.name ?? '';

  return lines.map((line) => {
    const row = byId.get(line.productId);
    const out: LineOption[] = [];
    if (row?.parentId != null) {
      for (const axis of axes.filter((a) => a.productId === row.parentId)) {
        const raw = row.attributes[axis.code];
        if (raw === undefined || raw === null) continue;
        out.push({
          label: axis.labels[store],
          value: valueLabel(axis.attributeId, String(Array.isArray(raw) ? raw[0] : raw)),
        });
      }
    }
    const chosen = [...(line.productOption?.extension_attributes?.bundle_options ?? [])]
      .map((o) => ({ option: titles.find((t) => t.id === Number(o.option_id)), selections: o.option_selections }))
      .filter((o) => o.option)
      .sort((a, b) => a.option!.position - b.option!.position);
    for (const { option, selections } of chosen) {
      const parts = selections
        .map((id) => links.find((l) => l.id === Number(id)))
        .filter((l) => l !== undefined)
        .map((l) => `${l.qty > 1 ? `${l.qty} × ` : ''}${nameOf(l.productId)}`);
      if (parts.length > 0) out.push({ label: option!.titles[store], value: parts.join(', ') });
    }
    return out;
  });
}

/** The rows `read` finds for the distinct `ids`, without a query when there are none. */
async function rowsFor<T>(ids: readonly number[], read: (ids: number[]) => Promise<T[]>): Promise<T[]> {
  return ids.length === 0 ? [] : read([...new Set(ids)]);
}
