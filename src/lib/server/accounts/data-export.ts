import { asc, eq } from 'drizzle-orm';
import type { DataExport } from '../../accounts/data-rights.ts';
import { keptUntil } from '../../accounts/retention.ts';
import { isStoreCode } from '../../store-view/config.ts';
import { getDb } from '../db/client.ts';
import { customers, newsletterSubscriptions, refreshTokens, reviews, stockAlerts } from '../db/schema/index.ts';
import { catalogError } from '../http/api.ts';
import { orderHistory } from './order-history.ts';
import { getCustomer } from './service.ts';

const iso = (date: Date | null) => (date ? date.toISOString() : null);

/** All of a customer's orders (the history, page by page), each with the day it is kept until for bookkeeping. */
async function allOrders(customerId: number): Promise<DataExport['orders']> {
  const out: DataExport['orders'] = [];
  for (let page = 1; ; page++) {
    const { items, total_count } = await orderHistory(customerId, { pageSize: '100', currentPage: String(page) });
    for (const order of items)
      out.push({
        ...order,
        kept_until: keptUntil(isStoreCode(order.store_code) ? order.store_code : 'sv', new Date(order.created_at)),
      });
    if (items.length === 0 || out.length >= total_count) return out;
  }
}

/**
 * `GET /api/user/export`: everything the shop keeps about one customer, found by the customer's id (orders, reviews,
 * login sessions) or by the account's e-mail (newsletter, back-in-stock alerts); nothing of anyone else.
 */
export async function exportCustomerData(customerId: number, now = new Date()): Promise<DataExport> {
  const db = await getDb();
  const [row] = await db.select().from(customers).where(eq(customers.id, customerId));
  if (!row) throw catalogError(401, 'tokenUnknown');
  const { addresses, ...profile } = await getCustomer(customerId);
  const [newsletter] = await db
    .select()
    .from(newsletterSubscriptions)
    .where(eq(newsletterSubscriptions.email, row.email));
  const alerts = await db
    .select()
    .from(stockAlerts)
    .where(eq(stockAlerts.email, row.email))
    .orderBy(asc(stockAlerts.id));
  const written = await db.select().from(reviews).where(eq(reviews.customerId, customerId)).orderBy(asc(reviews.id));
  const logins = await db
    .select()
    .from(refreshTokens)
    .where(eq(refreshTokens.customerId, customerId))
    .orderBy(asc(refreshTokens.id));
  return {
    exported_at: now.toISOString(),
    profile: { ...profile, updated_at: row.updatedAt.toISOString() },
    addresses,
    orders: await allOrders(customerId),
    reviews: written.map((r) => ({
      id: r.id,
      product_id: r.productId,
      store_code: r.storeCode,
      title: r.title,
      detail: r.detail,
      nickname: r.nickname,
      ratings: r.ratings,
      status: r.status,
      created_at: r.createdAt.toISOString(),
    })),
    newsletter: newsletter
      ? {
          email: newsletter.email,
          status: newsletter.status,
          store_code: newsletter.storeCode,
          updated_at: newsletter.updatedAt.toISOString(),
        }
      : null,
    stock_alerts: alerts.map((a) => ({
      sku: a.sku,
      store_code: a.storeCode,
      created_at: a.createdAt.toISOString(),
      notified_at: iso(a.notifiedAt),
    })),
    // The one consent the shop asks for: newsletter mails (the shop stores nothing on the device that needs one).
    consents: newsletter
      ? [
          {
            purpose: 'newsletter',
            granted: newsletter.status === 'subscribed',
            store_code: newsletter.storeCode,
            recorded_at: newsletter.updatedAt.toISOString(),
          },
        ]
      : [],
    logins: logins.map((l) => ({
      started_at: l.createdAt.toISOString(),
      expires_at: l.expiresAt.toISOString(),
      active: !l.revokedAt && !l.usedAt && l.expiresAt > now,
    })),
  };
}
