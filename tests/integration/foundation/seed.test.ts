import { and, count, eq, sql } from 'drizzle-orm';
import { expect, it } from 'vitest';
import * as t from '../../../src/lib/server/db/schema/index.ts';
import { generateCatalog } from '../../../src/lib/server/seed/generator.ts';
import { describeEachDatabase } from '../../support/db.ts';

describeEachDatabase('demo catalogue', (ctx) => {
  it('has the three store views of the spec', async () => {
    const views = await ctx.db.select().from(t.storeViews).orderBy(t.storeViews.id);
    expect(views.map((v) => [v.code, v.id, v.currencyCode, v.locale, v.countryId, v.isDefault])).toEqual([
      ['no', 7, 'NOK', 'nb-NO', 'NO', false],
      ['fi', 9, 'EUR', 'fi-FI', 'FI', false],
      ['sv', 11, 'SEK', 'sv-SE', 'SE', true],
    ]);
  });

  it('holds at least 300 parents and 1,500 sellable SKUs of every product type', async () => {
    const parents = await ctx.db
      .select({ n: count() })
      .from(t.products)
      .where(sql`${t.products.parentId} IS NULL`);
    expect(parents[0]!.n).toBeGreaterThanOrEqual(300);
    const sellable = await ctx.db
      .select({ n: count() })
      .from(t.products)
      .where(and(eq(t.products.status, 1), sql`${t.products.typeId} IN ('simple', 'virtual', 'downloadable')`));
    expect(sellable[0]!.n).toBeGreaterThanOrEqual(1500);
    const types = await ctx.db.selectDistinct({ type: t.products.typeId }).from(t.products);
    expect(types.map((r) => r.type).sort()).toEqual([
      'bundle',
      'configurable',
      'downloadable',
      'grouped',
      'simple',
      'virtual',
    ]);
  });

  it('has the legacy child 150001-000 under the configurable 150001', async () => {
    const [parent] = await ctx.db.select().from(t.products).where(eq(t.products.sku, '150001'));
    const [child] = await ctx.db.select().from(t.products).where(eq(t.products.sku, '150001-000'));
    expect(parent!.typeId).toBe('configurable');
    expect(child!.parentId).toBe(parent!.id);
    const rewrites = await ctx.db.select().from(t.urlRewrites).where(eq(t.urlRewrites.redirectType, 302));
    expect(rewrites.some((r) => r.targetPath.endsWith('childSku=150001-000'))).toBe(true);
  });

  it('has the tax rates of the spec, food rates for sports nutrition', async () => {
    const rates = await ctx.db.select().from(t.taxRates);
    const byCode = Object.fromEntries(rates.map((r) => [r.code, r.rate]));
    expect(byCode).toMatchObject({
      'SE-25': 25,
      'NO-25': 25,
      'FI-25.5': 25.5,
      'SE-12-food': 12,
      'NO-15-food': 15,
      'FI-14-food': 14,
    });
    const food = await ctx.db.select({ n: count() }).from(t.products).where(eq(t.products.taxClassId, 5));
    expect(food[0]!.n).toBeGreaterThan(0);
  });

  it('has names in all three languages for every product', async () => {
    const rows = await ctx.db
      .select({ store: t.productTranslations.storeCode, n: count() })
      .from(t.productTranslations)
      .groupBy(t.productTranslations.storeCode);
    const total = await ctx.db.select({ n: count() }).from(t.products);
    expect(Object.fromEntries(rows.map((r) => [r.store, r.n]))).toEqual({
      sv: total[0]!.n,
      no: total[0]!.n,
      fi: total[0]!.n,
    });
  });

  it('has out-of-stock products, specials (current, expired, future) and Club tier prices', async () => {
    const outOfStock = await ctx.db.select({ n: count() }).from(t.stockItems).where(eq(t.stockItems.isInStock, false));
    expect(outOfStock[0]!.n).toBeGreaterThan(0);
    const now = new Date('2026-11-21T12:00:00Z');
    const specials = await ctx.db
      .select()
      .from(t.productPrices)
      .where(sql`${t.productPrices.specialPrice} IS NOT NULL`);
    expect(
      specials.some((s) => s.specialFromDate && s.specialFromDate < now && s.specialToDate && s.specialToDate > now),
    ).toBe(true);
    expect(specials.some((s) => s.specialToDate && s.specialToDate < now)).toBe(true);
    expect(specials.some((s) => s.specialFromDate && s.specialFromDate > now)).toBe(true);
    const tiers = await ctx.db.select({ n: count() }).from(t.tierPrices).where(eq(t.tierPrices.customerGroupId, 2));
    expect(tiers[0]!.n).toBeGreaterThan(0);
  });
});

it('generates the same catalogue from the same seed', () => {
  const now = new Date('2026-11-21T00:00:00Z');
  const a = generateCatalog({ seed: 5, now });
  const b = generateCatalog({ seed: 5, now });
  expect(JSON.stringify(a)).toBe(JSON.stringify(b));
  expect(JSON.stringify(generateCatalog({ seed: 6, now }).productPrices)).not.toBe(JSON.stringify(a.productPrices));
});

it('gives every ski package a default binding that fits its skis (a skate package a skate binding)', () => {
  const catalog = generateCatalog({ now: new Date('2026-11-21T00:00:00Z') });
  const byId = new Map(catalog.products.map((p) => [p.id, p]));
  const packages = catalog.products.filter((p) => p.typeId === 'bundle');
  expect(packages.length).toBeGreaterThan(0);
  let skateOnly = 0;
  for (const pkg of packages) {
    const options = catalog.bundleOptions.filter((o) => o.productId === pkg.id).sort((a, b) => a.position - b.position);
    const first = (optionId: number) => {
      const links = catalog.bundleOptionLinks
        .filter((l) => l.optionId === optionId)
        .sort((a, b) => a.position - b.position);
      return byId.get((links.find((l) => l.isDefault) ?? links[0])!.productId)!;
    };
    const ski = byId.get(first(options[0]!.id).parentId!)!;
    const binding = first(options[1]!.id);
    const skiActivities = ski.attributes['ls_aktivitet'] as string[];
    if (skiActivities.length === 1 && skiActivities[0] === 'skate') skateOnly++;
    expect(pkg.attributes['ls_aktivitet']).toEqual(skiActivities);
    expect((binding.attributes['ls_aktivitet'] as string[]).some((a) => skiActivities.includes(a))).toBe(true);
  }
  expect(skateOnly).toBeGreaterThan(0);
});
