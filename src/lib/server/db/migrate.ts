import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { migrate as migrateNodePg } from 'drizzle-orm/node-postgres/migrator';
import type { NodePgDatabase } from 'drizzle-orm/node-postgres';
import type { Database } from './client.ts';

/** The committed SQL migrations. */
export const migrationsFolder = path.join(path.dirname(fileURLToPath(import.meta.url)), 'migrations');

/** Applies the pending migrations. */
export async function migrate(database: Database): Promise<void> {
  await migrateNodePg(database.db as unknown as NodePgDatabase, { migrationsFolder });
}
