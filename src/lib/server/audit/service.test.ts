import { expect, it } from 'vitest';
import { describeEachDatabase } from '../../../../tests/support/db.ts';
import { ApiError } from '../http/api.ts';
import { auditEntries, cliActor, recordAudit, type Actor } from './service.ts';

describeEachDatabase('audit log', (ctx) => {
  const staff: Actor = { type: 'staff', id: 7, name: 'lager@nordpeak.example', context: { ip: '10.0.0.8' } };

  it('records an entry with its change and pages through them newest first, filtered', async () => {
    await recordAudit(ctx.db, staff, {
      action: 'order.ship',
      entityType: 'order',
      entityId: 'SE1000001',
      storeCode: 'sv',
      before: { status: 'processing' },
      after: { status: 'shipped' },
    });
    await recordAudit(ctx.db, cliActor('api-key create'), { action: 'integration-key.create', entityId: 3 });
    await recordAudit(ctx.db, staff, { action: 'order.cancel', entityType: 'order', entityId: 'SE1000002' });

    const all = await auditEntries(ctx.db);
    expect(all.total_count).toBe(3);
    expect(all.items.map((e) => e.action)).toEqual(['order.cancel', 'integration-key.create', 'order.ship']);
    expect(all.items[2]).toMatchObject({
      actor: { type: 'staff', id: '7', name: 'lager@nordpeak.example' },
      entity_type: 'order',
      entity_id: 'SE1000001',
      store_code: 'sv',
      before: { status: 'processing' },
      after: { status: 'shipped' },
      context: { ip: '10.0.0.8' },
    });
    expect(all.items[1]).toMatchObject({ actor: { type: 'cli', id: null }, entity_id: '3' });

    const orders = await auditEntries(ctx.db, { action: 'order.', pageSize: '1', currentPage: '2' });
    expect(orders.total_count).toBe(2);
    expect(orders.items.map((e) => e.entity_id)).toEqual(['SE1000001']);
    expect((await auditEntries(ctx.db, { actorType: 'cli' })).items).toHaveLength(1);
    expect((await auditEntries(ctx.db, { entityType: 'order', entityId: 'SE1000002' })).items).toHaveLength(1);
    expect((await auditEntries(ctx.db, { from: '2999-01-01' })).items).toHaveLength(0);
  });

  it('an entry written in a transaction that rolls back is gone with the change', async () => {
    const before = (await auditEntries(ctx.db)).total_count;
    await expect(
      ctx.db.transaction(async (tx) => {
        await recordAudit(tx, staff, { action: 'order.refund', entityId: 'SE1000009' });
        throw new Error('the change failed');
      }),
    ).rejects.toThrow();
    expect((await auditEntries(ctx.db)).total_count).toBe(before);
  });

  it('refuses an invalid filter with a 400', async () => {
    await expect(auditEntries(ctx.db, { actorType: 'robot' as 'staff' })).rejects.toBeInstanceOf(ApiError);
    await expect(auditEntries(ctx.db, { pageSize: '1000' })).rejects.toMatchObject({ code: 400 });
  });
});
