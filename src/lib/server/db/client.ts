import type { PgDatabase, PgQueryResultHKT } from 'drizzle-orm/pg-core';
import { drizzle } from 'drizzle-orm/node-postgres';
import pg from 'pg';
import { releaseEveryClient } from './pooled-transaction.ts';
import * as schema from './schema/index.ts';

/** The drizzle database of this shop (node-postgres). */
export type Db = PgDatabase<PgQueryResultHKT, typeof schema>;

/** An open database and where it runs. */
export interface Database {
  db: Db;
  /** 'embedded': the shop's own server in DATA_DIR/pg; 'postgres': a server given by URL. */
  kind: 'embedded' | 'postgres';
  close(): Promise<void>;
}

/** Opens PostgreSQL through a connection pool; `onClose` runs after the pool has ended (stops an embedded server). */
export function openPostgres(
  url: string,
  poolSize = 10,
  kind: Database['kind'] = 'postgres',
  onClose?: () => Promise<void>,
): Database {
  const pool = new pg.Pool({ connectionString: url, max: poolSize });
  pool.on('error', (error: Error & { code?: string }) => {
    // 57P01 admin_shutdown: the server is being stopped (by the shop's own shutdown, or by its operator), which ends
    // idle connections as expected; an idle connection lost otherwise is news.
    if (error.code === '57P01') return;
    console.error('[db] idle client error:', error.message);
  });
  // A client in use (a query or a transaction running on it) emits its connection's end as an 'error' event too, where
  // the pool listens only to idle clients. More in README.md.
  const connected = new Set<Promise<void>>();
  pool.on('connect', (client) => {
    client.on('error', () => undefined);
    const ended: Promise<void> = new Promise((resolve) => client.once('end', resolve));
    connected.add(ended);
    void ended.then(() => connected.delete(ended));
  });
  const db = drizzle(pool, { schema, casing: 'snake_case' }) as unknown as Db;
  releaseEveryClient(db, pool);
  return {
    db,
    kind,
    close: async () => {
      // The pool forgets its clients before their sessions have ended: waiting for them means a server stopped next
      // (the embedded one) has no session of the shop's left to terminate.
      await pool.end();
      // At most a few seconds: a server that no longer answers does not hold up the stop.
      const patience = new Promise((resolve) => setTimeout(resolve, 5_000).unref());
      await Promise.race([Promise.all(connected), patience]);
      await onClose?.();
    },
  };
}

let current: Promise<Database> | undefined;

/** Registers the database of this process (opened once per process). */
export function useDatabase(database: Database | Promise<Database>): void {
  current = Promise.resolve(database);
}

/** Opens the configured database on first use (PostgreSQL when a URL is given, else the embedded server). */
export function setDatabaseOpener(open: () => Promise<Database>): void {
  current ??= open();
}

/** The database of this process. */
export async function database(): Promise<Database> {
  const found = current;
  if (!found) throw new Error('No database is open: call useDatabase() or openConfiguredDatabase() first');
  return found;
}

/** True when this process registered its database (it may still be opening). */
export function databaseOpen(): boolean {
  return current !== undefined;
}

/** The connection pool under a drizzle handle (for statements prepared by name; never a transaction's handle). */
export function poolOf(db: Db): pg.Pool {
  return (db as unknown as { $client: pg.Pool }).$client;
}

/** The drizzle handle of this process's database. */
export async function getDb(): Promise<Db> {
  return (await database()).db;
}

/** Forgets the registered database (after closing it). */
export function forgetDatabase(): void {
  current = undefined;
}
