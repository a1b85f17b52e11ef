// @ts-check
import { writeFileSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { defineConfig } from 'astro/config';
import node from '@astrojs/node';
import react from '@astrojs/react';
import { storeRoutes } from './src/lib/routes/store-routes.ts';
import { serviceWorker } from './src/service-worker/integration.ts';

/** The shop's launch module, built beside Astro's server entry (scripts/start.ts loads both). */
const launch = fileURLToPath(new URL('./src/lib/server/ops/launch.ts', import.meta.url));

// Server-rendered shop: Sweden unprefixed, Norway under /no/, Finland under /fi/.
export default defineConfig({
  output: 'server',
  // Middleware mode: the shop's own HTTP server (src/lib/server/ops/launch.ts, started by scripts/start.ts) answers
  // probes, cached pages and the build's files, and hands everything else to Astro's handler. Not streamed: the
  // middleware reads every HTML page whole anyway (its Content-Security-Policy hashes the inline scripts), and a
  // page rendered to one string skips the chunk-by-chunk encoding of a stream.
  adapter: node({ mode: 'middleware', experimentalDisableStreaming: true }),
  // Norway's and Finland's routes are the Swedish pages, injected from the route table (src/lib/routes).
  integrations: [react(), storeRoutes(), serviceWorker()],
  site: process.env.PUBLIC_BASE_URL || 'http://localhost:8080',
  server: { port: Number(process.env.PORT) || 8080, host: process.env.HOST || 'localhost' },
  i18n: {
    locales: ['sv', 'no', 'fi'],
    defaultLocale: 'sv',
    routing: { prefixDefaultLocale: false, redirectToDefaultLocale: false },
  },
  // Our middleware guards HTML form posts; Astro's check also refused JSON API clients without an Origin header.
  security: { checkOrigin: false },
  prefetch: false,
  // The stylesheets (~15 kB, ~4 kB compressed) go inline in every page: no render-blocking request before the first
  // paint and the LCP image on a slow mobile connection (Lighthouse mobile: FCP and LCP both earlier).
  build: { inlineStylesheets: 'always' },
  devToolbar: { enabled: false },
  vite: {
    plugins: [
      {
        // The start's launch module goes into the server bundle beside Astro's entry, sharing its chunks, so the
        // launcher (scripts/start.ts) loads every server module once: dist/server/launch.mjs.
        // Astro names every server input after its entry (entry2.mjs…), so launch.mjs re-exports whichever it is.
        name: 'nordpeak:launch-entry',
        configEnvironment(name, config, env) {
          if (name !== 'ssr' || env.command !== 'build') return;
          const input = config.build?.rolldownOptions?.input;
          if (!input || typeof input !== 'object' || Array.isArray(input)) return;
          return { build: { rolldownOptions: { input: { ...input, launch } } } };
        },
        writeBundle(options, bundle) {
          if (this.environment.name !== 'ssr' || !options.dir) return;
          const chunk = Object.values(bundle).find(
            (output) => output.type === 'chunk' && output.facadeModuleId === launch,
          );
          if (!chunk) throw new Error('The server bundle has no launch module (src/lib/server/ops/launch.ts)');
          writeFileSync(path.join(options.dir, 'launch.mjs'), `export * from './${chunk.fileName}';\n`);
        },
      },
      {
        // The browser gets only the visited store's message catalogue (src/lib/i18n/catalogues.client.ts).
        name: 'nordpeak:client-catalogue',
        enforce: 'pre',
        async resolveId(source, importer, options) {
          if (options?.ssr || !importer || !source.endsWith('/catalogues.ts') || !importer.includes('/src/lib/i18n/'))
            return null;
          return this.resolve(source.replace(/catalogues\.ts$/, 'catalogues.client.ts'), importer, { skipSelf: true });
        },
      },
    ],
    ssr: { external: ['pg', 'sharp', 'sanitize-html'] },
  },
});
