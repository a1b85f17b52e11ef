import { sql } from 'drizzle-orm';
import { describe, expect, it, vi } from 'vitest';
import { searchProducts } from '../../../src/lib/server/catalog/service.ts';
import { catalogReference } from '../../../src/lib/server/catalog/reference.ts';
import { loadProductDocuments } from '../../../src/lib/server/catalog/documents.ts';
import { holdsAt, windowOf } from '../../../src/lib/server/catalog/document-cache.ts';
import type { RawRows } from '../../../src/lib/server/catalog/documents.ts';
import { storeViews } from '../../../src/lib/store-view/config.ts';
import { describeEachDatabase, SEEDED_AT } from '../../support/db.ts';

const DAY = 86_400_000;
const at = (days: number, ms = 0) => new Date(SEEDED_AT.getTime() + days * DAY + ms);

describe('document window', () => {
  const raw = (prices: [Date | null, Date | null][], news: [Date | null, Date | null][] = []) =>
    ({
      priceRows: prices.map(([from, to]) => ({
        productId: 1,
        price: 100,
        specialPrice: 90,
        specialFromDate: from,
        specialToDate: to,
      })),
      rowsA: news.map(([from, to]) => ({ newsFromDate: from, newsToDate: to })),
      extraRows: [],
      historyRows: [],
    }) as unknown as RawRows;

  it('lies between the nearest special and news dates around the instant', () => {
    const window = windowOf(
      raw(
        [
          [at(-5), at(5)],
          [at(2), null],
        ],
        [[at(-1), at(30)]],
      ),
      at(0),
    );
    expect(window).toEqual({ after: at(-1).getTime(), before: at(2).getTime(), only: null });
    expect(holdsAt(window, at(0))).toBe(true);
    expect(holdsAt(window, at(2, -1))).toBe(true);
    expect(holdsAt(window, at(2))).toBe(false);
    expect(holdsAt(window, at(-1))).toBe(false);
    expect(holdsAt(window, at(-1, 1))).toBe(true);
  });

  it('is the instant alone when the instant is a boundary, and unbounded without dates', () => {
    const only = windowOf(raw([[at(0), at(5)]]), at(0));
    expect(holdsAt(only, at(0))).toBe(true);
    expect(holdsAt(only, at(0, 1))).toBe(false);
    expect(holdsAt(only, at(0, -1))).toBe(false);
    const always = windowOf(raw([[null, null]]), at(0));
    expect(holdsAt(always, at(-1000))).toBe(true);
    expect(holdsAt(always, at(1000))).toBe(true);
  });
});

/**
 * A search reuses the documents it built for a product, store, customer group and version of the stored rows
 * (document-cache.ts) only while their time windows hold, and builds them again after a change of the product.
 * Every answer must equal the document a lookup builds from the catalogue tables at the same instant.
 */
describeEachDatabase('kept search documents', (ctx) => {
  const rows = async (query: ReturnType<typeof sql>) => {
    const result = await ctx.db.execute(query);
    return (result as { rows?: Record<string, unknown>[] }).rows ?? (result as unknown as Record<string, unknown>[]);
  };
  const sv = storeViews.sv;
  const search = async (id: number, now: Date, customerGroupId = 0) =>
    (await searchProducts(sv, { query: { filters: { id: [id] } } }, { now, customerGroupId })).items[0]!;
  const expectLookup = async (id: number, now: Date, customerGroupId = 0) => {
    const found = await search(id, now, customerGroupId);
    const [expected] = await loadProductDocuments(ctx.db, sv, [id], await catalogReference(ctx.db), {
      now,
      customerGroupId,
    });
    expect(found).toEqual(expected);
    return found;
  };

  it('follow the special price window of the product and of its variants', async () => {
    await searchProducts(sv, {}, { now: at(0) }); // builds the index
    const [simple] =
      await rows(sql`SELECT l.product_id AS id, p.price FROM search_listing l JOIN product_prices p ON p.product_id = l.product_id AND p.store_code = 'sv'
      WHERE l.store_code = 'sv' AND l.type_id = 'simple' AND l.components IS NULL ORDER BY l.product_id LIMIT 1`);
    const [child] =
      await rows(sql`SELECT c.parent_id, c.id FROM products c JOIN search_listing l ON l.product_id = c.parent_id AND l.store_code = 'sv'
      ORDER BY c.id LIMIT 1`);
    const id = Number(simple!.id);
    const parent = Number(child!.parent_id);
    await ctx.db
      .execute(sql`UPDATE product_prices SET special_price = price - 10, special_from_date = ${at(1).toISOString()}::timestamptz,
      special_to_date = ${at(3).toISOString()}::timestamptz WHERE store_code = 'sv' AND product_id IN (${id}, ${Number(child!.id)})`);
    const before = await expectLookup(id, at(0));
    expect(before.special_price).toBeNull();
    // The same instant again: the kept document.
    expect(await search(id, at(0))).toBe(before);
    expect(await search(id, at(1, -1))).toBe(before);
    for (const now of [at(1), at(2), at(3), at(3, 1), at(2), at(0)]) {
      const found = await expectLookup(id, now);
      expect(found.special_price).toBe(now >= at(1) && now <= at(3) ? Number(simple!.price) - 10 : null);
      const variantOf = await expectLookup(parent, now);
      const variant = variantOf.configurable_children!.find((c) => c.id === Number(child!.id))!;
      expect(variant.special_price === null).toBe(!(now >= at(1) && now <= at(3)));
    }
    expect(await search(id, at(2))).toBe(await search(id, at(2, 5)));
  });

  it('follow the news window', async () => {
    const [row] = await rows(
      sql`SELECT product_id AS id FROM search_listing WHERE store_code = 'sv' ORDER BY product_id DESC LIMIT 1`,
    );
    const id = Number(row!.id);
    await ctx.db.execute(
      sql`UPDATE products SET news_from_date = ${at(5).toISOString()}::timestamptz, news_to_date = ${at(8).toISOString()}::timestamptz WHERE id = ${id}`,
    );
    for (const now of [at(4), at(5), at(6), at(8), at(8, 1), at(6), at(4)]) {
      expect((await expectLookup(id, now)).new).toBe(now >= at(5) && now <= at(8));
    }
  });

  it('are per customer group and built again after a change of price or stock', async () => {
    const [row] =
      await rows(sql`SELECT t.product_id AS id FROM tier_prices t JOIN search_listing l ON l.product_id = t.product_id AND l.store_code = 'sv'
      WHERE t.store_code = 'sv' AND t.customer_group_id = 2 AND t.qty = 1 AND l.type_id = 'simple' ORDER BY t.product_id LIMIT 1`);
    const id = Number(row!.id);
    const guest = await expectLookup(id, at(0), 0);
    const club = await expectLookup(id, at(0), 2);
    expect(club.final_price).toBeLessThan(guest.final_price!);
    expect(await search(id, at(0), 2)).toBe(club);
    await ctx.db.execute(
      sql`UPDATE product_prices SET price = price + 7 WHERE store_code = 'sv' AND product_id = ${id}`,
    );
    const repriced = await expectLookup(id, at(0), 0);
    expect(repriced.price).toBe(guest.price! + 7);
    await ctx.db.execute(sql`UPDATE stock_items SET qty = qty + 3 WHERE product_id = ${id}`);
    const restocked = await expectLookup(id, at(0), 0);
    expect(restocked.qty).toBe(repriced.qty! + 3);
    await expectLookup(id, at(0), 2);
  });

  it('outlive a reread of unchanged reference data, not a change of it', async () => {
    const [row] = await rows(
      sql`SELECT l.product_id AS id FROM search_listing l WHERE l.store_code = 'sv' AND l.type_id = 'configurable' ORDER BY l.product_id LIMIT 1`,
    );
    const id = Number(row!.id);
    const first = await search(id, at(0));
    const option = first.configurable_options![0]!;
    const reference = await catalogReference(ctx.db);
    vi.useFakeTimers({ toFake: ['Date'] });
    try {
      vi.setSystemTime(Date.now() + 31_000); // the reference data is read again after 30 s
      expect(await search(id, at(0))).toBe(first);
      expect(await catalogReference(ctx.db)).not.toBe(reference);
      // An attribute's label is reference data only (no product row changes): the document is built again.
      await ctx.db.execute(
        sql`UPDATE attributes SET labels = jsonb_set(labels, '{sv}', to_jsonb((labels ->> 'sv') || ' Y')) WHERE id = ${option.attribute_id}`,
      );
      vi.setSystemTime(Date.now() + 31_000);
      const relabelled = await expectLookup(id, at(0));
      expect(relabelled.configurable_options![0]!.label).toBe(`${option.label} Y`);
    } finally {
      vi.useRealTimers();
    }
  });

  it('are frozen: the answer cannot change a kept document', async () => {
    const [row] = await rows(
      sql`SELECT product_id AS id FROM search_listing WHERE store_code = 'sv' ORDER BY product_id LIMIT 1`,
    );
    const found = await search(Number(row!.id), at(0));
    expect(Object.isFrozen(found)).toBe(true);
    expect(() => {
      (found as Record<string, unknown>).name = 'x';
    }).toThrow(TypeError);
  });
});

/**
 * The counts of a facet filtered by nothing but itself are kept per listing version (search.ts runSearch): they
 * must follow every change of the listing rows, and equal the counts the statement computes.
 */
describeEachDatabase('kept facet counts', (ctx) => {
  const rows = async (query: ReturnType<typeof sql>) => {
    const result = await ctx.db.execute(query);
    return (result as { rows?: Record<string, unknown>[] }).rows ?? (result as unknown as Record<string, unknown>[]);
  };
  const sv = storeViews.sv;
  const now = at(0);
  const colours = (category: number, filter: string[]) =>
    searchProducts(
      sv,
      { query: { filters: { category_ids: [category], ls_farg: filter } }, aggregations: ['ls_farg', 'ls_varumarke'] },
      { now },
    );
  const count = (result: Awaited<ReturnType<typeof colours>>, key: string) =>
    result.aggregations.ls_farg!.buckets.find((b) => b.key === key)?.doc_count ?? 0;

  it('equal the counts without the filter, and follow changes of the listing rows', async () => {
    const unfiltered = await searchProducts(
      sv,
      { query: { filters: { category_ids: [10] } }, aggregations: ['ls_farg'] },
      { now },
    );
    const [top] = unfiltered.aggregations.ls_farg!.buckets;
    expect(top!.doc_count).toBeGreaterThan(1);
    const first = await colours(10, [top!.key]);
    const again = await colours(10, [top!.key]);
    expect(first.aggregations.ls_farg).toEqual(unfiltered.aggregations.ls_farg);
    expect(again).toEqual(first);
    expect(first.aggregations.ls_varumarke!.buckets.reduce((sum, b) => sum + b.doc_count, 0)).toBeGreaterThan(0);
    // Take a simple product of that colour in category 10 out of stock: one product of that colour fewer.
    const [product] =
      await rows(sql`SELECT l.product_id AS id FROM search_listing l WHERE l.store_code = 'sv' AND l.type_id = 'simple'
      AND l.category_ids && ${`{${(await import('../../../src/lib/server/catalog/reference.ts')).withDescendants(await catalogReference(ctx.db), [10]).join(',')}}`}::int[]
      AND l.facets && ${`{"ls_farg=${top!.key}"}`}::text[] ORDER BY l.product_id LIMIT 1`);
    if (product) {
      await ctx.db.execute(
        sql`UPDATE stock_items SET qty = 0, is_in_stock = false WHERE product_id = ${Number(product.id)}`,
      );
      const after = await colours(10, [top!.key]);
      expect(count(after, top!.key)).toBe(top!.doc_count - 1);
      const fresh = await searchProducts(
        sv,
        { query: { filters: { category_ids: [10] } }, aggregations: ['ls_farg'] },
        { now },
      );
      expect(after.aggregations.ls_farg).toEqual(fresh.aggregations.ls_farg);
    } else {
      // Configurables only: take a whole configurable of that colour out of the listing.
      const [parent] =
        await rows(sql`SELECT l.product_id AS id FROM search_listing l WHERE l.store_code = 'sv' AND l.facets && ${`{"ls_farg=${top!.key}"}`}::text[]
        AND l.category_ids && '{10}'::int[] ORDER BY l.product_id LIMIT 1`);
      await ctx.db.execute(sql`UPDATE products SET status = 2 WHERE id = ${Number(parent!.id)}`);
      const after = await colours(10, [top!.key]);
      expect(count(after, top!.key)).toBe(top!.doc_count - 1);
    }
  });

  it('are taken again when another process changed the listing since (the statement reads the version)', async () => {
    const before = await colours(10, ['49']);
    // The version moves on as another process's refresh moves it (the counts kept here do not know).
    await ctx.db.execute(sql`UPDATE search_index_state SET listing_version = listing_version + 1 WHERE id = 1`);
    const [row] = await rows(
      sql`SELECT product_id AS id FROM search_listing WHERE store_code = 'sv' AND category_ids && '{10}'::int[] ORDER BY product_id LIMIT 1`,
    );
    await ctx.db.execute(sql`DELETE FROM search_listing WHERE product_id = ${Number(row!.id)}`);
    const after = await colours(10, ['49']);
    const direct = await searchProducts(
      sv,
      { query: { filters: { category_ids: [10] } }, aggregations: ['ls_farg'] },
      { now },
    );
    expect(after.aggregations.ls_farg).toEqual(direct.aggregations.ls_farg);
    expect(after.aggregations.ls_farg).not.toEqual(before.aggregations.ls_farg);
  });
});
