import { mkdirSync, rmSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { PGlite } from '@electric-sql/pglite';
import pg from 'pg';
import { openPostgres, pgliteExtensions, wrapPglite } from '../../src/lib/server/db/client.ts';
import { migrate } from '../../src/lib/server/db/migrate.ts';
import { seedDemo } from '../../src/lib/server/seed/seed.ts';

/** Where this run keeps its migrated and seeded templates: its own folder, so parallel runs never collide. */
const TEMPLATE_DIR = path.resolve('tests/.tmp', `run-${process.pid}-${Date.now()}`);
const FIXED_NOW = new Date('2026-11-21T12:00:00Z');

/**
 * Once per test run: a migrated and seeded PGlite database dumped to a tarball that each test file loads
 * (much faster than initdb + migrate + seed per file), and, when TEST_DATABASE_URL is set, a PostgreSQL
 * template database each test file clones with CREATE DATABASE … TEMPLATE.
 */
export default async function setup(): Promise<() => Promise<void>> {
  mkdirSync(TEMPLATE_DIR, { recursive: true });
  process.env.NP_TEST_RUN_DIR = TEMPLATE_DIR; // inherited by the test workers, started after this
  const client = new PGlite({ extensions: pgliteExtensions });
  const database = wrapPglite(client);
  await migrate(database);
  await seedDemo(database.db, { now: FIXED_NOW });
  const dump = await client.dumpDataDir('none');
  writeFileSync(path.join(TEMPLATE_DIR, 'pglite-seeded.tar'), Buffer.from(await dump.arrayBuffer()));
  await database.close();

  let templateName: string | undefined;
  const adminUrl = process.env.TEST_DATABASE_URL;
  if (adminUrl) {
    templateName = `np_tpl_${process.pid}_${Date.now()}`;
    const admin = new pg.Client({ connectionString: adminUrl });
    await admin.connect();
    await admin.query(`CREATE DATABASE ${templateName}`);
    await admin.end();
    const url = new URL(adminUrl);
    url.pathname = `/${templateName}`;
    const pgDb = openPostgres(url.toString(), 2);
    await migrate(pgDb);
    await seedDemo(pgDb.db, { now: FIXED_NOW });
    await pgDb.close();
    process.env.TEST_PG_TEMPLATE = templateName;
  }
  writeFileSync(path.join(TEMPLATE_DIR, 'env.json'), JSON.stringify({ pgTemplate: templateName ?? null, now: FIXED_NOW.toISOString() }));

  return async () => {
    if (adminUrl && templateName) {
      const admin = new pg.Client({ connectionString: adminUrl });
      await admin.connect();
      await admin.query(`DROP DATABASE IF EXISTS ${templateName} WITH (FORCE)`);
      await admin.end();
    }
    rmSync(TEMPLATE_DIR, { recursive: true, force: true });
  };
}
