import type { APIContext } from 'astro';
import { localizedPaths } from '../../content/slugs.ts';
import { sitemapEntries } from '../../lib/server/catalog/sitemap.ts';
import { config } from '../../lib/server/config/config.ts';
import { contentSitemapEntries } from '../../lib/server/content/service.ts';
import { storePath } from '../../lib/store-view/config.ts';

const escapeXml = (text: string) => text.replace(/[<>&'"]/g, (c) => `&#${c.charCodeAt(0)};`);

/** The sitemap.xml of the request's store: home, campaigns, the accessibility statement, categories, products and
 * editorial pages. */
export async function sitemapResponse(context: APIContext): Promise<Response> {
  const store = context.locals.store;
  const base = config().publicBaseUrl;
  const [entries, content] = await Promise.all([
    sitemapEntries(store.storeCode),
    contentSitemapEntries(store.storeCode),
  ]);
  const shop = [
    { path: '/', lastModified: undefined },
    { path: localizedPaths.campaigns[store.storeCode], lastModified: undefined },
    { path: localizedPaths.accessibility[store.storeCode], lastModified: undefined },
    ...entries,
  ].map((entry) => ({ loc: `${base}${storePath(store, entry.path)}`, lastmod: entry.lastModified?.toISOString() }));
  // Content paths already carry the store prefix.
  const editorial = content.map((entry) => ({ loc: `${base}${entry.path}`, lastmod: entry.lastmod }));
  const urls = [...shop, ...editorial].map(
    (entry) =>
      `<url><loc>${escapeXml(entry.loc)}</loc>${entry.lastmod ? `<lastmod>${escapeXml(entry.lastmod)}</lastmod>` : ''}</url>`,
  );
  const xml = `<?xml version="1.0" encoding="UTF-8"?>\n<urlset xmlns="http://www.sitemaps.org/schemas/sitemap/0.9">\n${urls.join('\n')}\n</urlset>\n`;
  return new Response(xml, {
    headers: { 'Content-Type': 'application/xml; charset=utf-8', 'Cache-Control': 'public, max-age=3600' },
  });
}
