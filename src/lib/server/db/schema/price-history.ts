import { sql } from 'drizzle-orm';
import { check, pgTable, primaryKey, text } from 'drizzle-orm/pg-core';
import { money, ownedBy, stampedAt, storeCode, timeAt } from './columns.ts';
import { products } from './catalog.ts';

/**
 * The selling price of a sku per store over time, one row per change (src/lib/server/catalog/README.md "Price
 * history"): written by the database itself on every write of product_prices (triggers of the migration
 * price_history_triggers, whoever writes), and by the price-history import.
 */
export const priceHistory = pgTable(
  'price_history',
  {
    productId: ownedBy('product_id', () => products.id),
    storeCode: storeCode(),
    /** The instant this price took effect (a special price whose window starts later: its start). */
    effectiveFrom: timeAt('effective_from').notNull(),
    /** The selling price from then on, tax included: the special price inside its window, else the regular price. */
    price: money('price').notNull(),
    /** The regular price at that time; null when unknown (imported history). */
    regularPrice: money('regular_price'),
    /** 'catalogue' (recorded from product_prices) or 'import' (npm run import -- price-history). */
    source: text('source').notNull().default('catalogue'),
    recordedAt: stampedAt('recorded_at'),
  },
  (t) => [
    primaryKey({ columns: [t.productId, t.storeCode, t.effectiveFrom] }),
    check('price_history_price_non_negative', sql`${t.price} >= 0`),
  ],
);
