/** Runs `npm run import -- …` (scripts/import.ts) against a running shop's data directory, as staff would. */
import { spawn } from 'node:child_process';
import path from 'node:path';
import type { ShopProcess } from './shop-process.ts';

const root = path.resolve(import.meta.dirname, '../..');

/** The exit code and output of a command run. */
export interface CommandRun {
  code: number | null;
  stdout: string;
  stderr: string;
}

/** Runs a script of scripts/ with the shop's DATA_DIR and database (its embedded one when `databaseUrl` is empty). */
export function runScript(
  script: 'import.ts' | 'export.ts',
  args: string[],
  shop: Pick<ShopProcess, 'dataDir'>,
  databaseUrl = '',
): Promise<CommandRun> {
  return new Promise((resolve, reject) => {
    const child = spawn(process.execPath, [path.join(root, 'scripts', script), ...args], {
      cwd: root,
      env: { ...process.env, DATA_DIR: shop.dataDir, DATABASE_URL: databaseUrl, REDIS_URL: '' },
      stdio: ['ignore', 'pipe', 'pipe'],
    });
    let stdout = '';
    let stderr = '';
    child.stdout.on('data', (chunk: Buffer) => (stdout += chunk.toString()));
    child.stderr.on('data', (chunk: Buffer) => (stderr += chunk.toString()));
    child.once('error', reject);
    child.once('exit', (code) => resolve({ code, stdout, stderr }));
  });
}
