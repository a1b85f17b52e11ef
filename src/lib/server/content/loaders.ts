import type { AstroCookies } from 'astro';
import type {
  ActivityPage,
  Brand,
  Campaign,
  Guide,
  MagazineChapter,
  MagazineItem,
  Page,
  SubBrand,
} from '../../content/schema.ts';
import { storePath, type StoreCode } from '../../store-view/config.ts';
import { mapUrl } from '../catalog/service.ts';
import { contentPageRequest } from './page.ts';
import {
  articleBySlug,
  chapterBySlug,
  contentBySlug,
  entryAlternates,
  entryPath,
  latestArticles,
  listContent,
  magazineEntryById,
  magazineIndex,
  subBrandBySlug,
} from './service.ts';
import { ContentInvalidError, type ContentRequest } from './source.ts';

/** What a route file hands Astro's global to a loader. */
export interface LoaderContext {
  locals: App.Locals;
  cookies: AstroCookies;
  response: { status?: number; headers: Headers };
}

/** The outcome of loading a content page: found, missing (404) or the source failed (503). */
export type Loaded<T> =
  | { state: 'ok'; req: ContentRequest; value: T; alternates: Partial<Record<StoreCode, string>> }
  | { state: 'missing' }
  | { state: 'failed' };

// The status must be set by the route's own frontmatter (before streaming starts), so loaders run there.
async function load<T>(
  astro: LoaderContext,
  find: (req: ContentRequest) => Promise<T | null>,
  alternates?: (req: ContentRequest, value: T) => Promise<Partial<Record<StoreCode, string>>>,
): Promise<Loaded<T>> {
  const req = contentPageRequest(astro);
  let value: T | null;
  try {
    value = await find(req);
  } catch (error) {
    console.error(error instanceof Error ? error.message : error);
    // The editor is told why an entry is not shown (everyone else gets the plain "unavailable" page).
    if (error instanceof ContentInvalidError && req.preview?.enabled) astro.locals.contentProblem = error.message;
    astro.response.status = 503;
    astro.response.headers.set('Cache-Control', 'no-store');
    astro.response.headers.set('Retry-After', '60');
    return { state: 'failed' };
  }
  if (value === null) {
    astro.response.status = 404;
    return { state: 'missing' };
  }
  return { state: 'ok', req, value, alternates: alternates ? await alternates(req, value) : {} };
}

/** A list page of CMS pages, guides or activity pages. */
export function loadContentList(
  astro: LoaderContext,
  type: 'pages' | 'guides' | 'activityPage',
): Promise<Loaded<(Page | Guide | ActivityPage)[]>> {
  return load(astro, (req) => listContent(req, type, 'title'));
}

/** A CMS page, guide, activity page or campaign by slug. */
export function loadContentEntry(
  astro: LoaderContext,
  type: 'pages' | 'guides' | 'activityPage' | 'campaign',
  slug: string,
): Promise<Loaded<Page | Guide | ActivityPage | Campaign>> {
  return load(
    astro,
    (req) => contentBySlug(req, type, slug),
    (req, entry) => entryAlternates(req, type, entry.id),
  );
}

/** The magazine index: chapters (empty when the source fails) and the newest articles. */
export function loadMagazineIndex(
  astro: LoaderContext,
): Promise<Loaded<{ chapters: MagazineChapter[]; latest: MagazineItem[] }>> {
  return load(astro, async (req) => {
    const [chapters, latest] = await Promise.all([magazineIndex(req), latestArticles(req, 6)]);
    return { chapters, latest };
  });
}

/** A magazine page: a chapter or an article, with the chapters for the table of contents. */
export type MagazinePage = { chapters: MagazineChapter[] } & ({ chapter: MagazineChapter } | { article: MagazineItem });

/** Finds a magazine page and the chapters at the same time (the chapters are wasted only on a 404). */
async function withChapters(
  req: ContentRequest,
  find: Promise<{ chapter: MagazineChapter } | { article: MagazineItem } | null>,
): Promise<MagazinePage | null> {
  const [page, chapters] = await Promise.all([find, magazineIndex(req)]);
  return page ? { ...page, chapters } : null;
}

async function magazineAlternates(
  req: ContentRequest,
  page: MagazinePage,
): Promise<Partial<Record<StoreCode, string>>> {
  return 'chapter' in page
    ? entryAlternates(req, 'magazineChapter', page.chapter.id)
    : entryAlternates(req, 'magazineItem', page.article.id);
}

/** A chapter by slug. */
export function loadChapter(astro: LoaderContext, slug: string): Promise<Loaded<MagazinePage>> {
  return load(
    astro,
    (req) =>
      withChapters(
        req,
        chapterBySlug(req, slug).then((chapter) => (chapter ? { chapter } : null)),
      ),
    magazineAlternates,
  );
}

/** An article by chapter and slug (the chapter must match). */
export function loadArticle(astro: LoaderContext, chapterSlug: string, slug: string): Promise<Loaded<MagazinePage>> {
  return load(
    astro,
    (req) =>
      withChapters(
        req,
        articleBySlug(req, chapterSlug, slug).then((article) => (article ? { article } : null)),
      ),
    magazineAlternates,
  );
}

/**
 * The CMS page a magazine path's last segment names, when that path is neither a chapter nor an article of its
 * chapter (then the last segment is a CMS page slug): an editorial page (/sida/{slug}) or
 * a CMS page of the catalogue (rendered by the URL dispatcher at /{identifier}), rendered in place; else null (404).
 */
export async function magazineCmsPage(
  astro: LoaderContext & { rewrite(path: string): Promise<Response> },
  loaded: Loaded<unknown>,
  lastSegment: string,
): Promise<Response | null> {
  if (loaded.state !== 'missing' || !lastSegment || lastSegment.length > 200) return null;
  const { store } = astro.locals;
  const page = await contentBySlug(contentPageRequest(astro), 'pages', lastSegment).catch(() => null);
  let path: string | null = page ? entryPath(store.storeCode, 'pages', page) : null;
  if (!path) {
    const identifier = storePath(store, `/${encodeURIComponent(lastSegment)}`);
    const mapping = await mapUrl(store, identifier).catch(() => null);
    if (mapping && '_type' in mapping && mapping._type === 'cms_page') path = identifier;
  }
  if (!path) return null;
  astro.response.status = 200;
  return astro.rewrite(path);
}

/** A chapter or an article by content id (/magasin/cms/{id}). */
export function loadMagazineById(astro: LoaderContext, id: string): Promise<Loaded<MagazinePage>> {
  return load(astro, (req) => withChapters(req, magazineEntryById(req, id)), magazineAlternates);
}

/** Every brand. */
export function loadBrands(astro: LoaderContext): Promise<Loaded<Brand[]>> {
  return load(astro, (req) => listContent(req, 'brand', 'name'));
}

/** A brand by slug. */
export function loadBrand(astro: LoaderContext, slug: string): Promise<Loaded<Brand>> {
  return load(
    astro,
    (req) => contentBySlug(req, 'brand', slug),
    (req, brand) => entryAlternates(req, 'brand', brand.id),
  );
}

/** A sub-brand of a brand. */
export function loadSubBrand(
  astro: LoaderContext,
  slug: string,
  subBrandSlug: string,
): Promise<Loaded<{ brand: Brand; subBrand: SubBrand }>> {
  return load(
    astro,
    (req) => subBrandBySlug(req, slug, subBrandSlug),
    (req, found) => entryAlternates(req, 'subBrand', found.subBrand.id),
  );
}
