import { defineConfig, type TestProjectInlineConfiguration } from 'vitest/config';

const HTTP_TESTS = 'tests/integration/http/**/*.test.ts';
/** The HTTP contract tests: every contract routed in every store, and bad input to every write call. */
const CONTRACT_TESTS = [
  'tests/integration/http/routed-contracts.test.ts',
  'tests/integration/http/contract-results.test.ts',
  'tests/integration/http/fuzz.test.ts',
];

/**
 * A project of HTTP tests against a built shop of its own (tests/support/http-server.ts starts it once for the
 * project) on the given database: 'postgres' is a fresh database on TEST_DATABASE_URL's server, 'embedded' the
 * shop's own embedded PostgreSQL (as `npm start` without DATABASE_URL). The files of a project share its shop and
 * database, so they run one at a time (the fuzz test proves that no row changed).
 */
function httpProject(database: 'postgres' | 'embedded', include: string[]): TestProjectInlineConfiguration {
  return {
    extends: true,
    test: {
      name: `http-${database}`,
      include,
      env: { NP_HTTP_DATABASE: database },
      globalSetup: ['tests/support/http-server.ts'],
      fileParallelism: false,
    },
  };
}

/**
 * Unit tests beside their modules, integration tests in tests/integration (embedded PostgreSQL, or TEST_DATABASE_URL's
 * server), and HTTP tests against the built shop in tests/integration/http. With TEST_DATABASE_URL (CI) every HTTP
 * test runs on a shop on that server and the contract tests run a second time on a shop with the embedded database;
 * without it every HTTP test runs on the embedded database. Both HTTP projects run beside the integration project.
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
      ...(process.env.TEST_DATABASE_URL
        ? [httpProject('postgres', [HTTP_TESTS]), httpProject('embedded', CONTRACT_TESTS)]
        : [httpProject('embedded', [HTTP_TESTS])]),
    ],
  },
});
