import { defineConfig } from 'drizzle-kit';

/** drizzle-kit generates the committed SQL migrations from the schema. */
export default defineConfig({
  dialect: 'postgresql',
  schema: './src/lib/server/db/schema/index.ts',
  out: './src/lib/server/db/migrations',
  casing: 'snake_case',
});
