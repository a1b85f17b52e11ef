// @ts-check
import { defineConfig } from 'astro/config';
import node from '@astrojs/node';
import react from '@astrojs/react';

// Server-rendered shop: Sweden unprefixed, Norway under /no/, Finland under /fi/.
export default defineConfig({
  output: 'server',
  adapter: node({ mode: 'standalone' }),
  integrations: [react()],
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
  devToolbar: { enabled: false },
  vite: {
    ssr: { external: ['@electric-sql/pglite', 'pg', 'sharp', 'sanitize-html'] },
    optimizeDeps: { exclude: ['@electric-sql/pglite'] },
  },
});
