/**
 * Every /api route file serves at least one contract, and every contract's path is served by a route file (not the
 * catch-all). The HTTP proof of the same is tests/integration/http/routed-contracts.test.ts.
 */
import { readdirSync, statSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { expect, it } from 'vitest';
import { apiContracts } from '../../src/lib/api-client/contracts.ts';
import { contractPath, pathParameterNames } from '../../src/lib/api-client/contract.ts';
import { openApiDocument } from '../../src/lib/server/openapi/document.ts';

const ROOT = fileURLToPath(new URL('../../', import.meta.url));
const API_DIR = path.join(ROOT, 'src/pages/api');

function routeFiles(dir: string): string[] {
  return readdirSync(dir).flatMap((name) => {
    const full = path.join(dir, name);
    return statSync(full).isDirectory()
      ? routeFiles(full)
      : /\.(ts|js)$/.test(name) && !name.endsWith('.test.ts')
        ? [full]
        : [];
  });
}

/** The pattern of a route file as Astro routes it. */
function routePattern(file: string): RegExp {
  const route = path
    .relative(path.join(ROOT, 'src/pages'), file)
    .replace(/\.(ts|js)$/, '')
    .replace(/\/index$/, '');
  const source = route
    .split('/')
    .map((part) =>
      part
        .replace(/\[\.\.\.\w+\]/, '.+')
        .replace(/\[\w+\]/g, '[^/]+')
        .replace(/\./g, (dot) => (dot === '.' ? '\\.' : dot)),
    )
    .join('/');
  return new RegExp(`^/${source.replace(/\\\.\+/g, '.+')}$`);
}

it('ties every route file to contracts and every contract to a route file', () => {
  const files = routeFiles(API_DIR).filter((file) => !file.endsWith('[...rest].ts'));
  const served = new Map(files.map((file) => [file, 0]));
  expect(apiContracts.length).toBeGreaterThanOrEqual(50);
  for (const contract of apiContracts) {
    const sample = contractPath(
      contract,
      Object.fromEntries(
        pathParameterNames(contract.path).map((name) => [name, contract.examples[0]?.params?.[name] ?? 'sv']),
      ),
    );
    const matches = files.filter((file) => routePattern(file).test(sample));
    expect(matches, `${contract.name} ${sample}`).not.toEqual([]);
    for (const file of matches) served.set(file, served.get(file)! + 1);
  }
  expect([...served].filter(([, count]) => count === 0).map(([file]) => path.relative(ROOT, file))).toEqual([]);
});

it('names each contract once and documents each in the generated OpenAPI document', () => {
  const names = apiContracts.map((c) => c.name);
  expect(new Set(names).size).toBe(names.length);
  const keys = apiContracts.map((c) => `${c.method} ${c.path}`);
  expect(new Set(keys).size).toBe(keys.length);
  const document = openApiDocument();
  for (const contract of apiContracts) {
    const operation = document.paths[contract.path]?.[contract.method.toLowerCase()] as
      { operationId?: string; responses?: Record<string, unknown> } | undefined;
    expect(operation?.operationId, contract.name).toBe(contract.name);
    expect(Object.keys(operation!.responses!)).toContain('200');
  }
});
