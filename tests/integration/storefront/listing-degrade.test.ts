import { beforeEach, expect, it, vi } from 'vitest';
import { loadCategoryPage } from '../../../src/components/catalog/category-page.ts';
import { catalogReference } from '../../../src/lib/server/catalog/reference.ts';
import { withRequestScope } from '../../../src/lib/server/http/scope.ts';
import { forgetPageData } from '../../../src/lib/server/page-cache/memo.ts';
import { storeViews } from '../../../src/lib/store-view/config.ts';
import { describeEachDatabase } from '../../support/db.ts';

/**
 * The middle step of a listing that degrades (the last good answer and the 503 are proven over HTTP in
 * tests/e2e/content/content-service.spec.ts by locking the listing table, which stops every search). More in README.md.
 */
const failFacets = vi.hoisted(() => ({ on: false }));
vi.mock('../../../src/lib/server/catalog/service.ts', async (importOriginal) => {
  const original = await importOriginal<typeof import('../../../src/lib/server/catalog/service.ts')>();
  return {
    ...original,
    searchProducts: (async (...args: Parameters<typeof original.searchProducts>) => {
      if (failFacets.on && ((args[1] as { aggregations?: unknown[] }).aggregations?.length ?? 0) > 0)
        throw new Error('The search took too long and was stopped after 1000 ms');
      return original.searchProducts(...args);
    }) as typeof original.searchProducts,
  };
});

describeEachDatabase('listing without facet counts', (ctx) => {
  beforeEach(() => {
    failFacets.on = false;
    forgetPageData();
  });

  it('shows the products without facets when only the facet counts fail, and marks the page degraded', async () => {
    const reference = await catalogReference(ctx.db);
    const url = new URL('http://shop.test/c/x?sort=name:desc');
    let category;
    let full;
    for (const candidate of reference.categories.values()) {
      if (!candidate.texts.sv) continue;
      full = await loadCategoryPage(storeViews.sv, url, candidate);
      if (full.result.items.length > 0) {
        category = candidate;
        break;
      }
    }
    if (!category || !full) throw new Error('no category with products in the test catalogue');
    expect(Object.keys(full.result.aggregations).length).toBeGreaterThan(0);

    failFacets.on = true;
    forgetPageData();
    // Another sort of the same listing: no last good answer of it exists yet.
    const other = new URL('http://shop.test/c/x?sort=name:asc');
    const { scope, result } = withRequestScope(() => loadCategoryPage(storeViews.sv, other, category));
    const data = await result;
    failFacets.on = false;
    const normal = await loadCategoryPage(storeViews.sv, other, category);
    expect(Object.keys(normal.result.aggregations).length).toBeGreaterThan(0);
    expect(data.status).toBe(200);
    expect(data.problem).toBeUndefined();
    expect(data.result.items.map((item) => item.sku)).toEqual(normal.result.items.map((item) => item.sku));
    expect(data.result.aggregations).toEqual({});
    expect(scope.degraded).toEqual(['listing search']);
  });
});
