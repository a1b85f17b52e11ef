/**
 * The catalogue services (in-process API used by pages and by the thin adapters under src/pages/api).
 *
 * Products
 * - `searchProducts(store, request, { customerGroupId?, now? })` → `{ items, total, start, perPage, aggregations,
 *   attributeMetadata, suggestions }`. `request` is the catalog `_search` body:
 *   `{ query?: { text?, filters?: { category_ids?, price?: { from?, to? } | 'from-to', sku?, id?, type_id?, url_key?,
 *   url_path?, <attribute code>: value | value[] }, exclude?: {...same} }, sort?: 'popularity:desc' | 'price:asc' | …,
 *   from?, size?, _sourceInclude?, _sourceExclude?, aggregations?: ['ls_farg', 'price', …] }`.
 *   Listings hold parents only (visibility 2-4, status 0/1, in stock). Bad input throws `ApiError` 400.
 *   With text and no explicit sort, items come by relevance. `suggestions: [{ text }]` when fewer than 3 matched.
 * - `getProduct(store, { sku } | { urlPath } | { id }, { customerGroupId?, childSku?, now? })` → `ProductDocument`.
 *   Status ≥ 2 → 404 'Product query returned empty result product status = N'; visibility 1/2 without a
 *   configurable parent → 404 '… visibility = N'; a variant (by sku or its url_path) gives its parent with
 *   `childSku`, `selectedVariant` and `configuration` set. Unknown → 404.
 * - `ProductDocument` (documents.ts): VSF product: id, sku, name, type_id, status, visibility,
 *   url_key, url_path ('p/{sku}/{slug}'), slug, category_ids, category [{ category_id, name, slug, url_path }],
 *   image, media_gallery, description, short_description, meta_*, stock { is_in_stock, qty, manage_stock },
 *   prices (ALL tax included, per contract "Money"; `_excl_tax` / `_tax` fields give the split):
 *   price = price_incl_tax = original_price(_incl_tax), special_price (only inside window and below price, else
 *   null), final_price (= lowest of price, special, tier of the group), *_excl_tax, *_tax, tax_percent,
 *   tier_prices [{ customer_group_id, qty, value }], new, popularity; a reduction (README.md "Price reductions"):
 *   sale, discount_label ('-7%'), discount_percent, prior_price, prior_price_basis { days, from, to } (null/false
 *   when final_price is not an announced reduction),
 *   configurable_options [{ attribute_code, label, values: [{ value_index, label, swatch }] }],
 *   configurable_children [{ sku, status, stock, is_in_stock, price fields, ls_* values }] (status ≥ 2 and
 *   phased-out (ls_utg) out-of-stock variants removed; other out-of-stock variants kept with is_in_stock false and
 *   never selected), bundle_options [{ option_id, title, required, product_links: [{ id, sku, qty, is_default,
 *   price }] }], product_links [{ link_type, linked_product_sku, … }], every attribute value (ls_varumarke …) at
 *   top level, errors { variants?/stock?: 'No available product variants' }.
 * - `selectVariant(children, { sku?, configuration? })` (documents.ts): the variant rule.
 *
 * Categories, attributes, tax
 * - `listCategories(store, { query?: { filters? }, sort?, from?, size? })` (categories.ts) → search answer of
 *   `CategoryDocument` (id, parent_id, name, slug, url_path, level, position, product_count, children_data, …).
 * - `getCategory(store, { id } | { slug } | { urlPath } | { urlKey })` → `CategoryDocument` with `breadcrumbs`
 *   (parent chain below the root, outermost first); 404 'Category query returned empty result <key> = <value>'.
 * - `getAttributes(store, { codes?, ids? })` → `AttributeDocument[]`; `listTaxRules()` → `TaxRuleDocument[]`.
 *
 * URLs, stock, CMS
 * - `mapUrl(store, url, { customerGroupId?, childSku? })` (url.ts) → `{ _type: 'product' | 'category' | 'cms_page',
 *   _source }` or `{ type, id?, target_url, redirectCode }` for rewrites (0) and redirects (301/302), or null.
 * - `findUrlRewrite(store, url)` → `{ request_path, target_path, redirect_type }` or null.
 * - Stock: src/lib/server/stock/service.ts (orders engineer). `cmsPage(id)`, `cmsPageByIdentifier(identifier, storeId)`,
 *   `cmsBlock(id)`, `cmsBlockByIdentifier(identifier, storeId)` (cms.ts).
 *
 * Prices and tax rules for the cart live in pricing.ts (pure functions).
 */
import { getDb } from '../db/client.ts';
import type { StoreView } from '../../store-view/config.ts';
import { catalogReference } from './reference.ts';

export {
  CATALOGUE_VISIBILITY,
  searchProducts,
  type ProductSearchRequest,
  type ProductSearchResult,
  type SearchOptions,
} from './search.ts';
export { getProduct, getProductsBySku, type ProductKey, type ProductOptions } from './product.ts';
export { listCategories, getCategory, type CategoryDocument, type Breadcrumb } from './categories.ts';
export { selectVariant, type ProductDocument, type ChildDocument } from './documents.ts';
export { mapUrl, findUrlRewrite, type UrlMapping, type UrlRewrite } from './url.ts';
export { cmsPage, cmsBlock, cmsPageByIdentifier, cmsBlockByIdentifier, type CmsDocument } from './cms.ts';

/** An attribute as the attribute search answers it. */
export interface AttributeDocument {
  attribute_id: number;
  attribute_code: string;
  frontend_input: string;
  frontend_label: string;
  default_frontend_label: string;
  is_filterable: boolean;
  is_comparable: boolean;
  is_user_defined: boolean;
  is_visible: boolean;
  is_single_value_filter: boolean;
  position: number;
  options: { value: string; label: string; swatch?: string; sort_order: number }[];
}

/** Attributes by code and/or id (all when neither is given), labels in the store's language. */
export async function getAttributes(
  store: StoreView,
  filter: { codes?: readonly string[]; ids?: readonly number[] } = {},
): Promise<AttributeDocument[]> {
  const reference = await catalogReference(await getDb());
  return [...reference.attributes.values()]
    .filter((a) => (!filter.codes && !filter.ids) || filter.codes?.includes(a.code) || filter.ids?.includes(a.id))
    .map((a) => ({
      attribute_id: a.id,
      attribute_code: a.code,
      frontend_input: a.frontendInput,
      frontend_label: a.labels[store.storeCode],
      default_frontend_label: a.labels.sv,
      is_filterable: a.isFilterable,
      is_comparable: a.isComparable,
      is_user_defined: a.isUserDefined,
      is_visible: a.isVisible,
      is_single_value_filter: a.isSingleValueFilter,
      position: a.position,
      options: a.options.map((o) => ({
        value: o.value,
        label: o.labels[store.storeCode],
        ...(o.swatch ? { swatch: o.swatch } : {}),
        sort_order: o.sortOrder,
      })),
    }));
}

/** A tax rule as the taxrule search answers it. */
export interface TaxRuleDocument {
  id: number;
  code: string;
  priority: number;
  product_tax_class_ids: number[];
  customer_tax_class_ids: number[];
  rates: {
    rate: number;
    code: string;
    tax_country_id: string;
    region_name: string | null;
    tax_region_id: number | null;
  }[];
}

/** Every tax rule with its rates. */
export async function listTaxRules(): Promise<TaxRuleDocument[]> {
  const reference = await catalogReference(await getDb());
  return reference.taxRules.map((rule) => ({
    id: rule.id,
    code: rule.code,
    priority: rule.priority,
    product_tax_class_ids: [...rule.productTaxClassIds],
    customer_tax_class_ids: [...rule.customerTaxClassIds],
    rates: rule.rates.map((r) => ({
      rate: r.rate,
      code: r.code,
      tax_country_id: r.countryId,
      region_name: r.regionName,
      tax_region_id: r.regionId,
    })),
  }));
}
