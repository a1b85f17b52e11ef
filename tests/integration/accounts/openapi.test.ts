import { readdirSync, statSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath, pathToFileURL } from 'node:url';
import { expect, it } from 'vitest';
import { accountPaths } from '../../../src/lib/server/openapi/accounts.ts';
import { openApiDocument } from '../../../src/lib/server/openapi/document.ts';

const ROOT = fileURLToPath(new URL('../../../', import.meta.url));
const ROUTE_DIRS = ['src/pages/api/user', 'src/pages/api/review', 'src/pages/api/ext/mailchimp-subscribe', 'src/pages/api/ext/mail-service', 'src/pages/api/ext/polder/reports'];
const ROUTE_FILES = ['src/pages/api/ext/polder/stock-alert.ts'];

function routeFiles(dir: string): string[] {
  return readdirSync(dir).flatMap((name) => {
    const full = path.join(dir, name);
    return statSync(full).isDirectory() ? routeFiles(full) : name.endsWith('.ts') && !name.endsWith('.test.ts') ? [full] : [];
  });
}

it('documents every account, newsletter, review, report, stock alert and mail-service route, with its methods', async () => {
  const files = [...ROUTE_DIRS.map((d) => path.join(ROOT, d)).flatMap(routeFiles), ...ROUTE_FILES.map((f) => path.join(ROOT, f))].map((f) => path.relative(ROOT, f));
  expect(files.length).toBeGreaterThanOrEqual(15);
  for (const file of files) {
    const apiPath = `/${file.replace(/^src\/pages\//, '').replace(/\.ts$/, '').replace(/\[(\w+)\]/g, '{$1}')}`;
    const item = accountPaths[apiPath] as Record<string, { responses: Record<string, unknown> }> | undefined;
    expect(item, apiPath).toBeDefined();
    const source = (await import(/* @vite-ignore */ pathToFileURL(path.join(ROOT, file)).href)) as { ALL?: unknown };
    expect(typeof source.ALL, file).toBe('function');
    for (const [method, operation] of Object.entries(item!)) {
      expect(['get', 'post', 'delete', 'put', 'patch']).toContain(method);
      expect(Object.keys(operation.responses)).toContain('200');
    }
  }
  expect(Object.keys(openApiDocument().paths as object)).toEqual(expect.arrayContaining(Object.keys(accountPaths)));
});
