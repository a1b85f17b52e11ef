import { PGlite } from '@electric-sql/pglite';
import { pg_trgm } from '@electric-sql/pglite/contrib/pg_trgm';
import { unaccent } from '@electric-sql/pglite/contrib/unaccent';
import type { PgDatabase, PgQueryResultHKT } from 'drizzle-orm/pg-core';
import { drizzle as drizzleNodePg } from 'drizzle-orm/node-postgres';
import { drizzle as drizzlePglite } from 'drizzle-orm/pglite';
import pg from 'pg';
import * as schema from './schema/index.ts';
import { acquireDirLock } from './lock.ts';

/** The drizzle database, the same type on PGlite and PostgreSQL. */
export type Db = PgDatabase<PgQueryResultHKT, typeof schema>;

/** An open database and what it runs on. */
export interface Database {
  db: Db;
  kind: 'pglite' | 'postgres';
  /** The PGlite instance when embedded (for dumps in tests). */
  pglite?: PGlite;
  close(): Promise<void>;
}

/** The PGlite extensions the migrations create. */
export const pgliteExtensions = { pg_trgm, unaccent };

/** Opens PostgreSQL through a connection pool. */
export function openPostgres(url: string, poolSize = 10): Database {
  const pool = new pg.Pool({ connectionString: url, max: poolSize });
  pool.on('error', (error) => console.error('[db] idle client error:', error.message));
  const db = drizzleNodePg(pool, { schema, casing: 'snake_case' }) as unknown as Db;
  return { db, kind: 'postgres', close: () => pool.end() };
}

/** Wraps an open PGlite instance. */
export function wrapPglite(client: PGlite, onClose?: () => void): Database {
  const db = drizzlePglite(client, { schema, casing: 'snake_case' }) as unknown as Db;
  return {
    db,
    kind: 'pglite',
    pglite: client,
    close: async () => {
      if (!client.closed) await client.close();
      onClose?.();
    },
  };
}

/** Opens the embedded database in a directory, holding its exclusive lock until closed. */
export async function openPglite(dir: string, loadDataDir?: Blob): Promise<Database> {
  const release = acquireDirLock(dir);
  try {
    const client = new PGlite({ dataDir: dir, extensions: pgliteExtensions, ...(loadDataDir ? { loadDataDir } : {}) });
    await client.waitReady;
    return wrapPglite(client, release);
  } catch (error) {
    release();
    throw error;
  }
}

const HOLDER = Symbol.for('nordpeak.database');
type Holder = { [HOLDER]?: Promise<Database> };

/**
 * Registers the database of this process. The start script and the server bundle share it through a global
 * symbol, so the embedded database is opened once per process.
 */
export function useDatabase(database: Database | Promise<Database>): void {
  (globalThis as Holder)[HOLDER] = Promise.resolve(database);
}

/** Opens the configured database on first use (PostgreSQL when a URL is given, else embedded PGlite). */
export function setDatabaseOpener(open: () => Promise<Database>): void {
  const holder = globalThis as Holder;
  if (!holder[HOLDER]) holder[HOLDER] = open();
}

/** The database of this process. */
export async function database(): Promise<Database> {
  const found = (globalThis as Holder)[HOLDER];
  if (!found) throw new Error('No database is open: call useDatabase() or openConfiguredDatabase() first');
  return found;
}

/** The drizzle handle of this process's database. */
export async function getDb(): Promise<Db> {
  return (await database()).db;
}

/** Forgets the registered database (after closing it). */
export function forgetDatabase(): void {
  delete (globalThis as Holder)[HOLDER];
}
