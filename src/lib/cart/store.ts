/**
 * The cart's actions: load, add, change and remove lines, clear, and take in stock updates. The state, the sync, the
 * login merge, the discounts and persistence are modules of their own beside this one (see README.md).
 */
import { atom } from 'nanostores';
import { apiRuntime } from '../api-client/client.ts';
import { isInCheckout } from '../checkout/store.ts';
import { translate } from '../i18n/i18n.ts';
import { notify } from '../notifications/store.ts';
import { routePath } from '../routes/routes.ts';
import { onLogout } from '../session/logout.ts';
import { $token } from '../session/token.ts';
import {
  deleteCartItemCall,
  stockCheckCall,
  stockListCall,
  type CartRef,
  type ProductOption,
  type StockRecord,
} from './api.ts';
import { itemChecksum, type CartItem } from './items.ts';
import { doMergeGuest, doRead } from './login-merge.ts';
import './persist.ts';
import { exclusive } from './queue.ts';
import { $cart, cartConfig, cartSession, dropItem, initial, patchItem, ref, setItems, t, update } from './state.ts';
import { decideAdd, type AddCandidate, type AddDecision, type StockInfo, type StockLine } from './stock.ts';
import { canSync, doConnect, doSync, doSyncTotals } from './sync.ts';

export type { CartItem } from './items.ts';
export { $cart, $cartCount, $cartErrors, $cartSubtotal, cartConfig, type CartState } from './state.ts';
export { CART_WRITE_ERROR_LIMIT } from './persist.ts';
export { cartSettled } from './queue.ts';
export { connectCart, syncCart } from './sync.ts';
export { authorizeCart, beginLoginMerge } from './login-merge.ts';
export { applyCoupon, applyGiftCard, removeCoupon } from './discounts.ts';

/** Cart edit mode: the line being re-configured in the minicart, if any. */
export const $cartEditMode = atom<{ checksum: string; qty: number; selectedOptions: Record<string, string> } | null>(
  null,
);

/** Opens the edit mode for a line. */
export function openEditMode(item: CartItem, selectedOptions: Record<string, string> = {}): void {
  $cartEditMode.set({ checksum: item.checksum, qty: item.qty, selectedOptions });
}

/** Closes the edit mode. */
export function closeEditMode(): void {
  $cartEditMode.set(null);
}

// A logout resets the cart at once, ahead of any cart call still under way (the one whose refused token ended the
// session among them): the customer's lines, server cart and coupon are gone before that call's caller goes on.
onLogout('cart', () => {
  cartSession.generation += 1;
  cartSession.mergePending = false;
  update({ ...initial(), loaded: true });
});

/**
 * Reads the stored cart of this store (and the cart of the form without JavaScript), then connects or syncs. More in
 * README.md.
 */
export function loadCart(): Promise<void> {
  return exclusive(async () => {
    if ($cart.get().loaded) return;
    const adopted = await doRead();
    const cart = $cart.get();
    if ($token.get() && cart.guest && (cart.serverToken || cart.items.length > 0)) await doMergeGuest();
    else if (adopted) return;
    else if (cart.serverToken) await doSync({ forceSync: true, forceClientState: isInCheckout() });
    else if (cart.items.length > 0 || $token.get()) await doConnect();
  });
}

/** What `addToCart` did. */
export interface AddResult {
  decision: AddDecision;
  /** Translated message shown for it. */
  message: string;
  added: boolean;
}

/** The product fields an add needs. */
export interface AddableProduct extends AddCandidate {
  sku: string;
  name: string;
  type_id: string;
  parentSku?: string;
  image?: string;
  url?: string;
  options?: CartItem['options'];
  product_option?: ProductOption;
  stock?: StockInfo;
  /** Bundle: the selected child skus and how many of each one unit holds. */
  bundleChildren?: { sku: string; qty: number; stock?: StockInfo }[];
}

async function freshStock(sku: string): Promise<StockInfo> {
  if (!apiRuntime.isOnline()) return null;
  try {
    const record = await stockCheckCall(sku);
    return { qty: record.qty, is_in_stock: record.is_in_stock, manage_stock: record.manage_stock };
  } catch {
    // Unknown here (a configurable parent has no stock of its own, or the call failed): the server decides.
    return null;
  }
}

/** Units of a sku the cart holds: its own lines plus the parts inside bundle lines. */
function qtyInCart(sku: string): number {
  return $cart.get().items.reduce((sum, i) => {
    const inBundle = (i.bundleChildren ?? []).filter((c) => c.sku === sku).reduce((n, c) => n + c.qty * i.qty, 0);
    return sum + (i.sku === sku ? i.qty : 0) + inBundle;
  }, 0);
}

/** The stock lines of a product or cart line: its own sku, or a bundle's children (each with fresh stock). */
async function stockLines(
  sku: string,
  bundleChildren: readonly { sku: string; qty: number }[] | undefined,
): Promise<StockLine[]> {
  return bundleChildren?.length
    ? Promise.all(
        bundleChildren.map(async (child) => ({
          sku: child.sku,
          perUnit: child.qty,
          inCart: qtyInCart(child.sku),
          stock: await freshStock(child.sku),
        })),
      )
    : [{ sku, perUnit: 1, inCart: qtyInCart(sku), stock: await freshStock(sku) }];
}

/** Adds `qty` of a product to its line (the one with the same checksum), or as a new line. */
function putLine(product: AddableProduct, qty: number, stock: StockInfo): void {
  const checksum = itemChecksum(product.sku, product.product_option);
  const existing = $cart.get().items.find((i) => i.checksum === checksum);
  if (existing) {
    patchItem(checksum, { qty: existing.qty + qty, prev_qty: existing.qty });
    return;
  }
  const item: CartItem = {
    sku: product.sku,
    qty,
    name: product.name,
    price: product.price_incl_tax ?? 0,
    type_id: product.type_id,
    checksum,
    prev_qty: 0,
    ...(product.parentSku ? { parentSku: product.parentSku } : {}),
    ...(product.image ? { image: product.image } : {}),
    ...(product.url ? { url: product.url } : {}),
    ...(product.options ? { options: product.options } : {}),
    ...(product.product_option ? { product_option: product.product_option } : {}),
    ...(product.bundleChildren?.length
      ? { bundleChildren: product.bundleChildren.map(({ sku, qty: perUnit }) => ({ sku, qty: perUnit })) }
      : {}),
    ...(stock ? { stock, is_in_stock: stock.is_in_stock } : {}),
  };
  setItems([...$cart.get().items, item]);
}

/**
 * Adds a product: checks fresh stock (bundles per child), decides per the stock rules, adds the allowed
 * quantity to the line with the same checksum, syncs, and notifies the shopper in their language.
 */
export async function addToCart(product: AddableProduct, qty: number): Promise<AddResult> {
  update({ isAdding: true });
  try {
    // The stored lines first (a page that never opened the cart), so the add extends them instead of replacing them.
    if (!$cart.get().loaded) await exclusive(doRead);
    const lines = await stockLines(product.sku, product.bundleChildren);
    const decision = decideAdd(product, qty, lines, cartConfig.allowOutOfStockInCart);
    const store = apiRuntime.storeCode();
    const message = !decision.message
      ? ''
      : 'text' in decision.message
        ? t(decision.message.text)
        : translate(store, decision.message.key, decision.message.params);
    if (!decision.allowed) {
      notify({ type: decision.type, message });
      return { decision, message, added: false };
    }
    const checksum = itemChecksum(product.sku, product.product_option);
    const existing = $cart.get().items.find((i) => i.checksum === checksum);
    const stock = lines.length === 1 ? lines[0]!.stock : null;
    const started = cartSession.generation;
    putLine(product, decision.qty, stock);
    if (!$cart.get().loaded) update({ loaded: true });
    let errors = await exclusive(async () =>
      $cart.get().serverToken ? doSync({ forceClientState: true }) : doConnect({ forceClientState: true }),
    );
    if (cartSession.generation !== started) {
      // The session ended during the add (its token refused, the refresh failed): the logout came first and reset
      // the cart; the line being added goes into a new guest cart.
      putLine(product, decision.qty, stock);
      errors = await exclusive(() => doConnect({ forceClientState: true }));
    }
    if (errors.length > 0) {
      notify({ type: 'error', message: errors[0]! });
      return { decision, message: errors[0]!, added: false };
    }
    // The error catalogue: "added" for a new line, "quantity updated" when the line was there, both with the
    // checkout action; a capped or volatile add also says why.
    const success = decision.type === 'success';
    const done = translate(store, existing ? 'error.qtyUpdated' : 'error.addedToCart');
    const toCheckout = { label: translate(store, 'ui.cart.toCheckout'), href: routePath(store, 'checkout') };
    if (success) notify({ type: 'success', message: done, action1: toCheckout });
    else {
      notify({ type: decision.type, message });
      notify({ type: 'success', message: done, action1: toCheckout });
    }
    return { decision, message: success ? done : message, added: true };
  } finally {
    update({ isAdding: false });
  }
}

/**
 * Sets a line's quantity (0 removes it). An increase follows the add rule (a quantity above the stock gives
 * the "only N in stock" info): it is capped at the stock less what the cart holds, and refused when nothing is left.
 * The server's refusal restores the previous quantity.
 */
export async function updateQuantity(checksum: string, qty: number): Promise<string[]> {
  if (qty <= 0) return removeFromCart(checksum);
  const before = $cart.get().items.find((i) => i.checksum === checksum);
  if (!before) return [];
  const store = apiRuntime.storeCode();
  let extra = qty - before.qty;
  let limited: string | null = null;
  if (extra > 0) {
    const decision = decideAdd(
      { price_incl_tax: before.price },
      extra,
      await stockLines(before.sku, before.bundleChildren),
      cartConfig.allowOutOfStockInCart,
    );
    if (decision.outcome === 'capped' && decision.message && 'key' in decision.message) {
      limited = translate(store, decision.message.key, decision.message.params);
      if (!decision.allowed) {
        notify({ type: decision.type, message: limited });
        return [limited];
      }
      extra = decision.qty;
    }
  }
  const item = $cart.get().items.find((i) => i.checksum === checksum);
  if (!item) return [];
  // An increase adds to the line as it is now (a second click during the stock check counts too).
  const wanted = extra > 0 ? item.qty + extra : qty;
  patchItem(checksum, { qty: wanted, prev_qty: item.qty });
  return exclusive(async () => {
    const errors = await doSync({ forceClientState: true });
    if (errors.length > 0) notify({ type: 'error', message: errors[0]! });
    else {
      if (limited) notify({ type: 'info', message: limited });
      notify({ type: 'success', message: translate(store, 'error.qtyUpdated') });
    }
    return errors;
  });
}

/** Removes a line locally and on the server. */
export function removeFromCart(checksum: string): Promise<string[]> {
  const item = $cart.get().items.find((i) => i.checksum === checksum);
  if (!item) return Promise.resolve([]);
  dropItem(checksum);
  return exclusive(async () => {
    const cartRef = ref();
    if (cartRef && canSync() && item.server_item_id !== undefined && item.server_cart_id === cartRef.cartId) {
      try {
        await deleteCartItemCall(cartRef, { item_id: item.server_item_id, sku: item.sku });
      } catch {
        // The next sync deletes it (client state forced).
      }
    }
    return doSync({ forceClientState: true, forceSync: true });
  });
}

/** Empties the cart: locally, on the server when syncing, and optionally forgets the server cart. */
export function clearCart(options: { sync?: boolean; disconnect?: boolean } = {}): Promise<void> {
  return exclusive(async () => {
    setItems([]);
    if (options.sync !== false) await doSync({ forceClientState: true, forceSync: true });
    const keep = options.disconnect ? {} : { serverToken: $cart.get().serverToken, guest: $cart.get().guest };
    update({ ...initial(), ...keep, loaded: true, mergedInto: options.disconnect ? null : $cart.get().mergedInto });
  });
}

/** Refreshes totals from the server. */
export function syncTotals(): Promise<void> {
  return exclusive(doSyncTotals);
}

/**
 * A stock-sync event: marks lines in or out of stock, or removes out-of-stock lines when out-of-stock carts are
 * not allowed and server sync is off (the server refuses them otherwise).
 */
export function applyStockSync(records: Pick<StockRecord, 'sku' | 'qty' | 'is_in_stock' | 'manage_stock'>[]): void {
  const bySku = new Map(records.map((r) => [r.sku, r]));
  const next: CartItem[] = [];
  for (const item of $cart.get().items) {
    const record = bySku.get(item.sku);
    if (!record) {
      next.push(item);
      continue;
    }
    if (!record.is_in_stock && !cartConfig.allowOutOfStockInCart && !cartConfig.synchronize) continue;
    const stock = { qty: record.qty, is_in_stock: record.is_in_stock, manage_stock: record.manage_stock };
    next.push({ ...item, stock, is_in_stock: record.is_in_stock });
  }
  setItems(next);
}

/** Checks the stock of every line (batches of 15) and applies it. */
export async function checkCartStock(): Promise<void> {
  const skus = [...new Set($cart.get().items.map((i) => i.sku))];
  if (skus.length === 0 || !apiRuntime.isOnline()) return;
  try {
    applyStockSync(await stockListCall(skus));
  } catch {
    // Stock calls failing leave the lines as they are.
  }
}

/** Forgets the cart entirely (logout): lines, server cart, coupon, totals. */
export function resetCart(): Promise<void> {
  return clearCart({ sync: false, disconnect: true });
}

/** The cart's server reference for checkout calls, if connected. */
export function cartRef(): CartRef | null {
  return ref();
}

/** Going online (src/lib/offline/connectivity.ts): the cart is reloaded from the server with the client state forced. */
export function reloadCart(): Promise<string[]> {
  return exclusive(async () => {
    await doRead();
    return doSync({ forceClientState: true, forceSync: true });
  });
}
