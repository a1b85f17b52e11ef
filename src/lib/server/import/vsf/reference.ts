import type { Db } from '../../db/client.ts';
import * as t from '../../db/schema/index.ts';
import { storeViews } from '../../../store-view/config.ts';

/** The customer groups of the shop (0 guests, 1 registered, 2 Club members), their tax class the retail customer's. */
const CUSTOMER_GROUPS = [
  { id: 0, code: 'NOT LOGGED IN', name: 'Gäst', taxClassId: 3 },
  { id: 1, code: 'General', name: 'Kund', taxClassId: 3 },
  { id: 2, code: 'Club', name: 'Nordpeak Club', taxClassId: 3 },
];

/**
 * Makes sure the shop's own reference rows exist before a catalogue is imported into an empty database: the three
 * store views (from the store view config), the retail customer and standard product tax classes, and the customer
 * groups. Rows that exist are left as they are.
 */
export async function ensureStoreReference(db: Db): Promise<void> {
  await db
    .insert(t.storeViews)
    .values(
      Object.values(storeViews).map((view) => ({
        id: view.storeId,
        code: view.storeCode,
        name: view.name,
        currencyCode: view.currencyCode,
        locale: view.locale,
        countryId: view.countryId,
        isDefault: view.isDefault,
        freeShippingThreshold: view.freeShippingFrom,
      })),
    )
    .onConflictDoNothing();
  await db
    .insert(t.taxClasses)
    .values([
      { id: 2, name: 'Standard', type: 'product' },
      { id: 3, name: 'Retail Customer', type: 'customer' },
    ])
    .onConflictDoNothing();
  await db.insert(t.customerGroups).values(CUSTOMER_GROUPS).onConflictDoNothing();
}
