import { atom, computed, map } from 'nanostores';
import { ApiError, apiRuntime } from '../api-client/client.ts';
import { isInCheckout } from '../checkout/store.ts';
import { errorText } from '../i18n/errors.ts';
import { translate, translateApiMessage } from '../i18n/i18n.ts';
import { notify } from '../notifications/store.ts';
import { routePath } from '../routes/routes.ts';
import { onLogout } from '../session/logout.ts';
import { $token } from '../session/token.ts';
import { withQuotaRetry } from '../offline/storage.ts';
import { hasIndexedDb, localDb } from '../sync/db.ts';
import { cartChangedByForm, clearCartChanged, cookieCartToken, setCookieCartToken } from './cookie.ts';
import { CART_COUNT_EVENT, cartCountKey, cartUnsyncedKey } from './count.ts';
import {
  applyCouponCall,
  applyGiftCardCall,
  createCartCall,
  deleteCartItemCall,
  deleteCouponCall,
  giftCardBalanceCall,
  pullCartCall,
  removeGiftCardCall,
  stockCheckCall,
  stockListCall,
  totalsCall,
  updateCartItemCall,
  type CartRef,
  type ProductOption,
  type ServerCartItem,
  type StockRecord,
  type Totals,
} from './api.ts';
import { findServerItem, fromServerItem, itemChecksum, itemsHash, type CartItem } from './items.ts';
import { decideAdd, type AddCandidate, type AddDecision, type StockInfo, type StockLine } from './stock.ts';

export type { CartItem } from './items.ts';

/** Cart behaviour flags of product.md §4 (values the shop runs with; tests change them). */
export const cartConfig = {
  /** Keep a server cart in step with the browser cart. */
  synchronize: true,
  /** Fetch totals from the server after each sync. */
  synchronize_totals: true,
  /** Connecting to an existing server cart merges it with the browser cart (false: the browser cart wins). */
  serverMergeByDefault: true,
  /** A line missing on the server is removed locally (instead of being added to the server). */
  serverSyncCanRemoveLocalItems: false,
  /** A quantity differing on the server is adopted locally (instead of being pushed to the server). */
  serverSyncCanModifyLocalItems: false,
  /** queues.maxCartBypassAttempts: guest-cart retries after a 401. */
  maxCartBypassAttempts: 1,
  /** Minicart count: number of lines ('items') or sum of quantities ('qty'). */
  minicartCountType: 'qty' as 'items' | 'qty',
  allowOutOfStockInCart: false,
};

/** The browser cart (product.md §3, Cart state). */
export interface CartState {
  items: CartItem[];
  /** The server cart id. */
  serverToken: string | null;
  /** The server cart is a guest cart even though a customer may be logged in (401 bypass). */
  guest: boolean;
  /** Items hash at the last sync. */
  itemsHash: string;
  lastSync: number;
  lastTotalsSync: number;
  totals: Totals | null;
  couponCode: string | null;
  giftCard: { code: string; amount: number } | null;
  bypassCount: number;
  /** False after the server refused every connect attempt. */
  syncEnabled: boolean;
  /** Local storage has been read. */
  loaded: boolean;
  isAdding: boolean;
  /** The customer cart the guest cart was merged into on login (merge exactly once). */
  mergedInto: string | null;
}

const initial = (): CartState => ({
  items: [],
  serverToken: null,
  guest: true,
  itemsHash: '',
  lastSync: 0,
  lastTotalsSync: 0,
  totals: null,
  couponCode: null,
  giftCard: null,
  bypassCount: 0,
  syncEnabled: true,
  loaded: false,
  isAdding: false,
  mergedInto: null,
});

/** The cart. */
export const $cart = map<CartState>(initial());

/** The minicart badge number: lines or quantity sum per `cartConfig.minicartCountType`. */
export const $cartCount = computed($cart, (cart) =>
  cartConfig.minicartCountType === 'items' ? cart.items.length : cart.items.reduce((sum, item) => sum + item.qty, 0),
);

/** Sum of the lines at their unit prices (before the server's totals arrive). */
export const $cartSubtotal = computed(
  $cart,
  (cart) => Math.round(cart.items.reduce((sum, item) => sum + item.price * item.qty, 0) * 100) / 100,
);

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

const t = (text: string) => translateApiMessage(apiRuntime.storeCode(), text);

function setItems(items: CartItem[]): void {
  update({ items: items });
}

function patchItem(checksum: string, patch: Partial<CartItem>): void {
  setItems($cart.get().items.map((item) => (item.checksum === checksum ? { ...item, ...patch } : item)));
}

function dropItem(checksum: string): void {
  setItems($cart.get().items.filter((item) => item.checksum !== checksum));
}

function ref(): CartRef | null {
  const { serverToken, guest } = $cart.get();
  return serverToken ? { cartId: serverToken, user: !guest && Boolean($token.get()) } : null;
}

// ---- persistence (IndexedDB, per store view) ----

/** Failed writes of the stored cart after which it is no longer written this visit (contract.md §8: 30). */
export const CART_WRITE_ERROR_LIMIT = 30;
let cartWriteErrors = 0;

async function persist(): Promise<void> {
  if (!hasIndexedDb() || cartWriteErrors >= CART_WRITE_ERROR_LIMIT) return;
  const { items, serverToken, guest, itemsHash: syncedHash, couponCode, loaded } = $cart.get();
  if (!loaded) return;
  try {
    const db = await localDb();
    // A full storage: the caches are cleared (never the cart or the user) and the write is tried again.
    await withQuotaRetry(() =>
      db.put('cart', { storeCode: apiRuntime.storeCode(), items, serverToken, guest, syncedHash, couponCode }),
    );
  } catch {
    // A full or blocked storage only costs the cart's survival across visits; after 30 failures it is not tried.
    cartWriteErrors += 1;
  }
}

let persistScheduled = false;

function schedulePersist(): void {
  if (persistScheduled) return;
  persistScheduled = true;
  queueMicrotask(() => {
    persistScheduled = false;
    publishCount();
    void persist();
  });
}

/** A login merge has started and not finished on this page: the next page must load the cart code to finish it. */
let mergePending = false;

/**
 * A login is under way (the token is stored): until the guest cart is merged, the header of the next page loads the
 * cart code, so a merge cut short by a reload or a navigation is finished there (`loadCart`).
 */
export function beginLoginMerge(): void {
  mergePending = true;
  try {
    localStorage.setItem(cartUnsyncedKey(apiRuntime.storeCode()), '1');
  } catch {
    // Private mode: the next page's cart island (minicart, cart page, checkout) still finishes the merge.
  }
}

/** Tells the header badge (which does not load this module) the new count. */
function publishCount(): void {
  if (typeof window === 'undefined' || !$cart.get().loaded) return;
  const count = $cartCount.get();
  const cart = $cart.get();
  const unsynced =
    mergePending || (cartConfig.synchronize && cart.items.length > 0 && itemsHash(cart.items) !== cart.itemsHash);
  try {
    localStorage.setItem(cartCountKey(apiRuntime.storeCode()), String(count));
    if (unsynced) localStorage.setItem(cartUnsyncedKey(apiRuntime.storeCode()), '1');
    else localStorage.removeItem(cartUnsyncedKey(apiRuntime.storeCode()));
  } catch {
    // Private mode: the badge still hears the event below.
  }
  window.dispatchEvent(new CustomEvent(CART_COUNT_EVENT, { detail: count }));
}

/** Every change goes through here so it is also written to local storage. */
function update(patch: Partial<CartState>): void {
  const before = $cart.get();
  // Another server cart has not seen these lines yet (e.g. the customer cart a login merge is filling).
  const resync = 'serverToken' in patch && patch.serverToken !== before.serverToken && !('itemsHash' in patch);
  $cart.set({ ...before, ...patch, ...(resync ? { itemsHash: '' } : {}) });
  const after = $cart.get();
  // (Reading the stored cart is no change: the cookie may name a cart a form filled, taken in by doAdopt.)
  if (before.loaded && (after.serverToken !== before.serverToken || after.guest !== before.guest))
    shareToken(before, after);
  schedulePersist();
}

/**
 * The guest cart id goes into the shared cookie, so the add-to-cart form without JavaScript adds to this same cart;
 * a customer cart is never put there (the form has no customer token), and none is left for the next shopper.
 */
function shareToken(before: CartState, after: CartState): void {
  if (typeof document === 'undefined') return;
  const store = apiRuntime.storeCode();
  if (after.serverToken && after.guest && !$token.get()) setCookieCartToken(store, after.serverToken);
  // Disconnected (logout), or the guest cart just merged into the customer cart: the cookie's cart is done with.
  else if (cookieCartToken(store) === before.serverToken) setCookieCartToken(store, null);
}

// ---- one operation at a time: connect, sync, login merge and edits never interleave ----

let chain: Promise<unknown> = Promise.resolve();

function exclusive<T>(work: () => Promise<T>): Promise<T> {
  const run = chain.then(work, work);
  chain = run.catch(() => undefined);
  return run;
}

/** Resolves when every queued cart operation has finished (tests, and before leaving for checkout). */
export function cartSettled(): Promise<void> {
  return chain.then(() => undefined);
}

class CartGone extends Error {}

/** Counts the logouts of this page: work begun before one leaves the reset cart alone. */
let generation = 0;

// A logout resets the cart at once, ahead of any cart call still under way (the one whose refused token ended the
// session among them): the customer's lines, server cart and coupon are gone before that call's caller goes on.
onLogout('cart', () => {
  generation += 1;
  mergePending = false;
  update({ ...initial(), loaded: true });
});

function canSync(): boolean {
  const cart = $cart.get();
  return cartConfig.synchronize && cart.syncEnabled && apiRuntime.isOnline() && Boolean(cart.serverToken);
}

interface SyncOptions {
  /** The browser cart wins: push its lines and quantities, delete server-only lines. */
  forceClientState?: boolean;
  /** Sync even when the items hash did not change. */
  forceSync?: boolean;
  /** Login merge: add the guest quantities to the customer cart's. */
  mergeQty?: boolean;
  /** The server cart was changed by a form without JavaScript: take its lines and quantities. */
  serverWins?: boolean;
}

/** Messages of the last sync that the server refused, translated (the add-to-cart button shows them). */
export const $cartErrors = atom<string[]>([]);

async function pushItem(
  cartRef: CartRef,
  item: CartItem,
  server: ServerCartItem | undefined,
  qty: number,
  errors: string[],
) {
  try {
    // A line the server did not show is pushed with its whole quantity set, never added: a push repeated because a
    // navigation cut its answer (or racing the cut one on the server) cannot count the line twice.
    const stored = await updateCartItemCall(cartRef, {
      sku: item.sku,
      qty,
      ...(server ? { item_id: server.item_id } : { qty_mode: 'set' as const }),
      ...(item.product_option ? { product_option: item.product_option } : {}),
    });
    patchItem(item.checksum, {
      qty: stored.qty,
      server_item_id: stored.item_id,
      server_cart_id: cartRef.cartId,
      prev_qty: stored.qty,
      ...(typeof stored.price === 'number' ? { price: stored.price } : {}),
      ...(!item.name && stored.name ? { name: stored.name } : {}),
    });
  } catch (error) {
    if (!(error instanceof ApiError)) throw error;
    if (error.code === 404) throw new CartGone(error.message);
    if (error.network) return;
    errors.push(t(error.message));
    // Restore what the server has: no server line → remove; else the previous quantity, or remove when none.
    if (!server) dropItem(item.checksum);
    else if ((item.prev_qty ?? 0) > 0 && item.prev_qty !== qty)
      patchItem(item.checksum, { qty: item.prev_qty!, server_item_id: server.item_id, server_cart_id: cartRef.cartId });
    else if (server.qty > 0)
      patchItem(item.checksum, {
        qty: server.qty,
        prev_qty: server.qty,
        server_item_id: server.item_id,
        server_cart_id: cartRef.cartId,
      });
    else dropItem(item.checksum);
  }
}

async function merge(
  cartRef: CartRef,
  serverItems: ServerCartItem[],
  options: SyncOptions,
  started: number,
): Promise<string[]> {
  const errors: string[] = [];
  const matched = new Set<number>();
  const forced = Boolean(options.forceClientState);
  const canModify = cartConfig.serverSyncCanModifyLocalItems || Boolean(options.serverWins);
  for (const item of [...$cart.get().items]) {
    if (generation !== started) return errors;
    const server = findServerItem(
      serverItems.filter((s) => !matched.has(s.item_id)),
      item,
      cartRef.cartId,
    );
    if (!server) {
      // A line this server cart had and has no more was removed by the cart page form: it goes locally too.
      if (options.serverWins && item.server_cart_id === cartRef.cartId) dropItem(item.checksum);
      else if (forced || options.serverWins || !cartConfig.serverSyncCanRemoveLocalItems)
        await pushItem(cartRef, item, undefined, item.qty, errors);
      else dropItem(item.checksum);
      continue;
    }
    matched.add(server.item_id);
    // The server names the chosen options (colour, size, package parts) in the store's language.
    if (server.options?.length) patchItem(item.checksum, { options: server.options });
    // A line already merged into this server cart is never summed again (the double merge of VSF1).
    const sum = options.mergeQty && item.server_cart_id !== cartRef.cartId;
    const wanted = sum ? item.qty + server.qty : item.qty;
    if (wanted === server.qty) {
      patchItem(item.checksum, {
        server_item_id: server.item_id,
        server_cart_id: cartRef.cartId,
        prev_qty: server.qty,
      });
    } else if (forced || sum || !canModify) {
      patchItem(item.checksum, { qty: wanted });
      await pushItem(cartRef, { ...item, qty: wanted }, server, wanted, errors);
    } else {
      patchItem(item.checksum, {
        qty: server.qty,
        prev_qty: server.qty,
        server_item_id: server.item_id,
        server_cart_id: cartRef.cartId,
      });
    }
  }
  for (const server of serverItems) {
    if (generation !== started) return errors;
    if (matched.has(server.item_id)) continue;
    if (forced) {
      try {
        await deleteCartItemCall(cartRef, { item_id: server.item_id, sku: server.sku });
      } catch (error) {
        if (error instanceof ApiError && error.code === 404) throw new CartGone(error.message);
      }
    } else {
      setItems([...$cart.get().items, fromServerItem(server, cartRef.cartId)]);
    }
  }
  return errors;
}

async function doSyncTotals(): Promise<void> {
  const cartRef = ref();
  if (!cartRef || !cartConfig.synchronize_totals || !canSync()) return;
  try {
    const totals = await totalsCall(cartRef);
    update({ totals, lastTotalsSync: Date.now(), couponCode: totals.coupon_code ?? null });
  } catch (error) {
    if (error instanceof ApiError && error.code === 404) update({ serverToken: null });
  }
}

async function doSync(options: SyncOptions = {}, recreated = false): Promise<string[]> {
  if (!canSync()) return [];
  const cart = $cart.get();
  const current = itemsHash(cart.items);
  if (!options.forceSync && cart.lastSync && current !== '' && current === cart.itemsHash) return [];
  const cartRef = ref()!;
  const started = generation;
  let errors: string[] = [];
  try {
    const serverItems = await pullCartCall(cartRef);
    if (generation !== started) return [];
    errors = await merge(cartRef, serverItems, options, started);
  } catch (error) {
    // Logged out meanwhile: the cart was reset and belongs to no server cart yet.
    if (generation !== started) return [];
    const gone = error instanceof CartGone || (error instanceof ApiError && error.code === 404);
    if (gone && !recreated) {
      // 'Cart not found, please re-create the cart': a new server cart gets the browser's lines.
      setItems($cart.get().items.map(({ server_item_id: _i, server_cart_id: _c, ...rest }) => rest));
      update({ serverToken: null });
      return doConnect({ forceClientState: true }, true);
    }
    if (error instanceof ApiError && error.code === 401) {
      update({ serverToken: null });
      return doConnect({ guestCart: true, forceClientState: true }, recreated);
    }
    if (error instanceof ApiError && !error.network) errors.push(t(error.message));
    return errors;
  }
  update({ itemsHash: itemsHash($cart.get().items), lastSync: Date.now() });
  await doSyncTotals();
  $cartErrors.set(errors);
  return errors;
}

async function doConnect(options: SyncOptions & { guestCart?: boolean } = {}, recreated = false): Promise<string[]> {
  if (!cartConfig.synchronize || !apiRuntime.isOnline()) return [];
  const user = !options.guestCart && Boolean($token.get());
  const started = generation;
  try {
    const cartId = await createCartCall(user);
    if (generation !== started) return [];
    update({ serverToken: cartId, guest: !user, syncEnabled: true });
  } catch (error) {
    if (generation !== started) return [];
    const cart = $cart.get();
    if (error instanceof ApiError && error.code === 401 && cart.bypassCount < cartConfig.maxCartBypassAttempts) {
      update({ bypassCount: cart.bypassCount + 1 });
      return doConnect({ ...options, guestCart: true }, recreated);
    }
    if (!(error instanceof ApiError && error.network)) update({ syncEnabled: false });
    return [];
  }
  const forceClientState = options.forceClientState || !cartConfig.serverMergeByDefault;
  return doSync({ ...options, forceClientState, forceSync: true }, recreated);
}

/** Obtains a server cart (the customer's when logged in) and merges it with the browser cart. */
export function connectCart(options: { guestCart?: boolean; forceClientState?: boolean } = {}): Promise<string[]> {
  return exclusive(() => doConnect(options));
}

/** Syncs with the server cart when enabled, online and the lines changed; answers the refused lines' messages. */
export function syncCart(options: SyncOptions = {}): Promise<string[]> {
  return exclusive(() => doSync(options));
}

async function readStored(): Promise<void> {
  if ($cart.get().loaded) return;
  let stored = null;
  if (hasIndexedDb()) {
    try {
      stored = (await (await localDb()).get('cart', apiRuntime.storeCode())) ?? null;
    } catch {
      stored = null;
    }
  }
  update({
    items: (stored?.items as CartItem[] | undefined) ?? [],
    serverToken: stored?.serverToken ?? null,
    // A customer cart stays one across reloads (its calls carry the customer token); older records were guest carts.
    guest: stored?.guest ?? true,
    itemsHash: stored?.syncedHash ?? '',
    couponCode: stored?.couponCode ?? null,
    loaded: true,
  });
}

/**
 * Takes in the cart the add-to-cart form without JavaScript filled (its id is in the shared cookie), once:
 * - the same cart, changed by a form since: the server's lines and quantities win;
 * - another guest cart: it becomes this browser's cart, the browser's lines merged into it (quantities summed);
 * - a customer: the guest cart's lines are added to the customer cart and the cookie is dropped.
 * Answers true when it synced with the server.
 */
async function doAdopt(): Promise<boolean> {
  const store = apiRuntime.storeCode();
  const cookie = cookieCartToken(store);
  const cart = $cart.get();
  if (!cookie && cart.serverToken && cart.guest && !$token.get()) setCookieCartToken(store, cart.serverToken);
  if (!cookie || !cartConfig.synchronize || !apiRuntime.isOnline()) return false;
  if (cookie === cart.serverToken) {
    if (!cartChangedByForm(store)) return false;
    await doSync({ forceSync: true, serverWins: true });
  } else if (!$token.get()) {
    update({ serverToken: cookie, guest: true, syncEnabled: true });
    await doSync({ forceSync: true, mergeQty: true });
  } else {
    // A customer: the server adds the form's guest cart to the customer cart once, even if this visit is cut short.
    await doServerMerge(cookie);
    setCookieCartToken(store, null);
  }
  clearCartChanged(store);
  return true;
}

/** Reads the stored cart and takes in the cookie's cart, without the usual sync (inside `exclusive`). */
async function doRead(): Promise<boolean> {
  if ($cart.get().loaded) return false;
  await readStored();
  return doAdopt();
}

/**
 * Reads the stored cart of this store (and the cart of the form without JavaScript), then connects or syncs. A
 * shopper 'in checkout' (checkout changed in the last 30 minutes, product.md §4) keeps the cart they are paying for:
 * the browser's lines win over lines another device put in the server cart meanwhile. A logged-in shopper still
 * holding a guest cart left a login merge unfinished (a reload or navigation cut it short): it is done now.
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

/**
 * Connects to the customer cart, the server merging `guestCartId` into it in one transaction (once: the guest cart
 * is closed by it); the browser then takes the merged lines. A retry after an aborted call sums nothing twice.
 */
async function doServerMerge(guestCartId: string | null): Promise<boolean> {
  if (!cartConfig.synchronize || !apiRuntime.isOnline()) return false;
  let cartId: string;
  try {
    cartId = await createCartCall(true, guestCartId ?? undefined);
  } catch {
    // Offline or refused: the guest cart stays as it is and the next load tries again.
    return false;
  }
  update({ serverToken: cartId, guest: false, syncEnabled: true, mergedInto: cartId });
  await doSync({ forceSync: true, serverWins: true });
  return true;
}

/**
 * The login merge: the browser's lines reach the guest server cart first (created when there is none), then the
 * server merges that cart into the customer cart.
 */
async function doMergeGuest(): Promise<void> {
  mergePending = true;
  const cart = $cart.get();
  let guestId = cart.guest ? cart.serverToken : null;
  // (A customer cart already: the merge happened, only the customer cart is read.)
  if (cart.guest && cart.items.length > 0 && cartConfig.synchronize && apiRuntime.isOnline()) {
    if (!guestId) {
      try {
        guestId = await createCartCall(false);
        update({ serverToken: guestId, guest: true, syncEnabled: true });
      } catch {
        guestId = null;
      }
    }
    // (Without re-creating: a guest cart the server no longer has was merged by a call this browser never heard back from.)
    if (guestId && itemsHash($cart.get().items) !== $cart.get().itemsHash) await doSync({ forceSync: true }, true);
  }
  // Offline or refused: still pending, so the next page tries again.
  if ((await doServerMerge(guestId)) || !cartConfig.synchronize) mergePending = false;
  schedulePersist();
}

let authorizing: Promise<void> | null = null;

/**
 * After login: remove the coupon, merge the guest cart into the customer cart on the server, reapply the coupon.
 * Safe to repeat (a racing sync, a second login event, a reload mid-way): the server merges a guest cart once.
 */
export function authorizeCart(): Promise<void> {
  authorizing ??= exclusive(async () => {
    // The login may happen on a page that never showed the cart: merge what the browser really holds.
    await readStored();
    const coupon = $cart.get().couponCode;
    const guestRef = ref();
    if (coupon && guestRef) {
      try {
        await deleteCouponCall(guestRef);
      } catch {
        // The guest cart may be gone already; the coupon is reapplied below anyway.
      }
      update({ couponCode: null });
    }
    if (!$token.get()) return;
    await doMergeGuest();
    if (coupon) await doApplyCoupon(coupon, true);
  }).finally(() => {
    authorizing = null;
  });
  return authorizing;
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
    const started = generation;
    putLine(product, decision.qty, stock);
    if (!$cart.get().loaded) update({ loaded: true });
    let errors = await exclusive(async () =>
      $cart.get().serverToken ? doSync({ forceClientState: true }) : doConnect({ forceClientState: true }),
    );
    if (generation !== started) {
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
 * Sets a line's quantity (0 removes it). An increase follows the add rule (product.md §5: quantity above stock gives
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

async function doApplyCoupon(code: string, silentSuccess = false): Promise<boolean> {
  const cartRef = ref();
  if (!code || !cartRef || !cartConfig.synchronize_totals || !canSync()) return false;
  try {
    await applyCouponCall(cartRef, code);
    update({ couponCode: code });
    await doSyncTotals();
    return true;
  } catch (error) {
    if (!silentSuccess || !(error instanceof ApiError && error.network)) {
      notify({ type: 'error', message: t(error instanceof Error ? error.message : errorText('couponInvalid')) });
    }
    return false;
  }
}

/** Applies a coupon (only with a code and when totals can sync); errors are shown. */
export function applyCoupon(code: string): Promise<boolean> {
  return exclusive(() => doApplyCoupon(code.trim()));
}

/** Removes the coupon. */
export function removeCoupon(): Promise<void> {
  return exclusive(async () => {
    const cartRef = ref();
    if (cartRef && canSync()) {
      try {
        await deleteCouponCall(cartRef);
      } catch (error) {
        if (error instanceof ApiError && !error.network) notify({ type: 'error', message: t(error.message) });
      }
    }
    update({ couponCode: null });
    await doSyncTotals();
  });
}

/** Applies a gift card: no code removes it; no amount uses the card's balance (at most the grand total). */
export function applyGiftCard(code: string, amount?: number): Promise<boolean> {
  return exclusive(async () => {
    const cartRef = ref();
    if (!cartRef) return false;
    try {
      let totals: Totals;
      if (!code.trim()) {
        totals = await removeGiftCardCall(cartRef);
        update({ totals, giftCard: null });
        return true;
      }
      let use = amount;
      if (use === undefined) {
        const balance = await giftCardBalanceCall(code.trim());
        const due = $cart.get().totals?.grand_total;
        use = due === undefined ? balance.amount : Math.min(balance.amount, due);
      }
      totals = await applyGiftCardCall(cartRef, code.trim(), use);
      update({ totals, giftCard: { code: code.trim(), amount: use } });
      return true;
    } catch (error) {
      notify({ type: 'error', message: t(error instanceof Error ? error.message : errorText('somethingWrong')) });
      return false;
    }
  });
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
    // Stock calls failing leave the lines as they are (contract.md §5: otherwise an empty list).
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
