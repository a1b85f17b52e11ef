import { spawn } from 'node:child_process';
import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { hostname, tmpdir } from 'node:os';
import path from 'node:path';
import { afterEach, expect, it } from 'vitest';
import { acquireDirLock, DataDirLockedError } from '../../../src/lib/server/db/lock.ts';

const dirs: string[] = [];
afterEach(() => { for (const d of dirs.splice(0)) rmSync(d, { recursive: true, force: true }); });
const tempDir = () => { const d = mkdtempSync(path.join(tmpdir(), 'np-lock-')); dirs.push(d); return d; };

it('refuses a directory held by another live process, naming its pid', async () => {
  const dir = tempDir();
  const holder = spawn(process.execPath, ['-e', 'setTimeout(() => {}, 30000)']);
  writeFileSync(path.join(dir, 'nordpeak.lock'), JSON.stringify({ pid: holder.pid, host: hostname(), command: 'node start.ts', startedAt: new Date().toISOString() }));
  try {
    expect(() => acquireDirLock(dir)).toThrow(DataDirLockedError);
    expect(() => acquireDirLock(dir)).toThrow(new RegExp(`process ${holder.pid}`));
  } finally {
    holder.kill();
  }
});

it('takes over a lock left by a process that has ended, and releases it', () => {
  const dir = tempDir();
  writeFileSync(path.join(dir, 'nordpeak.lock'), JSON.stringify({ pid: 2 ** 22 + 17, host: hostname(), command: 'old', startedAt: '' }));
  const release = acquireDirLock(dir);
  release();
  const again = acquireDirLock(dir);
  again();
});
