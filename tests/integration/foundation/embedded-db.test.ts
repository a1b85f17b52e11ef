import { spawn, type ChildProcess } from 'node:child_process';
import { existsSync, mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { sql } from 'drizzle-orm';
import { afterAll, expect, it } from 'vitest';
import { openPglite } from '../../../src/lib/server/db/client.ts';
import { DataDirLockedError } from '../../../src/lib/server/db/lock.ts';

const dataDir = mkdtempSync(path.join(tmpdir(), 'np-embedded-'));
const dbDir = path.join(dataDir, 'db');
let holder: ChildProcess | undefined;
afterAll(() => {
  holder?.kill('SIGKILL');
  rmSync(dataDir, { recursive: true, force: true });
});

function startHolder(): Promise<ChildProcess> {
  const child = spawn(process.execPath, [path.resolve('tests/support/hold-db.ts'), dataDir], { stdio: ['ignore', 'pipe', 'pipe'] });
  return new Promise((resolve, reject) => {
    let err = '';
    child.stderr!.on('data', (c: Buffer) => { err += c.toString(); });
    child.stdout!.on('data', (c: Buffer) => { if (c.toString().includes('ready')) resolve(child); });
    child.once('exit', (code) => reject(new Error(`holder exited ${code}: ${err}`)));
  });
}

it('refuses a second process on the same data directory, naming the holder', async () => {
  holder = await startHolder();
  await expect(openPglite(dbDir)).rejects.toThrow(DataDirLockedError);
  await expect(openPglite(dbDir)).rejects.toThrow(new RegExp(`process ${holder.pid}`));
}, 60_000);

it('closes the database cleanly on SIGTERM, so the next process opens it with the data intact', async () => {
  const exited = new Promise<number | null>((resolve) => holder!.once('exit', (code) => resolve(code)));
  holder!.kill('SIGTERM');
  expect(await exited).toBe(0);
  holder = undefined;
  expect(existsSync(path.join(dbDir, 'nordpeak.lock'))).toBe(false);
  const database = await openPglite(dbDir);
  const result = await database.db.execute(sql`SELECT count(*)::int AS n FROM held`);
  expect((result as unknown as { rows: { n: number }[] }).rows[0]!.n).toBe(1);
  await database.close();
}, 60_000);
