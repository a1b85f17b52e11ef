import { spawnSync } from 'node:child_process';
import { readFileSync } from 'node:fs';
import path from 'node:path';

/**
 * Runs `npm run restock -- <sku> <qty>` (scripts/restock.ts) against the test server's own database: the embedded
 * server of E2E_DATA_DIR is in use by the shop, so the script connects to it as any other client would (its port
 * from postmaster.pid, its generated password) and writes mails to the same outbox. Answers the script's output.
 */
export function restock(sku: string, qty: number): string {
  const dataDir = process.env['E2E_DATA_DIR'];
  if (!dataDir) throw new Error('E2E_DATA_DIR is not set (run through npm run test:e2e)');
  const pgDir = path.join(dataDir, 'pg');
  const port = readFileSync(path.join(pgDir, 'postmaster.pid'), 'utf8').split('\n')[3]!.trim();
  const password = readFileSync(`${pgDir}-password`, 'utf8').trim();
  const root = process.cwd(); // scripts/e2e.ts runs Playwright from the repository root
  const result = spawnSync(process.execPath, [path.join(root, 'scripts', 'restock.ts'), sku, String(qty)], {
    cwd: root,
    encoding: 'utf8',
    env: {
      ...process.env,
      DATA_DIR: dataDir,
      DATABASE_URL: `postgres://nordpeak:${encodeURIComponent(password)}@127.0.0.1:${port}/nordpeak`,
      PUBLIC_BASE_URL: process.env['E2E_BASE_URL'] ?? 'http://127.0.0.1:8080',
    },
  });
  if (result.status !== 0) throw new Error(`restock failed (${result.status}): ${result.stderr}${result.stdout}`);
  return result.stdout;
}
