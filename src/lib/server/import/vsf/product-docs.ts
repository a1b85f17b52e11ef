import type { StoreCode } from '../../../store-view/config.ts';
import { groupBy } from '../../db/rows.ts';
import type { AttributeRow, ProductRow, ProductRows } from './rows.ts';

/** A Vue Storefront document (`_source` of a dump line). */
export type VsfDocument = Record<string, unknown>;

/** What product documents name beside their own rows: other products (bundle parts, links), categories, attributes. */
export interface ProductContext {
  /** Sku and type of any product a link or bundle option points at. */
  product(id: number): { sku: string; typeId: string } | undefined;
  categoryName(id: number): string | undefined;
  attribute(id: number): AttributeRow | undefined;
}

const iso = (date: Date | null | undefined) => (date ? date.toISOString() : null);

/**
 * The product documents of one store, as Vue Storefront's indexer writes them (mage2vuestorefront). More in README.md.
 */
export function productDocuments(rows: ProductRows, store: StoreCode, context: ProductContext): VsfDocument[] {
  const text = new Map(rows.productTranslations.filter((t) => t.storeCode === store).map((t) => [t.productId, t]));
  const price = new Map(rows.productPrices.filter((p) => p.storeCode === store).map((p) => [p.productId, p]));
  const tiers = groupBy(
    rows.tierPrices.filter((t) => t.storeCode === store),
    (t) => t.productId,
  );
  const stock = new Map(rows.stockItems.map((s) => [s.productId, s]));
  const history = rows.priceHistory
    ? groupBy(
        rows.priceHistory.filter((h) => h.storeCode === store),
        (h) => h.productId,
      )
    : undefined;
  const children = groupBy(
    rows.products.filter((p) => p.parentId !== null),
    (p) => p.parentId!,
  );
  const categories = groupBy(rows.productCategories, (c) => c.productId);
  const options = groupBy(rows.configurableOptions, (o) => o.productId);
  const bundles = groupBy(rows.bundleOptions, (o) => o.productId);
  const bundleLinks = groupBy(rows.bundleOptionLinks, (l) => l.optionId);
  const links = groupBy(rows.productLinks, (l) => l.productId);

  const fields = (p: ProductRow): VsfDocument | undefined => {
    const t = text.get(p.id);
    if (!t) return undefined;
    const pr = price.get(p.id);
    const s = stock.get(p.id);
    const doc: VsfDocument = {
      id: p.id,
      sku: p.sku,
      type_id: p.typeId,
      status: p.status,
      visibility: p.visibility,
      tax_class_id: p.taxClassId,
      position: p.position,
      name: t.name,
      description: t.description,
      short_description: t.shortDescription,
      url_key: t.urlKey,
      url_path: t.urlPath,
      meta_title: t.metaTitle,
      meta_description: t.metaDescription,
      meta_keywords: t.metaKeywords ?? null,
      price: pr?.price ?? null,
      special_price: pr?.specialPrice ?? null,
      special_from_date: iso(pr?.specialFromDate),
      special_to_date: iso(pr?.specialToDate),
      tier_prices: (tiers.get(p.id) ?? []).map((tier) => ({
        customer_group_id: tier.customerGroupId,
        qty: tier.qty,
        value: tier.value,
      })),
      image: p.image,
      media_gallery: p.mediaGallery,
      stock: s
        ? { qty: s.qty, is_in_stock: s.isInStock, manage_stock: s.manageStock, backorders: s.backorders ? 1 : 0 }
        : null,
      popularity: p.popularity,
      weight: p.weight ?? null,
      news_from_date: iso(p.newsFromDate),
      news_to_date: iso(p.newsToDate),
      created_at: iso(p.createdAt),
      updated_at: iso(p.updatedAt),
    };
    // This shop's own field: the selling prices as they were (a reduction is shown against the lowest of 30 days).
    if (history)
      doc.price_history = (history.get(p.id) ?? [])
        .sort((a, b) => a.effectiveFrom.getTime() - b.effectiveFrom.getTime())
        .map((h) => ({
          effective_from: iso(h.effectiveFrom),
          price: h.price,
          regular_price: h.regularPrice,
          source: h.source,
        }));
    for (const [code, value] of Object.entries(p.attributes)) if (!(code in doc)) doc[code] = value;
    return doc;
  };

  const documents: VsfDocument[] = [];
  for (const p of rows.products) {
    if (p.parentId !== null) continue;
    const doc = fields(p);
    if (!doc) continue;
    const own = (categories.get(p.id) ?? []).sort((a, b) => a.position - b.position);
    doc.category_ids = own.map((c) => c.categoryId);
    doc.category = own.map((c) => ({
      category_id: c.categoryId,
      name: context.categoryName(c.categoryId) ?? null,
      position: c.position,
    }));
    const kids = (children.get(p.id) ?? []).sort((a, b) => a.position - b.position || a.id - b.id);
    const childDocs = kids.flatMap((child) => fields(child) ?? []);
    doc.configurable_options = (options.get(p.id) ?? [])
      .sort((a, b) => a.position - b.position || a.id - b.id)
      .map((option) => {
        const attribute = context.attribute(option.attributeId);
        const used = new Set(kids.map((child) => String(child.attributes[attribute?.code ?? ''])));
        return {
          id: option.id,
          attribute_id: option.attributeId,
          attribute_code: attribute?.code ?? null,
          label: attribute?.labels[store] ?? null,
          position: option.position,
          product_id: p.id,
          values: (attribute?.options ?? [])
            .filter((o) => used.has(o.value))
            .map((o) => ({ value_index: o.value, label: o.labels[store] })),
        };
      });
    doc.configurable_children = childDocs;
    doc.bundle_options = (bundles.get(p.id) ?? [])
      .sort((a, b) => a.position - b.position || a.id - b.id)
      .map((option) => ({
        option_id: option.id,
        title: option.titles[store],
        type: option.type,
        required: option.required,
        position: option.position,
        product_links: (bundleLinks.get(option.id) ?? [])
          .sort((a, b) => a.position - b.position || a.id - b.id)
          .map((link) => ({
            id: link.id,
            sku: context.product(link.productId)?.sku ?? null,
            qty: link.qty,
            is_default: link.isDefault,
            can_change_quantity: link.canChangeQty,
            position: link.position,
          })),
      }));
    doc.product_links = (links.get(p.id) ?? []).map((link) => ({
      sku: p.sku,
      link_type: link.linkType,
      linked_product_sku: context.product(link.linkedProductId)?.sku ?? null,
      linked_product_type: context.product(link.linkedProductId)?.typeId ?? null,
      position: link.position,
      qty: link.qty,
    }));
    documents.push(doc);
  }
  return documents;
}
