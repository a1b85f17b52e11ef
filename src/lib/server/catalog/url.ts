import { and, eq, inArray } from 'drizzle-orm';
import { contentBySlug, entryPath } from '../content/service.ts';
import { getDb } from '../db/client.ts';
import { products, productTranslations, urlRewrites } from '../db/schema/index.ts';
import { ApiError } from '../http/api.ts';
import { storePath, type StoreView } from '../../store-view/config.ts';
import type { RedirectCode } from '../../catalog/contract.ts';
import { getCategory, type CategoryDocument } from './categories.ts';
import { cmsPageByIdentifier, type CmsDocument } from './cms.ts';
import type { ProductDocument } from './documents.ts';
import { getProduct } from './product.ts';

/** What a URL maps to: an entity, or a rewrite (redirectCode 0, canonical target) or redirect (301/302). */
export type UrlMapping =
  | { _type: 'product'; _source: ProductDocument }
  | { _type: 'category'; _source: CategoryDocument }
  | { _type: 'cms_page'; _source: CmsDocument }
  | { type: string; id?: number; target_url: string; redirectCode: RedirectCode };

/** A stored URL rewrite as /api/ext/polder/url-rewrites/find answers it. */
export interface UrlRewrite {
  request_path: string;
  target_path: string;
  redirect_type: RedirectCode;
}

/** The code of a stored rewrite row: 0 and 302 as stored, any other redirect status a permanent (301) redirect. */
function redirectCodeOf(stored: number): RedirectCode {
  return stored === 0 || stored === 302 ? stored : 301;
}

/** Splits a URL (absolute or a path, with or without the store prefix) into its store-relative path and query. */
export function normaliseUrl(store: StoreView, url: string): { path: string; query: URLSearchParams } {
  let parsed: URL;
  try {
    parsed = new URL(url.slice(0, 2000), 'http://localhost');
  } catch {
    return { path: '', query: new URLSearchParams() };
  }
  let path: string;
  try {
    path = decodeURIComponent(parsed.pathname);
  } catch {
    path = parsed.pathname;
  }
  if (path.includes('\u0000')) return { path: '', query: new URLSearchParams() };
  path = path.replace(/^\/+|\/+$/g, '');
  const prefix = store.prefix.replace(/^\//, '');
  if (prefix && (path === prefix || path.startsWith(`${prefix}/`)))
    path = path.slice(prefix.length).replace(/^\/+/, '');
  return { path, query: parsed.searchParams };
}

async function rewriteRow(store: StoreView, path: string) {
  if (!path) return undefined;
  const db = await getDb();
  const [row] = await db
    .select()
    .from(urlRewrites)
    .where(and(eq(urlRewrites.storeCode, store.storeCode), inArray(urlRewrites.requestPath, [path, `${path}.html`])))
    .limit(1);
  return row;
}

/** The stored rewrite or redirect of a URL in a store, or null. */
export async function findUrlRewrite(store: StoreView, url: string): Promise<UrlRewrite | null> {
  const row = await rewriteRow(store, normaliseUrl(store, url).path);
  return row
    ? { request_path: row.requestPath, target_path: row.targetPath, redirect_type: redirectCodeOf(row.redirectType) }
    : null;
}

function isNotFound(error: unknown): boolean {
  return error instanceof ApiError && error.code === 404;
}

/**
 * Resolves a storefront URL: stored rewrites and redirects first, then product
 * paths `p/{sku}/{slug}[/{childSku}]` (a child sku in the sku position redirects 301 to the parent with
 * `?childSku=`), category paths `c/{slug}` or a category url_path, then CMS pages (`page|sida/{identifier}` or the
 * last segment). Null when nothing matches.
 */
export async function mapUrl(
  store: StoreView,
  url: string,
  options: { customerGroupId?: number | null; sku?: string | null; now?: Date } = {},
): Promise<UrlMapping | null> {
  const { path, query } = normaliseUrl(store, url);
  const productOptions = {
    customerGroupId: options.customerGroupId ?? null,
    now: options.now,
    childSku: query.get('childSku'),
  };
  if (options.sku) {
    try {
      return { _type: 'product', _source: await getProduct(store, { sku: options.sku }, productOptions) };
    } catch (error) {
      if (isNotFound(error)) return null;
      throw error;
    }
  }
  if (!path) return null;

  const rewrite = await rewriteRow(store, path);
  if (rewrite) {
    const target = rewrite.targetPath;
    return {
      type: rewrite.entityType ?? 'cms',
      ...(rewrite.entityId ? { id: rewrite.entityId } : {}),
      target_url: /^https?:\/\//.test(target) ? target : storePath(store, `/${target.replace(/^\/+/, '')}`),
      redirectCode: redirectCodeOf(rewrite.redirectType),
    };
  }

  const db = await getDb();
  const productMatch = /^p\/([^/]+)(?:\/([^/]+))?(?:\/([^/]+))?$/.exec(path);
  if (productMatch) {
    const sku = productMatch[1]!;
    const childSku = productMatch[3] ?? query.get('childSku');
    const [row] = await db
      .select({ id: products.id, parentId: products.parentId })
      .from(products)
      .where(eq(products.sku, sku))
      .limit(1);
    if (row?.parentId) {
      const [parentText] = await db
        .select({ urlPath: productTranslations.urlPath })
        .from(productTranslations)
        .where(and(eq(productTranslations.productId, row.parentId), eq(productTranslations.storeCode, store.storeCode)))
        .limit(1);
      if (parentText) {
        return {
          type: 'product',
          id: row.parentId,
          target_url: `${storePath(store, `/${parentText.urlPath}`)}?childSku=${encodeURIComponent(sku)}`,
          redirectCode: 301,
        };
      }
    }
    if (row) {
      try {
        return { _type: 'product', _source: await getProduct(store, { sku }, { ...productOptions, childSku }) };
      } catch (error) {
        if (!isNotFound(error)) throw error;
        return null;
      }
    }
    return null;
  }

  const categoryMatch = /^c\/([^/]+)$/.exec(path);
  try {
    if (categoryMatch) return { _type: 'category', _source: await getCategory(store, { slug: categoryMatch[1]! }) };
    return { _type: 'category', _source: await getCategory(store, { urlPath: path }) };
  } catch (error) {
    if (!isNotFound(error)) throw error;
    if (categoryMatch) return null;
  }

  const segments = path.split('/');
  const identifier =
    (segments[0] === 'page' || segments[0] === 'sida') && segments.length === 2
      ? segments[1]!
      : segments[segments.length - 1]!;
  const page = await cmsPageByIdentifier(identifier, store.storeId);
  if (page) return { _type: 'cms_page', _source: page };
  return editorialPage(store, identifier);
}

/**
 * A published editorial page (repository or content service) named by the path's last segment (`/kundservice`):
 * rendered in place at its own path (`redirectCode: 0`, as a rewrite record without a redirect).
 */
async function editorialPage(store: StoreView, slug: string): Promise<UrlMapping | null> {
  if (!/^[a-z0-9][a-z0-9-]{0,199}$/i.test(slug)) return null;
  const entry = await contentBySlug({ store: store.storeCode }, 'pages', slug).catch(() => null);
  const target = entry ? entryPath(store.storeCode, 'pages', entry) : null;
  return target ? { type: 'cms_page', target_url: target, redirectCode: 0 } : null;
}
