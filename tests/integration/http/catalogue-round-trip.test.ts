import { mkdtempSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { runScript } from '../../support/import-command.ts';
import {
  createTestDatabase,
  startShop,
  stopShops,
  type ShopProcess,
  type TestDatabase,
} from '../../support/shop-process.ts';

/** Export → import into an empty database gives the same shop. More in README.md. */
let source: ShopProcess | undefined;
let copy: ShopProcess | undefined;
const databases: TestDatabase[] = [];

beforeAll(async () => {
  const a = await createTestDatabase('np_rt_a');
  const b = await createTestDatabase('np_rt_b', { empty: true });
  databases.push(a, b);
  source = await startShop({ databaseUrl: a.url });
  const dir = mkdtempSync(path.join(tmpdir(), 'np-round-trip-'));
  const exported = await runScript('export.ts', ['vsf', dir], source, a.url);
  expect(exported.code, exported.stderr).toBe(0);
  const imported = await runScript('import.ts', ['vsf', dir], { dataDir: dir }, b.url);
  expect(imported.code, imported.stdout + imported.stderr).toBe(0);
  expect(imported.stdout).toMatch(/product +344 created, 688 updated, 0 unchanged, 0 refused/);
  copy = await startShop({ databaseUrl: b.url });
}, 600_000);

afterAll(async () => {
  await stopShops(source, copy);
  for (const database of databases) await database.drop();
});

/** A JSON value with the keys of every object sorted (arrays keep their order), without per-call task ids. */
function sorted(value: unknown): unknown {
  if (Array.isArray(value)) return value.map(sorted);
  if (value && typeof value === 'object')
    return Object.fromEntries(
      Object.entries(value as Record<string, unknown>)
        .filter(([key]) => key !== 'task_id')
        .sort(([a], [b]) => (a < b ? -1 : 1))
        .map(([key, v]) => [key, sorted(v)]),
    );
  return value;
}

/** The stock list answers in the database's order: its items are compared by sku. */
const bySku = (body: { result?: unknown }) =>
  Array.isArray(body.result)
    ? { ...body, result: [...(body.result as { sku: string }[])].sort((a, b) => (a.sku < b.sku ? -1 : 1)) }
    : body;

/** The same call to both shops: the status and the body with sorted keys, as text. */
async function both(method: string, target: string, body?: unknown): Promise<[string, string]> {
  const answers = await Promise.all(
    [source!, copy!].map(async (shop) => {
      const answer = await fetch(`${shop.base}${target}`, {
        method,
        ...(body === undefined ? {} : { body: JSON.stringify(body), headers: { 'content-type': 'application/json' } }),
      });
      const json = (await answer.json()) as { result?: unknown };
      return `${answer.status} ${JSON.stringify(sorted(target.startsWith('/api/stock/list') ? bySku(json) : json))}`;
    }),
  );
  return answers as [string, string];
}

async function same(method: string, target: string, body?: unknown): Promise<unknown> {
  const [a, b] = await both(method, target, body);
  expect(b, `${method} ${target} ${JSON.stringify(body ?? '')}`).toBe(a);
  return JSON.parse(a.slice(a.indexOf(' ') + 1)) as unknown;
}

describe('export and import round trip', () => {
  it('keeps the price history of every product and store as it was', async () => {
    const history = `SELECT p.sku, h.store_code, h.effective_from, h.price, h.regular_price FROM price_history h
      JOIN products p ON p.id = h.product_id ORDER BY p.sku, h.store_code, h.effective_from`;
    const [a, b] = await Promise.all(databases.map((database) => database.query(history)));
    expect(a!.length).toBeGreaterThan(1000);
    expect(b).toEqual(a);
  });

  it('answers every catalogue call the same in every store', async () => {
    for (const store of ['sv', 'no', 'fi']) {
      const skus = new Set<string>();
      const paths = new Set<string>();
      for (let from = 0; ; from += 100) {
        const page = (await same('POST', `/api/catalog/${store}/product/_search`, {
          sort: 'name:asc',
          from,
          size: 100,
        })) as {
          result: {
            items: { sku: string; url_path: string; configurable_children?: { sku: string }[] }[];
            total: number;
          };
        };
        for (const item of page.result.items) {
          skus.add(item.sku);
          paths.add(item.url_path);
          for (const child of item.configurable_children ?? []) skus.add(child.sku);
        }
        if (from + 100 >= page.result.total) break;
      }
      expect(paths.size).toBeGreaterThan(250);
      await same('POST', `/api/catalog/${store}/product/_search`, {
        query: { text: store === 'fi' ? 'sukset' : 'skidor' },
        aggregations: ['ls_farg', 'ls_varumarke', 'price'],
        size: 50,
      });
      await same('POST', `/api/catalog/${store}/product/_search`, {
        query: { filters: { category_ids: [10], price: { from: 100, to: 5000 } } },
        sort: 'price:desc',
        aggregations: ['ls_storlek_klader', 'ls_langd'],
      });
      const categories = (await same('POST', `/api/catalog/${store}/category/_search`, {})) as {
        result: { items: { url_path: string }[] };
      };
      for (const category of categories.result.items) paths.add(category.url_path);
      await same('POST', `/api/catalog/${store}/attribute/_search`, { size: 200 });
      await same('POST', `/api/catalog/${store}/taxrule/_search`, {});
      const urls = [...paths];
      for (let i = 0; i < urls.length; i += 8)
        await Promise.all(urls.slice(i, i + 8).map((url) => same('POST', `/api/url/map?storeCode=${store}`, { url })));
      const list = [...skus];
      const storeId = { sv: 11, no: 7, fi: 9 }[store];
      for (let i = 0; i < list.length; i += 50) {
        const chunk = list.slice(i, i + 50).join(',');
        await same(
          'GET',
          `/api/product/render-list?storeCode=${store}&storeId=${storeId}&skus=${encodeURIComponent(chunk)}`,
        );
        await same('GET', `/api/stock/list?storeCode=${store}&skus=${encodeURIComponent(chunk)}`);
      }
      await same('GET', `/api/ext/cms-data/cmsPageIdentifier/about-us/${storeId}?storeCode=${store}`);
    }
  }, 900_000);
});
