import { readFileSync } from 'node:fs';
import path from 'node:path';
import { randomBytes } from 'node:crypto';
import { PGlite } from '@electric-sql/pglite';
import pg from 'pg';
import { afterAll, beforeAll, describe } from 'vitest';
import { forgetDatabase, openPostgres, pgliteExtensions, useDatabase, wrapPglite, type Database, type Db } from '../../src/lib/server/db/client.ts';

function runDir(): string {
  const dir = process.env.NP_TEST_RUN_DIR;
  if (!dir) throw new Error('NP_TEST_RUN_DIR is not set: run tests through vitest (tests/support/global-setup.ts)');
  return dir;
}

/** The reference date the test catalogue was seeded with (special price windows are relative to it). */
export const SEEDED_AT = new Date('2026-11-21T12:00:00Z');

/** A fresh, seeded PGlite database (in memory), loaded from the run's template dump. */
export async function freshPglite(): Promise<Database> {
  const dump = readFileSync(path.join(runDir(), 'pglite-seeded.tar'));
  const client = new PGlite({ extensions: pgliteExtensions, loadDataDir: new Blob([dump]) });
  await client.waitReady;
  return wrapPglite(client);
}

/** A fresh, seeded PostgreSQL database cloned from the run's template; dropped on close. */
export async function freshPostgres(): Promise<Database> {
  const adminUrl = process.env.TEST_DATABASE_URL;
  const env = JSON.parse(readFileSync(path.join(runDir(), 'env.json'), 'utf8')) as { pgTemplate: string | null };
  if (!adminUrl || !env.pgTemplate) throw new Error('TEST_DATABASE_URL is not set');
  const name = `np_test_${randomBytes(6).toString('hex')}`;
  const admin = new pg.Client({ connectionString: adminUrl });
  await admin.connect();
  await admin.query(`CREATE DATABASE ${name} TEMPLATE ${env.pgTemplate}`);
  await admin.end();
  const url = new URL(adminUrl);
  url.pathname = `/${name}`;
  const opened = openPostgres(url.toString(), 10);
  return {
    ...opened,
    close: async () => {
      await opened.close();
      const dropper = new pg.Client({ connectionString: adminUrl });
      await dropper.connect();
      await dropper.query(`DROP DATABASE IF EXISTS ${name} WITH (FORCE)`);
      await dropper.end();
    },
  };
}

/** The database kinds integration tests run on: PGlite always, PostgreSQL when TEST_DATABASE_URL is set. */
export const databaseKinds: ('pglite' | 'postgres')[] = process.env.TEST_DATABASE_URL ? ['pglite', 'postgres'] : ['pglite'];

/**
 * Runs a suite once per database kind, each with its own fresh seeded database registered as the process
 * database (so services that call getDb() use it). `ctx.db` is the drizzle handle.
 */
export function describeEachDatabase(name: string, suite: (ctx: { readonly db: Db; readonly database: Database; readonly kind: 'pglite' | 'postgres' }) => void): void {
  for (const kind of databaseKinds) {
    describe(`${name} [${kind}]`, () => {
      let database: Database | undefined;
      const ctx = {
        get db(): Db { if (!database) throw new Error('database not ready'); return database.db; },
        get database(): Database { if (!database) throw new Error('database not ready'); return database; },
        kind,
      };
      beforeAll(async () => {
        database = kind === 'pglite' ? await freshPglite() : await freshPostgres();
        useDatabase(database);
      });
      afterAll(async () => {
        forgetDatabase();
        await database?.close();
      });
      suite(ctx);
    });
  }
}
