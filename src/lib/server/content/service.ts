import type { AstroCookies } from 'astro';
import { contentPath } from '../../content/routes.ts';
import type {
  Banner,
  BannerArea,
  Brand,
  Campaign,
  ContentOf,
  ContentType,
  Guide,
  Home,
  MagazineChapter,
  MagazineItem,
  Page,
  SubBrand,
} from '../../content/schema.ts';
import { storeCodes, type StoreCode, type StoreView } from '../../store-view/config.ts';
import { config } from '../config/config.ts';
import { markDegraded } from '../http/scope.ts';
import { createLexasSource } from './lexas.ts';
import { previewCookie, readPreviewToken } from './preview.ts';
import { createRepositorySource } from './repository.ts';
import type { ContentRequest, ContentSource } from './source.ts';

let source: ContentSource | undefined;

/** The process content source: the content service when CONTENT_SERVICE_URL is set, else the repository. */
export function contentSource(): ContentSource {
  if (!source) {
    const { contentServiceUrl, contentServiceKey } = config();
    source = contentServiceUrl
      ? createLexasSource({ baseUrl: contentServiceUrl, apiKey: contentServiceKey })
      : // Imported lazily: astro:content exists only inside Astro, and the service is also used by plain tests.
        createRepositorySource(() => import('./collections.ts').then((m) => m.loadCollections()));
  }
  return source;
}

/** Replaces the process content source (tests). */
export function setContentSource(value: ContentSource | undefined): void {
  source = value;
}

/** The content request of a page: its store and the editor preview from the signed cookie. */
export function contentRequest(store: StoreView, cookies: AstroCookies): ContentRequest {
  return { store: store.storeCode, preview: readPreviewToken(cookies.get(previewCookie)?.value) };
}

const first = <T>(list: T[]): T | null => list[0] ?? null;

/** Magazine chapters in order; resolves empty when the source fails. */
export async function magazineIndex(req: ContentRequest): Promise<MagazineChapter[]> {
  try {
    return await contentSource().list('magazineChapter', req, { sort: 'order' });
  } catch (error) {
    console.error('Magazine index unavailable:', error instanceof Error ? error.message : error);
    markDegraded('magazine index');
    return [];
  }
}

/** The newest magazine articles. */
export async function latestArticles(req: ContentRequest, limit = 6): Promise<MagazineItem[]> {
  try {
    return await contentSource().list('magazineItem', req, { sort: '-publishedAt', limit });
  } catch (error) {
    console.error('Magazine articles unavailable:', error instanceof Error ? error.message : error);
    markDegraded('magazine articles');
    return [];
  }
}

/** A chapter by its slug. */
export async function chapterBySlug(req: ContentRequest, slug: string): Promise<MagazineChapter | null> {
  return first(await contentSource().list('magazineChapter', req, { slug: slug.toLowerCase() }));
}

/** An article by chapter and article slug; null when the chapter does not match. */
export async function articleBySlug(
  req: ContentRequest,
  chapterSlug: string,
  slug: string,
): Promise<MagazineItem | null> {
  const article = first(await contentSource().list('magazineItem', req, { slug: slug.toLowerCase() }));
  return article && article.chapter.slug === chapterSlug.toLowerCase() ? article : null;
}

/** A chapter or an article by its content id (/magasin/cms/{id}). */
export async function magazineEntryById(
  req: ContentRequest,
  id: string,
): Promise<{ chapter: MagazineChapter } | { article: MagazineItem } | null> {
  const [chapter, article] = await Promise.all([
    contentSource().get('magazineChapter', id, req),
    contentSource().get('magazineItem', id, req),
  ]);
  if (chapter) return { chapter };
  return article ? { article } : null;
}

/** Entries of a type (published, or all in preview). */
export function listContent<T extends ContentType>(
  req: ContentRequest,
  type: T,
  sort?: string,
): Promise<ContentOf<T>[]> {
  return contentSource().list(type, req, { sort });
}

/** One entry of a type by slug (lower-cased, as brand lookups require). */
export async function contentBySlug<T extends Exclude<ContentType, 'home' | 'bannerArea'>>(
  req: ContentRequest,
  type: T,
  slug: string,
): Promise<ContentOf<T> | null> {
  return first(await contentSource().list(type, req, { slug: slug.toLowerCase() }));
}

/** A sub-brand of a brand; null when it belongs to another brand. */
export async function subBrandBySlug(
  req: ContentRequest,
  brandSlug: string,
  subBrandSlug: string,
): Promise<{ brand: Brand; subBrand: SubBrand } | null> {
  const brand = await contentBySlug(req, 'brand', brandSlug);
  const link = brand?.subBrands.find((s) => s.slug === subBrandSlug.toLowerCase());
  if (!brand || !link) return null;
  const subBrand = await contentSource().get('subBrand', link.id, req);
  return subBrand ? { brand, subBrand } : null;
}

/** The home content of the store (fixed id 'home'); null when the source has none or fails. */
export async function homeContent(req: ContentRequest): Promise<Home | null> {
  try {
    return await contentSource().get('home', 'home', req);
  } catch (error) {
    console.error('Home content unavailable:', error instanceof Error ? error.message : error);
    markDegraded('home content');
    return null;
  }
}

/** The banners of an area '{product}_{store}', falling back to the 'default' area; [] on failure. */
export async function bannerArea(req: ContentRequest, product: string): Promise<Banner[]> {
  try {
    // Both looked up at once: the default area is the fallback of the product's own.
    const [own, fallback]: (BannerArea | null)[] = await Promise.all([
      contentSource().get('bannerArea', `${product.toLowerCase()}_${req.store}`, req),
      contentSource().get('bannerArea', 'default', req),
    ]);
    return (own ?? fallback)?.banners ?? [];
  } catch (error) {
    console.error('Banner area unavailable:', error instanceof Error ? error.message : error);
    markDegraded('banner area');
    return [];
  }
}

/** The route of an entry in a store, or null for types without their own page. */
export function entryPath(
  store: StoreCode,
  type: ContentType,
  entry: { slug?: string; chapter?: { slug: string }; parentBrand?: { slug: string } },
): string | null {
  const slug = entry.slug ?? '';
  switch (type) {
    case 'pages':
      return contentPath(store, 'page', slug);
    case 'guides':
      return contentPath(store, 'guide', slug);
    case 'activityPage':
      return contentPath(store, 'activity', slug);
    case 'campaign':
      return contentPath(store, 'campaign', slug);
    case 'brand':
      return contentPath(store, 'brand', slug);
    case 'subBrand':
      return entry.parentBrand ? contentPath(store, 'brand', entry.parentBrand.slug, slug) : null;
    case 'magazineChapter':
      return contentPath(store, 'magazine', slug);
    case 'magazineItem':
      return entry.chapter ? contentPath(store, 'magazine', entry.chapter.slug, slug) : null;
    default:
      return null;
  }
}

/** The same entry's path in every store that has it (store switcher and hreflang). */
export async function entryAlternates(
  req: ContentRequest,
  type: ContentType,
  id: string,
): Promise<Partial<Record<StoreCode, string>>> {
  const pairs = await Promise.all(
    storeCodes.map(async (store) => {
      try {
        const entry = await contentSource().get(type, id, { ...req, store });
        const path = entry ? entryPath(store, type, entry as never) : null;
        return path ? ([store, path] as const) : null;
      } catch {
        markDegraded('alternates');
        return null;
      }
    }),
  );
  return Object.fromEntries(pairs.filter((p) => p !== null));
}

/** Same-path alternates of a list route (e.g. the magazine index) in every store. */
export function listAlternates(kind: Parameters<typeof contentPath>[1]): Record<StoreCode, string> {
  return Object.fromEntries(storeCodes.map((store) => [store, contentPath(store, kind)])) as Record<StoreCode, string>;
}

/** One sitemap URL of editorial content. */
export interface ContentSitemapEntry {
  path: string;
  lastmod?: string | undefined;
}

/** Every published content page of a store, for the sitemap (drafts never appear). */
export async function contentSitemapEntries(store: StoreCode): Promise<ContentSitemapEntry[]> {
  const req: ContentRequest = { store };
  const entries: ContentSitemapEntry[] = [
    { path: contentPath(store, 'page') },
    { path: contentPath(store, 'guide') },
    { path: contentPath(store, 'magazine') },
    { path: contentPath(store, 'activity') },
    { path: contentPath(store, 'brands') },
  ];
  const types: ContentType[] = [
    'pages',
    'guides',
    'activityPage',
    'campaign',
    'brand',
    'subBrand',
    'magazineChapter',
    'magazineItem',
  ];
  for (const type of types) {
    let list: ContentOf<ContentType>[] = [];
    try {
      list = await contentSource().list(type, req);
    } catch (error) {
      console.error(`Sitemap: ${type} unavailable:`, error instanceof Error ? error.message : error);
      markDegraded('sitemap');
    }
    for (const entry of list) {
      const path = entryPath(store, type, entry as never);
      const e = entry as { updatedAt?: string; publishedAt?: string };
      if (path) entries.push({ path, lastmod: e.updatedAt ?? e.publishedAt });
    }
  }
  return entries;
}

export type { Banner, Brand, Campaign, Guide, Home, MagazineChapter, MagazineItem, Page, SubBrand };
