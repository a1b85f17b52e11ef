import type { AstroCookies } from 'astro';
import { contentRequest } from './service.ts';
import type { ContentRequest } from './source.ts';

/** What a content page needs of Astro's global. */
interface PageContext {
  locals: App.Locals;
  cookies: AstroCookies;
  response: { headers: Headers };
}

/** The content request of a page; in preview the answer is never cached nor indexed. */
export function contentPageRequest(astro: PageContext): ContentRequest {
  const req = contentRequest(astro.locals.store, astro.cookies);
  if (req.preview?.enabled) {
    astro.response.headers.set('Cache-Control', 'private, no-store');
    astro.response.headers.set('X-Robots-Tag', 'noindex');
  }
  return req;
}

/** A date of content (YYYY-MM-DD) in the store's language. */
export function formatContentDate(locale: string, date: string): string {
  return new Intl.DateTimeFormat(locale, { dateStyle: 'long', timeZone: 'UTC' }).format(
    new Date(`${date.slice(0, 10)}T12:00:00Z`),
  );
}
