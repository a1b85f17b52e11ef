/**
 * The seeded demo shop made once per test run and copied for every shop a test starts: a database on the machine's
 * PostgreSQL (cloned with CREATE DATABASE … TEMPLATE) and a stopped embedded database (its directory copied).
 * More in README.md.
 */
import { execFileSync, spawn } from 'node:child_process';
import { existsSync, mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import pg from 'pg';

const root = path.resolve(import.meta.dirname, '../..');

/** The seeded template database on the machine's PostgreSQL (its name), for createTestDatabase. */
export const TEMPLATE_DATABASE_ENV = 'NP_SHOP_TEMPLATE_DATABASE';
/** A data directory holding a seeded, stopped embedded database (`pg/`, `pg-password`), for startShop. */
export const TEMPLATE_DATA_DIR_ENV = 'NP_SHOP_TEMPLATE_DATA_DIR';

/** Runs one statement on a server's maintenance connection (CREATE/DROP DATABASE). */
export async function adminQuery(adminUrl: string, sql: string): Promise<void> {
  const client = new pg.Client({ connectionString: adminUrl });
  await client.connect();
  try {
    await client.query(sql);
  } finally {
    await client.end();
  }
}

/** Runs `npm run seed` (migrations, then the demo catalogue, as the shop's first start does) with `env`. */
function seed(env: NodeJS.ProcessEnv): Promise<void> {
  return new Promise((resolve, reject) => {
    const child = spawn(process.execPath, [path.join(root, 'scripts', 'seed.ts')], {
      cwd: root,
      env: { ...process.env, REDIS_URL: '', ...env },
      stdio: ['ignore', 'pipe', 'pipe'],
    });
    let output = '';
    child.stdout.on('data', (chunk: Buffer) => (output += chunk.toString()));
    child.stderr.on('data', (chunk: Buffer) => (output += chunk.toString()));
    child.once('error', reject);
    child.once('exit', (code) =>
      code === 0
        ? resolve()
        : reject(new Error(`The seed of a template failed (exit ${code}):\n${output.slice(-4000)}`)),
    );
  });
}

/** Whether a TCP connection to the server of `url` opens. */
async function reachable(url: string): Promise<boolean> {
  const client = new pg.Client({ connectionString: url, connectionTimeoutMillis: 2000 });
  try {
    await client.connect();
    await client.end();
    return true;
  } catch {
    return false;
  }
}

/**
 * Seeds both templates at once (the database one only when `adminUrl`'s server answers) and names them in
 * process.env for the processes started after this; answers the function that removes them.
 */
export async function prepareShopTemplates(adminUrl: string): Promise<() => Promise<void>> {
  const name = `np_shop_tpl_${process.pid}_${Date.now()}`;
  const withDatabase = await reachable(adminUrl);
  // Under the system's temp directory: run as root, the embedded server runs as another user who must reach it.
  const dataDir = mkdtempSync(path.join(tmpdir(), 'nordpeak-template-'));
  const url = new URL(adminUrl);
  url.pathname = `/${name}`;
  const remove = async () => {
    delete process.env[TEMPLATE_DATABASE_ENV];
    delete process.env[TEMPLATE_DATA_DIR_ENV];
    rmSync(dataDir, { recursive: true, force: true });
    if (withDatabase) await adminQuery(adminUrl, `DROP DATABASE IF EXISTS ${name} WITH (FORCE)`).catch(() => {});
  };
  try {
    if (withDatabase) await adminQuery(adminUrl, `CREATE DATABASE ${name}`);
    await Promise.all([
      withDatabase ? seed({ DATABASE_URL: url.toString(), DATA_DIR: mkdtempSync(path.join(dataDir, 'seed-')) }) : null,
      seed({ DATABASE_URL: '', DATA_DIR: dataDir }),
    ]);
  } catch (error) {
    await remove();
    throw error;
  }
  if (withDatabase) process.env[TEMPLATE_DATABASE_ENV] = name;
  process.env[TEMPLATE_DATA_DIR_ENV] = dataDir;
  return remove;
}

/** The SQL that creates database `name`: a copy of the run's seeded template when there is one, else empty. */
export function createDatabaseSql(name: string, options: { empty?: boolean } = {}): string {
  const template = process.env[TEMPLATE_DATABASE_ENV];
  return template && !options.empty ? `CREATE DATABASE ${name} TEMPLATE ${template}` : `CREATE DATABASE ${name}`;
}

/**
 * Copies the run's seeded embedded database into `dataDir` (a new, empty data directory); false when the run has
 * none. Owners and modes are kept (`cp -a`: the server's user owns the copy as it owned the template).
 */
export function copyEmbeddedTemplate(dataDir: string): boolean {
  const template = process.env[TEMPLATE_DATA_DIR_ENV];
  if (!template || !existsSync(path.join(template, 'pg', 'PG_VERSION'))) return false;
  execFileSync('cp', ['-a', path.join(template, 'pg'), path.join(template, 'pg-password'), dataDir]);
  return true;
}
