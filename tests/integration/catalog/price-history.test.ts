import { sql } from 'drizzle-orm';
import { expect, it } from 'vitest';
import { getProduct, searchProducts } from '../../../src/lib/server/catalog/service.ts';
import { storeViews } from '../../../src/lib/store-view/config.ts';
import { describeEachDatabase, SEEDED_AT } from '../../support/db.ts';

const sv = storeViews.sv;
const DAY = 86_400_000;

/**
 * The database records every price write in price_history (migration price_history_triggers), and documents
 * announce a special price as a reduction only against the lowest price of the 30 days before it began.
 */
describeEachDatabase('price history', (ctx) => {
  const rows = async (query: ReturnType<typeof sql>) => {
    const result = await ctx.db.execute(query);
    return (result as { rows?: Record<string, unknown>[] }).rows ?? (result as unknown as Record<string, unknown>[]);
  };
  let id = 0;
  const history = async () =>
    (
      await rows(sql`SELECT effective_from, price::float AS price, regular_price::float AS regular, source
      FROM price_history WHERE product_id = ${id} AND store_code = 'sv' ORDER BY effective_from`)
    ).map((r) => ({ at: new Date(String(r.effective_from)).getTime(), price: r.price, regular: r.regular }));
  const setPrices = (price: number, special: number | null, from: string | null, to: string | null) =>
    ctx.db.execute(sql`UPDATE product_prices SET price = ${price}, special_price = ${special},
      special_from_date = ${from}::timestamptz, special_to_date = ${to}::timestamptz WHERE product_id = ${id} AND store_code = 'sv'`);
  /** The history of the product: 599 from 45 days ago, raised to 799 five days ago (as imported). */
  const importHistory = async () => {
    await ctx.db.execute(sql`DELETE FROM price_history WHERE product_id = ${id} AND store_code = 'sv'`);
    await ctx.db
      .execute(sql`INSERT INTO price_history (product_id, store_code, effective_from, price, regular_price, source)
      VALUES (${id}, 'sv', now() - interval '45 days', 599, NULL, 'import'), (${id}, 'sv', now() - interval '5 days', 799, NULL, 'import')`);
  };

  it('gives the seeded catalogue 60 days of history ending in the prices it applies', async () => {
    const [row] = await rows(sql`SELECT min(effective_from) AS first, count(DISTINCT product_id) AS products,
      (SELECT count(*) FROM product_prices) AS prices, count(DISTINCT (product_id, store_code)) AS histories FROM price_history`);
    expect(new Date(String(row!.first)).getTime()).toBe(SEEDED_AT.getTime() - 60 * DAY);
    expect(Number(row!.histories)).toBe(Number(row!.prices));
    const { items } = await searchProducts(sv, { size: 200 }, { now: SEEDED_AT });
    const sales = items.filter((item) => item.special_price !== null && item.final_price === item.special_price);
    const announced = sales.filter((item) => item.sale);
    // Some sales are announced against their prior price, some are not reductions against the 30-day low.
    expect(announced.length).toBeGreaterThan(0);
    expect(announced.length).toBeLessThan(sales.length);
    for (const item of announced) {
      expect(item.prior_price).toBeGreaterThan(item.final_price!);
      expect(item.discount_label).toBe(`-${item.discount_percent}%`);
    }
  });

  it('records a write of the price table and announces a sale against the 30-day low, not the raised price', async () => {
    const [row] =
      await rows(sql`SELECT p.id FROM products p JOIN search_listing l ON l.product_id = p.id AND l.store_code = 'sv'
      WHERE p.type_id = 'simple' AND l.components IS NULL ORDER BY p.id LIMIT 1`);
    id = Number(row!.id);
    await importHistory();
    await setPrices(799, 559, null, null);
    // The step the write recorded, at the instant of its transaction.
    const now = (await history()).at(-1)!.at;
    expect(now).toBeGreaterThan(Date.now() - 60_000);
    expect((await history()).at(-1)).toEqual({ at: now, price: 559, regular: 799 });
    const product = await getProduct(sv, { id }, { now: new Date(now + 1000) });
    expect(product).toMatchObject({
      final_price: 559,
      sale: true,
      prior_price: 599,
      discount_percent: 7,
      discount_label: '-7%',
      prior_price_basis: { days: 30, from: new Date(now - 30 * DAY).toISOString(), to: new Date(now).toISOString() },
    });

    // A special price above the 30-day low is no reduction.
    await setPrices(799, 699, null, null);
    expect(await getProduct(sv, { id }, { now: new Date(now + 1000) })).toMatchObject({
      final_price: 699,
      sale: false,
      prior_price: null,
      discount_label: null,
    });
  });

  it('records a later window at its start and just after its end, and forgets what a new write replaces', async () => {
    await importHistory();
    const soon = Date.now();
    const from = new Date(soon + 2 * DAY).toISOString();
    const to = new Date(soon + 5 * DAY).toISOString();
    await setPrices(799, 559, from, to);
    const steps = await history();
    const now = steps.at(-3)!.at;
    expect(steps.at(-3)).toEqual({ at: now, price: 799, regular: 799 });
    expect(steps.slice(-2)).toEqual([
      { at: soon + 2 * DAY, price: 559, regular: 799 },
      { at: soon + 5 * DAY + 1, price: 799, regular: 799 },
    ]);
    expect((await getProduct(sv, { id }, { now: new Date(now + 3 * DAY) })).prior_price).toBe(599);
    expect((await getProduct(sv, { id }, { now: new Date(now + 6 * DAY) })).sale).toBe(false);

    await setPrices(749, null, null, null);
    const after = await history();
    expect(after.filter((step) => step.at > after.at(-1)!.at)).toEqual([]);
    expect(after.at(-1)).toMatchObject({ price: 749, regular: 749 });
  });
});
