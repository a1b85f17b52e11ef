/**
 * Norwegian and Finnish routes served by the Swedish page files, paths translated by the route table. See README.md,
 * "Per-store routes".
 */
import { readdirSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import type { AstroIntegration } from 'astro';
import { storeCodes, storeViews, type StoreCode } from '../store-view/config.ts';
import { contentBases, localizedPaths } from '../../content/slugs.ts';

/** Page files that serve every store at one path (relative to `src/pages`). */
const sharedPages = [
  '404.astro',
  '500.astro',
  '[...path].astro',
  'graphql.ts',
  'robots.txt.ts',
  'api/',
  'category/',
  'feeds/',
  'i/',
  'staff/',
];

/** One injected route: a store's pattern and the Swedish page file that answers it. */
export interface StoreRoute {
  store: StoreCode;
  pattern: string;
  entrypoint: string;
}

/** The Astro route pattern of a page file: `kopguider/index.astro` → `/kopguider`, `sitemap.xml.ts` → `/sitemap.xml`. */
export function filePattern(file: string): string {
  const segments = file.replace(/\.(astro|ts)$/, '').split('/');
  if (segments.at(-1) === 'index') segments.pop();
  return `/${segments.join('/')}`;
}

/** The pattern of a Swedish page in a store: the first segment translated, the store's prefix in front. */
export function storePattern(svPattern: string, store: StoreCode): string {
  const [first = '', ...rest] = svPattern.split('/').filter(Boolean);
  const names = [
    ...Object.values(localizedPaths).map((paths) => mapValues(paths, (p) => p.slice(1))),
    ...Object.values(contentBases),
  ];
  const translated = names.find((name) => name.sv === first)?.[store] ?? first;
  const local = [translated, ...rest].filter(Boolean).join('/');
  const prefix = storeViews[store].prefix;
  return local ? `${prefix}/${local}` : prefix || '/';
}

function mapValues(paths: Record<StoreCode, string>, map: (value: string) => string): Record<StoreCode, string> {
  return { sv: map(paths.sv), no: map(paths.no), fi: map(paths.fi) };
}

/** The page files under `pagesDir` that belong to one store (relative paths, sorted). */
export function storePageFiles(pagesDir: string, dir = ''): string[] {
  return readdirSync(path.join(pagesDir, dir), { withFileTypes: true })
    .flatMap((entry) => {
      const relative = dir ? `${dir}/${entry.name}` : entry.name;
      if (sharedPages.includes(entry.isDirectory() ? `${relative}/` : relative)) return [];
      if (entry.isDirectory()) return storePageFiles(pagesDir, relative);
      return /\.(astro|ts)$/.test(entry.name) && !entry.name.endsWith('.test.ts') ? [relative] : [];
    })
    .sort();
}

/** The routes of Norway and Finland for the Swedish pages in `pagesDir`. */
export function storeRouteTable(pagesDir: string): StoreRoute[] {
  return storePageFiles(pagesDir).flatMap((file) =>
    storeCodes
      .filter((store) => store !== 'sv')
      .map((store) => ({
        store,
        pattern: storePattern(filePattern(file), store),
        entrypoint: path.join(pagesDir, file),
      })),
  );
}

/**
 * Injects the Norwegian and Finnish routes, and writes the routes Astro resolved to `dist/routes.json` at the end of
 * a build (the route test compares them with the README's route table).
 */
export function storeRoutes(): AstroIntegration {
  const pagesDir = fileURLToPath(new URL('../../pages', import.meta.url));
  let resolved: { pattern: string; entrypoint: string; prerendered: boolean }[] = [];
  return {
    name: 'nordpeak:store-routes',
    hooks: {
      'astro:config:setup': ({ injectRoute }) => {
        for (const route of storeRouteTable(pagesDir))
          injectRoute({ pattern: route.pattern, entrypoint: route.entrypoint });
      },
      'astro:routes:resolved': ({ routes }) => {
        resolved = routes
          .filter((route) => route.origin === 'project' || route.origin === 'external')
          .map((route) => ({ pattern: route.pattern, entrypoint: route.entrypoint, prerendered: route.isPrerendered }));
      },
      'astro:build:done': ({ dir }) => {
        writeFileSync(fileURLToPath(new URL('../routes.json', dir)), `${JSON.stringify(resolved, null, 2)}\n`);
      },
    },
  };
}
