/**
 * Customers for the back office: found by e-mail or name, seen with their addresses and orders (their own, and those
 * placed with their address as a guest), sent a password-reset mail. A staff member limited to one store sees only
 * the customers registered in that store.
 */
import { and, count, desc, eq, or, sql } from 'drizzle-orm';
import { getDb } from '../db/client.ts';
import { customers, orders } from '../db/schema/index.ts';
import { catalogError, parseWith } from '../http/api.ts';
import { recordAudit, type Actor } from '../audit/service.ts';
import { getCustomer } from '../accounts/service.ts';
import { mailResetLink } from '../accounts/password-reset.ts';
import type { OrderStatus } from '../../orders/status.ts';
import { staffCustomersQuerySchema, type StaffCustomer, type StaffCustomerRow } from '../../staff/customers.ts';
import type { StaffPrincipal } from './sessions.ts';

/** Customers per page of a search. */
const PAGE_SIZE = 25;
/** Orders shown with a customer, newest first. */
const ORDERS_SHOWN = 50;

const like = (text: string) => `%${text.replace(/[\\%_]/g, '\\$&')}%`;

/** Customers whose e-mail or name holds the search text. */
export async function findCustomers(query: unknown, staff: Pick<StaffPrincipal, 'storeCode'>) {
  const q = parseWith(staffCustomersQuerySchema, query);
  const text = like(q.q);
  const where = and(
    staff.storeCode ? eq(customers.storeCode, staff.storeCode) : undefined,
    or(
      sql`${customers.email} ILIKE ${text}`,
      sql`${customers.firstname} || ' ' || ${customers.lastname} ILIKE ${text}`,
    ),
  );
  const db = await getDb();
  const [total] = await db.select({ n: count() }).from(customers).where(where);
  const rows = await db
    .select()
    .from(customers)
    .where(where)
    .orderBy(customers.email)
    .limit(PAGE_SIZE)
    .offset((q.page - 1) * PAGE_SIZE);
  const items: StaffCustomerRow[] = rows.map((row) => ({
    id: row.id,
    email: row.email,
    firstname: row.firstname,
    lastname: row.lastname,
    store_code: row.storeCode,
    created_at: row.createdAt.toISOString(),
  }));
  return { items, total_count: total!.n, page: q.page, page_size: PAGE_SIZE };
}

/** A customer a staff member may see: 404 for none, 403 for another store's. */
async function customerFor(id: number, staff: Pick<StaffPrincipal, 'storeCode'>) {
  const db = await getDb();
  const [row] = await db.select({ store: customers.storeCode }).from(customers).where(eq(customers.id, id));
  if (!row) throw catalogError(404, 'notFound');
  if (staff.storeCode && row.store !== staff.storeCode) throw catalogError(403, 'staffOtherStore');
  return getCustomer(id, db);
}

/** A customer with addresses and their orders. */
export async function staffCustomer(id: number, staff: Pick<StaffPrincipal, 'storeCode'>): Promise<StaffCustomer> {
  const customer = await customerFor(id, staff);
  const db = await getDb();
  const rows = await db
    .select()
    .from(orders)
    .where(or(eq(orders.customerId, id), eq(orders.email, customer.email)))
    .orderBy(desc(orders.createdAt))
    .limit(ORDERS_SHOWN);
  return {
    customer,
    orders: rows.map((row) => ({
      order_number: row.orderNumber,
      created_at: row.createdAt.toISOString(),
      store_code: row.storeCode,
      status: row.status as OrderStatus,
      customer_name: `${row.billingAddress.firstname} ${row.billingAddress.lastname}`,
      email: row.email,
      grand_total: row.grandTotal,
      currency: row.currency,
    })),
  };
}

/** Sends a customer a password-reset mail (through the outbox, in their store's language); audited. */
export async function sendCustomerReset(
  id: number,
  staff: Pick<StaffPrincipal, 'storeCode'>,
  actor: Actor,
  now = new Date(),
): Promise<true> {
  const customer = await customerFor(id, staff);
  await recordAudit(await getDb(), actor, {
    action: 'customer.password_reset_mail',
    entityType: 'customer',
    entityId: id,
    storeCode: customer.store_code,
    after: { email: customer.email },
  });
  await mailResetLink(customer.email, now, true);
  return true;
}
