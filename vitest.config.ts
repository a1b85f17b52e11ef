import { defineConfig } from 'vitest/config';

const HTTP_TESTS = 'tests/integration/http/**/*.test.ts';

/**
 * Unit tests beside their modules, integration tests in tests/integration (embedded PostgreSQL, or TEST_DATABASE_URL's
 * server), and HTTP tests against the built shop in tests/integration/http. The HTTP tests share one running shop and
 * its database, so they run one file at a time (the fuzz test proves that no row changed), beside the other files.
 */
export default defineConfig({
  // One copy of graphql: Vite resolves its ESM build for the test while @pothos/core requires the CommonJS one,
  // and graphql refuses types from "another realm".
  resolve: { alias: { graphql: 'graphql/index.js' } },
  test: {
    testTimeout: 60_000,
    hookTimeout: 120_000,
    pool: 'forks',
    maxWorkers: 2,
    projects: [
      {
        extends: true,
        test: {
          name: 'integration',
          include: ['src/**/*.test.ts', 'tests/integration/**/*.test.ts'],
          exclude: [HTTP_TESTS],
          globalSetup: ['tests/support/global-setup.ts'],
        },
      },
      {
        extends: true,
        test: {
          name: 'http',
          include: [HTTP_TESTS],
          // http-server.ts starts the built shop when the run includes tests/integration/http.
          globalSetup: ['tests/support/http-server.ts'],
          fileParallelism: false,
        },
      },
    ],
  },
});
