import { existsSync } from 'node:fs';
import path from 'node:path';
import pg from 'pg';
import { config } from '../config/config.ts';
import {
  database,
  databaseOpen,
  forgetDatabase,
  openPostgres,
  setDatabaseOpener,
  useDatabase,
  type Database,
} from './client.ts';
import { runningServerUrl, startEmbeddedPostgres, type EmbeddedOptions } from './embedded.ts';

/** The shop's database on the embedded server. */
const EMBEDDED_DATABASE = 'nordpeak';
/** Connections of the shop to its embedded server. More in README.md. */
const EMBEDDED_POOL_SIZE = 4;

let shutdownHook: (() => void) | undefined;

/** Closes the process database cleanly (ends the pool, then stops the embedded server). */
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
  if (shutdownHook) return;
  const listeners = (['SIGINT', 'SIGTERM'] as const).map((signal) => {
    const listener = () => {
      const started = Date.now();
      closeDatabase()
        .then(() => console.log(`Nordpeak stopped (${signal}): database closed in ${Date.now() - started} ms.`))
        .catch((error: unknown) => console.error('[db] close failed:', error))
        .finally(() => process.exit(0));
    };
    process.once(signal, listener);
    return [signal, listener] as const;
  });
  shutdownHook = () => {
    for (const [signal, listener] of listeners) process.off(signal, listener);
  };
}

/** The caller closes the database on SIGINT/SIGTERM from now on (the launch module, after draining its requests). */
export function handOverShutdown(): void {
  shutdownHook?.();
}

/** Creates database `name` on a server when it does not exist yet. */
export async function ensureDatabaseExists(adminUrl: string, name: string): Promise<void> {
  const admin = new pg.Client({ connectionString: adminUrl });
  await admin.connect();
  try {
    const found = await admin.query('SELECT 1 FROM pg_database WHERE datname = $1', [name]);
    if (found.rowCount === 0) await admin.query(`CREATE DATABASE ${admin.escapeIdentifier(name)}`);
  } finally {
    await admin.end();
  }
}

/** Starts the embedded server of data directory `dir` and opens the shop's database on it (created when missing). */
export async function openEmbedded(dir: string, options: EmbeddedOptions = {}): Promise<Database> {
  const server = await startEmbeddedPostgres(dir, options);
  try {
    if (server.recovered)
      console.log('The database had not been stopped cleanly: PostgreSQL recovered it from its write-ahead log.');
    await ensureDatabaseExists(server.adminUrl, EMBEDDED_DATABASE);
    return openPostgres(server.urlOf(EMBEDDED_DATABASE), EMBEDDED_POOL_SIZE, 'embedded', server.stop);
  } catch (error) {
    await server.stop();
    throw error;
  }
}

/** Opens the configured database once for this process and closes it on SIGINT/SIGTERM (see `handOverShutdown`). */
export async function openConfiguredDatabase(): Promise<Database> {
  const cfg = config();
  if (!cfg.databaseUrl && existsSync(path.join(cfg.dataDir, 'db', 'PG_VERSION'))) {
    console.log(
      `${path.join(cfg.dataDir, 'db')} holds a database of an older Nordpeak (PGlite) that is no longer read; delete it to free the space.`,
    );
  }
  setDatabaseOpener(() =>
    cfg.databaseUrl ? Promise.resolve(openPostgres(cfg.databaseUrl)) : openEmbedded(cfg.embeddedDbDir),
  );
  hookShutdown();
  return database();
}

/**
 * Opens the database of the shop that runs on the configured embedded server (another process holds it): a small
 * pool of this process's own on that server, registered as this process's database.
 */
export function openRunningEmbedded(): Database {
  forgetDatabase();
  const opened = openPostgres(runningServerUrl(config().embeddedDbDir, EMBEDDED_DATABASE), 2, 'embedded');
  useDatabase(opened);
  return opened;
}

/**
 * The database for the server bundle: the one the launch module opened, or (under `astro dev`, or Astro's handler
 * mounted in another server) the configured one, migrated and seeded on first use.
 */
export async function ensureDatabase(): Promise<Database> {
  if (databaseOpen()) return database();
  const opened = openConfiguredDatabase();
  const { prepareDatabase } = await import('./prepare.ts');
  const db = await opened;
  await prepareDatabase(db);
  return db;
}
