import { createHash } from 'node:crypto';
import { and, eq, inArray } from 'drizzle-orm';
import type { Db } from '../db/client.ts';
import {
  attributes, bundleOptionLinks, bundleOptions, configurableOptions, productLinks, productPrices, products, productTranslations,
  stockItems, tierPrices,
} from '../db/schema/index.ts';
import { catalogError } from '../http/api.ts';
import { bundlePrice, finalPriceOf, toMinor, type Minor, type PriceRow, type TierPrice } from '../catalog/pricing.ts';
import type { StoreCode } from '../../store-view/config.ts';
import type { ProductOption } from './schema.ts';

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
}

interface ProductRow {
  id: number; sku: string; typeId: string; status: number; parentId: number | null; taxClassId: number;
  attributes: Record<string, string | string[] | number>; name: string | null;
  price: PriceRow | null; stockQty: number | null; manageStock: boolean | null; isInStock: boolean | null;
}

async function loadProducts(db: Db, store: StoreCode, where: ReturnType<typeof eq>): Promise<ProductRow[]> {
  const rows = await db
    .select({
      id: products.id, sku: products.sku, typeId: products.typeId, status: products.status, parentId: products.parentId,
      taxClassId: products.taxClassId, attributes: products.attributes, name: productTranslations.name,
      price: productPrices.price, specialPrice: productPrices.specialPrice, specialFromDate: productPrices.specialFromDate,
      specialToDate: productPrices.specialToDate, stockQty: stockItems.qty, manageStock: stockItems.manageStock, isInStock: stockItems.isInStock,
    })
    .from(products)
    .leftJoin(productTranslations, and(eq(productTranslations.productId, products.id), eq(productTranslations.storeCode, store)))
    .leftJoin(productPrices, and(eq(productPrices.productId, products.id), eq(productPrices.storeCode, store)))
    .leftJoin(stockItems, eq(stockItems.productId, products.id))
    .where(where);
  return rows.map((r) => ({
    id: r.id, sku: r.sku, typeId: r.typeId, status: r.status, parentId: r.parentId, taxClassId: r.taxClassId, attributes: r.attributes,
    name: r.name, stockQty: r.stockQty, manageStock: r.manageStock, isInStock: r.isInStock,
    price: r.price === null ? null : { price: r.price, specialPrice: r.specialPrice, specialFromDate: r.specialFromDate, specialToDate: r.specialToDate },
  }));
}

async function tiersOf(db: Db, store: StoreCode, productIds: number[]): Promise<Map<number, TierPrice[]>> {
  const map = new Map<number, TierPrice[]>();
  if (productIds.length === 0) return map;
  const rows = await db.select({ productId: tierPrices.productId, customerGroupId: tierPrices.customerGroupId, qty: tierPrices.qty, value: tierPrices.value })
    .from(tierPrices).where(and(inArray(tierPrices.productId, productIds), eq(tierPrices.storeCode, store)));
  for (const row of rows) map.set(row.productId, [...(map.get(row.productId) ?? []), row]);
  return map;
}

/** The checksum that identifies a cart line: sku plus its custom, bundle and configurable options. */
export function optionChecksum(sku: string, option: ProductOption | null | undefined): string {
  const ext = option?.extension_attributes ?? {};
  const norm = (list: { option_id: unknown; option_value?: unknown }[] | undefined) =>
    (list ?? []).map((o) => `${String(o.option_id)}=${String(o.option_value)}`).sort();
  const bundle = (ext.bundle_options ?? [])
    .map((o) => `${String(o.option_id)}x${o.option_qty ?? 1}:${o.option_selections.map(String).sort().join(',')}`).sort();
  const canonical = JSON.stringify([sku, norm(ext.custom_options), bundle, norm(ext.configurable_item_options)]);
  return createHash('sha256').update(canonical).digest('hex').slice(0, 40);
}

const sellable = (row: ProductRow | undefined): row is ProductRow & { price: PriceRow } => !!row && row.status < 2 && row.price !== null;
const unavailable = () => catalogError(400, 'productsUnavailable');
const badOptions = () => catalogError(400, 'optionsUnavailable');
const managed = (row: ProductRow) => row.manageStock !== false;

/** Checks that `qty` units of a line fit the stock of each of its components (managed stock, no backorders). */
export function assertStock(line: ResolvedLine, qty: number, stock: Map<number, { qty: number; manage: boolean; inStock: boolean }>): void {
  for (const c of line.components) {
    const s = stock.get(c.productId);
    if (!s) throw unavailable();
    if (!s.manage) {
      if (!s.inStock) throw catalogError(400, 'qtyUnavailable');
      continue;
    }
    if (c.qty * qty > s.qty) throw catalogError(400, 'qtyUnavailable');
  }
}

/** Current stock of the given products. */
export async function stockOf(db: Db, productIds: number[]): Promise<Map<number, { qty: number; manage: boolean; inStock: boolean }>> {
  const map = new Map<number, { qty: number; manage: boolean; inStock: boolean }>();
  if (productIds.length === 0) return map;
  const rows = await db.select({ productId: stockItems.productId, qty: stockItems.qty, manage: stockItems.manageStock, inStock: stockItems.isInStock })
    .from(stockItems).where(inArray(stockItems.productId, productIds));
  for (const r of rows) map.set(r.productId, { qty: r.qty, manage: r.manage, inStock: r.inStock });
  return map;
}

/**
 * Resolves a sku with its options to a sellable line: a configurable parent with its configurable options (or a
 * child sku) becomes the child; a bundle takes the selected links; a grouped product its members. Throws the
 * catalogue's messages for unknown/disabled products and impossible option combinations.
 */
export async function resolveLine(db: Db, store: StoreCode, sku: string, option: ProductOption | null | undefined, groupId: number, now = new Date()): Promise<ResolvedLine> {
  const [row] = await loadProducts(db, store, eq(products.sku, sku));
  if (!row || row.status >= 2) throw unavailable();
  const ext = option?.extension_attributes ?? {};
  if ((ext.custom_options ?? []).length > 0) throw badOptions(); // no product of the catalogue has custom options
  const productOption = option && Object.keys(ext).length > 0 ? { extension_attributes: ext } : null;

  if (row.typeId === 'configurable' || row.parentId !== null) {
    const parentId = row.parentId ?? row.id;
    const [parent] = row.parentId === null ? [row] : await loadProducts(db, store, eq(products.id, parentId));
    if (!parent || parent.status >= 2) throw unavailable();
    const axes = await db.select({ id: attributes.id, code: attributes.code }).from(configurableOptions)
      .innerJoin(attributes, eq(attributes.id, configurableOptions.attributeId)).where(eq(configurableOptions.productId, parentId));
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
    const tiers = (await tiersOf(db, store, [child.id])).get(child.id) ?? [];
    const price = child.price;
    return {
      productId: child.id, sku: child.sku, name: child.name ?? child.sku, productType: 'configurable', taxClassId: child.taxClassId, isVirtual: false,
      productOption, checksum: optionChecksum(child.sku, productOption),
      unitPrice: (qty) => toMinor(finalPriceOf(price, now, tiers, groupId, qty)),
      components: [{ productId: child.id, sku: child.sku, qty: 1 }],
    };
  }

  if (row.typeId === 'bundle') {
    const options = await db.select({ id: bundleOptions.id, required: bundleOptions.required, type: bundleOptions.type }).from(bundleOptions).where(eq(bundleOptions.productId, row.id));
    const optionIds = options.map((o) => o.id);
    const links = optionIds.length === 0 ? [] : await db.select().from(bundleOptionLinks).where(inArray(bundleOptionLinks.optionId, optionIds));
    const members = links.length === 0 ? [] : await loadProducts(db, store, inArray(products.id, links.map((l) => l.productId)) as ReturnType<typeof eq>);
    const byId = new Map(members.map((m) => [m.id, m]));
    const tiers = await tiersOf(db, store, members.map((m) => m.id));
    const selections = ext.bundle_options ?? [];
    for (const sel of selections) if (!options.some((o) => String(o.id) === String(sel.option_id))) throw badOptions();
    const components: StockComponent[] = [];
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
        if (!fallback) { if (opt.required) throw badOptions(); continue; }
        picked = [fallback];
      }
      const optionQty = sel?.option_qty ?? 1;
      for (const link of picked) {
        const member = byId.get(link.productId);
        if (!sellable(member)) throw unavailable();
        const qty = link.qty * (link.canChangeQty ? optionQty : 1);
        components.push({ productId: member.id, sku: member.sku, qty });
        priced.push([{ isDefault: true, qty, price: finalPriceOf(member.price, now, tiers.get(member.id) ?? [], groupId, 1), position: 0 }]);
      }
    }
    if (components.length === 0) throw badOptions();
    const unit = toMinor(bundlePrice(priced));
    return {
      productId: row.id, sku: row.sku, name: row.name ?? row.sku, productType: 'bundle', taxClassId: row.taxClassId, isVirtual: false,
      productOption, checksum: optionChecksum(row.sku, productOption), unitPrice: () => unit, components,
    };
  }

  if (row.typeId === 'grouped') {
    const memberLinks = await db.select({ id: productLinks.linkedProductId, qty: productLinks.qty }).from(productLinks)
      .where(and(eq(productLinks.productId, row.id), eq(productLinks.linkType, 'associated')));
    if (memberLinks.length === 0) throw unavailable();
    const members = await loadProducts(db, store, inArray(products.id, memberLinks.map((m) => m.id)) as ReturnType<typeof eq>);
    if (members.length !== memberLinks.length || !members.every(sellable)) throw unavailable();
    const tiers = await tiersOf(db, store, members.map((m) => m.id));
    const unit = members.reduce((sum, m) => sum + toMinor(finalPriceOf(m.price!, now, tiers.get(m.id) ?? [], groupId, 1)), 0);
    return {
      productId: row.id, sku: row.sku, name: row.name ?? row.sku, productType: 'grouped', taxClassId: row.taxClassId, isVirtual: false,
      productOption, checksum: optionChecksum(row.sku, productOption), unitPrice: () => unit,
      components: members.map((m) => ({ productId: m.id, sku: m.sku, qty: 1 })),
    };
  }

  if (!sellable(row)) throw unavailable();
  if ((ext.configurable_item_options ?? []).length > 0 || (ext.bundle_options ?? []).length > 0) throw badOptions();
  const tiers = (await tiersOf(db, store, [row.id])).get(row.id) ?? [];
  const price = row.price;
  const isVirtual = row.typeId === 'virtual' || row.typeId === 'downloadable';
  return {
    productId: row.id, sku: row.sku, name: row.name ?? row.sku, productType: row.typeId, taxClassId: row.taxClassId, isVirtual,
    productOption, checksum: optionChecksum(row.sku, productOption),
    unitPrice: (qty) => toMinor(finalPriceOf(price, now, tiers, groupId, qty)),
    components: managed(row) || !isVirtual ? [{ productId: row.id, sku: row.sku, qty: 1 }] : [],
  };
}
