import { config } from '../config/config.ts';
import { database, forgetDatabase, openPglite, openPostgres, setDatabaseOpener, type Database } from './client.ts';

let shutdownHooked = false;

/** Closes the process database cleanly (releases the embedded database's lock). */
export async function closeDatabase(): Promise<void> {
  let open: Database | undefined;
  try {
    open = await database();
  } catch {
    return;
  }
  forgetDatabase();
  await open.close();
}

function hookShutdown(): void {
  if (shutdownHooked) return;
  shutdownHooked = true;
  for (const signal of ['SIGINT', 'SIGTERM'] as const) {
    process.once(signal, () => {
      closeDatabase()
        .catch((error: unknown) => console.error('[db] close failed:', error))
        .finally(() => process.exit(0));
    });
  }
}

/** Opens the configured database once for this process and closes it on SIGINT/SIGTERM. */
export async function openConfiguredDatabase(): Promise<Database> {
  const cfg = config();
  setDatabaseOpener(() => (cfg.databaseUrl ? Promise.resolve(openPostgres(cfg.databaseUrl)) : openPglite(cfg.pgliteDir)));
  hookShutdown();
  return database();
}

/**
 * The database for the server bundle: the one the start script opened, or (under `astro dev` or a bare
 * `node dist/server/entry.mjs`) the configured one, migrated and seeded on first use.
 */
export async function ensureDatabase(): Promise<Database> {
  const holder = globalThis as { [key: symbol]: unknown };
  if (holder[Symbol.for('nordpeak.database')]) return database();
  const opened = openConfiguredDatabase();
  const { migrate } = await import('./migrate.ts');
  const { isSeeded, seedDemo } = await import('../seed/seed.ts');
  const db = await opened;
  await migrate(db);
  if (!(await isSeeded(db.db))) await seedDemo(db.db);
  return db;
}
