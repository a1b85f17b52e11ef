import { existsSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { migrate as migrateNodePg } from 'drizzle-orm/node-postgres/migrator';
import type { NodePgDatabase } from 'drizzle-orm/node-postgres';
import type pg from 'pg';
import type { Database } from './client.ts';
import { MIGRATION_LOCK } from './advisory-locks.ts';

const MIGRATIONS = path.join('src', 'lib', 'server', 'db', 'migrations');

/**
 * The committed SQL migrations: beside this module in the sources; from the server bundle (dist/server/…), the
 * repository's sources it was built from (the first folder above holding them).
 */
function findMigrations(): string {
  const here = path.dirname(fileURLToPath(import.meta.url));
  if (existsSync(path.join(here, 'migrations', 'meta'))) return path.join(here, 'migrations');
  for (let dir = here; ; dir = path.dirname(dir)) {
    if (existsSync(path.join(dir, MIGRATIONS, 'meta'))) return path.join(dir, MIGRATIONS);
    if (path.dirname(dir) === dir) return path.join(here, 'migrations');
  }
}

/** The committed SQL migrations. */
export const migrationsFolder = findMigrations();

/** Applies the pending migrations (hold `withMigrationLock` when other processes may do the same). */
export async function migrate(database: Database): Promise<void> {
  await migrateNodePg(database.db as unknown as NodePgDatabase, { migrationsFolder });
}

/**
 * Runs `work` while holding a session advisory lock on one connection of the pool (the work uses the others), so
 * instances started together migrate and seed one after another: the first does the work, the others find it
 * done. `onWait` is called when another process holds the lock.
 */
export async function withMigrationLock<T>(
  database: Database,
  work: () => Promise<T>,
  onWait?: () => void,
): Promise<T> {
  const pool = (database.db as unknown as { $client: pg.Pool }).$client;
  const client = await pool.connect();
  const key = String(BigInt.asIntN(64, MIGRATION_LOCK));
  try {
    const [row] = (await client.query<{ locked: boolean }>('SELECT pg_try_advisory_lock($1::bigint) AS locked', [key]))
      .rows;
    if (!row?.locked) {
      onWait?.();
      await client.query('SELECT pg_advisory_lock($1::bigint)', [key]);
    }
    try {
      return await work();
    } finally {
      await client.query('SELECT pg_advisory_unlock($1::bigint)', [key]).catch(() => undefined);
    }
  } finally {
    client.release();
  }
}
