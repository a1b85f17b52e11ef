import { timingSafeEqual } from 'node:crypto';
import { contentTypes, type ContentType } from '../../content/schema.ts';
import { contentPath } from '../../content/routes.ts';
import { webhookBodySchema, type WebhookBody } from '../../content/contract.ts';
export { webhookBodySchema };
import { storeCodes, storePath } from '../../store-view/config.ts';
import { config } from '../config/config.ts';
import { invalidatePageCache } from '../page-cache/generation.ts';
import { purgePages } from '../page-cache/invalidation.ts';
import { contentSource, entryPath } from './service.ts';

/** True when `given` is the content webhook secret (constant time); never the preview secret. */
export function isWebhookSecret(given: string, secret = config().contentWebhookSecret): boolean {
  const a = Buffer.from(given);
  const b = Buffer.from(secret);
  return a.length === b.length && timingSafeEqual(a, b);
}

/** The index page each content type is listed on. */
const listRoutes: Partial<Record<ContentType, Parameters<typeof contentPath>[1]>> = {
  pages: 'page',
  guides: 'guide',
  activityPage: 'activity',
  brand: 'brands',
  subBrand: 'brands',
  magazineChapter: 'magazine',
  magazineItem: 'magazine',
};

/** The pages that show a published entry, in every store; undefined when they cannot all be named (then everything goes). */
async function pagesOf(type: string, id: string): Promise<string[] | undefined> {
  if (!(contentTypes as readonly string[]).includes(type)) return undefined;
  const contentType = type as ContentType;
  // The home content is the home page; banner areas and campaigns appear on many pages.
  if (contentType === 'home') return storeCodes.map((store) => storePath(store, '/'));
  const list = listRoutes[contentType];
  if (!list) return undefined;
  const paths: string[] = [];
  for (const store of storeCodes) {
    const entry = await contentSource().get(contentType, id, { store });
    // Unpublished or moved: its old page is not known.
    if (!entry) return undefined;
    const path = entryPath(store, contentType, entry as never);
    if (!path) return undefined;
    paths.push(path, contentPath(store, list));
    if (contentType === 'magazineItem') {
      const chapter = (entry as { chapter?: { slug: string } }).chapter;
      if (chapter) paths.push(contentPath(store, 'magazine', chapter.slug));
    }
  }
  return paths;
}

/**
 * Handles a publish webhook: retires the pages of the named entries (their own pages and the indexes that list
 * them) when they can all be named (`pages`), otherwise every cached page.
 */
export async function revalidateContent(body: WebhookBody): Promise<{ invalidated: true; pages?: string[] }> {
  if (body.entries?.length) {
    try {
      const named = await Promise.all(body.entries.map((entry) => pagesOf(entry.type, entry.id)));
      if (named.every((paths) => paths !== undefined)) {
        const targets = [...new Set(named.flat())];
        if (await purgePages(targets)) return { invalidated: true, pages: targets };
        return { invalidated: true };
      }
    } catch (error) {
      console.error(
        '[content] webhook could not name the changed pages:',
        error instanceof Error ? error.message : error,
      );
    }
  }
  await invalidatePageCache();
  return { invalidated: true };
}
