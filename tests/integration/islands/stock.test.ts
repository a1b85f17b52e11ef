import { eq } from 'drizzle-orm';
import { expect, it } from 'vitest';
import * as t from '../../../src/lib/server/db/schema/index.ts';
import { stockCheck, stockList } from '../../../src/lib/server/stock/service.ts';
import { describeEachDatabase } from '../../support/db.ts';

describeEachDatabase('stock calls', (ctx) => {
  it('answers the stock of a sellable sku and 404 for an unknown one', async () => {
    const [row] = await ctx.db.select().from(t.stockItems).where(eq(t.stockItems.sku, '150001-000'));
    const answer = await stockCheck(ctx.db, '150001-000');
    expect(answer).toMatchObject({
      sku: '150001-000',
      product_id: row!.productId,
      qty: row!.qty,
      manage_stock: row!.manageStock,
    });
    expect(answer.is_in_stock).toBe(row!.isInStock && (!row!.manageStock || row!.qty > 0));
    expect(answer.task_id).toMatch(/^[0-9a-f-]{36}$/);
    await expect(stockCheck(ctx.db, 'NO-SUCH-SKU')).rejects.toMatchObject({ code: 404 });
    await expect(stockCheck(ctx.db, '')).rejects.toMatchObject({ code: 400 });
  });

  it('lists known skus, leaves unknown ones out and refuses more than 100', async () => {
    const list = await stockList(ctx.db, '150001-000,NOPE,150001-000');
    expect(list.map((s) => s.sku)).toEqual(['150001-000']);
    const many = Array.from({ length: 101 }, (_, i) => `S${i}`).join(',');
    await expect(stockList(ctx.db, many)).rejects.toMatchObject({ code: 400 });
    await expect(stockList(ctx.db, null)).rejects.toMatchObject({ code: 400 });
  });
});
