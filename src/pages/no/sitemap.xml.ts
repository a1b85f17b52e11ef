import type { APIRoute } from 'astro';
import { sitemapResponse } from '../../components/seo/sitemap.ts';

/** This store's sitemap. */
export const GET: APIRoute = (context) => sitemapResponse(context);
