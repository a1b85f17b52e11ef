import { defineConfig } from 'vitest/config';

/** Unit tests beside their modules, integration tests in tests/integration (PGlite, and PostgreSQL when set). */
export default defineConfig({
  test: {
    include: ['src/**/*.test.ts', 'tests/integration/**/*.test.ts'],
    globalSetup: ['tests/support/global-setup.ts'],
    testTimeout: 60_000,
    hookTimeout: 120_000,
    pool: 'forks',
    maxWorkers: 2,
  },
});
