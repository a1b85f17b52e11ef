/**
 * The login merge: the guest cart's lines join the customer cart once, on the server, even when a reload cuts the
 * login short; and the cart the add-to-cart form without JavaScript filled is taken in.
 */
import { apiRuntime } from '../api-client/client.ts';
import { $token } from '../session/token.ts';
import { createCartCall, deleteCouponCall } from './api.ts';
import { cartChangedByForm, clearCartChanged, cookieCartToken, setCookieCartToken } from './cookie.ts';
import { cartUnsyncedKey } from './count.ts';
import { doApplyCoupon } from './discounts.ts';
import { itemsHash } from './items.ts';
import { readStored, schedulePersist } from './persist.ts';
import { exclusive } from './queue.ts';
import { $cart, cartConfig, cartSession, ref, update } from './state.ts';
import { doSync } from './sync.ts';

/**
 * A login is under way (the token is stored): until the guest cart is merged, the header of the next page loads the
 * cart code, so a merge cut short by a reload or a navigation is finished there (`loadCart`).
 */
export function beginLoginMerge(): void {
  cartSession.mergePending = true;
  try {
    localStorage.setItem(cartUnsyncedKey(apiRuntime.storeCode()), '1');
  } catch {
    // Private mode: the next page's cart island (minicart, cart page, checkout) still finishes the merge.
  }
}

/**
 * Takes in the cart the add-to-cart form without JavaScript filled (its id is in the shared cookie), once. More in
 * README.md.
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
export async function doRead(): Promise<boolean> {
  if ($cart.get().loaded) return false;
  await readStored();
  return doAdopt();
}

/**
 * Connects to the customer cart, the server merging `guestCartId` into it in one transaction (once: the guest cart
 * is closed by it); the browser then takes the merged lines. A retry after an aborted call sums nothing twice.
 */
export async function doServerMerge(guestCartId: string | null): Promise<boolean> {
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
export async function doMergeGuest(): Promise<void> {
  cartSession.mergePending = true;
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
  if ((await doServerMerge(guestId)) || !cartConfig.synchronize) cartSession.mergePending = false;
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
