import type { VsfEntity } from '../import/vsf/dump.ts';
import { attributeDocuments, categoryDocuments, cmsDocuments, taxRuleDocuments } from '../import/vsf/catalog-docs.ts';
import { productDocuments, type VsfDocument } from '../import/vsf/product-docs.ts';
import type { AttributeRow } from '../import/vsf/rows.ts';
import { storeCodes, storeViews, type StoreCode } from '../../store-view/config.ts';
import { cmsRows } from './extras.ts';
import type { CatalogRows } from './generator.ts';
import { attributeDefs, taxClassRows, taxRateRows, taxRuleRows } from './reference.ts';

/** The demo's attributes as rows (ids and option ids in the order of their definitions). */
export function demoAttributes(): AttributeRow[] {
  let optionId = 1;
  return attributeDefs.map((a, position) => ({
    id: a.id,
    code: a.code,
    frontendInput: a.frontendInput,
    labels: a.labels,
    isFilterable: a.isFilterable ?? false,
    isComparable: a.isComparable ?? false,
    isUserDefined: a.isUserDefined ?? true,
    isVisible: a.isVisible ?? true,
    isSingleValueFilter: a.isSingleValueFilter ?? false,
    position,
    options: (a.options ?? []).map((o, sortOrder) => ({
      id: optionId++,
      value: o.value,
      labels: o.labels,
      swatch: o.swatch ?? null,
      sortOrder,
    })),
  }));
}

/**
 * The demo catalogue as the Vue Storefront documents a retailer's dump would hold, per store and entity: the seed
 * imports these through the same import as `npm run import -- vsf`.
 */
export function demoDocuments(catalog: CatalogRows): Map<VsfEntity, { store: StoreCode; doc: VsfDocument }[]> {
  const attributes = demoAttributes();
  const byId = new Map(attributes.map((a) => [a.id, a]));
  const product = new Map(catalog.products.map((p) => [p.id, p]));
  const name = new Map(catalog.categoryTranslations.map((t) => [`${t.storeCode}:${t.categoryId}`, t.name]));
  const rules = taxRuleRows.map((rule) => ({
    ...rule,
    rates: rule.taxRateIds.map((id) => {
      const rate = taxRateRows.find((r) => r.id === id)!;
      return { ...rate, regionName: null, regionId: null };
    }),
  }));
  const cms = cmsRows();
  const rows = {
    ...catalog,
    configurableOptions: catalog.configurableOptions.map((o, index) => ({ ...o, id: index + 1 })),
  };
  const documents = new Map<VsfEntity, { store: StoreCode; doc: VsfDocument }[]>();
  const add = (entity: VsfEntity, store: StoreCode, docs: VsfDocument[]) =>
    documents.set(entity, [...(documents.get(entity) ?? []), ...docs.map((doc) => ({ store, doc }))]);
  for (const store of storeCodes) {
    add('attribute', store, attributeDocuments(attributes, store));
    add('taxrule', store, taxRuleDocuments(rules, taxClassRows));
    add('category', store, categoryDocuments(catalog.categories, catalog.categoryTranslations, store));
    add(
      'product',
      store,
      productDocuments(rows, store, {
        product: (id) => product.get(id),
        categoryName: (id) => name.get(`${store}:${id}`),
        attribute: (id) => byId.get(id),
      }),
    );
    const storeId = storeViews[store].storeId;
    add('cms_page', store, cmsDocuments(cms.pages.map((p, i) => ({ ...p, id: i + 1 })) as never, storeId));
    add('cms_block', store, cmsDocuments(cms.blocks.map((b, i) => ({ ...b, id: i + 1 })) as never, storeId));
  }
  return documents;
}
