import { spawn, type ChildProcess } from 'node:child_process';
import { mkdtempSync, readFileSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import pg from 'pg';
import { afterAll, expect, it, vi } from 'vitest';
import { EmbeddedInUseError, startEmbeddedPostgres } from '../../../src/lib/server/db/embedded.ts';

// Under the system temp directory: as root, the server runs as another user who must reach it.
const dataDir = mkdtempSync(path.join(tmpdir(), 'np-embedded-'));
const pgDir = path.join(dataDir, 'pg');
const holders: ChildProcess[] = [];
// Each test starts and stops database servers (initdb on the first): minutes on a machine loaded by others.
vi.setConfig({ testTimeout: 300_000 });
afterAll(async () => {
  for (const holder of holders) if (holder.exitCode === null) holder.kill('SIGTERM');
  await Promise.all(
    holders.map((holder) =>
      holder.exitCode === null && holder.signalCode === null ? new Promise((r) => holder.once('exit', r)) : null,
    ),
  );
  rmSync(dataDir, { recursive: true, force: true });
});

/** Starts tests/support/hold-db.ts (the app's way of opening the database) and waits for its "ready". */
function startHolder(): Promise<ChildProcess & { say(line: string, answer: string): Promise<void> }> {
  const child = spawn(process.execPath, [path.resolve('tests/support/hold-db.ts'), dataDir], {
    stdio: ['pipe', 'pipe', 'pipe'],
  });
  holders.push(child);
  let out = '';
  let err = '';
  const waiters: { text: string; resolve: () => void }[] = [];
  child.stderr!.on('data', (c: Buffer) => {
    err += c.toString();
  });
  child.stdout!.on('data', (c: Buffer) => {
    out += c.toString();
    for (const w of waiters.splice(0))
      if (out.includes(w.text)) w.resolve();
      else waiters.push(w);
  });
  const seen = (text: string) =>
    new Promise<void>((resolve) => (out.includes(text) ? resolve() : waiters.push({ text, resolve })));
  const say = async (line: string, answer: string) => {
    child.stdin!.write(`${line}\n`);
    await seen(answer);
  };
  return new Promise((resolve, reject) => {
    child.once('exit', (code) => reject(new Error(`holder exited ${code}: ${err}`)));
    void seen('ready').then(() => resolve(Object.assign(child, { say })));
  });
}

const exited = (child: ChildProcess) =>
  new Promise<number | null>((resolve) =>
    child.exitCode !== null || child.signalCode !== null
      ? resolve(child.exitCode)
      : child.once('exit', (code) => resolve(code)),
  );

/** The rows of table `held`, read through a server of our own on the directory. */
async function heldRows(): Promise<number[]> {
  const server = await startEmbeddedPostgres(pgDir);
  const client = new pg.Client({ connectionString: server.urlOf('nordpeak') });
  try {
    await client.connect();
    return (await client.query<{ n: number }>('SELECT n FROM held ORDER BY n')).rows.map((row) => row.n);
  } finally {
    await client.end();
    await server.stop();
  }
}

it('refuses a second process on the same data directory, naming the process that holds it', async () => {
  const holder = await startHolder();
  await holder.say('add 1', 'added 1');
  await expect(startEmbeddedPostgres(pgDir)).rejects.toThrow(EmbeddedInUseError);
  await expect(startEmbeddedPostgres(pgDir)).rejects.toThrow(new RegExp(`process ${holder.pid} \\(node hold-db.ts`));
});

it('stops the database cleanly on SIGTERM, so the next process opens it with the data intact', async () => {
  const holder = holders[0]!;
  holder.kill('SIGTERM');
  expect(await exited(holder)).toBe(0);
  expect(await heldRows()).toEqual([1]);
});

it('recovers after kill -9 of the shop and of its database server, with every committed row', async () => {
  const holder = await startHolder();
  await holder.say('add 2', 'added 2');
  const postmaster = Number(readFileSync(path.join(pgDir, 'postmaster.pid'), 'utf8').split('\n')[0]);
  holder.kill('SIGKILL');
  process.kill(postmaster, 'SIGKILL');
  await exited(holder);
  expect(await heldRows()).toEqual([1, 2]);
});

it('takes over a database server left running by a shop that was killed', async () => {
  const holder = await startHolder();
  await holder.say('add 3', 'added 3');
  holder.kill('SIGKILL'); // its server keeps running, orphaned
  await exited(holder);
  expect(await heldRows()).toEqual([1, 2, 3]);
});

it('starts its database server again when something else ends it, and the pool serves again with every committed row', async () => {
  const { openEmbedded } = await import('../../../src/lib/server/db/open.ts');
  const { sql } = await import('drizzle-orm');
  const dir = mkdtempSync(path.join(tmpdir(), 'np-embedded-supervised-'));
  const errors: string[] = [];
  const logError = vi.spyOn(console, 'error').mockImplementation((...args: unknown[]) => {
    errors.push(args.join(' '));
  });
  const database = await openEmbedded(path.join(dir, 'pg'));
  try {
    await database.db.execute(sql`CREATE TABLE kept (n int)`);
    await database.db.execute(sql`INSERT INTO kept VALUES (1), (2)`);
    const postmaster = Number(readFileSync(path.join(dir, 'pg', 'postmaster.pid'), 'utf8').split('\n')[0]);
    process.kill(postmaster, 'SIGKILL'); // as the OOM killer or an operator would
    await vi.waitFor(() => expect(errors.some((line) => line.includes('is running again'))).toBe(true), {
      timeout: 60_000,
      interval: 100,
    });
    // The connections to the killed server are gone; the pool opens new ones to the new server.
    let rows: number[] = [];
    await vi.waitFor(
      async () => {
        rows = (
          (await database.db.execute(sql`SELECT n FROM kept ORDER BY n`)) as unknown as { rows: { n: number }[] }
        ).rows.map((row) => row.n);
      },
      { timeout: 30_000, interval: 100 },
    );
    expect(rows).toEqual([1, 2]);
    expect(errors.some((line) => line.includes(`(pid ${postmaster}) stopped unexpectedly (SIGKILL)`))).toBe(true);
  } finally {
    await database.close();
    logError.mockRestore();
    rmSync(dir, { recursive: true, force: true });
  }
});
