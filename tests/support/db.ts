import { readFileSync } from 'node:fs';
import path from 'node:path';
import { randomBytes } from 'node:crypto';
import { afterAll, beforeAll, describe } from 'vitest';
import { adminQuery } from './shop-template.ts';
import { forgetDatabase, openPostgres, useDatabase, type Database, type Db } from '../../src/lib/server/db/client.ts';

/** The reference date the test catalogue was seeded with (special price windows are relative to it). */
export const SEEDED_AT = new Date('2026-11-21T12:00:00Z');

/** What the global setup (tests/support/global-setup.ts) made for this run. */
export interface TestRun {
  /** A superuser connection to the run's server (maintenance database). */
  adminUrl: string;
  /** The migrated, seeded template database. */
  template: string;
  /** Where it runs: an embedded server, or the machine's PostgreSQL at TEST_DATABASE_URL. */
  kind: Database['kind'];
}

/** The database kind integration tests run on: the machine's PostgreSQL when TEST_DATABASE_URL is set, else embedded. */
export const databaseKind: Database['kind'] = process.env.TEST_DATABASE_URL ? 'postgres' : 'embedded';

function testRun(): TestRun {
  const dir = process.env.NP_TEST_RUN_DIR;
  if (!dir) throw new Error('NP_TEST_RUN_DIR is not set: run tests through vitest (tests/support/global-setup.ts)');
  return JSON.parse(readFileSync(path.join(dir, 'env.json'), 'utf8')) as TestRun;
}

export { adminQuery };

/**
 * Creates a database cloned from the run's seeded template (CREATE DATABASE … TEMPLATE) and returns its URL and the
 * function that drops it. Works in test files and in global setups listed after tests/support/global-setup.ts.
 */
export async function cloneTemplate(): Promise<{ url: string; kind: Database['kind']; drop(): Promise<void> }> {
  const run = testRun();
  const name = `np_test_${randomBytes(6).toString('hex')}`;
  await adminQuery(run.adminUrl, `CREATE DATABASE ${name} TEMPLATE ${run.template}`);
  const url = new URL(run.adminUrl);
  url.pathname = `/${name}`;
  return {
    url: url.toString(),
    kind: run.kind,
    drop: () => adminQuery(run.adminUrl, `DROP DATABASE IF EXISTS ${name} WITH (FORCE)`),
  };
}

/** A fresh seeded database cloned from the run's template, opened; dropped on close. */
export async function freshDatabase(): Promise<Database> {
  const clone = await cloneTemplate();
  return openPostgres(clone.url, 10, clone.kind, clone.drop);
}

/**
 * Runs a suite with its own fresh seeded database registered as the process database (so services that call
 * getDb() use it). `ctx.db` is the drizzle handle; `ctx.kind` says where it runs (one kind per run).
 */
export function describeEachDatabase(
  name: string,
  suite: (ctx: { readonly db: Db; readonly database: Database; readonly kind: Database['kind'] }) => void,
): void {
  const kind = databaseKind;
  describe(`${name} [${kind}]`, () => {
    let database: Database | undefined;
    const ctx = {
      get db(): Db {
        if (!database) throw new Error('database not ready');
        return database.db;
      },
      get database(): Database {
        if (!database) throw new Error('database not ready');
        return database;
      },
      kind,
    };
    beforeAll(async () => {
      database = await freshDatabase();
      useDatabase(database);
    });
    afterAll(async () => {
      forgetDatabase();
      await database?.close();
    });
    suite(ctx);
  });
}
