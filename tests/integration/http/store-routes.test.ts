import { readFileSync } from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { shopUrl } from '../../support/http.ts';

/**
 * Every page has one file; Norway's and Finland's routes are injected from the route table. The routes Astro
 * resolved in the build (dist/routes.json) must be exactly the README's route table, in all three stores, and each
 * must answer from the built shop.
 */
const root = path.resolve(import.meta.dirname, '../../..');
const stores = ['sv', 'no', 'fi'] as const;

interface ResolvedRoute {
  pattern: string;
  entrypoint: string;
  prerendered: boolean;
}

/** The rows of the README's route table: the page and its pattern per store. */
function readmeRoutes(): { page: string; patterns: Record<(typeof stores)[number], string> }[] {
  const readme = readFileSync(path.join(root, 'README.md'), 'utf8');
  const section = readme.slice(readme.indexOf('## Routes'), readme.indexOf('\n## ', readme.indexOf('## Routes') + 1));
  return [...section.matchAll(/^\| (.+?) \| `([^`]+)` \| `([^`]+)` \| `([^`]+)` \|$/gm)].map(
    ([, page, sv, no, fi]) => ({
      page: page!,
      patterns: { sv: sv!, no: no!, fi: fi! },
    }),
  );
}

const resolved = (): ResolvedRoute[] => JSON.parse(readFileSync(path.join(root, 'dist', 'routes.json'), 'utf8'));
const shared = /^\/(api\/|404$|500$|\[\.\.\.path\]$|graphql$|robots\.txt$|category\/|feeds\/|i\/|staff(\/|$))/;

describe('store routes', () => {
  it('the routes Astro resolves are the README route table, one Swedish file answering all three stores', () => {
    const table = readmeRoutes();
    expect(table.length).toBeGreaterThan(30);
    const routes = resolved().filter((route) => !shared.test(route.pattern));
    const byPattern = new Map(routes.map((route) => [route.pattern, route]));
    for (const { page, patterns } of table) {
      const entrypoints = stores.map((store) => byPattern.get(patterns[store])?.entrypoint);
      expect(entrypoints, `${page}: ${Object.values(patterns).join(' ')}`).toEqual(stores.map(() => entrypoints[0]));
      expect(entrypoints[0], page).toMatch(/^src\/pages\//);
      const prerendered = stores.map((store) => byPattern.get(patterns[store])?.prerendered);
      expect(new Set(prerendered).size, `${page} prerendered in every store or none`).toBe(1);
    }
    const listed = new Set(table.flatMap(({ patterns }) => Object.values(patterns)));
    expect(routes.map((route) => route.pattern).filter((pattern) => !listed.has(pattern))).toEqual([]);
    expect(routes.filter((route) => /^src\/pages\/(no|fi)\//.test(route.entrypoint))).toEqual([]);
  });

  it('every static route answers in all three stores, and every dynamic one for a path of its sitemap', async () => {
    const sitemapPaths: string[] = [];
    for (const store of stores) {
      const sitemap = await (
        await fetch(new URL(store === 'sv' ? '/sitemap.xml' : `/${store}/sitemap.xml`, shopUrl()))
      ).text();
      for (const [, loc] of sitemap.matchAll(/<loc>([^<]+)<\/loc>/g)) sitemapPaths.push(new URL(loc!).pathname);
    }
    const checked: string[] = [];
    for (const { page, patterns } of readmeRoutes()) {
      for (const store of stores) {
        const pattern = patterns[store];
        let target: string | undefined = pattern;
        if (pattern.includes('[')) {
          const regex = new RegExp(`^${pattern.replace(/\[[^\]]+\]/g, '[^/]+')}/?$`);
          target = sitemapPaths.find((candidate) => regex.test(candidate));
          if (!target) continue; // a payment token, a variant path or a CMS id is no sitemap page
        }
        const response = await fetch(new URL(target, shopUrl()), { redirect: 'manual' });
        await response.arrayBuffer();
        expect([200, 303], `${page} ${store}: ${target}`).toContain(response.status);
        checked.push(target);
      }
    }
    expect(checked.length).toBeGreaterThan(80);
  });
});
