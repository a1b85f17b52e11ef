/**
 * Built shops of a test's own: a fresh database on the machine's PostgreSQL (TEST_DATABASE_URL, by default the local
 * `test` server), and `scripts/start.ts` started on it as a child process, with the environment the test chooses.
 * Several shops may share one database (instances behind a proxy); each keeps its log for the test to read.
 */
import { spawn, type ChildProcess } from 'node:child_process';
import { closeSync, mkdtempSync, openSync, readFileSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import pg from 'pg';
import { freePort, waitFor } from '../../scripts/server-process.ts';
import { adminQuery, copyEmbeddedTemplate, createDatabaseSql } from './shop-template.ts';

const root = path.resolve(import.meta.dirname, '../..');
/** The machine's PostgreSQL as its administrator (TEST_DATABASE_URL, by default the local `test` server). */
export const adminUrl = process.env.TEST_DATABASE_URL || 'postgres://postgres@127.0.0.1:5432/test';

/** Runs SQL on the machine's PostgreSQL as its administrator (create, drop, alter the tests' databases). */
export function admin(sql: string): Promise<void> {
  return adminQuery(adminUrl, sql);
}

/**
 * The connection URL of the embedded database a running shop keeps in `dataDir` (what staff would reach for: its
 * port from `pg/postmaster.pid`, its generated password from `pg-password`).
 */
export function embeddedDatabaseUrl(dataDir: string): string {
  const port = Number(readFileSync(path.join(dataDir, 'pg', 'postmaster.pid'), 'utf8').split('\n')[3]);
  const password = readFileSync(path.join(dataDir, 'pg-password'), 'utf8').trim();
  return `postgres://nordpeak:${encodeURIComponent(password)}@127.0.0.1:${port}/nordpeak`;
}

/** A database of the test's own: `query()` reads or changes it on a connection of its own, `drop()` removes it. */
export interface TestDatabase {
  url: string;
  query<T>(sql: string): Promise<T[]>;
  drop(): Promise<void>;
}

/**
 * Creates a database of the test's own (see TestDatabase): a copy of the run's seeded shop (tests/support/
 * shop-template.ts) when there is one, else (or with `empty`) an empty one that the first shop started on it seeds.
 */
export async function createTestDatabase(prefix: string, options: { empty?: boolean } = {}): Promise<TestDatabase> {
  const name = `${prefix}_${process.pid}_${Date.now()}`;
  await admin(createDatabaseSql(name, options));
  const url = new URL(adminUrl);
  url.pathname = `/${name}`;
  return {
    url: url.toString(),
    query: async <T>(sql: string): Promise<T[]> => {
      const client = new pg.Client({ connectionString: url.toString() });
      await client.connect();
      try {
        return (await client.query(sql)).rows as T[];
      } finally {
        await client.end();
      }
    },
    drop: () => admin(`DROP DATABASE IF EXISTS ${name} WITH (FORCE)`).catch(() => undefined),
  };
}

/** A running built shop. */
export interface ShopProcess {
  base: string;
  port: number;
  dataDir: string;
  child: ChildProcess;
  /** Everything the process wrote to stdout and stderr so far. */
  log(): string;
  /** Resolves with the exit code (or signal) once the process ended. */
  exited: Promise<number | string>;
  /** Sends a signal (SIGTERM by default) and waits for the exit. */
  stop(signal?: NodeJS.Signals): Promise<number | string>;
}

/**
 * Starts the built shop (`scripts/start.ts`) on a free port with `databaseUrl`, a data directory of its own (or
 * `dataDir`) and the given extra environment (REDIS_URL is unset unless given). More in README.md.
 */
export async function startShop(options: {
  databaseUrl: string;
  env?: Record<string, string>;
  dataDir?: string;
  port?: number;
  logToFile?: boolean;
}): Promise<ShopProcess> {
  const port = options.port ?? (await freePort());
  const base = `http://127.0.0.1:${port}`;
  const dataDir = options.dataDir ?? mkdtempSync(path.join(tmpdir(), 'nordpeak-shop-'));
  // A shop on its embedded database starts on a copy of the run's seeded one, when there is one.
  if (!options.dataDir && !options.databaseUrl) copyEmbeddedTemplate(dataDir);
  const env: NodeJS.ProcessEnv = {
    ...process.env,
    PORT: String(port),
    HOST: '127.0.0.1',
    DATA_DIR: dataDir,
    PUBLIC_BASE_URL: base,
    DATABASE_URL: options.databaseUrl,
    REDIS_URL: '',
    ...options.env,
  };
  const logFile = path.join(dataDir, 'shop.log');
  const fd = options.logToFile ? openSync(logFile, 'a') : undefined;
  const child = spawn(process.execPath, [path.join(root, 'scripts', 'start.ts')], {
    cwd: root,
    env,
    stdio: ['ignore', fd ?? 'pipe', fd ?? 'pipe'],
  });
  if (fd !== undefined) closeSync(fd);
  let output = '';
  child.stdout?.on('data', (chunk: Buffer) => {
    output += chunk.toString();
  });
  child.stderr?.on('data', (chunk: Buffer) => {
    output += chunk.toString();
  });
  const log = () => (options.logToFile ? readFileSync(logFile, 'utf8') : output);
  const exited = new Promise<number | string>((resolve) =>
    child.once('exit', (code, signal) => resolve(code ?? signal ?? -1)),
  );
  const stop = async (signal: NodeJS.Signals = 'SIGTERM') => {
    if (child.exitCode === null && child.signalCode === null) child.kill(signal);
    return exited;
  };
  try {
    await Promise.race([
      waitFor(`${base}/livez`, 300_000),
      exited.then((code) => {
        throw new Error(`The shop stopped at start (exit ${code})`);
      }),
    ]);
  } catch (error) {
    await stop('SIGKILL');
    throw new Error(`${String(error)}\n${log().slice(-4000)}`);
  }
  return { base, port, dataDir, child, log, exited, stop };
}

/** Stops shops and removes their data directories. */
export async function stopShops(...shops: (ShopProcess | undefined)[]): Promise<void> {
  for (const shop of shops) {
    if (!shop) continue;
    await shop.stop();
    rmSync(shop.dataDir, { recursive: true, force: true });
  }
}
