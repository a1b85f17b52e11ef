import { and, asc, eq, sql } from 'drizzle-orm';
import type { Db } from '../db/client.ts';
import type { ServerCartItem } from '../../cart/schema.ts';
import { lineOptions } from '../orders/line-options.ts';
import { cartItems } from '../db/schema/index.ts';
import { ApiError, catalogError } from '../http/api.ts';
import type { CartAccess } from './access.ts';
import { preloadSkus } from './product-rows.ts';
import { assertStock, resolveLine, type ResolvedLine } from './resolve.ts';
import type { ProductOption } from '../../cart/schema.ts';

/** A cart line as the API answers it: the type the storefront's cart client declares. */
export type CartItem = ServerCartItem;

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
