import { randomBytes } from 'node:crypto';
import { and, asc, desc, eq, isNull, sql } from 'drizzle-orm';
import type { Db } from '../db/client.ts';
import type { ServerCartItem } from '../../cart/schema.ts';
import { lineOptions } from '../orders/line-options.ts';
import { cartItems, carts } from '../db/schema/index.ts';
import { ApiError, catalogError } from '../http/api.ts';
import { authenticate, type AuthenticatedCustomer } from '../auth/authenticate.ts';
import { isStoreCode, storeViews, type StoreView } from '../../store-view/config.ts';
import {
  assertStock,
  preloadSkus,
  productRowsOf,
  productRowsSql,
  resolveLine,
  type ProductRow,
  type ResolvedLine,
} from './resolve.ts';
import { IDENTIFIER, type ProductOption } from '../../cart/schema.ts';

/** A cart row. */
export type CartRow = typeof carts.$inferSelect;

/** A cart the caller may use, with who the caller is. */
export interface CartAccess {
  cart: CartRow;
  /** The cart's lines and gift cards as read with the cart (one query); undefined when not read yet. */
  items?: { id: number; sku: string; qty: number; productOption: ProductOption | null }[];
  giftCards?: { code: string; requested: number; balance: number }[];
  /** Catalogue rows read with the cart (in its store), by sku; undefined when none were asked for. */
  products?: Map<string, ProductRow>;
  store: StoreView;
  customer: AuthenticatedCustomer | undefined;
  groupId: number;
}

/** A cart line as the API answers it: the type the storefront's cart client declares. */
export type CartItem = ServerCartItem;

const notFound = () => catalogError(404, 'cartRecreate');

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

/**
 * Opens a cart for a caller: a guest cart with its id alone, a customer's cart only with that customer's token.
 * Anything else (unknown, ordered, someone else's) is 404 `Cart not found, please re-create the cart`. `read.skus`
 * reads the catalogue rows of those skus in the cart's store in the same statement (`CartAccess.products`);
 * `read.customer` is the caller already authenticated (not read again).
 */
export async function openCart(
  db: Db,
  cartId: string | null | undefined,
  token: string | undefined,
  read: { skus?: string[]; customer?: AuthenticatedCustomer | undefined } = {},
): Promise<CartAccess> {
  const customer = 'customer' in read ? read.customer : await authenticate(token);
  const { access, error } = await readCart(db, cartId, customer, read.skus);
  if (!access) throw error;
  return access;
}

/**
 * The cart of an order call and, in the same statement, the first answer stored for its order_id (`repeated`: the
 * row's response and customer, null when there is none; undefined when the cart was not found, so not read) and
 * the catalogue rows of its skus. A cart the caller may not order from is `error` (a repeat still answers).
 */
export async function openCartForOrder(
  db: Db,
  cartId: string | null | undefined,
  customer: AuthenticatedCustomer | undefined,
  orderHash: string,
  skus: string[],
): Promise<{
  access?: CartAccess;
  error?: ApiError;
  repeated?: { response: unknown; customerId: number | null } | null;
}> {
  return readCart(db, cartId, customer, skus, orderHash);
}

/**
 * The cart read (with the products' rows and the repeat of an order when asked), built once per database and kind
 * and prepared by name: the hot calls of a sale neither build nor plan it again. More in README.md.
 */
function cartRead(db: Db, products: boolean, repeat: boolean): CartRead {
  let kinds = cartReads.get(db);
  if (!kinds) cartReads.set(db, (kinds = new Map()));
  const key = `cart_read_${Number(products)}${Number(repeat)}`;
  let prepared = kinds.get(key);
  if (!prepared) kinds.set(key, (prepared = buildCartRead(db, products, repeat, key)));
  return prepared;
}

function buildCartRead(db: Db, products: boolean, repeat: boolean, name: string) {
  return db
    .select({
      cart: carts,
      items: sql<
        { id: number; sku: string; qty: number; productOption: ProductOption | null }[] | null
      >`(SELECT json_agg(json_build_object('id', i.id, 'sku', i.sku, 'qty', i.qty, 'productOption', i.product_option) ORDER BY i.id) FROM cart_items i WHERE i.cart_id = "carts"."id")`,
      cards: sql<
        { code: string; requested: number; balance: number }[] | null
      >`(SELECT json_agg(json_build_object('code', c.code, 'requested', c.amount, 'balance', g.balance) ORDER BY c.code) FROM cart_gift_cards c JOIN gift_cards g ON g.code = c.code WHERE c.cart_id = "carts"."id")`,
      // The catalogue rows in the cart's store, and the first answer of a repeated order.
      products: products
        ? productRowsSql(
            sql`"carts"."store_code"`,
            sql`"products"."sku" IN (SELECT json_array_elements_text(${sql.placeholder('skus')}::json))`,
          )
        : sql<null>`NULL`,
      repeated: repeat
        ? sql<
            [unknown, number | null] | null
          >`(SELECT json_build_array(o.response, o.customer_id) FROM orders o WHERE o.order_hash = ${sql.placeholder('orderHash')})`
        : sql<null>`NULL`,
    })
    .from(carts)
    .where(eq(carts.id, sql.placeholder('cartId')))
    .prepare(name);
}

type CartRead = ReturnType<typeof buildCartRead>;

const cartReads = new WeakMap<Db, Map<string, CartRead>>();

async function readCart(
  db: Db,
  cartId: string | null | undefined,
  customer: AuthenticatedCustomer | undefined,
  skus?: string[],
  orderHash?: string,
): Promise<{
  access?: CartAccess;
  error?: ApiError;
  repeated?: { response: unknown; customerId: number | null } | null;
}> {
  if (!cartId || !IDENTIFIER.test(cartId)) return { error: notFound() };
  const wanted = skus ? [...new Set(skus)].filter((sku) => IDENTIFIER.test(sku)) : undefined;
  const [found] = await cartRead(db, wanted !== undefined, orderHash !== undefined).execute({
    cartId,
    skus: JSON.stringify(wanted ?? []),
    orderHash: orderHash ?? '',
  });
  if (!found) return { error: notFound() };
  const repeated = found.repeated ? { response: found.repeated[0], customerId: found.repeated[1] } : null;
  const cart = found.cart;
  if (cart.status !== 'active' || (cart.customerId !== null && cart.customerId !== customer?.customerId))
    return { error: notFound(), repeated };
  const store = isStoreCode(cart.storeCode) ? storeViews[cart.storeCode] : storeViews.sv;
  return {
    repeated,
    access: {
      cart,
      store,
      customer,
      groupId: customer?.groupId ?? 0,
      items: (found.items ?? []).map((i) => ({
        id: Number(i.id),
        sku: i.sku,
        qty: Number(i.qty),
        productOption: i.productOption,
      })),
      giftCards: (found.cards ?? []).map((c) => ({
        code: c.code,
        requested: Number(c.requested),
        balance: Number(c.balance),
      })),
      ...(wanted ? { products: new Map(productRowsOf(found.products).map((row) => [row.sku, row])) } : {}),
    },
  };
}

/** A cart's lines with their catalogue data; lines whose product is no longer sellable are left out. */
export async function cartLines(
  db: Db,
  access: CartAccess,
): Promise<{ itemId: number; qty: number; line: ResolvedLine }[]> {
  const rows =
    access.items ??
    (await db.select().from(cartItems).where(eq(cartItems.cartId, access.cart.id)).orderBy(asc(cartItems.id)));
  const preloaded = await preloadSkus(
    db,
    access.store.storeCode,
    rows.map((r) => r.sku),
  );
  const now = new Date();
  const lines = await Promise.all(
    rows.map(async (row) => {
      try {
        return {
          itemId: row.id,
          qty: row.qty,
          line: await resolveLine(
            db,
            access.store.storeCode,
            row.sku,
            row.productOption as ProductOption | null,
            access.groupId,
            now,
            preloaded,
          ),
        };
      } catch (error) {
        if (error instanceof ApiError) return undefined;
        throw error;
      }
    }),
  );
  return lines.filter((l) => l !== undefined);
}

function toCartItem(cartId: string, itemId: number, qty: number, line: ResolvedLine): CartItem {
  return {
    item_id: itemId,
    sku: line.sku,
    qty,
    name: line.name,
    price: line.unitPrice(qty) / 100,
    product_type: line.productType,
    quote_id: cartId,
    // The stored option is the validated request option; the client type only names the fields it reads.
    ...(line.productOption ? { product_option: line.productOption as ServerCartItem['product_option'] } : {}),
  };
}

/** The cart's lines as `CartItem[]`. */
export async function pullCart(db: Db, access: CartAccess): Promise<CartItem[]> {
  const lines = await cartLines(db, access);
  // Variants and packages say what was chosen (colour, size, the package's parts) in the store's language.
  const described = lines.filter((l) => l.line.productType === 'configurable' || l.line.productType === 'bundle');
  const options = await lineOptions(
    db,
    access.store.storeCode,
    described.map((l) => ({ productId: l.line.productId, productOption: l.line.productOption })),
  );
  return lines.map((l) => {
    const item = toCartItem(access.cart.id, l.itemId, l.qty, l.line);
    const shown = options[described.indexOf(l)];
    return shown && shown.length > 0 ? { ...item, options: shown } : item;
  });
}

/** Adds or changes a line. More in README.md. */
export async function updateCartItem(
  db: Db,
  access: CartAccess,
  item: {
    sku: string;
    qty: number;
    item_id?: number | undefined;
    product_option?: ProductOption | null | undefined;
    qty_mode?: 'add' | 'set' | undefined;
  },
): Promise<CartItem> {
  // The product's row when it was read with the cart (the update call's one read), else read here.
  const line = await resolveLine(
    db,
    access.store.storeCode,
    item.sku,
    item.product_option,
    access.groupId,
    undefined,
    access.products?.has(item.sku) ? access.products : undefined,
  );
  const cartId = access.cart.id;
  assertStock(line, item.qty);
  if (item.item_id !== undefined) {
    const [existing] = await db
      .select({ id: cartItems.id, checksum: cartItems.checksum })
      .from(cartItems)
      .where(and(eq(cartItems.id, item.item_id), eq(cartItems.cartId, cartId)));
    if (!existing) throw catalogError(400, 'productsUnavailable');
    if (existing.checksum !== line.checksum) {
      const [clash] = await db
        .select({ id: cartItems.id })
        .from(cartItems)
        .where(and(eq(cartItems.cartId, cartId), eq(cartItems.checksum, line.checksum)));
      if (clash) throw catalogError(400, 'optionsUnavailable');
    }
    await db
      .update(cartItems)
      .set({
        qty: item.qty,
        sku: line.sku,
        productId: line.productId,
        productOption: line.productOption,
        checksum: line.checksum,
      })
      .where(eq(cartItems.id, existing.id));
    return toCartItem(cartId, existing.id, item.qty, line);
  }
  // One statement adds the line or raises (sets) the qty of the line with the same checksum, within the stock.
  const limit = Number.isFinite(line.maxQty) ? line.maxQty : 2_000_000_000;
  const [saved] = await lineUpsert(db, item.qty_mode === 'set').execute({
    cartId,
    productId: line.productId,
    sku: line.sku,
    qty: item.qty,
    productOption: line.productOption,
    checksum: line.checksum,
    limit,
  });
  if (!saved) throw catalogError(400, 'qtyUnavailable');
  return toCartItem(cartId, saved.id, saved.qty, line);
}

/** The statement adding a line (or setting or raising the qty of the line with its checksum), prepared by name. */
function lineUpsert(db: Db, set: boolean): LineUpsert {
  let kinds = lineUpserts.get(db);
  if (!kinds) lineUpserts.set(db, (kinds = new Map()));
  const name = set ? 'cart_line_set' : 'cart_line_add';
  let prepared = kinds.get(name);
  if (!prepared) kinds.set(name, (prepared = buildLineUpsert(db, set, name)));
  return prepared;
}

function buildLineUpsert(db: Db, set: boolean, name: string) {
  const qty = sql.placeholder('qty');
  return db
    .insert(cartItems)
    .values({
      cartId: sql.placeholder('cartId'),
      productId: sql.placeholder('productId'),
      sku: sql.placeholder('sku'),
      qty,
      // A JSON parameter: node-postgres writes an object as JSON.
      productOption: sql.placeholder('productOption'),
      checksum: sql.placeholder('checksum'),
    })
    .onConflictDoUpdate(
      set
        ? { target: [cartItems.cartId, cartItems.checksum], set: { qty: sql`${qty}::int` } }
        : {
            target: [cartItems.cartId, cartItems.checksum],
            set: { qty: sql`${cartItems.qty} + ${qty}::int` },
            setWhere: sql`${cartItems.qty} + ${qty}::int <= ${sql.placeholder('limit')}::int`,
          },
    )
    .returning({ id: cartItems.id, qty: cartItems.qty })
    .prepare(name);
}

type LineUpsert = ReturnType<typeof buildLineUpsert>;

const lineUpserts = new WeakMap<Db, Map<string, LineUpsert>>();

/** Removes a line of the cart; a line that is not in the cart is 404. */
export async function deleteCartItem(db: Db, access: CartAccess, itemId: number): Promise<true> {
  const deleted = await db
    .delete(cartItems)
    .where(and(eq(cartItems.id, itemId), eq(cartItems.cartId, access.cart.id)))
    .returning({ id: cartItems.id });
  if (deleted.length === 0) throw catalogError(404, 'notFound');
  return true;
}
