import { and, eq } from 'drizzle-orm';
import { beforeEach, expect, it } from 'vitest';
import { loadCategoryPage } from '../../../src/components/catalog/category-page.ts';
import { loadProductPage, type ProductPageData } from '../../../src/components/product/product-page.ts';
import { catalogReference } from '../../../src/lib/server/catalog/reference.ts';
import * as t from '../../../src/lib/server/db/schema/index.ts';
import { invalidatePageCache } from '../../../src/lib/server/page-cache/generation.ts';
import { readInvalidations, recordInvalidation } from '../../../src/lib/server/page-cache/invalidation.ts';
import { productChangeTags } from '../../../src/lib/server/page-cache/tags.ts';
import { forgetPageData } from '../../../src/lib/server/page-cache/memo.ts';
import { storeViews } from '../../../src/lib/store-view/config.ts';
import * as order from '../../../src/pages/api/order.ts';
import { callApi } from '../../support/call-api.ts';
import { describeEachDatabase } from '../../support/db.ts';
import { orderBody, plainProduct, setStock } from '../cart/helpers.ts';

/** The product page data of a sku as the page renders it (following the redirect to the product's own slug). */
async function productPage(sku: string): Promise<ProductPageData> {
  const first = await loadProductPage(storeViews.sv, new URL(`http://shop.test/p/${sku}/x`), sku, 'x');
  if (first.kind === 'page') return first.data;
  if (first.kind !== 'redirect') throw new Error(`product ${sku} not shown`);
  const location = new URL(first.location, 'http://shop.test');
  const slug = location.pathname.split('/')[3]!;
  const load = await loadProductPage(storeViews.sv, location, sku, slug);
  if (load.kind !== 'page') throw new Error(`product ${sku} not shown at ${first.location}`);
  return load.data;
}

describeEachDatabase('page data cache', (ctx) => {
  beforeEach(async () => {
    // Each suite has its own database: start from a generation of this one.
    forgetPageData();
    await invalidatePageCache();
  });

  it('reuses the product page data until the data changes', async () => {
    const p = await plainProduct(ctx.db, 6);
    const first = await productPage(p.sku);
    expect((await productPage(p.sku)).product).toBe(first.product);
    await invalidatePageCache();
    const after = await productPage(p.sku);
    expect(after.product).not.toBe(first.product);
    expect(after.product).toEqual(first.product);
  });

  it('shows the stock an order took on the product page at once', async () => {
    const p = await plainProduct(ctx.db, 7);
    await setStock(ctx.db, p.id, 2);
    await invalidatePageCache();
    const before = await productPage(p.sku);
    expect(before.product.stock).toMatchObject({ is_in_stock: true, qty: 2 });

    const placed = await callApi(order, { method: 'POST', body: orderBody(p.sku, 2) });
    expect(placed.status).toBe(200);
    const after = await productPage(p.sku);
    expect(after.product.stock).toMatchObject({ is_in_stock: false, qty: 0 });
  });

  it('shows a new price once the price writer invalidates', async () => {
    const p = await plainProduct(ctx.db, 8);
    const before = await productPage(p.sku);
    expect(before.product.price_incl_tax).toBeCloseTo(p.price, 2);
    const newPrice = Math.round(p.price * 0.8);
    await ctx.db
      .update(t.productPrices)
      .set({ price: newPrice })
      .where(and(eq(t.productPrices.productId, p.id), eq(t.productPrices.storeCode, 'sv')));
    await invalidatePageCache();
    const after = await productPage(p.sku);
    expect(after.product.price_incl_tax).toBeCloseTo(newPrice, 2);
    expect(after.product.final_price_incl_tax).toBeCloseTo(newPrice, 2);
  });

  it('notices a stock change written by another process through its recorded invalidation, and keeps other products', async () => {
    const p = await plainProduct(ctx.db, 9);
    const other = await plainProduct(ctx.db, 11);
    await readInvalidations();
    const before = await productPage(p.sku);
    const untouched = await productPage(other.sku);
    expect(before.product.stock.is_in_stock).toBe(true);
    // Another process (npm run restock) writes the row and records the tags of what it changed.
    await ctx.db.transaction(async (tx) => {
      await tx.update(t.stockItems).set({ qty: 0, isInStock: false }).where(eq(t.stockItems.productId, p.id));
      await recordInvalidation(tx, await productChangeTags(tx, [p.id]));
    });
    await readInvalidations();
    expect((await productPage(p.sku)).product.stock.is_in_stock).toBe(false);
    expect((await productPage(other.sku)).product).toBe(untouched.product);
  });

  it('reuses a category listing until the data changes, and drops a product sold out by an order', async () => {
    const p = await plainProduct(ctx.db, 10);
    const [link] = await ctx.db
      .select()
      .from(t.productCategories)
      .where(and(eq(t.productCategories.productId, p.id)));
    const category = (await catalogReference(ctx.db)).categories.get(link!.categoryId)!;
    await setStock(ctx.db, p.id, 1);
    await invalidatePageCache();
    // Filtered to its price so the product is on the first page whatever its popularity.
    const url = new URL(`http://shop.test/c/x?sort=price:asc&price=${Math.floor(p.price)}-${Math.ceil(p.price)}`);
    const first = await loadCategoryPage(storeViews.sv, url, category);
    expect(first.result.items.map((item) => item.id)).toContain(p.id);
    expect((await loadCategoryPage(storeViews.sv, url, category)).result).toBe(first.result);

    expect((await callApi(order, { method: 'POST', body: orderBody(p.sku, 1) })).status).toBe(200);
    const after = await loadCategoryPage(storeViews.sv, url, category);
    expect(after.result.items.map((item) => item.id)).not.toContain(p.id);
  });
});
