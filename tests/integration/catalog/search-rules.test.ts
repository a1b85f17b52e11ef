import { sql } from 'drizzle-orm';
import { expect, it } from 'vitest';
import { getCategory, listCategories, searchProducts } from '../../../src/lib/server/catalog/service.ts';
import { executeBounded, withSearchTimeout } from '../../../src/lib/server/catalog/search-sql.ts';
import { sql as searchSql } from '../../../src/lib/server/catalog/sql-text.ts';
import { ApiError } from '../../../src/lib/server/http/api.ts';
import { storeViews } from '../../../src/lib/store-view/config.ts';
import { describeEachDatabase, SEEDED_AT } from '../../support/db.ts';

const sv = storeViews.sv;
const now = SEEDED_AT;
const skusOf = (result: { items: { sku?: string }[] }) => result.items.map((item) => item.sku);

async function rejection(promise: Promise<unknown>): Promise<ApiError> {
  try {
    await promise;
  } catch (error) {
    if (error instanceof ApiError) return error;
    throw error;
  }
  throw new Error('expected an ApiError');
}

describeEachDatabase('catalogue rules: categories, aggregations, text search, timeouts', (ctx) => {
  it('answers 404 for category ids below the root and finds categories with breadcrumbs', async () => {
    const below = await rejection(listCategories(sv, { query: { filters: { id: 1 } } }));
    expect([below.code, below.message]).toEqual([404, 'Category query returned empty result id = 1']);
    expect(
      (
        await rejection(
          searchProducts(sv, { query: { filters: { category_ids: [1] } } }).then(() => getCategory(sv, { id: 1 })),
        )
      ).message,
    ).toBe('Category query returned empty result id = 1');
    const skis = await getCategory(sv, { slug: 'langdskidor-skidor' });
    expect(skis.breadcrumbs.map((b) => b.name)).toEqual(['Längdskidor']);
    const top = await listCategories(sv, { query: { filters: { parent_id: 2 } } });
    const positions = top.items.map((c) => c.position as number);
    expect(positions).toEqual([...positions].sort((a, b) => a - b));
    const inCategory = await searchProducts(
      sv,
      { query: { filters: { category_ids: [skis.id] } }, size: 999 },
      { now },
    );
    expect(inCategory.total).toBe(skis.product_count);
    // The count follows catalogue changes at once (a product taken out of the listings).
    await ctx.db.execute(sql`UPDATE products SET visibility = 1 WHERE id = ${inCategory.items[0]!.id!}`);
    expect((await getCategory(sv, { slug: 'langdskidor-skidor' })).product_count).toBe(skis.product_count - 1);
    const listedCounts = await listCategories(sv, { query: { filters: { id: skis.id } } });
    expect(listedCounts.items[0]!.product_count).toBe(skis.product_count - 1);
  });

  it('computes aggregations without the field’s own filter, caps colour buckets and scales price ranges per currency', async () => {
    const colourFiltered = await searchProducts(
      sv,
      { query: { filters: { ls_farg: ['51'] } }, aggregations: ['ls_farg', 'ls_varumarke', 'price'] },
      { now },
    );
    const unfiltered = await searchProducts(sv, { aggregations: ['ls_farg', 'ls_varumarke', 'price'] }, { now });
    expect(colourFiltered.aggregations.ls_farg!.buckets).toEqual(unfiltered.aggregations.ls_farg!.buckets);
    expect(colourFiltered.aggregations.ls_farg!.buckets.length).toBeLessThanOrEqual(10);
    const brandTotal = colourFiltered.aggregations.ls_varumarke!.buckets.reduce((sum, b) => sum + b.doc_count, 0);
    expect(brandTotal).toBeGreaterThanOrEqual(colourFiltered.total);
    expect(brandTotal).toBeLessThan(unfiltered.total);
    expect(unfiltered.aggregations.price!.buckets.map((b) => b.key)).toEqual([
      '0-500',
      '500-1000',
      '1000-1500',
      '1500-*',
    ]);
    expect(unfiltered.aggregations.price!.buckets.reduce((s, b) => s + b.doc_count, 0)).toBe(unfiltered.total);
    const fi = await searchProducts(storeViews.fi, { aggregations: ['price'] }, { now });
    expect(fi.aggregations.price!.buckets.map((b) => b.key)).toEqual(['0-50', '50-100', '100-150', '150-*']);
    expect(
      colourFiltered.attributeMetadata.find((a) => a.attribute_code === 'ls_farg')?.options.length,
    ).toBeGreaterThan(0);
  });

  it('searches text in the database with typo tolerance, 75 % of terms and stemming per store', async () => {
    const fischr = await searchProducts(sv, { query: { text: 'fischr' } }, { now });
    expect(fischr.total).toBeGreaterThan(0);
    expect(fischr.items.every((i) => /fischler/i.test(i.name!) || i.ls_varumarke === 'fischler')).toBe(true);
    const vallnig = await searchProducts(sv, { query: { text: 'vallnig' } }, { now });
    expect(vallnig.items.some((i) => /vallning/i.test(i.name!))).toBe(true);
    // 3 of 4 terms match → found; 1 of 2 → not.
    expect(skusOf(await searchProducts(sv, { query: { text: 'fischler speedmax skate qqqzzx' } }, { now }))).toContain(
      '150001',
    );
    expect((await searchProducts(sv, { query: { text: 'speedmax qqqzzx' } }, { now })).total).toBe(0);
    // Name (boost 4) ranks above a category-name-only match (boost 1).
    const named = await searchProducts(sv, { query: { text: 'längdskidor' }, size: 200 }, { now });
    expect(named.items[0]!.name).toMatch(/längdskidor/i);
    // Finnish stemming: "sukset" (skis) finds "sukset"/"suksia" in Finnish names or categories.
    expect((await searchProducts(storeViews.fi, { query: { text: 'suksia' } }, { now })).total).toBeGreaterThan(0);
    const nothing = await searchProducts(sv, { query: { text: 'fischlerr vallningsbordd xx' } }, { now });
    expect(nothing.total).toBeLessThan(3);
    expect(nothing.suggestions[0]?.text).toMatch(/fischler/);
  });

  it('finds a product renamed since the last full build with typos, and suggests its new word', async () => {
    expect((await searchProducts(sv, { query: { text: 'zorbatrix' } }, { now })).total).toBe(0);
    await ctx.db.execute(sql`UPDATE product_translations SET name = 'Zorbatrix Vallningsjärn' WHERE store_code = 'sv'
      AND product_id = (SELECT id FROM products WHERE sku = '150001')`);
    expect(skusOf(await searchProducts(sv, { query: { text: 'zorbatrx' } }, { now }))).toEqual(['150001']);
    expect((await searchProducts(sv, { query: { text: 'zorbatrx qqqwwwyyy' } }, { now })).suggestions[0]?.text).toMatch(
      /^zorbatrix/,
    );
    expect((await searchProducts(storeViews.no, { query: { text: 'zorbatrx' } }, { now })).total).toBe(0);
  });

  it('cuts searches at the 1000 ms server timeout with a clear error (PostgreSQL statement timeout)', async () => {
    const error = await rejection(withSearchTimeout(async (db) => db.execute(sql`SELECT pg_sleep(2)`)));
    expect(error.code).toBe(503);
    expect(error.message).toMatch(/1000 ms/);
  });

  it('cuts the search statement, sent in one round trip with its timeout, with the same error; the setting ends with it', async () => {
    const error = await rejection(executeBounded(ctx.db, searchSql`SELECT pg_sleep(${2})`));
    expect(error.code).toBe(503);
    expect(error.message).toMatch(/1000 ms/);
    const [row] = await executeBounded(
      ctx.db,
      searchSql`SELECT ${"it's \\ quoted"}::text AS t, current_setting('statement_timeout') AS s`,
    );
    expect(row).toEqual({ t: "it's \\ quoted", s: '1s' });
    const after = await ctx.db.execute(sql`SELECT current_setting('statement_timeout') AS s`);
    expect((after as unknown as { rows: { s: string }[] }).rows[0]!.s).not.toBe('1s');
  });
});
