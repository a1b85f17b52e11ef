/** The cart kept across visits (IndexedDB, per store), the header badge's count and the shared cart cookie. */
import { apiRuntime } from '../api-client/client.ts';
import { withQuotaRetry } from '../offline/storage.ts';
import { $token } from '../session/token.ts';
import { hasIndexedDb, localDb } from '../sync/db.ts';
import { cookieCartToken, setCookieCartToken } from './cookie.ts';
import { CART_COUNT_EVENT, cartCountKey, cartUnsyncedKey } from './count.ts';
import { itemsHash, type CartItem } from './items.ts';
import { $cart, $cartCount, cartConfig, cartSession, onCartChange, update, type CartState } from './state.ts';

/** Failed writes of the stored cart after which it is no longer written this visit. */
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

/** Writes the cart and publishes its count once the current changes are done. */
export function schedulePersist(): void {
  if (persistScheduled) return;
  persistScheduled = true;
  queueMicrotask(() => {
    persistScheduled = false;
    publishCount();
    void persist();
  });
}

/** Tells the header badge (which does not load this module) the new count. */
function publishCount(): void {
  if (typeof window === 'undefined' || !$cart.get().loaded) return;
  const count = $cartCount.get();
  const cart = $cart.get();
  const unsynced =
    cartSession.mergePending ||
    (cartConfig.synchronize && cart.items.length > 0 && itemsHash(cart.items) !== cart.itemsHash);
  try {
    localStorage.setItem(cartCountKey(apiRuntime.storeCode()), String(count));
    if (unsynced) localStorage.setItem(cartUnsyncedKey(apiRuntime.storeCode()), '1');
    else localStorage.removeItem(cartUnsyncedKey(apiRuntime.storeCode()));
  } catch {
    // Private mode: the badge still hears the event below.
  }
  window.dispatchEvent(new CustomEvent(CART_COUNT_EVENT, { detail: count }));
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

onCartChange((before, after) => {
  // (Reading the stored cart is no change: the cookie may name a cart a form filled, taken in by the adoption.)
  if (before.loaded && (after.serverToken !== before.serverToken || after.guest !== before.guest))
    shareToken(before, after);
  schedulePersist();
});

/** Reads the stored cart of this store once. */
export async function readStored(): Promise<void> {
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
