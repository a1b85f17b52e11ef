import { contentBases, localizedPaths } from '../../content/slugs.ts';
import { storeCodes, storePath, storeViews, type StoreCode, type StoreView } from '../store-view/config.ts';

/** Name of a localized page. */
export type PageName = keyof typeof localizedPaths;

function code(store: StoreView | StoreCode): StoreCode {
  return typeof store === 'string' ? store : store.storeCode;
}

/** The full path of a named page in a store, e.g. `routePath('fi', 'cart')` → `/fi/ostoskori`. */
export function routePath(store: StoreView | StoreCode, page: PageName, query?: Record<string, string>): string {
  const path = storePath(store, localizedPaths[page][code(store)]);
  const search = query ? new URLSearchParams(query).toString() : '';
  return search ? `${path}?${search}` : path;
}

/** The path of a product page: `/p/{parentSku}/{slug}`. */
export function productPath(store: StoreView | StoreCode, parentSku: string, slug: string, childSku?: string): string {
  const path = storePath(store, `/p/${encodeURIComponent(parentSku)}/${encodeURIComponent(slug)}`);
  return childSku ? `${path}?childSku=${encodeURIComponent(childSku)}` : path;
}

/** The path of a category page: `/c/{slug}`. */
export function categoryPath(store: StoreView | StoreCode, slug: string): string {
  return storePath(store, `/c/${encodeURIComponent(slug)}`);
}

/** Removes the store prefix of a full path: `/fi/c/x` → `/c/x`. */
export function storeRelative(store: StoreView | StoreCode, pathname: string): string {
  const prefix = storeViews[code(store)].prefix;
  if (prefix && (pathname === prefix || pathname.startsWith(`${prefix}/`))) return pathname.slice(prefix.length) || '/';
  return pathname;
}

/** The named page a store-relative path is, if any. */
export function pageNameOf(store: StoreView | StoreCode, relativePath: string): PageName | undefined {
  const clean = relativePath.replace(/\/+$/, '') || '/';
  return (Object.keys(localizedPaths) as PageName[]).find((name) => localizedPaths[name][code(store)] === clean);
}

/**
 * The path in this store of a path that begins with another store's name of a named page or content route
 * (`/search-result?s=` in Sweden → `/sokresultat`, `/no/kopguider/x` → `/no/kjopsveiledninger/x`), or undefined.
 * The dispatcher redirects to it when nothing else answers the path.
 */
export function otherStoreRoutePath(store: StoreView | StoreCode, pathname: string): string | undefined {
  const [first, ...rest] = storeRelative(store, pathname).split('/').filter(Boolean);
  if (!first) return undefined;
  const names: Record<StoreCode, string>[] = [
    ...Object.values(localizedPaths).map((paths) => ({
      sv: paths.sv.slice(1),
      no: paths.no.slice(1),
      fi: paths.fi.slice(1),
    })),
    ...Object.values(contentBases),
  ];
  const own = code(store);
  for (const name of names) {
    if (name[own] === first || !storeCodes.some((other) => other !== own && name[other] === first)) continue;
    return storePath(store, `/${[name[own], ...rest].join('/')}`);
  }
  return undefined;
}
