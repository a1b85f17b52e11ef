/**
 * `CATALOGUE_API` chooses the browser's catalogue transport. The shop that scripts/e2e.ts starts has the default
 * (REST); a second built shop is started here with `CATALOGUE_API=graphql` (its own throwaway database), and in
 * each the header search box's suggestions must come through the configured API only.
 */
import { spawn, type ChildProcess } from 'node:child_process';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { expect, test, type Page } from '@playwright/test';
import { freePort, waitFor } from '../../../scripts/server-process.ts';

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../../..');

/** Types in the header search box and waits for the suggestion list; returns the catalogue calls the page made. */
async function suggestionsVia(page: Page, word: string): Promise<{ graphql: string[]; rest: string[] }> {
  const calls = { graphql: [] as string[], rest: [] as string[] };
  page.on('request', (request) => {
    const url = new URL(request.url());
    if (url.pathname === '/graphql') calls.graphql.push(request.postData() ?? url.search);
    if (/^\/api\/catalog\/[a-z]+\/product\/_search$/.test(url.pathname)) calls.rest.push(request.postData() ?? '');
  });
  await page.goto('/');
  const box = page.getByRole('search').getByRole('searchbox', { name: 'Sök produkter' });
  await box.click();
  const combobox = page.getByRole('combobox', { name: 'Sök produkter' });
  await combobox.pressSequentially(word);
  const list = page.getByRole('listbox', { name: 'Sökförslag' });
  // The first search of a fresh shop builds the search index: give it time.
  await expect(list.getByRole('option', { name: /Fischler/ }).first()).toBeVisible({ timeout: 30_000 });
  return calls;
}

test('by default (CATALOGUE_API=rest) the search box suggests products through the REST catalogue search', async ({ page }) => {
  test.setTimeout(120_000);
  const calls = await suggestionsVia(page, 'fischler');
  expect(calls.rest.length).toBeGreaterThan(0);
  expect(calls.graphql).toEqual([]);
});

test.describe('a shop started with CATALOGUE_API=graphql', () => {
  let server: ChildProcess | undefined;
  let dataDir = '';
  let baseUrl = '';

  test.beforeAll(async () => {
    test.setTimeout(600_000);
    const port = await freePort();
    dataDir = mkdtempSync(path.join(tmpdir(), 'nordpeak-e2e-graphql-'));
    baseUrl = `http://127.0.0.1:${port}`;
    const env: NodeJS.ProcessEnv = { ...process.env, PORT: String(port), HOST: '127.0.0.1', DATA_DIR: dataDir, PUBLIC_BASE_URL: baseUrl, CATALOGUE_API: 'graphql' };
    delete env.DATABASE_URL;
    delete env.REDIS_URL;
    server = spawn(process.execPath, [path.join(root, 'scripts', 'start.ts')], { cwd: root, env, stdio: 'ignore' });
    await waitFor(`${baseUrl}/`, 540_000);
  });

  test.afterAll(async () => {
    if (server && server.exitCode === null) {
      await new Promise((resolve) => {
        server!.once('exit', resolve);
        server!.kill('SIGTERM');
      });
    }
    rmSync(dataDir, { recursive: true, force: true });
  });

  test('the search box suggests products through /graphql, not the REST search', async ({ browser }) => {
    // A fresh shop renders its first page and builds its search index on the first search: allow for it.
    test.setTimeout(180_000);
    const context = await browser.newContext({ baseURL: baseUrl });
    const page = await context.newPage();
    const calls = await suggestionsVia(page, 'fischler');
    expect(calls.graphql.length).toBeGreaterThan(0);
    expect(calls.graphql.join(' ')).toContain('fischler');
    expect(calls.rest).toEqual([]);
    // A suggestion leads to its product page, as with REST.
    await page.getByRole('listbox', { name: 'Sökförslag' }).getByRole('option', { name: /Fischler/ }).first().click();
    await expect(page).toHaveURL(/\/p\/\d+\/[\w-]+$/);
    await expect(page.getByRole('heading', { level: 1 })).toContainText('Fischler');
    await context.close();
  });
});
