import { spawn, type ChildProcess } from 'node:child_process';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { test } from '@playwright/test';
import { freePort, waitFor } from '../../../scripts/server-process.ts';

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../../..');

/** A second built shop of a describe block, started with its own settings. */
export interface SecondShop {
  /** Its base URL (set once the block's beforeAll ran). */
  baseUrl: string;
  /** Its data directory (outbox, database). */
  dataDir: string;
}

/**
 * Starts another built shop for the tests of the enclosing describe block, with extra environment settings and its
 * own throwaway embedded database, before they run, and stops it after them.
 */
export function useSecondShop(settings: Record<string, string>, tag: string): SecondShop {
  const shop: SecondShop = { baseUrl: '', dataDir: '' };
  let server: ChildProcess | undefined;
  test.beforeAll(async () => {
    // A fresh shop creates and seeds its database: minutes on a loaded machine.
    test.setTimeout(600_000);
    const port = await freePort();
    shop.dataDir = mkdtempSync(path.join(tmpdir(), `nordpeak-e2e-${tag}-`));
    shop.baseUrl = `http://127.0.0.1:${port}`;
    const env: NodeJS.ProcessEnv = { ...process.env, PORT: String(port), HOST: '127.0.0.1', DATA_DIR: shop.dataDir, PUBLIC_BASE_URL: shop.baseUrl, ...settings };
    delete env.DATABASE_URL;
    delete env.REDIS_URL;
    server = spawn(process.execPath, [path.join(root, 'scripts', 'start.ts')], { cwd: root, env, stdio: 'ignore' });
    await waitFor(`${shop.baseUrl}/`, 540_000);
  });
  test.afterAll(async () => {
    if (server && server.exitCode === null) {
      await new Promise((resolve) => {
        server!.once('exit', resolve);
        server!.kill('SIGTERM');
      });
    }
    rmSync(shop.dataDir, { recursive: true, force: true });
  });
  return shop;
}
