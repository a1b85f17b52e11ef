/** Vitest global setup of an HTTP test project (vitest.config.ts). More in README.md. */
import { spawn, spawnSync, type ChildProcess } from 'node:child_process';
import { appendFileSync, mkdtempSync, readFileSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import pg from 'pg';
import type { TestProject } from 'vitest/node';
import { freePort, waitFor } from '../../scripts/server-process.ts';
import { adminUrl as machineAdminUrl, embeddedDatabaseUrl } from './shop-process.ts';
import {
  copyEmbeddedTemplate,
  createDatabaseSql,
  prepareShopTemplates,
  TEMPLATE_DATA_DIR_ENV,
} from './shop-template.ts';

declare module 'vitest' {
  interface ProvidedContext {
    /** Base URL of the built shop started for this run ('' when no HTTP test runs). */
    shopUrl: string;
    /** The server's log file (stdout and stderr), to look for unexpected errors. */
    shopLog: string;
    /** The connection URL of the server's database, for what only staff does (e.g. Club membership). */
    shopDatabaseUrl: string;
    /** Which database the shop runs on ('' when no HTTP test runs). */
    shopDatabase: '' | HttpDatabase;
  }
}

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../..');
/** The database of an HTTP test project's shop. */
export type HttpDatabase = 'postgres' | 'embedded';

/** Test files that need the running shop live here. */
export const HTTP_TEST_DIR = path.join(root, 'tests', 'integration', 'http');

async function adminQuery(adminUrl: string, sql: string): Promise<void> {
  const admin = new pg.Client({ connectionString: adminUrl });
  await admin.connect();
  try {
    await admin.query(sql);
  } finally {
    await admin.end();
  }
}

function stop(server: ChildProcess): Promise<void> {
  if (server.exitCode !== null || server.signalCode !== null) return Promise.resolve();
  return new Promise((resolve) => {
    server.once('exit', () => resolve());
    server.kill('SIGTERM');
  });
}

/** Starts the built shop when the run has HTTP tests; returns the teardown. */
export default async function setup(project: TestProject): Promise<(() => Promise<void>) | undefined> {
  const { testFiles } = await project.globTestFiles(project.vitest.config.filters ?? []);
  if (!testFiles.some((file) => path.resolve(file).startsWith(HTTP_TEST_DIR + path.sep))) {
    project.provide('shopUrl', '');
    project.provide('shopLog', '');
    project.provide('shopDatabaseUrl', '');
    project.provide('shopDatabase', '');
    return undefined;
  }
  const database = project.config.env['NP_HTTP_DATABASE'];
  if (database !== 'postgres' && database !== 'embedded')
    throw new Error(`${project.name}: NP_HTTP_DATABASE must be 'postgres' or 'embedded' (vitest.config.ts)`);
  const adminUrl = database === 'postgres' ? process.env.TEST_DATABASE_URL : undefined;
  if (database === 'postgres' && !adminUrl)
    throw new Error(`${project.name}: the shop on PostgreSQL needs TEST_DATABASE_URL`);

  const build = spawnSync(process.execPath, [path.join(root, 'scripts', 'build-if-stale.ts')], {
    cwd: root,
    stdio: 'inherit',
  });
  if (build.status !== 0) throw new Error('The shop does not build; see the messages above.');
  // The first HTTP project seeds the run's templates; every shop of the run starts on a copy.
  const removeTemplates = process.env[TEMPLATE_DATA_DIR_ENV] ? undefined : await prepareShopTemplates(machineAdminUrl);

  const port = await freePort();
  const dataDir = mkdtempSync(path.join(tmpdir(), 'nordpeak-http-'));
  const logFile = path.join(dataDir, 'server.log');
  const baseUrl = `http://127.0.0.1:${port}`;
  // The shop as it runs in production (vitest's own NODE_ENV is 'test').
  const env: NodeJS.ProcessEnv = {
    ...process.env,
    NODE_ENV: 'production',
    PORT: String(port),
    HOST: '127.0.0.1',
    DATA_DIR: dataDir,
    PUBLIC_BASE_URL: baseUrl,
  };
  delete env.DATABASE_URL;
  delete env.REDIS_URL;
  const databaseName = adminUrl ? `np_http_${process.pid}_${Date.now()}` : undefined;
  if (!databaseName) copyEmbeddedTemplate(dataDir);
  if (adminUrl && databaseName) {
    await adminQuery(adminUrl, createDatabaseSql(databaseName));
    const url = new URL(adminUrl);
    url.pathname = `/${databaseName}`;
    env.DATABASE_URL = url.toString();
  }

  const server = spawn(process.execPath, [path.join(root, 'scripts', 'start.ts')], {
    cwd: root,
    env,
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  const log = (chunk: Buffer) => appendFileSync(logFile, chunk);
  server.stdout!.on('data', log);
  server.stderr!.on('data', log);
  const teardown = async () => {
    await stop(server);
    if (adminUrl && databaseName) await adminQuery(adminUrl, `DROP DATABASE IF EXISTS ${databaseName} WITH (FORCE)`);
    rmSync(dataDir, { recursive: true, force: true });
    await removeTemplates?.();
  };
  try {
    const exited = new Promise<never>((_, reject) =>
      server.once('exit', (code) => reject(new Error(`The shop stopped at start (exit ${code})`))),
    );
    await Promise.race([waitFor(`${baseUrl}/api/openapi.json`, 300_000), exited]);
  } catch (error) {
    let tail = '';
    try {
      tail = readFileSync(logFile, 'utf8').slice(-4000);
    } catch {
      /* no output yet */
    }
    await teardown();
    throw new Error(`${String(error)}\n${tail}`);
  }
  project.provide('shopUrl', baseUrl);
  project.provide('shopLog', logFile);
  project.provide('shopDatabaseUrl', env.DATABASE_URL ?? embeddedDatabaseUrl(dataDir));
  project.provide('shopDatabase', database);
  return teardown;
}
