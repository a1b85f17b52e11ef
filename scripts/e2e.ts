/**
 * Browser tests: builds when stale, seeds the run's shop templates (tests/support/shop-template.ts), starts the
 * built server on a free port with a throwaway data directory (a copy of the seeded embedded database), runs
 * Playwright in Chromium against it, then stops it. Extra arguments go to `playwright test`.
 */
import { spawn, spawnSync } from 'node:child_process';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { buildIfStale } from './build-if-stale.ts';
import { requireChromium } from './chromium.ts';
import { freePort, waitFor } from './server-process.ts';
import { adminUrl } from '../tests/support/shop-process.ts';
import { copyEmbeddedTemplate, prepareShopTemplates } from '../tests/support/shop-template.ts';

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');

const chromium = requireChromium();
buildIfStale();
// Seeded once here; every shop of the run (this one, and those the specs start) starts on a copy.
const removeTemplates = await prepareShopTemplates(adminUrl);
const port = await freePort();
const dataDir = mkdtempSync(path.join(tmpdir(), 'nordpeak-e2e-'));
copyEmbeddedTemplate(dataDir);
const baseUrl = `http://127.0.0.1:${port}`;
const serverEnv: NodeJS.ProcessEnv = {
  ...process.env,
  PORT: String(port),
  HOST: '127.0.0.1',
  DATA_DIR: dataDir,
  PUBLIC_BASE_URL: baseUrl,
};
delete serverEnv.DATABASE_URL;
const server = spawn(process.execPath, [path.join(root, 'scripts', 'start.ts')], {
  cwd: root,
  env: serverEnv,
  stdio: ['ignore', 'pipe', 'pipe'],
});
let serverLog = '';
server.stdout.on('data', (chunk: Buffer) => {
  serverLog += chunk.toString();
});
server.stderr.on('data', (chunk: Buffer) => {
  serverLog += chunk.toString();
});

let status = 1;
try {
  await waitFor(`${baseUrl}/`, 300_000);
  const result = spawnSync(
    process.execPath,
    [
      path.join(root, 'node_modules', '@playwright', 'test', 'cli.js'),
      'test',
      '-c',
      'tests/e2e/playwright.config.ts',
      ...process.argv.slice(2),
    ],
    {
      cwd: root,
      stdio: 'inherit',
      env: { ...process.env, E2E_BASE_URL: baseUrl, E2E_DATA_DIR: dataDir, CHROME_PATH: chromium },
    },
  );
  status = result.status ?? 1;
} catch (error) {
  console.error(String(error));
  console.error(serverLog.slice(-4000));
} finally {
  server.kill('SIGTERM');
  await new Promise((r) => server.once('exit', r));
  rmSync(dataDir, { recursive: true, force: true });
  await removeTemplates();
}
process.exit(status);
