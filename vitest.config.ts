import { defineConfig } from 'vitest/config';

/** Unit tests beside their modules, integration tests in tests/integration (embedded PostgreSQL, or TEST_DATABASE_URL's server). */
export default defineConfig({
  // One copy of graphql: Vite resolves its ESM build for the test while @pothos/core requires the CommonJS one,
  // and graphql refuses types from "another realm".
  resolve: { alias: { graphql: 'graphql/index.js' } },
  test: {
    include: ['src/**/*.test.ts', 'tests/integration/**/*.test.ts'],
    // http-server.ts starts the built shop when the run includes tests/integration/http.
    globalSetup: ['tests/support/global-setup.ts', 'tests/support/http-server.ts'],
    testTimeout: 60_000,
    hookTimeout: 120_000,
    pool: 'forks',
    maxWorkers: 2,
  },
});
