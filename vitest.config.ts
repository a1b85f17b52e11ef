import { defineConfig } from 'vitest/config';

/** Unit tests beside their modules, integration tests in tests/integration (PGlite, and PostgreSQL when set). */
export default defineConfig({
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
