import { rm } from 'node:fs/promises';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import type { AstroIntegration } from 'astro';
import { injectManifest } from '@serwist/build';
import { build } from 'esbuild';

const here = path.dirname(fileURLToPath(import.meta.url));

/** The prerendered offline pages of each store, as built and as precached (the node server answers both). */
const offlinePages: Record<string, string> = {
  'offline/index.html': '/offline',
  'no/offline/index.html': '/no/offline',
  'fi/offline/index.html': '/fi/offline',
  'offline/search/index.html': '/offline/search',
  'no/offline/search/index.html': '/no/offline/search',
  'fi/offline/search/index.html': '/fi/offline/search',
};

/**
 * Builds /service-worker.js after Astro's build: bundles ./service-worker.ts with esbuild, then injects the precache
 * manifest (hashed /_astro scripts and the stores' offline and offline search pages) with serwist's injectManifest. The Vite PWA plugins
 * produce no worker for Astro's server output (every Astro build pass is an SSR pass for them), hence this hook.
 */
export function serviceWorker(): AstroIntegration {
  return {
    name: 'nordpeak:service-worker',
    hooks: {
      'astro:build:done': async ({ dir, logger }) => {
        const clientDir = fileURLToPath(dir);
        const bundled = path.join(clientDir, 'service-worker.src.js');
        await build({
          entryPoints: [path.join(here, 'service-worker.ts')],
          outfile: bundled,
          bundle: true,
          format: 'iife',
          minify: true,
          target: 'es2022',
          define: { 'process.env.NODE_ENV': '"production"' },
          logLevel: 'warning',
        });
        try {
          const { count, size, warnings } = await injectManifest({
            swSrc: bundled,
            swDest: path.join(clientDir, 'service-worker.js'),
            globDirectory: clientDir,
            globPatterns: ['_astro/**/*.js', ...Object.keys(offlinePages)],
            // Hashed names never change content: no cache-busting query needed.
            dontCacheBustURLsMatching: /_astro\//,
            manifestTransforms: [
              async (entries) => ({
                manifest: entries.map((entry) => ({ ...entry, url: offlinePages[entry.url] ?? `/${entry.url}` })),
                warnings: [],
              }),
            ],
          });
          for (const warning of warnings) logger.warn(warning);
          logger.info(`service-worker.js: ${count} precached files, ${(size / 1024).toFixed(1)} KiB`);
        } finally {
          await rm(bundled, { force: true });
        }
      },
    },
  };
}
