import { and, eq, inArray, ne, sql } from 'drizzle-orm';
import type { Db } from '../../db/client.ts';
import * as t from '../../db/schema/index.ts';
import type { Localized } from '../../db/schema/catalog.ts';
import { sanitizeRichText } from '../../content/sanitize.ts';
import { storeCodes, storeViews, type StoreCode } from '../../../store-view/config.ts';
import type { ImportReport } from '../report.ts';
import { canonical } from './canonical.ts';
import { Refused } from './product-plan.ts';
import { dateOf, flagOf, intOf, numberOf, plainText, slugOf, stringOrNull, textOf } from './values.ts';

type Doc = Record<string, unknown>;
const rowsOf = <T>(result: unknown): T[] => ((result as { rows?: T[] }).rows ?? (result as T[])) as T[];
type Outcome = 'created' | 'updated' | 'unchanged';

/** Labels per store after a dump of `store`: its label for that store, the others kept (all the same when new). */
function localized(before: Localized | undefined, store: StoreCode, label: string): Localized {
  return Object.fromEntries(
    storeCodes.map((code) => [code, code === store || !before ? label : before[code]]),
  ) as Localized;
}

function date(doc: Doc, field: string): Date | null {
  const value = dateOf(doc[field]);
  if (value === 'invalid') throw new Refused(`${field} is not a date`);
  return value;
}

/** Categories of a dump, children_data flattened, parents first (by the depth of their path or their level). */
export function orderCategories<T extends { line: number; store: string; doc: Doc }>(docs: T[]): T[] {
  const flat: { entry: T; nested: boolean }[] = [];
  const visit = (entry: T, nested: boolean) => {
    flat.push({ entry, nested });
    const children = entry.doc.children_data;
    if (Array.isArray(children))
      for (const child of children as Doc[])
        if (child && typeof child === 'object') visit({ ...entry, doc: child }, true);
  };
  for (const entry of docs) visit(entry, false);
  // A category's own document wins over its copy inside a parent's children_data.
  const byId = new Map<string, T>();
  for (const { entry, nested } of flat) {
    const key = `${entry.store}:${String(entry.doc.id)}`;
    if (!nested || !byId.has(key)) byId.set(key, entry);
  }
  const depth = (doc: Doc) => intOf(doc.level) ?? (textOf(doc.path)?.split('/').length ?? 9) - 1;
  return [...byId.values()].sort((a, b) => depth(a.doc) - depth(b.doc));
}

/** Writes one category document of `store` in its own transaction. */
export async function writeCategory(db: Db, doc: Doc, store: StoreCode): Promise<Outcome> {
  const id = intOf(doc.id);
  if (id === undefined || id <= 0)
    throw new Refused(`category id ${JSON.stringify(doc.id)} is not a positive whole number`);
  const name = plainText(textOf(doc.name) ?? '');
  if (!name) throw new Refused('it has no name');
  return db.transaction(async (tx) => {
    if (id === 1) {
      // The global root: a row without texts or URL (Magento's "Root Catalog").
      const [root] = await tx.select().from(t.categories).where(eq(t.categories.id, 1));
      if (root) return 'unchanged';
      await tx.insert(t.categories).values({ id: 1, parentId: null, path: '1', level: 0, includeInMenu: false });
      return 'created';
    }
    const parentId = intOf(doc.parent_id) ?? 1;
    const [parent] = parentId === null ? [] : await tx.select().from(t.categories).where(eq(t.categories.id, parentId));
    if (parentId !== null && !parent) {
      if (parentId !== 1) throw new Refused(`its parent category ${parentId} is not in the catalogue`);
      await tx
        .insert(t.categories)
        .values({ id: 1, parentId: null, path: '1', level: 0, includeInMenu: false })
        .onConflictDoNothing();
    }
    const path = parent ? `${parent.path}/${id}` : String(id);
    const [parentText] = parent
      ? await tx
          .select()
          .from(t.categoryTranslations)
          .where(and(eq(t.categoryTranslations.categoryId, parent.id), eq(t.categoryTranslations.storeCode, store)))
      : [];
    const urlKey = textOf(doc.url_key) ?? (id <= 2 ? 'root' : slugOf(name));
    const urlPath =
      textOf(doc.url_path) ?? (parent && parent.level >= 2 && parentText ? `${parentText.urlPath}/${urlKey}` : urlKey);
    const slug = textOf(doc.slug) ?? urlPath.replace(/\//g, '-');
    const clash = await tx
      .select({ id: t.categoryTranslations.categoryId })
      .from(t.categoryTranslations)
      .where(
        and(
          eq(t.categoryTranslations.storeCode, store),
          ne(t.categoryTranslations.categoryId, id),
          sql`(${t.categoryTranslations.urlPath} = ${urlPath} OR ${t.categoryTranslations.slug} = ${slug})`,
        ),
      );
    if (clash.length)
      throw new Refused(`url_path ${urlPath} (slug ${slug}) is already used by category ${clash[0]!.id}`);
    const row = {
      id,
      parentId,
      path,
      level: path.split('/').length - 1,
      position: intOf(doc.position) ?? 0,
      isActive: flagOf(doc.is_active, true),
      includeInMenu: flagOf(doc.include_in_menu, true),
      image: textOf(doc.image) ?? null,
      icon: textOf(doc.icon) ?? null,
    };
    const text = {
      categoryId: id,
      storeCode: store,
      name,
      urlKey,
      urlPath,
      slug,
      description: typeof doc.description === 'string' ? doc.description : null,
      metaTitle: stringOrNull(doc.meta_title),
      metaDescription: stringOrNull(doc.meta_description),
      metaKeywords: stringOrNull(doc.meta_keywords),
    };
    const [old] = await tx.select().from(t.categories).where(eq(t.categories.id, id));
    const [oldText] = await tx
      .select()
      .from(t.categoryTranslations)
      .where(and(eq(t.categoryTranslations.categoryId, id), eq(t.categoryTranslations.storeCode, store)));
    const updatedAt = date(doc, 'updated_at');
    const same =
      old &&
      oldText &&
      canonical({ ...old, updatedAt: 0 }) === canonical({ ...row, updatedAt: 0 }) &&
      canonical(oldText) === canonical(text) &&
      (!updatedAt || updatedAt.getTime() === old.updatedAt.getTime());
    if (same) return 'unchanged';
    // A category's updated_at moves the shop's data stamp: every page shows the menu.
    await tx
      .insert(t.categories)
      .values({ ...row, updatedAt: updatedAt ?? new Date() })
      .onConflictDoUpdate({ target: t.categories.id, set: { ...row, updatedAt: updatedAt ?? new Date() } });
    await tx
      .insert(t.categoryTranslations)
      .values(text)
      .onConflictDoUpdate({ target: [t.categoryTranslations.categoryId, t.categoryTranslations.storeCode], set: text });
    return old ? 'updated' : 'created';
  });
}

/** Writes one attribute document (with its options) of `store` in its own transaction. */
export async function writeAttribute(db: Db, doc: Doc, store: StoreCode): Promise<Outcome> {
  const id = intOf(doc.attribute_id ?? doc.id);
  if (id === undefined || id <= 0) throw new Refused('it has no attribute_id');
  const code = textOf(doc.attribute_code);
  if (!code || !/^[a-z][a-z0-9_]{0,59}$/.test(code))
    throw new Refused(`attribute_code ${JSON.stringify(doc.attribute_code)} is not a code`);
  const label = plainText(textOf(doc.frontend_label) ?? textOf(doc.default_frontend_label) ?? code);
  return db.transaction(async (tx) => {
    const [other] = await tx
      .select()
      .from(t.attributes)
      .where(and(eq(t.attributes.code, code), ne(t.attributes.id, id)));
    if (other) throw new Refused(`attribute_code ${code} already belongs to attribute ${other.id}`);
    const [old] = await tx.select().from(t.attributes).where(eq(t.attributes.id, id));
    const row = {
      id,
      code,
      frontendInput: textOf(doc.frontend_input) ?? 'text',
      labels: localized(old?.labels, store, label),
      isFilterable: flagOf(doc.is_filterable, false),
      isComparable: flagOf(doc.is_comparable, false),
      isUserDefined: flagOf(doc.is_user_defined, true),
      isVisible: flagOf(doc.is_visible_on_front ?? doc.is_visible, true),
      isSingleValueFilter: flagOf(doc.is_single_value_filter, false),
      position: intOf(doc.position) ?? 0,
    };
    const oldOptions = await tx.select().from(t.attributeOptions).where(eq(t.attributeOptions.attributeId, id));
    const byValue = new Map(oldOptions.map((o) => [o.value, o]));
    const [max] = rowsOf<{ id: number }>(
      await tx.execute(sql`SELECT coalesce(max(id), 0) AS id FROM attribute_options`),
    );
    let next = Number(max?.id ?? 0) + 1;
    const docOptions = (Array.isArray(doc.options) ? (doc.options as Doc[]) : []).filter(
      (o) => textOf(o?.value) !== undefined,
    );
    const taken = new Set(
      (
        await tx
          .select({ id: t.attributeOptions.id })
          .from(t.attributeOptions)
          .where(
            and(
              inArray(
                t.attributeOptions.id,
                docOptions.flatMap((o) => intOf(o.id) ?? []),
              ),
              ne(t.attributeOptions.attributeId, id),
            ),
          )
      ).map((r) => r.id),
    );
    const options = docOptions.map((option, index) => {
      const value = textOf(option.value)!;
      const before = byValue.get(value);
      const wantedId = intOf(option.id);
      return {
        id: before?.id ?? (wantedId !== undefined && !taken.has(wantedId) ? wantedId : next++),
        attributeId: id,
        value,
        labels: localized(before?.labels, store, plainText(textOf(option.label) ?? value)),
        swatch: textOf(option.swatch) ?? null,
        sortOrder: intOf(option.sort_order) ?? index,
      };
    });
    const sorted = <T extends { id: number }>(rows: T[]) => [...rows].sort((a, b) => a.id - b.id);
    if (old && canonical(old) === canonical(row) && canonical(sorted(oldOptions)) === canonical(sorted(options)))
      return 'unchanged';
    await tx.insert(t.attributes).values(row).onConflictDoUpdate({ target: t.attributes.id, set: row });
    await tx.delete(t.attributeOptions).where(eq(t.attributeOptions.attributeId, id));
    if (options.length) await tx.insert(t.attributeOptions).values(options);
    return old ? 'updated' : 'created';
  });
}

/** Writes one tax rule document (its rates, and the tax classes it names) in its own transaction. */
export async function writeTaxRule(db: Db, doc: Doc): Promise<Outcome> {
  const id = intOf(doc.id);
  if (id === undefined || id <= 0) throw new Refused('it has no id');
  const ids = (value: unknown) => (Array.isArray(value) ? value.flatMap((v) => intOf(v) ?? []) : []);
  const rates = (Array.isArray(doc.rates) ? (doc.rates as Doc[]) : []).map((rate) => {
    const rateId = intOf(rate?.id);
    const value = numberOf(rate?.rate);
    const country = textOf(rate?.tax_country_id);
    if (rateId === undefined || value === undefined || !country)
      throw new Refused('a rate has no id, rate or tax_country_id');
    return {
      id: rateId,
      code: textOf(rate.code) ?? `${country}-${value}`,
      countryId: country.toUpperCase(),
      regionName: textOf(rate.region_name) ?? null,
      regionId: intOf(rate.tax_region_id) || null,
      rate: value,
    };
  });
  const rule = {
    id,
    code: textOf(doc.code) ?? `Rule ${id}`,
    priority: intOf(doc.priority) ?? 0,
    productTaxClassIds: ids(doc.product_tax_class_ids),
    customerTaxClassIds: ids(doc.customer_tax_class_ids),
    taxRateIds: rates.map((r) => r.id),
  };
  const names = new Map(
    (Array.isArray(doc.tax_classes) ? (doc.tax_classes as Doc[]) : []).flatMap((c) => {
      const classId = intOf(c?.id);
      return classId === undefined ? [] : [[classId, textOf(c.name)] as const];
    }),
  );
  return db.transaction(async (tx) => {
    let changed = false;
    for (const [type, classIds] of [
      ['product', rule.productTaxClassIds],
      ['customer', rule.customerTaxClassIds],
    ] as const)
      for (const classId of classIds) {
        const name = names.get(classId) ?? `Tax class ${classId}`;
        const [old] = await tx.select().from(t.taxClasses).where(eq(t.taxClasses.id, classId));
        if (old && (old.name === name || !names.has(classId))) continue;
        await tx
          .insert(t.taxClasses)
          .values({ id: classId, name, type })
          .onConflictDoUpdate({ target: t.taxClasses.id, set: { name } });
        changed = true;
      }
    for (const rate of rates) {
      const [clash] = await tx
        .select()
        .from(t.taxRates)
        .where(and(eq(t.taxRates.code, rate.code), ne(t.taxRates.id, rate.id)));
      if (clash) throw new Refused(`rate code ${rate.code} already belongs to rate ${clash.id}`);
      const [old] = await tx.select().from(t.taxRates).where(eq(t.taxRates.id, rate.id));
      if (old && canonical(old) === canonical(rate)) continue;
      await tx.insert(t.taxRates).values(rate).onConflictDoUpdate({ target: t.taxRates.id, set: rate });
      changed = true;
    }
    const [old] = await tx.select().from(t.taxRules).where(eq(t.taxRules.id, id));
    if (!old || canonical(old) !== canonical(rule)) {
      await tx.insert(t.taxRules).values(rule).onConflictDoUpdate({ target: t.taxRules.id, set: rule });
      changed = true;
    }
    return !old ? 'created' : changed ? 'updated' : 'unchanged';
  });
}

/** Writes one CMS page or block document of `store` (its content sanitized) in its own transaction. */
export async function writeCms(db: Db, doc: Doc, store: StoreCode, kind: 'cms_page' | 'cms_block'): Promise<Outcome> {
  const table = kind === 'cms_page' ? t.cmsPages : t.cmsBlocks;
  const identifier = textOf(doc.identifier);
  if (!identifier) throw new Refused('it has no identifier');
  const storeId = storeViews[store].storeId;
  const wantedId = intOf(doc.id);
  const row = {
    identifier,
    storeId,
    title: plainText(textOf(doc.title) ?? identifier),
    content: sanitizeRichText(typeof doc.content === 'string' ? doc.content : ''),
    isActive: flagOf(doc.active ?? doc.is_active, true),
  };
  const updatedAt = date(doc, 'updated_at') ?? date(doc, 'update_time');
  return db.transaction(async (tx) => {
    const [old] = await tx
      .select()
      .from(table)
      .where(and(eq(table.identifier, identifier), eq(table.storeId, storeId)));
    if (
      old &&
      canonical({ ...old, id: 0, updatedAt: 0 }) === canonical({ ...row, id: 0, updatedAt: 0 }) &&
      (!updatedAt || updatedAt.getTime() === old.updatedAt.getTime())
    )
      return 'unchanged';
    let id = old?.id;
    if (id === undefined && wantedId !== undefined && wantedId > 0) {
      const [taken] = await tx.select({ id: table.id }).from(table).where(eq(table.id, wantedId));
      if (!taken) id = wantedId;
    }
    const values = { ...row, ...(id !== undefined ? { id } : {}), updatedAt: updatedAt ?? new Date() };
    await tx
      .insert(table)
      .values(values)
      .onConflictDoUpdate({ target: [table.identifier, table.storeId], set: values });
    await tx.execute(
      sql.raw(`SELECT setval(pg_get_serial_sequence('${kind}s', 'id'), greatest((SELECT max(id) FROM ${kind}s), 1))`),
    );
    return old ? 'updated' : 'created';
  });
}

/** Writes one URL rewrite of `store` (by its request path) in its own transaction. */
export async function writeUrlRewrite(db: Db, doc: Doc, store: StoreCode): Promise<Outcome> {
  const requestPath = textOf(doc.request_path)?.replace(/^\/+/, '');
  const targetPath = textOf(doc.target_path)?.replace(/^\/+/, '');
  if (!requestPath || !targetPath) throw new Refused('it has no request_path or target_path');
  const redirectType = intOf(doc.redirect_type) ?? 0;
  if (![0, 301, 302].includes(redirectType)) throw new Refused(`redirect_type ${redirectType} is not 0, 301 or 302`);
  const row = {
    storeCode: store,
    requestPath,
    targetPath,
    redirectType,
    entityType: textOf(doc.entity_type) ?? null,
    entityId: intOf(doc.entity_id) ?? null,
  };
  return db.transaction(async (tx) => {
    const [old] = await tx
      .select()
      .from(t.urlRewrites)
      .where(and(eq(t.urlRewrites.storeCode, store), eq(t.urlRewrites.requestPath, requestPath)));
    if (old && canonical({ ...old, id: 0 }) === canonical({ ...row, id: 0 })) return 'unchanged';
    await tx
      .insert(t.urlRewrites)
      .values(row)
      .onConflictDoUpdate({ target: [t.urlRewrites.storeCode, t.urlRewrites.requestPath], set: row });
    return old ? 'updated' : 'created';
  });
}

/** Writes `work` and counts or refuses it in the report (a refusal changes nothing). */
export async function counted(
  report: ImportReport,
  entity: string,
  line: number,
  key: string | undefined,
  work: () => Promise<Outcome>,
): Promise<Outcome | undefined> {
  try {
    const outcome = await work();
    report.count(entity, outcome);
    return outcome;
  } catch (error) {
    report.refuse(entity, line, error instanceof Error ? error.message : String(error), key);
    return undefined;
  }
}
