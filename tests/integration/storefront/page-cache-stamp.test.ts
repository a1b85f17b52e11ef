import { and, eq } from 'drizzle-orm';
import { expect, it } from 'vitest';
import * as t from '../../../src/lib/server/db/schema/index.ts';
import { dataStamp, invalidatePageCache } from '../../../src/lib/server/page-cache/generation.ts';
import { boundarySince, invalidatedSince } from '../../../src/lib/server/page-cache/forgotten.ts';
import { pageCacheKey } from '../../../src/lib/server/page-cache/keys.ts';
import { LISTING_TAG, productTag } from '../../../src/lib/server/page-cache/tags.ts';
import { followPriceWindows } from '../../../src/lib/server/page-cache/windows.ts';
import { config } from '../../../src/lib/server/config/config.ts';
import * as contentRevalidate from '../../../src/pages/api/content/revalidate.ts';
import { callApi } from '../../support/call-api.ts';
import { describeEachDatabase } from '../../support/db.ts';

describeEachDatabase('page cache invalidation', (ctx) => {
  it('keys pages by path and sorted query', async () => {
    const key = await pageCacheKey(new URL('http://shop.test/c/langdskidor?sort=price:asc&ls_farg=52&ls_farg=49'));
    expect(key.endsWith('/c/langdskidor?ls_farg=49&ls_farg=52&sort=price%3Aasc')).toBe(true);
  });

  it('keeps the data stamp when a product or a review changes (tags retire their pages); moves it for a category', async () => {
    const before = await dataStamp(true);
    await ctx.db
      .update(t.products)
      .set({ updatedAt: new Date(Date.now() + 60_000) })
      .where(eq(t.products.sku, '150001'));
    expect(await dataStamp(true)).toBe(before);
    const [category] = await ctx.db.select().from(t.categories).limit(1);
    await ctx.db
      .update(t.categories)
      .set({ updatedAt: new Date(Date.now() + 120_000) })
      .where(eq(t.categories.id, category!.id));
    const afterCategory = await dataStamp(true);
    expect(afterCategory).not.toBe(before);
    const [pending] = await ctx.db.select().from(t.reviews).where(eq(t.reviews.status, 'pending')).limit(1);
    if (pending) {
      await ctx.db.update(t.reviews).set({ status: 'approved' }).where(eq(t.reviews.id, pending.id));
      expect(await dataStamp(true)).toBe(afterCategory);
    }
  });

  it("forgets a product's pages when its special price window closes, without any write and nothing else", async () => {
    const [row] = await ctx.db.select().from(t.productPrices).where(eq(t.productPrices.storeCode, 'sv')).limit(1);
    const tag = productTag(row!.productId);
    const closes = Date.now() + 1500;
    await ctx.db
      .update(t.productPrices)
      .set({ specialToDate: new Date(closes) })
      .where(and(eq(t.productPrices.productId, row!.productId), eq(t.productPrices.storeCode, 'sv')));
    const open = await dataStamp(true);
    const before = Date.now();
    followPriceWindows();
    await new Promise((resolve) => setTimeout(resolve, 500));
    expect(invalidatedSince([tag], before)).toBe(false);
    await expect.poll(() => invalidatedSince([tag], before), { timeout: 5_000 }).toBe(true);
    // Forgotten at the window's end (1 ms after its last instant), with the listings; no other product, no new generation.
    expect(boundarySince([tag, LISTING_TAG], closes + 1)).toBe(true);
    expect(boundarySince([tag], closes + 2)).toBe(false);
    expect(invalidatedSince([productTag(row!.productId + 100_000)], before)).toBe(false);
    expect(await dataStamp(true)).toBe(open);
  });

  it('retires every cached page when invalidated', async () => {
    const url = new URL('http://shop.test/');
    const before = await pageCacheKey(url);
    await invalidatePageCache();
    expect(await pageCacheKey(url)).not.toBe(before);
  });

  it('retires every cached page on the content publish webhook, only with the secret', async () => {
    const url = new URL('http://shop.test/magasin');
    const before = await pageCacheKey(url);
    const refused = await callApi(contentRevalidate, {
      method: 'POST',
      headers: { authorization: 'Bearer not-the-secret' },
    });
    expect(refused.status).toBe(401);
    expect((await callApi(contentRevalidate, { method: 'POST' })).status).toBe(401);
    expect((await callApi(contentRevalidate, { method: 'GET' })).status).toBe(405);
    expect(await pageCacheKey(url)).toBe(before);
    // The preview secret travels in preview links: it does not open the webhook.
    expect(
      (
        await callApi(contentRevalidate, {
          method: 'POST',
          headers: { authorization: `Bearer ${config().previewSecret}` },
        })
      ).status,
    ).toBe(401);
    const done = await callApi(contentRevalidate, {
      method: 'POST',
      headers: { authorization: `Bearer ${config().contentWebhookSecret}` },
    });
    expect(done.status).toBe(200);
    expect(done.result).toEqual({ invalidated: true });
    expect(await pageCacheKey(url)).not.toBe(before);
  });
});
