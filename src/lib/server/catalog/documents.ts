import type { Db } from '../db/client.ts';
import type { products, productTranslations } from '../db/schema/index.ts';
import type { StoreView } from '../../store-view/config.ts';
import { errorText } from '../../i18n/errors.ts';
import { productTypes, type ProductType } from '../../catalog/contract.ts';
import { loadDocumentRows, type RawRows } from './document-rows.ts';
import { priceFieldsOf, type PriceFields } from './price-fields.ts';
import { sumSteps, type PriceStep } from './price-reduction.ts';
import {
  bundlePrice,
  type BundleLink,
  chosenBundleLinks,
  groupedPrice,
  isNewAt,
  taxRateFor,
  type TierPrice,
} from './pricing.ts';
import type { CatalogReference } from './reference.ts';
import type { ChildDocument, DocumentOptions, ProductDocument, StockInfo } from './document-types.ts';

export { documentRowsSql, loadDocumentRows, rawRowsOf, storedDocumentSql, type RawRows } from './document-rows.ts';
export { priceFieldsOf, type PriceFields, type PriorPriceBasis } from './price-fields.ts';
export type { ChildDocument, DocumentOptions, ProductDocument, SearchedProduct, StockInfo } from './document-types.ts';
export { configurationOf, selectVariant } from './variant-choice.ts';

/** The ls_utg value of variants being phased out: dropped from the variants when not in stock. */
export const PHASED_OUT = 'utgaende';

/** A stored product type as the contract's type (the seed and imports write only these). */
function productTypeOf(stored: string): ProductType {
  const type = productTypes.find((known) => known === stored);
  if (!type) throw new Error(`Product type ${stored} is not one of the catalogue's types`);
  return type;
}

type ProductRow = typeof products.$inferSelect;
type TextRow = typeof productTranslations.$inferSelect;

const iso = (date: Date | null | undefined) => (date ? date.toISOString() : null);

function attributeValues(row: ProductRow): Record<string, unknown> {
  const out: Record<string, unknown> = {};
  for (const [code, value] of Object.entries(row.attributes ?? {})) out[code] = value;
  return out;
}

export async function loadProductDocuments(
  db: Db,
  store: StoreView,
  ids: readonly number[],
  reference: CatalogReference,
  options: DocumentOptions = {},
): Promise<ProductDocument[]> {
  if (ids.length === 0) return [];
  return documentsOf(
    await loadDocumentRows(db, store.storeCode, [...new Set(ids)], options.customerGroupId ?? 0),
    store,
    ids,
    reference,
    options,
  );
}

/** Builds the documents of `ids` (in that order) from the rows documentRowsSql read for them. */
export function documentsOf(
  raw: RawRows,
  store: StoreView,
  ids: readonly number[],
  reference: CatalogReference,
  options: DocumentOptions = {},
): ProductDocument[] {
  if (ids.length === 0) return [];
  const now = options.now ?? new Date();
  const groupId = options.customerGroupId ?? 0;
  const customerTaxClass = reference.groupTaxClass.get(groupId) ?? reference.groupTaxClass.get(0) ?? 3;
  const idList = [...new Set(ids)];
  const wanted = new Set(idList);

  const { rowsA, categoryRows, optionRows, bundleRows, linkRows } = raw;
  const productById = new Map(rowsA.map((row) => [row.id, row]));
  for (const row of raw.extraRows) productById.set(row.id, row);
  const textById = new Map<number, TextRow>(raw.textRows.map((row) => [row.productId, row]));
  const priceById = new Map(raw.priceRows.map((row) => [row.productId, row]));
  const stockById = new Map(raw.stockRows.map((row) => [row.productId, row]));
  const tiersById = new Map<number, TierPrice[]>();
  for (const tier of raw.tierRows) {
    const list = tiersById.get(tier.productId);
    if (list) list.push(tier);
    else tiersById.set(tier.productId, [tier]);
  }
  const historyById = new Map<number, PriceStep[]>();
  for (const { productId, ...step } of raw.historyRows) {
    const list = historyById.get(productId);
    if (list) list.push(step);
    else historyById.set(productId, [step]);
  }
  const historyOf = (id: number): PriceStep[] => historyById.get(id) ?? [];

  const stockOf = (id: number): StockInfo => {
    const stock = stockById.get(id);
    return stock
      ? {
          is_in_stock: stock.isInStock && (!stock.manageStock || stock.backorders || stock.qty > 0),
          qty: stock.qty,
          manage_stock: stock.manageStock,
          backorders: stock.backorders,
        }
      : { is_in_stock: false, qty: 0, manage_stock: true, backorders: false };
  };
  const rateByClass = new Map<number, number>();
  const pricesOf = (row: ProductRow): PriceFields => {
    const price = priceById.get(row.id) ?? { price: 0, specialPrice: null, specialFromDate: null, specialToDate: null };
    let rate = rateByClass.get(row.taxClassId);
    if (rate === undefined)
      rateByClass.set(
        row.taxClassId,
        (rate = taxRateFor(reference.taxRules, row.taxClassId, customerTaxClass, store.countryId)),
      );
    return priceFieldsOf(price, tiersById.get(row.id) ?? [], groupId, now, rate, historyOf(row.id));
  };
  const sellable = (id: number) => {
    const row = productById.get(id);
    return !!row && row.status === 1 && stockOf(id).is_in_stock;
  };

  const childrenByParent = new Map<number, ProductRow[]>();
  for (const row of rowsA) {
    if (row.parentId === null || !wanted.has(row.parentId)) continue;
    const list = childrenByParent.get(row.parentId);
    if (list) list.push(row);
    else childrenByParent.set(row.parentId, [row]);
  }

  const documents: ProductDocument[] = [];
  for (const id of idList) {
    const row = productById.get(id);
    const text = textById.get(id);
    if (!row || !text) continue;
    const prices = pricesOf(row);
    const errors: Record<string, string> = {};

    const children: ChildDocument[] = [];
    if (row.typeId === 'configurable') {
      for (const childRow of childrenByParent.get(id) ?? []) {
        const stock = stockOf(childRow.id);
        if (childRow.status >= 2) continue;
        if (childRow.attributes?.ls_utg === PHASED_OUT && !stock.is_in_stock) continue;
        const childText = textById.get(childRow.id);
        children.push({
          ...attributeValues(childRow),
          ...pricesOf(childRow),
          id: childRow.id,
          sku: childRow.sku,
          name: childText?.name ?? text.name,
          type_id: childRow.typeId,
          status: childRow.status,
          visibility: childRow.visibility,
          url_key: childText?.urlKey ?? text.urlKey,
          url_path: childText?.urlPath ?? text.urlPath,
          image: childRow.image,
          stock,
          is_in_stock: stock.is_in_stock,
          qty: stock.qty,
        });
      }
    }

    const configurable_options: ProductDocument['configurable_options'] = optionRows
      .filter((option) => option.productId === id)
      .flatMap((option) => {
        const attribute = reference.attributesById.get(option.attributeId);
        if (!attribute) return [];
        const present = new Set(children.map((child) => String(child[attribute.code])));
        return [
          {
            id: option.id,
            attribute_id: attribute.id,
            attribute_code: attribute.code,
            label: attribute.labels[store.storeCode],
            position: option.position,
            product_id: id,
            values: attribute.options
              .filter((o) => present.has(o.value))
              .map((o) => ({ value_index: o.value, label: o.labels[store.storeCode], swatch: o.swatch })),
          },
        ];
      });

    const bundle_options: ProductDocument['bundle_options'] = [];
    let composedPrice: { regular: number; final: number; history: PriceStep[] } | undefined;
    if (row.typeId === 'bundle') {
      const byOption = new Map<number, typeof bundleRows>();
      for (const entry of bundleRows)
        if (entry.option.productId === id)
          byOption.set(entry.option.id, [...(byOption.get(entry.option.id) ?? []), entry]);
      const regularLinks: BundleLink[][] = [];
      const finalLinks: BundleLink[][] = [];
      for (const entries of byOption.values()) {
        const option = entries[0]!.option;
        const links = entries.flatMap(({ link }) => {
          if (!link || !sellable(link.productId)) return [];
          const linked = productById.get(link.productId)!;
          return [{ link, linked, prices: pricesOf(linked) }];
        });
        regularLinks.push(
          links.map(({ link, prices: p }) => ({
            isDefault: link.isDefault,
            qty: link.qty,
            price: p.price,
            position: link.position,
          })),
        );
        finalLinks.push(
          links.map(({ link, prices: p }) => ({
            isDefault: link.isDefault,
            qty: link.qty,
            price: p.final_price,
            position: link.position,
            productId: link.productId,
          })),
        );
        bundle_options.push({
          option_id: option.id,
          title: option.titles[store.storeCode],
          type: option.type,
          required: option.required,
          position: option.position,
          product_links: links.map(({ link, linked, prices: p }) => ({
            id: link.id,
            sku: linked.sku,
            name: textById.get(linked.id)?.name ?? linked.sku,
            qty: link.qty,
            is_default: link.isDefault,
            can_change_quantity: link.canChangeQty,
            position: link.position,
            price: p.final_price,
            is_in_stock: true,
          })),
        });
      }
      composedPrice = {
        regular: bundlePrice(regularLinks),
        final: bundlePrice(finalLinks),
        history: sumSteps(
          chosenBundleLinks(finalLinks).map((link) => ({ steps: historyOf(link.productId!), qty: link.qty })),
        ),
      };
    }

    const product_links: ProductDocument['product_links'] = linkRows
      .filter((link) => link.productId === id)
      .flatMap((link) => {
        const linked = productById.get(link.linkedProductId);
        if (!linked) return [];
        if (link.linkType === 'associated' && !sellable(linked.id)) return [];
        return [
          {
            sku: row.sku,
            link_type: link.linkType,
            linked_product_sku: linked.sku,
            linked_product_type: linked.typeId,
            linked_product_name: textById.get(linked.id)?.name ?? linked.sku,
            linked_product_price: pricesOf(linked).final_price,
            position: link.position,
            qty: link.qty,
          },
        ];
      });
    if (row.typeId === 'grouped') {
      const members = product_links.filter(
        (link) => link.link_type === 'associated' && link.linked_product_type === 'simple',
      );
      const bySku = new Map([...productById.values()].map((p) => [p.sku, p]));
      const memberRows = members.flatMap((m) => bySku.get(m.linked_product_sku) ?? []);
      composedPrice = {
        final: groupedPrice(memberRows.map((m) => pricesOf(m).final_price)),
        regular: groupedPrice(memberRows.map((m) => pricesOf(m).price)),
        history: sumSteps(memberRows.map((m) => ({ steps: historyOf(m.id), qty: 1 }))),
      };
    }

    let finalPrices = prices;
    if (composedPrice) {
      const rate = prices.tax_percent;
      finalPrices = priceFieldsOf(
        {
          price: composedPrice.regular,
          specialPrice: composedPrice.final < composedPrice.regular ? composedPrice.final : null,
          specialFromDate: null,
          specialToDate: null,
        },
        [],
        groupId,
        now,
        rate,
        composedPrice.history,
      );
    }

    let stock = stockOf(id);
    if (row.typeId === 'configurable') {
      const selectable = children.filter((child) => child.stock.is_in_stock);
      stock = {
        is_in_stock: selectable.length > 0,
        qty: selectable.reduce((sum, child) => sum + child.qty, 0),
        manage_stock: stock.manage_stock,
        backorders: stock.backorders,
      };
      if (selectable.length === 0) errors.variants = errorText('noVariants');
    } else if (row.typeId === 'bundle') {
      stock = {
        ...stock,
        is_in_stock:
          stock.is_in_stock && bundle_options.every((option) => !option.required || option.product_links.length > 0),
      };
    }
    if (!stock.is_in_stock && !errors.variants) errors.stock = errorText('noVariants');

    const categoryIds = categoryRows.filter((pc) => pc.productId === id).map((pc) => pc.categoryId);
    documents.push({
      ...attributeValues(row),
      ...finalPrices,
      id: row.id,
      sku: row.sku,
      name: text.name,
      type_id: productTypeOf(row.typeId),
      status: row.status,
      visibility: row.visibility,
      tax_class_id: row.taxClassId,
      url_key: text.urlKey,
      url_path: text.urlPath,
      slug: text.urlKey,
      parentSku: row.sku,
      description: text.description,
      short_description: text.shortDescription,
      meta_title: text.metaTitle,
      meta_description: text.metaDescription,
      meta_keywords: text.metaKeywords,
      image: row.image,
      media_gallery: (row.mediaGallery ?? []).map((m) => ({ ...m, lab: text.name })),
      category_ids: [...new Set(categoryIds)],
      category: [...new Set(categoryIds)].flatMap((categoryId) => {
        const category = reference.categories.get(categoryId);
        const texts = category?.texts[store.storeCode];
        return texts ? [{ category_id: categoryId, name: texts.name, slug: texts.slug, url_path: texts.urlPath }] : [];
      }),
      stock,
      is_in_stock: stock.is_in_stock,
      qty: stock.qty,
      popularity: row.popularity,
      weight: row.weight,
      new: isNewAt(row.newsFromDate, row.newsToDate, now),
      news_from_date: iso(row.newsFromDate),
      news_to_date: iso(row.newsToDate),
      created_at: row.createdAt.toISOString(),
      updated_at: row.updatedAt.toISOString(),
      configurable_options,
      configurable_children: children,
      bundle_options,
      product_links,
      errors,
    });
  }
  return documents;
}
