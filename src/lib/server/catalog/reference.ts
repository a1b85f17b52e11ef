import { createHash } from 'node:crypto';
import { asc } from 'drizzle-orm';
import type { Db } from '../db/client.ts';
import {
  attributeOptions,
  attributes,
  categories,
  categoryTranslations,
  configurableOptions,
  customerGroups,
  taxRates,
  taxRules,
} from '../db/schema/index.ts';
import type { Localized } from '../db/schema/catalog.ts';
import type { StoreCode } from '../../store-view/config.ts';
import type { TaxRule } from './pricing.ts';

/** An attribute with its options (cached reference data). */
export interface AttributeInfo {
  id: number;
  code: string;
  frontendInput: string;
  labels: Localized;
  isFilterable: boolean;
  isComparable: boolean;
  isUserDefined: boolean;
  isVisible: boolean;
  isSingleValueFilter: boolean;
  position: number;
  options: { id: number; value: string; labels: Localized; swatch: string | null; sortOrder: number }[];
}

/** The fields an answer about an attribute starts with, its label in the store's language. */
export function attributeHeadOf(attribute: AttributeInfo, store: StoreCode) {
  return {
    attribute_id: attribute.id,
    attribute_code: attribute.code,
    frontend_input: attribute.frontendInput,
    frontend_label: attribute.labels[store],
  };
}

/** An attribute's option as answers carry it, its label in the store's language. */
export function attributeOptionOf(option: AttributeInfo['options'][number], store: StoreCode) {
  return { value: option.value, label: option.labels[store], ...(option.swatch ? { swatch: option.swatch } : {}) };
}

/** Per-store texts of a category. */
export interface CategoryTexts {
  name: string;
  urlKey: string;
  urlPath: string;
  slug: string;
  description: string | null;
  metaTitle: string | null;
  metaDescription: string | null;
  metaKeywords: string | null;
}

/** A category of the tree with its texts per store (cached reference data). */
export interface CategoryInfo {
  id: number;
  parentId: number | null;
  path: string;
  level: number;
  position: number;
  isActive: boolean;
  includeInMenu: boolean;
  image: string | null;
  icon: string | null;
  texts: Partial<Record<StoreCode, CategoryTexts>>;
}

/** A tax rule with its rates resolved, as the taxrule search answers it. */
export interface TaxRuleInfo extends TaxRule {
  code: string;
  rates: { countryId: string; regionId: number | null; rate: number; code: string; regionName: string | null }[];
}

/** Reference data of the catalogue that changes rarely: attributes, category tree, tax rules, customer groups. */
export interface CatalogReference {
  /** A digest of the rows it was read from: the same when read again unchanged (caches of what is built from it keep their entries). */
  fingerprint: string;
  attributes: Map<string, AttributeInfo>;
  attributesById: Map<number, AttributeInfo>;
  categories: Map<number, CategoryInfo>;
  childrenOf: Map<number, number[]>;
  taxRules: TaxRuleInfo[];
  /** Customer group id → customer tax class id. */
  groupTaxClass: Map<number, number>;
  /** Codes of the attributes configurables are configured by (their values differ between variants). */
  variantAttributes: Set<string>;
}

/** How long reference data is reused before it is read again (ms). */
const TTL_MS = 30_000;
const cache = new WeakMap<Db, { at: number; value: Promise<CatalogReference> }>();

async function load(db: Db): Promise<CatalogReference> {
  const [attributeRows, optionRows, categoryRows, textRows, ruleRows, rateRows, groupRows, variantRows] =
    await Promise.all([
      db.select().from(attributes).orderBy(asc(attributes.position), asc(attributes.id)),
      db.select().from(attributeOptions).orderBy(asc(attributeOptions.sortOrder), asc(attributeOptions.id)),
      db.select().from(categories).orderBy(asc(categories.position), asc(categories.id)),
      db.select().from(categoryTranslations),
      db.select().from(taxRules),
      db.select().from(taxRates),
      db.select().from(customerGroups),
      db.selectDistinct({ attributeId: configurableOptions.attributeId }).from(configurableOptions),
    ]);
  const byId = new Map<number, AttributeInfo>();
  // The rows are the reference data's own shape: an attribute's columns, an option's without its attribute.
  for (const row of attributeRows) byId.set(row.id, { ...row, options: [] });
  for (const { attributeId, ...option } of optionRows) byId.get(attributeId)?.options.push(option);
  const categoryMap = new Map<number, CategoryInfo>();
  const childrenOf = new Map<number, number[]>();
  for (const { updatedAt: _updatedAt, ...row } of categoryRows) {
    categoryMap.set(row.id, { ...row, texts: {} });
    if (row.parentId !== null) childrenOf.set(row.parentId, [...(childrenOf.get(row.parentId) ?? []), row.id]);
  }
  for (const text of textRows) {
    const category = categoryMap.get(text.categoryId);
    if (!category) continue;
    category.texts[text.storeCode as StoreCode] = {
      name: text.name,
      urlKey: text.urlKey,
      urlPath: text.urlPath,
      slug: text.slug,
      description: text.description,
      metaTitle: text.metaTitle,
      metaDescription: text.metaDescription,
      metaKeywords: text.metaKeywords,
    };
  }
  const fingerprint = createHash('sha256')
    .update(
      JSON.stringify([attributeRows, optionRows, categoryRows, textRows, ruleRows, rateRows, groupRows, variantRows]),
    )
    .digest('base64url');
  const rates = new Map(rateRows.map((rate) => [rate.id, rate]));
  const rules: TaxRuleInfo[] = ruleRows.map((rule) => ({
    id: rule.id,
    code: rule.code,
    priority: rule.priority,
    productTaxClassIds: rule.productTaxClassIds,
    customerTaxClassIds: rule.customerTaxClassIds,
    rates: rule.taxRateIds.flatMap((id) => {
      const rate = rates.get(id);
      return rate
        ? [
            {
              countryId: rate.countryId,
              regionId: rate.regionId,
              rate: rate.rate,
              code: rate.code,
              regionName: rate.regionName,
            },
          ]
        : [];
    }),
  }));
  return {
    fingerprint,
    attributes: new Map([...byId.values()].map((a) => [a.code, a])),
    attributesById: byId,
    categories: categoryMap,
    childrenOf,
    taxRules: rules,
    groupTaxClass: new Map(groupRows.map((g) => [g.id, g.taxClassId])),
    variantAttributes: new Set(variantRows.flatMap((row) => byId.get(row.attributeId)?.code ?? [])),
  };
}

/** The cached reference data of a database (re-read after 30 s). */
export function catalogReference(db: Db): Promise<CatalogReference> {
  const found = cache.get(db);
  if (found && Date.now() - found.at < TTL_MS) return found.value;
  const value = load(db);
  cache.set(db, { at: Date.now(), value });
  value.catch(() => cache.delete(db));
  return value;
}

/** A category id and all its descendants. */
export function withDescendants(reference: CatalogReference, ids: readonly number[]): number[] {
  const out = new Set<number>();
  const stack = [...ids];
  while (stack.length > 0) {
    const id = stack.pop()!;
    if (out.has(id)) continue;
    out.add(id);
    for (const child of reference.childrenOf.get(id) ?? []) stack.push(child);
  }
  return [...out];
}
