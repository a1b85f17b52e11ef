import type { StoreCode } from '../../../store-view/config.ts';
import type { VsfDocument } from './product-docs.ts';
import type { AttributeRow, CategoryRow, CategoryTranslationRow, CmsRow, TaxRuleRow } from './rows.ts';

const iso = (date: Date | null | undefined) => (date ? date.toISOString() : null);

/** The category documents of a store (flat, one per category with texts in the store; parents before children). */
export function categoryDocuments(
  categories: readonly CategoryRow[],
  texts: readonly CategoryTranslationRow[],
  store: StoreCode,
): VsfDocument[] {
  const own = new Map(texts.filter((text) => text.storeCode === store).map((text) => [text.categoryId, text]));
  return [...categories]
    .sort((a, b) => a.level - b.level || a.id - b.id)
    .flatMap((c) => {
      const text = own.get(c.id);
      // The global root (1) has no texts: an import makes it when a dump does not have it.
      if (!text) return [];
      return [
        {
          id: c.id,
          parent_id: c.parentId,
          path: c.path,
          level: c.level,
          position: c.position,
          is_active: c.isActive,
          include_in_menu: c.includeInMenu,
          name: text?.name ?? 'Root Catalog',
          url_key: text?.urlKey ?? null,
          url_path: text?.urlPath ?? null,
          slug: text?.slug ?? null,
          description: text?.description ?? null,
          meta_title: text?.metaTitle ?? null,
          meta_description: text?.metaDescription ?? null,
          meta_keywords: text?.metaKeywords ?? null,
          image: c.image,
          icon: c.icon,
          updated_at: iso(c.updatedAt),
        },
      ];
    });
}

/** The attribute documents of a store: labels in its language, options with their ids, sort order and swatches. */
export function attributeDocuments(attributes: readonly AttributeRow[], store: StoreCode): VsfDocument[] {
  return attributes.map((a) => ({
    id: a.id,
    attribute_id: a.id,
    attribute_code: a.code,
    frontend_input: a.frontendInput,
    frontend_label: a.labels[store],
    default_frontend_label: a.labels[store],
    is_filterable: a.isFilterable,
    is_comparable: a.isComparable,
    is_user_defined: a.isUserDefined,
    is_visible: a.isVisible,
    is_visible_on_front: a.isVisible,
    is_single_value_filter: a.isSingleValueFilter,
    position: a.position,
    options: a.options.map((o) => ({
      id: o.id,
      value: o.value,
      label: o.labels[store],
      swatch: o.swatch,
      sort_order: o.sortOrder,
    })),
  }));
}

/** The tax rule documents (with their rates and the names of the tax classes they name). */
export function taxRuleDocuments(
  rules: readonly TaxRuleRow[],
  classes: readonly { id: number; name: string }[],
): VsfDocument[] {
  const name = new Map(classes.map((c) => [c.id, c.name]));
  return rules.map((rule) => ({
    id: rule.id,
    code: rule.code,
    priority: rule.priority,
    position: 0,
    product_tax_class_ids: rule.productTaxClassIds,
    customer_tax_class_ids: rule.customerTaxClassIds,
    tax_rate_ids: rule.rates.map((r) => r.id),
    rates: rule.rates.map((r) => ({
      id: r.id,
      code: r.code,
      tax_country_id: r.countryId,
      tax_region_id: r.regionId ?? 0,
      region_name: r.regionName,
      tax_postcode: '*',
      rate: r.rate,
    })),
    tax_classes: [...rule.productTaxClassIds, ...rule.customerTaxClassIds].map((id) => ({
      id,
      name: name.get(id) ?? null,
    })),
  }));
}

/** CMS page or block documents of one store. */
export function cmsDocuments(rows: readonly CmsRow[], storeId: number): VsfDocument[] {
  return rows
    .filter((row) => row.storeId === storeId)
    .map((row) => ({
      id: row.id,
      identifier: row.identifier,
      title: row.title,
      content: row.content,
      active: row.isActive,
      store_id: [row.storeId],
      updated_at: iso(row.updatedAt),
    }));
}

/** URL rewrites of one store (this shop's own entity beside Vue Storefront's: Magento keeps them in url_rewrite). */
export function urlRewriteDocuments(
  rows: readonly {
    id: number;
    storeCode: string;
    requestPath: string;
    targetPath: string;
    redirectType: number;
    entityType: string | null;
    entityId: number | null;
  }[],
  store: StoreCode,
): VsfDocument[] {
  return rows
    .filter((row) => row.storeCode === store)
    .map((row) => ({
      id: row.id,
      request_path: row.requestPath,
      target_path: row.targetPath,
      redirect_type: row.redirectType,
      entity_type: row.entityType,
      entity_id: row.entityId,
    }));
}
