import { readFileSync } from 'node:fs';
import { expect, it } from 'vitest';
import { apiContracts } from './contracts.ts';
import { apiRoutes } from './routes.ts';
import { generateRoutesModule } from './routes-generator.ts';

it('routes.ts is generated from the current contracts (run `node scripts/api-routes.ts`)', async () => {
  expect(readFileSync(new URL('./routes.ts', import.meta.url), 'utf8')).toBe(await generateRoutesModule());
});

it('has the route of every contract the browser may call, with its method and path', () => {
  const routes = new Map(Object.values(apiRoutes).map((route) => [route.name, route]));
  for (const contract of apiContracts.filter((c) => c.name !== 'openapi')) {
    expect(routes.get(contract.name), contract.name).toEqual({
      name: contract.name,
      method: contract.method,
      path: contract.path,
    });
  }
});
