import type { z } from 'astro/zod';
import { sql } from 'drizzle-orm';
import { getDb, type Db } from '../db/client.ts';
import { ApiError, parseWith } from '../http/api.ts';
import type { StoreCode, StoreView } from '../../store-view/config.ts';
import { currentListingVersion } from '../search/indexer.ts';
import { catalogReference, type CatalogReference, type CategoryInfo } from './reference.ts';
import { applySource, CATALOGUE_VISIBILITY } from './search.ts';
import { categorySearchRequestSchema } from '../../catalog/search-request.ts';
import type { breadcrumbSchema, categoryChildSchema, categoryDocumentSchema } from '../../catalog/documents.ts';

/** The root category id: lookups below it are empty. */
export const ROOT_CATEGORY_ID = 2;
/** Default and maximum size of category searches. */
export const CATEGORY_SIZE = 4000;

/** A category in a `children_data` tree. */
export type CategoryChild = z.infer<typeof categoryChildSchema>;

/** A link of a breadcrumb trail. */
export type Breadcrumb = z.infer<typeof breadcrumbSchema>;

/** The category document. */
export type CategoryDocument = z.infer<typeof categoryDocumentSchema>;

type Row = Record<string, unknown>;
const rowsOf = (result: unknown): Row[] => ((result as { rows?: Row[] }).rows ?? (result as Row[])) as Row[];

/** Product counts per database and store, for one listing version. */
const countCache = new WeakMap<Db, Map<StoreCode, { version: string; counts: Promise<Map<number, number>> }>>();

/**
 * Listed products per category in a store (the listing rules: visibility 2 or 4 as category listings show them,
 * status 0/1, in stock), counted from
 * the search listing (made current first) and kept until the listing changes, instead of re-applying the rules to
 * every product of the catalogue on each call (~200 ms at 100k products).
 */
export async function productCountsByCategory(db: Db, storeCode: StoreCode): Promise<Map<number, number>> {
  const version = await currentListingVersion(db);
  let perStore = countCache.get(db);
  if (!perStore) countCache.set(db, (perStore = new Map()));
  const cached = perStore.get(storeCode);
  if (cached && cached.version === version) return cached.counts;
  const counts = (async () => {
    const rows = rowsOf(
      await db.execute(sql`
      SELECT c AS id, count(*)::int AS n FROM search_listing l CROSS JOIN LATERAL unnest(l.category_ids) c
      WHERE l.store_code = ${storeCode} AND l.visibility = ANY(${`{${CATALOGUE_VISIBILITY.join(',')}}`}::int[]) GROUP BY c`),
    );
    return new Map(rows.map((r) => [Number(r.id), Number(r.n)]));
  })();
  perStore.set(storeCode, { version, counts });
  counts.catch(() => perStore.delete(storeCode));
  return counts;
}

function childTree(
  reference: CatalogReference,
  store: StoreView,
  counts: Map<number, number>,
  id: number,
  depth: number,
): CategoryChild[] {
  if (depth > 10) return [];
  return (reference.childrenOf.get(id) ?? [])
    .flatMap((childId) => {
      const category = reference.categories.get(childId);
      const texts = category?.texts[store.storeCode];
      if (!category || !texts || !category.isActive) return [];
      const children = childTree(reference, store, counts, childId, depth + 1);
      return [
        {
          id: childId,
          name: texts.name,
          slug: texts.slug,
          url_key: texts.urlKey,
          url_path: texts.urlPath,
          position: category.position,
          level: category.level,
          is_active: category.isActive,
          include_in_menu: category.includeInMenu,
          product_count: counts.get(childId) ?? 0,
          children_count: children.length,
          children_data: children,
        },
      ];
    })
    .sort((a, b) => a.position - b.position);
}

/** The parent chain of a category below the root, outermost first. */
export function breadcrumbsOf(reference: CatalogReference, store: StoreView, category: CategoryInfo): Breadcrumb[] {
  return category.path
    .split('/')
    .map(Number)
    .filter((id) => id > ROOT_CATEGORY_ID && id !== category.id)
    .flatMap((id) => {
      const texts = reference.categories.get(id)?.texts[store.storeCode];
      return texts ? [{ id, name: texts.name, slug: texts.slug, url_path: texts.urlPath }] : [];
    });
}

function documentOf(
  reference: CatalogReference,
  store: StoreView,
  counts: Map<number, number>,
  category: CategoryInfo,
): CategoryDocument | null {
  const texts = category.texts[store.storeCode];
  if (!texts) return null;
  const children = childTree(reference, store, counts, category.id, 0);
  return {
    id: category.id,
    parent_id: category.parentId,
    parent_ids: category.path
      .split('/')
      .map(Number)
      .filter((id) => id !== category.id),
    name: texts.name,
    slug: texts.slug,
    url_key: texts.urlKey,
    url_path: texts.urlPath,
    path: category.path,
    level: category.level,
    position: category.position,
    is_active: category.isActive,
    include_in_menu: category.includeInMenu,
    product_count: counts.get(category.id) ?? 0,
    children_count: children.length,
    children_data: children,
    description: texts.description,
    image: category.image,
    icon: category.icon,
    meta_title: texts.metaTitle,
    meta_description: texts.metaDescription,
    meta_keywords: texts.metaKeywords,
    breadcrumbs: breadcrumbsOf(reference, store, category),
  };
}

const categoryFilterFields = [
  'id',
  'parent_id',
  'level',
  'is_active',
  'include_in_menu',
  'product_count',
  'url_key',
  'url_path',
  'slug',
  'name',
] as const;
const categorySorts = ['position', 'name', 'id', 'level'] as const;

/** The 404 of a category lookup that found nothing. */
export function categoryNotFound(key: string, value: string | number): ApiError {
  return new ApiError(404, `Category query returned empty result ${key} = ${String(value).slice(0, 200)}`);
}

/**
 * Lists the categories of a store: filters on id, parent_id, level, is_active, include_in_menu, product_count,
 * url_key, url_path, slug; active only unless `is_active` is filtered; sort position:asc by default; size 4000.
 * An id below the root (2) answers 404 `Category query returned empty result id = <id>`.
 */
export async function listCategories(store: StoreView, rawRequest: unknown = {}) {
  const request = parseWith(categorySearchRequestSchema, rawRequest ?? {});
  const db = await getDb();
  const reference = await catalogReference(db);
  const counts = await productCountsByCategory(db, store.storeCode);
  const filters = request.query?.filters ?? {};
  let list = [...reference.categories.values()].filter((c) => c.id >= ROOT_CATEGORY_ID);
  if (!('is_active' in filters)) list = list.filter((c) => c.isActive);
  for (const [field, value] of Object.entries(filters)) {
    if (!(categoryFilterFields as readonly string[]).includes(field)) {
      throw new ApiError(400, `Unknown filter field ${field.slice(0, 100)}`, {
        errors: [{ path: `query.filters.${field.slice(0, 100)}`, message: 'Unknown filter field' }],
      });
    }
    if (field === 'product_count' && value && typeof value === 'object' && !Array.isArray(value)) {
      const range = value as { gt?: number; gte?: number; lt?: number; lte?: number };
      list = list.filter((c) => {
        const n = counts.get(c.id) ?? 0;
        return (
          (range.gt === undefined || n > range.gt) &&
          (range.gte === undefined || n >= range.gte) &&
          (range.lt === undefined || n < range.lt) &&
          (range.lte === undefined || n <= range.lte)
        );
      });
      continue;
    }
    if (value && typeof value === 'object' && !Array.isArray(value))
      throw new ApiError(400, `Invalid value for filter ${field}`);
    const wanted = (Array.isArray(value) ? value : [value]).map(String);
    if (field === 'id') {
      for (const id of wanted) {
        const n = Number(id);
        if (!Number.isFinite(n) || n < ROOT_CATEGORY_ID) throw categoryNotFound('id', id);
      }
    }
    list = list.filter((c) => {
      const texts = c.texts[store.storeCode];
      const actual = {
        id: c.id,
        parent_id: c.parentId,
        level: c.level,
        is_active: c.isActive,
        include_in_menu: c.includeInMenu,
        product_count: counts.get(c.id) ?? 0,
        url_key: texts?.urlKey,
        url_path: texts?.urlPath,
        slug: texts?.slug,
        name: texts?.name,
      }[field as (typeof categoryFilterFields)[number]];
      return wanted.includes(String(actual));
    });
  }
  const [sortField = 'position', sortDirection = 'asc'] = (request.sort ?? 'position:asc').toLowerCase().split(':');
  if (!(categorySorts as readonly string[]).includes(sortField) || !['asc', 'desc'].includes(sortDirection)) {
    throw new ApiError(400, `Unknown sort ${String(request.sort).slice(0, 60)}`, {
      errors: [{ path: 'sort', message: 'Unknown sort' }],
    });
  }
  const key = (c: CategoryInfo): string | number =>
    sortField === 'name'
      ? (c.texts[store.storeCode]?.name ?? '')
      : sortField === 'id'
        ? c.id
        : sortField === 'level'
          ? c.level
          : c.position;
  list.sort((a, b) => {
    const x = key(a);
    const y = key(b);
    const order =
      typeof x === 'number' && typeof y === 'number' ? x - y : String(x).localeCompare(String(y), store.locale);
    return (sortDirection === 'desc' ? -order : order) || a.id - b.id;
  });
  let size = Math.trunc(request.size ?? CATEGORY_SIZE);
  if (!(size > 0)) size = CATEGORY_SIZE;
  size = Math.min(size, CATEGORY_SIZE);
  let from = Math.trunc(request.from ?? 0);
  if (!(from > 0)) from = 0;
  const documents = list.flatMap((c) => documentOf(reference, store, counts, c) ?? []);
  if (filters.id !== undefined && documents.length === 0) throw categoryNotFound('id', String(filters.id));
  return {
    items: documents
      .slice(from, from + size)
      .map((doc) => applySource(doc, request._sourceInclude, request._sourceExclude)),
    total: documents.length,
    start: from,
    perPage: size,
    aggregations: {},
    attributeMetadata: [],
    suggestions: [],
  };
}

/** A category by id, slug, url_path or url_key, with its children and breadcrumbs; 404 with the catalogue message. */
export async function getCategory(
  store: StoreView,
  key: { id?: number; slug?: string; urlPath?: string; urlKey?: string },
): Promise<CategoryDocument> {
  const db = await getDb();
  const reference = await catalogReference(db);
  let found: CategoryInfo | undefined;
  let label: [string, string | number] = ['id', key.id ?? ''];
  if (key.id !== undefined) {
    if (!(key.id >= ROOT_CATEGORY_ID)) throw categoryNotFound('id', key.id);
    found = reference.categories.get(key.id);
  } else {
    const [field, value] =
      key.slug !== undefined
        ? (['slug', key.slug] as const)
        : key.urlPath !== undefined
          ? (['urlPath', key.urlPath.replace(/^\/+|\/+$/g, '')] as const)
          : (['urlKey', key.urlKey ?? ''] as const);
    label = [field === 'urlPath' ? 'url_path' : field === 'urlKey' ? 'url_key' : 'slug', value];
    found = [...reference.categories.values()].find(
      (c) => c.id > ROOT_CATEGORY_ID && c.texts[store.storeCode]?.[field] === value,
    );
  }
  if (!found || !found.isActive || found.id < ROOT_CATEGORY_ID) throw categoryNotFound(label[0], label[1]);
  const counts = await productCountsByCategory(db, store.storeCode);
  const document = documentOf(reference, store, counts, found);
  if (!document) throw categoryNotFound(label[0], label[1]);
  return document;
}
