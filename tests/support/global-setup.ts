import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { openPostgres } from '../../src/lib/server/db/client.ts';
import { startEmbeddedPostgres, type EmbeddedServer } from '../../src/lib/server/db/embedded.ts';
import { migrate } from '../../src/lib/server/db/migrate.ts';
import { seedDemo } from '../../src/lib/server/seed/seed.ts';
import { adminQuery, SEEDED_AT, type TestRun } from './db.ts';

/** This run's own folder (parallel runs never collide); the test workers find env.json in it. */
const RUN_DIR = path.resolve('tests/.tmp', `run-${process.pid}-${Date.now()}`);

/** Once per test run. More in README.md. */
export default async function setup(): Promise<() => Promise<void>> {
  mkdirSync(RUN_DIR, { recursive: true });
  process.env.NP_TEST_RUN_DIR = RUN_DIR; // inherited by the test workers, started after this
  let server: EmbeddedServer | undefined;
  let serverDir: string | undefined;
  let adminUrl = process.env.TEST_DATABASE_URL;
  if (!adminUrl) {
    // Under the system's temp directory: when the tests run as root the server runs as another user, who must
    // be able to reach its data directory.
    serverDir = mkdtempSync(path.join(tmpdir(), 'nordpeak-test-pg-'));
    server = await startEmbeddedPostgres(path.join(serverDir, 'pg'), { throwaway: true, maxConnections: 100 });
    adminUrl = server.adminUrl;
  }
  const template = `np_tpl_${process.pid}_${Date.now()}`;
  await adminQuery(adminUrl, `CREATE DATABASE ${template}`);
  const url = new URL(adminUrl);
  url.pathname = `/${template}`;
  const database = openPostgres(url.toString(), 2);
  await migrate(database);
  await seedDemo(database.db, { now: SEEDED_AT });
  await database.close();

  const run: TestRun = { adminUrl, template, kind: server ? 'embedded' : 'postgres' };
  writeFileSync(path.join(RUN_DIR, 'env.json'), JSON.stringify(run));
  process.env.NP_TEST_ADMIN_URL = adminUrl;
  process.env.NP_TEST_TEMPLATE = template;

  return async () => {
    if (server) await server.stop();
    else await adminQuery(adminUrl, `DROP DATABASE IF EXISTS ${template} WITH (FORCE)`);
    if (serverDir) rmSync(serverDir, { recursive: true, force: true });
    rmSync(RUN_DIR, { recursive: true, force: true });
  };
}
