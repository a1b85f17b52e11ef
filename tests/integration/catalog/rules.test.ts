import { sql } from 'drizzle-orm';
import { expect, it } from 'vitest';
import { getCategory, getProduct, searchProducts, selectVariant } from '../../../src/lib/server/catalog/service.ts';
import { ApiError } from '../../../src/lib/server/http/api.ts';
import { storeViews } from '../../../src/lib/store-view/config.ts';
import { describeEachDatabase, SEEDED_AT } from '../../support/db.ts';

const sv = storeViews.sv;
const now = SEEDED_AT;
const listed = async (sku: string) => (await searchProducts(sv, { query: { filters: { sku } } }, { now })).total === 1;

async function rejection(promise: Promise<unknown>): Promise<ApiError> {
  try {
    await promise;
  } catch (error) {
    if (error instanceof ApiError) return error;
    throw error;
  }
  throw new Error('expected an ApiError');
}

describeEachDatabase('catalogue rules', (ctx) => {
  const rows = async (query: ReturnType<typeof sql>) => {
    const result = await ctx.db.execute(query);
    return (result as { rows?: Record<string, unknown>[] }).rows ?? (result as unknown as Record<string, unknown>[]);
  };

  it('lists only visible (2-4), enabled (0/1), in-stock parents; single lookups apply status and visibility rules', async () => {
    expect(await listed('150051')).toBe(true);
    await ctx.db.execute(sql`UPDATE products SET visibility = 1 WHERE sku = '150051'`);
    expect(await listed('150051')).toBe(false);
    expect((await rejection(getProduct(sv, { sku: '150051' }))).message).toBe(
      'Product query returned empty result visibility = 1',
    );

    await ctx.db.execute(sql`UPDATE products SET status = 2 WHERE sku = '150052'`);
    expect(await listed('150052')).toBe(false);
    const disabled = await rejection(getProduct(sv, { sku: '150052' }));
    expect([disabled.code, disabled.message]).toEqual([404, 'Product query returned empty result product status = 2']);

    await ctx.db.execute(sql`UPDATE stock_items SET qty = 0, is_in_stock = false WHERE sku = '150053'`);
    expect(await listed('150053')).toBe(false);
    const soldOut = await getProduct(sv, { sku: '150053' }, { now });
    expect(soldOut.stock.is_in_stock).toBe(false);
    expect(soldOut.errors.stock).toBe('No available product variants');

    // Visibility 3 (search only): found by searches, left out of catalogue listings and their counts (2 and 4).
    const [searchOnly] =
      await rows(sql`SELECT p.id, (SELECT min(pc.category_id) FROM product_categories pc WHERE pc.product_id = p.id AND pc.category_id > 2) AS category
      FROM products p WHERE p.sku = '150054'`);
    const category = Number(searchOnly!.category);
    const countBefore = (await getCategory(sv, { id: category })).product_count;
    const inCatalogue = (sku: string) =>
      searchProducts(sv, { query: { filters: { sku, category_ids: [category], visibility: [2, 4] } } }, { now }).then(
        (r) => r.total,
      );
    expect(await inCatalogue('150054')).toBe(1);
    await ctx.db.execute(sql`UPDATE products SET visibility = 3 WHERE sku = '150054'`);
    expect(await listed('150054')).toBe(true);
    expect(await inCatalogue('150054')).toBe(0);
    expect((await getCategory(sv, { id: category })).product_count).toBe(countBefore - 1);
    expect((await getProduct(sv, { sku: '150054' }, { now })).sku).toBe('150054');
    expect((await rejection(searchProducts(sv, { query: { filters: { visibility: ['x'] } } }))).code).toBe(400);
  });

  it('matches a configurable parent by a sellable variant only', async () => {
    const [parent] = await rows(sql`SELECT p.id, p.sku FROM products p WHERE p.sku = '150165'`);
    const colours = await rows(
      sql`SELECT DISTINCT attributes->>'ls_farg' AS c FROM products WHERE parent_id = ${parent!.id} ORDER BY 1`,
    );
    const colour = String(colours[0]!.c);
    const filter = { query: { filters: { sku: '150165', ls_farg: [colour] } } };
    await ctx.db.execute(
      sql`UPDATE stock_items SET qty = 5, is_in_stock = true WHERE product_id IN (SELECT id FROM products WHERE parent_id = ${parent!.id})`,
    );
    await ctx.db.execute(sql`UPDATE products SET status = 1 WHERE parent_id = ${parent!.id}`);
    expect((await searchProducts(sv, filter, { now })).total).toBe(1);
    // Every variant of that colour sold out → the parent no longer matches the colour (but still lists).
    await ctx.db.execute(
      sql`UPDATE stock_items SET qty = 0, is_in_stock = false WHERE product_id IN (SELECT id FROM products WHERE parent_id = ${parent!.id} AND attributes->>'ls_farg' = ${colour})`,
    );
    expect((await searchProducts(sv, filter, { now })).total).toBe(0);
    expect(await listed('150165')).toBe(true);
    // A disabled variant of that colour does not count either.
    await ctx.db.execute(
      sql`UPDATE stock_items SET qty = 5, is_in_stock = true WHERE product_id IN (SELECT id FROM products WHERE parent_id = ${parent!.id} AND attributes->>'ls_farg' = ${colour})`,
    );
    await ctx.db.execute(
      sql`UPDATE products SET status = 2 WHERE parent_id = ${parent!.id} AND attributes->>'ls_farg' = ${colour}`,
    );
    expect((await searchProducts(sv, filter, { now })).total).toBe(0);
  });

  it('matches two variant filters only when one sellable variant has both values', async () => {
    const [parent] =
      await rows(sql`SELECT p.id, p.sku FROM products p WHERE p.type_id = 'configurable' AND p.parent_id IS NULL
      AND p.visibility = 4 AND p.status = 1 AND p.sku > '150200' AND (SELECT count(*) FROM products c WHERE c.parent_id = p.id) >= 2 ORDER BY p.sku LIMIT 1`);
    const children = await rows(sql`SELECT id FROM products WHERE parent_id = ${parent!.id} ORDER BY id`);
    const [first, second] = [Number(children[0]!.id), Number(children[1]!.id)];
    await ctx.db.execute(
      sql`UPDATE products SET status = 2 WHERE parent_id = ${parent!.id} AND id NOT IN (${first}, ${second})`,
    );
    await ctx.db.execute(
      sql`UPDATE products SET status = 1, attributes = attributes || '{"ls_farg": "49", "ls_storlek_klader": "S"}'::jsonb WHERE id = ${first}`,
    );
    await ctx.db.execute(
      sql`UPDATE products SET status = 1, attributes = attributes || '{"ls_farg": "51", "ls_storlek_klader": "L"}'::jsonb WHERE id = ${second}`,
    );
    await ctx.db.execute(
      sql`UPDATE stock_items SET qty = 5, is_in_stock = true WHERE product_id IN (${first}, ${second})`,
    );
    const total = async (filters: Record<string, unknown>) =>
      (await searchProducts(sv, { query: { filters: { sku: parent!.sku, ...filters } } }, { now })).total;
    expect(await total({ ls_farg: ['49'], ls_storlek_klader: ['S'] })).toBe(1);
    expect(await total({ ls_farg: ['49'], ls_storlek_klader: ['L'] })).toBe(0); // 49 and L exist, but on different variants
    expect(await total({ ls_farg: ['49', '51'], ls_storlek_klader: ['L'] })).toBe(1);
    // The same rule with aggregations asked for (the hits are then counted from flags, not from the WHERE clause).
    const aggregated = await searchProducts(
      sv,
      {
        query: { filters: { sku: parent!.sku, ls_farg: ['49'], ls_storlek_klader: ['L'] } },
        aggregations: ['ls_farg'],
      },
      { now },
    );
    expect(aggregated.total).toBe(0);
    expect(aggregated.aggregations.ls_farg!.buckets.map((b) => b.key)).toContain('51');
    // A value of an aggregated variant attribute counts the product only when a sellable variant with it meets the
    // other filters: colour 49 is on the S variant only, so the size buckets offer S, not L.
    const sizes = await searchProducts(
      sv,
      { query: { filters: { sku: parent!.sku, ls_farg: ['49'] } }, aggregations: ['ls_storlek_klader', 'ls_farg'] },
      { now },
    );
    expect(sizes.aggregations.ls_storlek_klader!.buckets.map((b) => [b.key, b.doc_count])).toEqual([['S', 1]]);
    expect(sizes.aggregations.ls_farg!.buckets.map((b) => b.key).sort()).toEqual(['49', '51']);
    const both = await searchProducts(
      sv,
      {
        query: { filters: { sku: parent!.sku, ls_farg: ['49', '51'], ls_storlek_klader: ['L'] } },
        aggregations: ['ls_farg'],
      },
      { now },
    );
    expect(both.aggregations.ls_farg!.buckets.map((b) => b.key)).toEqual(['51']);
    // Under two other variant filters the value must sit on a variant meeting both.
    await ctx.db.execute(
      sql`UPDATE products SET attributes = attributes || '{"ls_langd": "170"}'::jsonb WHERE id = ${first}`,
    );
    await ctx.db.execute(
      sql`UPDATE products SET attributes = attributes || '{"ls_langd": "180"}'::jsonb WHERE id = ${second}`,
    );
    const lengths = (filters: Record<string, string[]>) =>
      searchProducts(
        sv,
        { query: { filters: { sku: parent!.sku, ...filters } }, aggregations: ['ls_langd'] },
        { now },
      ).then((result) => result.aggregations.ls_langd!.buckets.map((b) => b.key));
    expect(await lengths({ ls_farg: ['49', '51'], ls_storlek_klader: ['L'] })).toEqual(['180']);
    expect(await lengths({ ls_farg: ['49'], ls_storlek_klader: ['S', 'L'] })).toEqual(['170']);
    expect(await lengths({ ls_farg: ['51'] })).toEqual(['180']);
    expect((await lengths({})).sort()).toEqual(['170', '180']);
  });

  it('filters and sorts bundles and grouped products by their computed price', async () => {
    for (const type of ['bundle', 'grouped']) {
      const [item] = (await searchProducts(sv, { query: { filters: { type_id: type } }, size: 1 }, { now })).items;
      const price = item!.final_price!;
      const count = async (range: string) =>
        (await searchProducts(sv, { query: { filters: { sku: item!.sku!, price: range } } }, { now })).total;
      expect(await count(`${Math.max(0, Math.floor(price) - 1)}-${Math.ceil(price) + 1}`)).toBe(1);
      expect(await count(`0-${Math.max(0, Math.floor(price) - 2)}`)).toBe(0);
      const sorted = (
        await searchProducts(sv, { query: { filters: { type_id: type } }, sort: 'price:asc', size: 50 }, { now })
      ).items.map((i) => i.final_price!);
      expect(sorted).toEqual([...sorted].sort((a, b) => a - b));
    }
  });

  it('keeps status 2+ and phased-out sold-out variants out of the selectable variants; a child lookup gives its parent', async () => {
    const skiing = await getProduct(sv, { sku: '150004' }, { now });
    expect(skiing.configurable_children.map((c) => c.sku)).not.toContain('150004-007'); // status 2
    const phasedOut = await getProduct(sv, { sku: '150013' }, { now });
    expect(phasedOut.configurable_children.map((c) => c.sku)).not.toContain('150013-001'); // ls_utg, not in stock
    // An ordinary sold-out variant stays visible but is never selected.
    await ctx.db.execute(sql`UPDATE stock_items SET qty = 0, is_in_stock = false WHERE sku = '150013-000'`);
    const again = await getProduct(sv, { sku: '150013' }, { now });
    const soldOut = again.configurable_children.find((c) => c.sku === '150013-000');
    expect(soldOut?.is_in_stock).toBe(false);
    expect(selectVariant(again.configurable_children, { sku: '150013-000' })?.sku).not.toBe('150013-000');
    // Phased-out variants in stock remain.
    await ctx.db.execute(sql`UPDATE stock_items SET qty = 3, is_in_stock = true WHERE sku = '150013-001'`);
    expect((await getProduct(sv, { sku: '150013' }, { now })).configurable_children.map((c) => c.sku)).toContain(
      '150013-001',
    );

    const viaChild = await getProduct(sv, { sku: '150001-002' }, { now });
    expect(viaChild.sku).toBe('150001');
    expect(viaChild.childSku).toBe('150001-002');
    expect(viaChild.selectedVariant?.sku).toBe('150001-002');
    expect(Object.keys(viaChild.configuration ?? {})).toEqual(['ls_langd']);
    const byPath = await getProduct(sv, { urlPath: viaChild.selectedVariant!.url_path }, { now });
    expect(byPath.childSku).toBe('150001-002');
  });

  it('applies the special price only inside its window and below the original price', async () => {
    const [row] =
      await rows(sql`SELECT pr.product_id, pr.price FROM product_prices pr JOIN products p ON p.id = pr.product_id
      WHERE p.type_id = 'simple' AND p.parent_id IS NULL AND p.visibility = 4 AND p.sku > '150060' AND pr.store_code = 'sv' ORDER BY p.sku LIMIT 1`);
    const price = Number(row!.price);
    const set = (special: number, from: Date | null, to: Date | null) =>
      ctx.db.execute(sql`UPDATE product_prices SET special_price = ${special},
      special_from_date = ${from?.toISOString() ?? null}::timestamptz, special_to_date = ${to?.toISOString() ?? null}::timestamptz WHERE product_id = ${row!.product_id} AND store_code = 'sv'`);
    const day = 86_400_000;
    await set(price - 100, new Date(now.getTime() - day), new Date(now.getTime() + day));
    let product = await getProduct(sv, { id: Number(row!.product_id) }, { now });
    expect([product.final_price, product.special_price]).toEqual([price - 100, price - 100]);
    await set(price - 100, new Date(now.getTime() + day), null);
    product = await getProduct(sv, { id: Number(row!.product_id) }, { now });
    expect([product.final_price, product.special_price]).toEqual([price, null]);
    await set(price - 100, null, new Date(now.getTime() - day));
    expect((await getProduct(sv, { id: Number(row!.product_id) }, { now })).final_price).toBe(price);
    await set(price + 100, null, null);
    product = await getProduct(sv, { id: Number(row!.product_id) }, { now });
    expect([product.final_price, product.special_price]).toEqual([price, null]);
  });

  it('gives tier prices to the customer group, tax-included prices split by the tax rules', async () => {
    const guest = await getProduct(sv, { sku: '150005' }, { now });
    const club = await getProduct(sv, { sku: '150005' }, { now, customerGroupId: 2 });
    expect(guest.tier_prices).toEqual([]);
    expect(club.tier_prices.map((t) => [t.qty, t.value])).toEqual([
      [1, 2099],
      [3, 1949],
    ]);
    expect(club.final_price).toBe(Math.min(2099, guest.final_price));
    expect(guest.price_incl_tax).toBe(2299);
    expect(guest.tax_percent).toBe(25);
    expect(guest.price_excl_tax).toBe(1839.2);
    expect(guest.price_tax).toBe(459.8);
    const fi = await getProduct(storeViews.fi, { sku: '150005' }, { now });
    expect(fi.tax_percent).toBe(25.5);
    const giftCard = await getProduct(sv, { sku: 'GIFT-500' }, { now });
    expect([giftCard.tax_percent, giftCard.price_excl_tax, giftCard.price_tax]).toEqual([0, 500, 0]);
  });

  it('prices bundles from default links × qty (first link when none is default) and grouped products from their members', async () => {
    const bundles = await searchProducts(sv, { query: { filters: { type_id: 'bundle' } }, size: 20 }, { now });
    expect(bundles.total).toBeGreaterThan(0);
    for (const bundle of bundles.items) {
      let expected = 0;
      for (const option of bundle.bundle_options!) {
        const chosen =
          option.product_links.find((l) => l.is_default) ??
          [...option.product_links].sort((a, b) => a.position - b.position)[0]!;
        expected += Math.round(chosen.price * 100) * chosen.qty;
      }
      expect(bundle.final_price).toBe(expected / 100);
    }
    const grouped = await searchProducts(sv, { query: { filters: { type_id: 'grouped' } } }, { now });
    for (const kit of grouped.items) {
      const members = kit.product_links!.filter((l) => l.link_type === 'associated');
      expect(members.length).toBeGreaterThan(0);
      expect(kit.final_price).toBe(members.reduce((sum, m) => sum + Math.round(m.linked_product_price * 100), 0) / 100);
    }
  });

  it('normalises paging and refuses malformed filters', async () => {
    const zero = await searchProducts(sv, { size: 0, from: -5 }, { now });
    expect([zero.perPage, zero.start, zero.items.length]).toEqual([50, 0, 50]);
    const huge = await searchProducts(sv, { size: 5000, _sourceInclude: ['sku'] }, { now });
    expect(huge.perPage).toBe(999);
    expect(Object.keys(huge.items[0]!)).toEqual(['sku']);
    const price = await rejection(searchProducts(sv, { query: { filters: { price: 'cheap' } } }));
    expect([price.code, price.message]).toEqual([400, 'Price filter values must be in the form from-to']);
    expect((await rejection(searchProducts(sv, { query: { filters: { price: { from: 'a' } } } }))).message).toBe(
      'Price filter values must be in the form from-to',
    );
    const ranged = await searchProducts(sv, { query: { filters: { price: '100-500' } }, size: 100 }, { now });
    for (const item of ranged.items)
      (expect(item.final_price!).toBeGreaterThanOrEqual(100), expect(item.final_price!).toBeLessThanOrEqual(500));
    const unknown = await rejection(searchProducts(sv, { query: { filters: { colour_of_sky: 'blue' } } }));
    expect(unknown.code).toBe(400);
    const sort = await searchProducts(sv, { sort: 'price:asc', size: 20 }, { now });
    const prices = sort.items.map((i) => i.final_price!);
    expect(prices).toEqual([...prices].sort((a, b) => a - b));
  });
});
