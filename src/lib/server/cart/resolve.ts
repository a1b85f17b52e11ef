import { createHash } from 'node:crypto';
import { and, eq, inArray } from 'drizzle-orm';
import type { Db } from '../db/client.ts';
import {
  attributes,
  bundleOptionLinks,
  bundleOptions,
  configurableOptions,
  productLinks,
  products,
} from '../db/schema/index.ts';
import { catalogError } from '../http/api.ts';
import { bundlePrice, finalPriceOf, toMinor, type Minor, type PriceRow } from '../catalog/pricing.ts';
import type { StoreCode } from '../../store-view/config.ts';
import { IDENTIFIER, type ProductOption } from '../../cart/schema.ts';
import { loadProducts, type ProductRow } from './product-rows.ts';

/** A product unit whose stock a cart line uses (`qty` per unit of the line). */
export interface StockComponent {
  productId: number;
  sku: string;
  qty: number;
}

/** A cart or order line resolved against the catalogue: what it is, what it costs, what stock it takes. */
export interface ResolvedLine {
  productId: number;
  sku: string;
  name: string;
  productType: string;
  taxClassId: number;
  /** True when nothing is shipped (virtual and downloadable products). */
  isVirtual: boolean;
  productOption: ProductOption | null;
  checksum: string;
  /** Unit price incl. tax for `qty` units of the line (tier prices depend on the quantity). */
  unitPrice: (qty: number) => Minor;
  components: StockComponent[];
  /** The most units of the line the stock allows (Infinity when no component has managed stock). */
  maxQty: number;
}

/** The checksum that identifies a cart line: sku plus its custom, bundle and configurable options. */
export function optionChecksum(sku: string, option: ProductOption | null | undefined): string {
  const ext = option?.extension_attributes ?? {};
  const norm = (list: { option_id: unknown; option_value?: unknown }[] | undefined) =>
    (list ?? []).map((o) => `${String(o.option_id)}=${String(o.option_value)}`).sort();
  const bundle = (ext.bundle_options ?? [])
    .map((o) => `${String(o.option_id)}x${o.option_qty ?? 1}:${o.option_selections.map(String).sort().join(',')}`)
    .sort();
  const canonical = JSON.stringify([sku, norm(ext.custom_options), bundle, norm(ext.configurable_item_options)]);
  return createHash('sha256').update(canonical).digest('hex').slice(0, 40);
}

const sellable = (row: ProductRow | undefined): row is ProductRow & { price: PriceRow } =>
  !!row && row.status < 2 && row.price !== null;
const unavailable = () => catalogError(400, 'productsUnavailable');
const badOptions = () => catalogError(400, 'optionsUnavailable');

type OptionKinds = NonNullable<ProductOption['extension_attributes']>;

/**
 * Options of a kind the product's type does not take (a variant takes configurable options, a bundle bundle options,
 * grouped and simple products neither) are an option combination that does not exist. Empty lists are no options.
 */
function refuseOtherOptions(ext: OptionKinds, takes?: 'configurable_item_options' | 'bundle_options'): void {
  for (const kind of ['configurable_item_options', 'bundle_options'] as const) {
    if (kind !== takes && (ext[kind] ?? []).length > 0) throw badOptions();
  }
}
const managed = (row: ProductRow) => row.manageStock !== false;

/** The most units the stock of the given rows allows for components of `qty` each (managed stock, no backorders). */
function maxQtyOf(parts: { row: ProductRow; qty: number }[]): number {
  let max = Infinity;
  for (const { row, qty } of parts) {
    if (row.isInStock === null) return 0;
    if (row.manageStock === false) {
      if (!row.isInStock) return 0;
      continue;
    }
    max = Math.min(max, Math.floor((row.stockQty ?? 0) / qty));
  }
  return max;
}

/** Checks that `qty` units of a line fit its stock, or 400 `The requested qty is not available`. */
export function assertStock(line: ResolvedLine, qty: number): void {
  if (qty > line.maxQty) throw catalogError(400, 'qtyUnavailable');
}

const axesCache = new WeakMap<object, Map<number, Promise<{ id: number; code: string }[]>>>();

/** The products with these ids (a bundle's or a grouped product's members). */
async function loadProductsById(db: Db, store: StoreCode, ids: number[]): Promise<ProductRow[]> {
  return ids.length === 0 ? [] : loadProducts(db, store, inArray(products.id, ids));
}

/** What a resolved line is: the product it is sold as (a configurable's child), its type and chosen options. */
function lineOf(
  row: ProductRow,
  productType: string,
  productOption: ProductOption | null,
  isVirtual = false,
): Omit<ResolvedLine, 'unitPrice' | 'components' | 'maxQty'> {
  return {
    productId: row.id,
    sku: row.sku,
    name: row.name ?? row.sku,
    productType,
    taxClassId: row.taxClassId,
    isVirtual,
    productOption,
    checksum: optionChecksum(row.sku, productOption),
  };
}

/** The attributes a configurable product is configured by (reference data, cached per database). */
function axesOf(db: Db, parentId: number): Promise<{ id: number; code: string }[]> {
  let perDb = axesCache.get(db);
  if (!perDb) axesCache.set(db, (perDb = new Map()));
  let found = perDb.get(parentId);
  if (!found) {
    found = db
      .select({ id: attributes.id, code: attributes.code })
      .from(configurableOptions)
      .innerJoin(attributes, eq(attributes.id, configurableOptions.attributeId))
      .where(eq(configurableOptions.productId, parentId));
    found.catch(() => perDb.delete(parentId));
    perDb.set(parentId, found);
  }
  return found;
}

/**
 * Resolves a sku with its options to a sellable line: a configurable parent with its configurable options (or a
 * child sku) becomes the child; a bundle takes the selected links; a grouped product its members. Throws the
 * catalogue's messages for unknown/disabled products and impossible option combinations.
 */
export async function resolveLine(
  db: Db,
  store: StoreCode,
  sku: string,
  option: ProductOption | null | undefined,
  groupId: number,
  now = new Date(),
  preloaded?: Map<string, ProductRow>,
): Promise<ResolvedLine> {
  if (!IDENTIFIER.test(sku)) throw unavailable();
  const row = preloaded ? preloaded.get(sku) : (await loadProducts(db, store, eq(products.sku, sku)))[0];
  // Disabled products, and products not visible individually (a variant counts with its parent's visibility).
  if (!row || row.status >= 2 || row.shownVisibility === 1) throw unavailable();
  const ext = option?.extension_attributes ?? {};
  if ((ext.custom_options ?? []).length > 0) throw badOptions(); // no product of the catalogue has custom options
  const productOption = option && Object.keys(ext).length > 0 ? { extension_attributes: ext } : null;

  if (row.typeId === 'configurable' || row.parentId !== null) {
    const parentId = row.parentId ?? row.id;
    if (row.parentId !== null && (row.parentStatus === null || row.parentStatus >= 2)) throw unavailable();
    refuseOtherOptions(ext, 'configurable_item_options');
    const axes = await axesOf(db, parentId);
    const chosen = ext.configurable_item_options ?? [];
    let child: ProductRow | undefined;
    if (row.parentId !== null) {
      child = row;
      for (const c of chosen) {
        const axis = axes.find((a) => String(a.id) === String(c.option_id) || a.code === String(c.option_id));
        if (!axis || String(child.attributes[axis.code]) !== String(c.option_value)) throw badOptions();
      }
    } else {
      if (chosen.length === 0) throw badOptions();
      const wanted = new Map<string, string>();
      for (const c of chosen) {
        const axis = axes.find((a) => String(a.id) === String(c.option_id) || a.code === String(c.option_id));
        if (!axis) throw badOptions();
        wanted.set(axis.code, String(c.option_value));
      }
      if (wanted.size !== axes.length) throw badOptions();
      const children = await loadProducts(db, store, eq(products.parentId, parentId));
      child = children.find((ch) => [...wanted].every(([code, value]) => String(ch.attributes[code]) === value));
      if (!child) throw badOptions();
    }
    if (!sellable(child)) throw unavailable();
    const tiers = child.tiers;
    const price = child.price;
    return {
      ...lineOf(child, 'configurable', productOption),
      unitPrice: (qty) => toMinor(finalPriceOf(price, now, tiers, groupId, qty)),
      components: [{ productId: child.id, sku: child.sku, qty: 1 }],
      maxQty: maxQtyOf([{ row: child, qty: 1 }]),
    };
  }

  if (row.typeId === 'bundle') {
    refuseOtherOptions(ext, 'bundle_options');
    const options = await db
      .select({ id: bundleOptions.id, required: bundleOptions.required, type: bundleOptions.type })
      .from(bundleOptions)
      .where(eq(bundleOptions.productId, row.id));
    const optionIds = options.map((o) => o.id);
    const links =
      optionIds.length === 0
        ? []
        : await db.select().from(bundleOptionLinks).where(inArray(bundleOptionLinks.optionId, optionIds));
    const members = await loadProductsById(
      db,
      store,
      links.map((l) => l.productId),
    );
    const byId = new Map(members.map((m) => [m.id, m]));
    const selections = ext.bundle_options ?? [];
    for (const sel of selections) if (!options.some((o) => String(o.id) === String(sel.option_id))) throw badOptions();
    const components: StockComponent[] = [];
    const stockParts: { row: ProductRow; qty: number }[] = [];
    const priced: { isDefault: boolean; qty: number; price: number | null; position: number }[][] = [];
    for (const opt of options) {
      const optLinks = links.filter((l) => l.optionId === opt.id).sort((a, b) => a.position - b.position);
      const sel = selections.find((s) => String(s.option_id) === String(opt.id));
      let picked: typeof optLinks;
      if (sel) {
        const found = sel.option_selections.map((id) => optLinks.find((l) => String(l.id) === String(id)));
        if (found.length === 0 || found.some((l) => !l)) throw badOptions();
        picked = found.filter((l) => l !== undefined);
        if (opt.type !== 'checkbox' && opt.type !== 'multi' && picked.length > 1) throw badOptions();
      } else {
        const fallback = optLinks.find((l) => l.isDefault) ?? optLinks[0];
        if (!fallback) {
          if (opt.required) throw badOptions();
          continue;
        }
        picked = [fallback];
      }
      const optionQty = sel?.option_qty ?? 1;
      for (const link of picked) {
        const member = byId.get(link.productId);
        if (!sellable(member)) throw unavailable();
        const qty = link.qty * (link.canChangeQty ? optionQty : 1);
        components.push({ productId: member.id, sku: member.sku, qty });
        stockParts.push({ row: member, qty });
        priced.push([
          { isDefault: true, qty, price: finalPriceOf(member.price, now, member.tiers, groupId, 1), position: 0 },
        ]);
      }
    }
    if (components.length === 0) throw badOptions();
    const unit = toMinor(bundlePrice(priced));
    return {
      ...lineOf(row, 'bundle', productOption),
      unitPrice: () => unit,
      components,
      maxQty: maxQtyOf(stockParts),
    };
  }

  if (row.typeId === 'grouped') {
    refuseOtherOptions(ext);
    const memberLinks = await db
      .select({ id: productLinks.linkedProductId, qty: productLinks.qty })
      .from(productLinks)
      .where(and(eq(productLinks.productId, row.id), eq(productLinks.linkType, 'associated')));
    if (memberLinks.length === 0) throw unavailable();
    const members = await loadProductsById(
      db,
      store,
      memberLinks.map((m) => m.id),
    );
    if (members.length !== memberLinks.length || !members.every(sellable)) throw unavailable();
    const unit = members.reduce((sum, m) => sum + toMinor(finalPriceOf(m.price!, now, m.tiers, groupId, 1)), 0);
    return {
      ...lineOf(row, 'grouped', productOption),
      unitPrice: () => unit,
      components: members.map((m) => ({ productId: m.id, sku: m.sku, qty: 1 })),
      maxQty: maxQtyOf(members.map((m) => ({ row: m, qty: 1 }))),
    };
  }

  if (!sellable(row)) throw unavailable();
  refuseOtherOptions(ext);
  const tiers = row.tiers;
  const price = row.price;
  const isVirtual = row.typeId === 'virtual' || row.typeId === 'downloadable';
  return {
    ...lineOf(row, row.typeId, productOption, isVirtual),
    unitPrice: (qty) => toMinor(finalPriceOf(price, now, tiers, groupId, qty)),
    components: managed(row) || !isVirtual ? [{ productId: row.id, sku: row.sku, qty: 1 }] : [],
    maxQty: maxQtyOf([{ row, qty: 1 }]),
  };
}
