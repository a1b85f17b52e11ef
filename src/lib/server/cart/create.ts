import { randomBytes } from 'node:crypto';
import { and, asc, desc, eq, isNull, sql } from 'drizzle-orm';
import type { Db } from '../db/client.ts';
import { cartItems, carts } from '../db/schema/index.ts';
import { ApiError } from '../http/api.ts';
import { authenticate } from '../auth/authenticate.ts';
import type { StoreView } from '../../store-view/config.ts';
import { preloadSkus } from './product-rows.ts';
import { resolveLine, type ResolvedLine } from './resolve.ts';
import { IDENTIFIER, type ProductOption } from '../../cart/schema.ts';

/** A new unguessable cart id (192 random bits). */
export function newCartId(): string {
  return randomBytes(24).toString('base64url');
}

/** Creates a guest cart, or returns (creating if needed) the customer's active cart of the store. More in README.md. */
export async function createCart(
  db: Db,
  store: StoreView,
  token: string | undefined,
  guestCartId?: string,
): Promise<string> {
  const customer = await authenticate(token);
  if (!customer) {
    const id = newCartId();
    await guestCartInsert(db).execute({ id, storeCode: store.storeCode });
    return id;
  }
  return db.transaction(async (tx) => {
    // One login merge (or cart creation) per customer at a time: the second waits and finds the first's cart.
    await tx.execute(sql`SELECT id FROM customers WHERE id = ${customer.customerId} FOR UPDATE`);
    const [existing] = await tx
      .select({ id: carts.id })
      .from(carts)
      .where(
        and(
          eq(carts.customerId, customer.customerId),
          eq(carts.status, 'active'),
          eq(carts.storeCode, store.storeCode),
        ),
      )
      .orderBy(desc(carts.updatedAt))
      .limit(1);
    const id = existing?.id ?? newCartId();
    if (!existing) await tx.insert(carts).values({ id, storeCode: store.storeCode, customerId: customer.customerId });
    if (guestCartId && IDENTIFIER.test(guestCartId))
      await mergeGuestCart(tx as unknown as Db, store, customer.groupId, guestCartId, id);
    return id;
  });
}

/** The insert of a guest cart, prepared by name (in a sale every shopper's first write). */
function guestCartInsert(db: Db): GuestCartInsert {
  let prepared = guestCartInserts.get(db);
  if (!prepared) guestCartInserts.set(db, (prepared = buildGuestCartInsert(db)));
  return prepared;
}

function buildGuestCartInsert(db: Db) {
  return db
    .insert(carts)
    .values({ id: sql.placeholder('id'), storeCode: sql.placeholder('storeCode'), customerId: null })
    .prepare('guest_cart_insert');
}

type GuestCartInsert = ReturnType<typeof buildGuestCartInsert>;

const guestCartInserts = new WeakMap<Db, GuestCartInsert>();

/** Adds an active guest cart's lines to a customer cart (inside the caller's transaction) and marks it merged. */
async function mergeGuestCart(
  tx: Db,
  store: StoreView,
  groupId: number,
  guestCartId: string,
  into: string,
): Promise<void> {
  const [guest] = await tx
    .select({ id: carts.id })
    .from(carts)
    .where(
      and(
        eq(carts.id, guestCartId),
        isNull(carts.customerId),
        eq(carts.status, 'active'),
        eq(carts.storeCode, store.storeCode),
      ),
    )
    .for('update');
  if (!guest) return;
  const lines = await tx.select().from(cartItems).where(eq(cartItems.cartId, guestCartId)).orderBy(asc(cartItems.id));
  const preloaded = await preloadSkus(
    tx,
    store.storeCode,
    lines.map((l) => l.sku),
  );
  for (const row of lines) {
    let line: ResolvedLine;
    try {
      line = await resolveLine(
        tx,
        store.storeCode,
        row.sku,
        row.productOption as ProductOption | null,
        groupId,
        new Date(),
        preloaded,
      );
    } catch (error) {
      // A product no longer sold is left behind, as a pull of the guest cart would leave it out.
      if (error instanceof ApiError) continue;
      throw error;
    }
    const limit = Number.isFinite(line.maxQty) ? line.maxQty : 2_000_000_000;
    const qty = Math.min(row.qty, limit);
    if (qty <= 0) continue;
    await tx
      .insert(cartItems)
      .values({
        cartId: into,
        productId: line.productId,
        sku: line.sku,
        qty,
        productOption: line.productOption,
        checksum: line.checksum,
      })
      .onConflictDoUpdate({
        target: [cartItems.cartId, cartItems.checksum],
        set: { qty: sql`LEAST(${cartItems.qty} + ${qty}, ${limit})` },
      });
  }
  await tx.update(carts).set({ status: 'merged', updatedAt: new Date() }).where(eq(carts.id, guestCartId));
  await tx.update(carts).set({ updatedAt: new Date() }).where(eq(carts.id, into));
}
