import { eq, sql } from 'drizzle-orm';
import type { Db } from '../db/client.ts';
import { carts } from '../db/schema/index.ts';
import { ApiError, catalogError } from '../http/api.ts';
import { authenticate, type AuthenticatedCustomer } from '../auth/authenticate.ts';
import { isStoreCode, storeViews, type StoreView } from '../../store-view/config.ts';
import { productRowsOf, productRowsSql, type ProductRow } from './product-rows.ts';
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

const notFound = () => catalogError(404, 'cartRecreate');

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
