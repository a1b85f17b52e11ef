import { eq } from 'drizzle-orm';
import { expect, it } from 'vitest';
import * as t from '../../../src/lib/server/db/schema/index.ts';
import { recommendationsFor } from '../../../src/lib/server/catalog/recommendations.ts';
import { describeEachDatabase } from '../../support/db.ts';

describeEachDatabase('built-in recommendations', (ctx) => {
  it('recommends listed products like the given one, never the product itself', async () => {
    const [product] = await ctx.db.select().from(t.products).where(eq(t.products.sku, '150001'));
    const { similar, boughtTogether } = await recommendationsFor(product!.id, 8);
    expect(similar.length).toBe(8);
    expect(similar).not.toContain(product!.id);
    expect(boughtTogether).not.toContain(product!.id);
    const rows = await ctx.db.select().from(t.products).where(eq(t.products.id, similar[0]!));
    expect(rows[0]!.parentId).toBeNull();
    expect([2, 4]).toContain(rows[0]!.visibility);
  });
});
