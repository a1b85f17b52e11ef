/**
 * The catalogue services (in-process API used by pages and by the thin adapters under src/pages/api). More in
 * README.md.
 */
import { getDb } from '../db/client.ts';
import type { StoreView } from '../../store-view/config.ts';
import { attributeHeadOf, attributeOptionOf, catalogReference } from './reference.ts';

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
      ...attributeHeadOf(a, store.storeCode),
      default_frontend_label: a.labels.sv,
      is_filterable: a.isFilterable,
      is_comparable: a.isComparable,
      is_user_defined: a.isUserDefined,
      is_visible: a.isVisible,
      is_single_value_filter: a.isSingleValueFilter,
      position: a.position,
      options: a.options.map((o) => ({ ...attributeOptionOf(o, store.storeCode), sort_order: o.sortOrder })),
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
