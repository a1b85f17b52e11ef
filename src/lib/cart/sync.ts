/** The sync with the server cart: connect (a new or the customer's cart), pull, then carry out the sync plan. */
import { ApiError, apiRuntime } from '../api-client/client.ts';
import { $token } from '../session/token.ts';
import {
  createCartCall,
  deleteCartItemCall,
  pullCartCall,
  totalsCall,
  updateCartItemCall,
  type CartRef,
  type ServerCartItem,
} from './api.ts';
import { itemsHash, type CartItem } from './items.ts';
import { exclusive } from './queue.ts';
import { $cart, $cartErrors, cartConfig, cartSession, dropItem, patchItem, ref, setItems, t, update } from './state.ts';
import { afterRefusal, planSync, type SyncStep } from './sync-plan.ts';

/** The server no longer has the cart ('Cart not found, please re-create the cart'). */
class CartGone extends Error {}

/** Whether the cart can talk to its server cart now. */
export function canSync(): boolean {
  const cart = $cart.get();
  return cartConfig.synchronize && cart.syncEnabled && apiRuntime.isOnline() && Boolean(cart.serverToken);
}

/** How one sync runs. */
export interface SyncOptions {
  /** The browser cart wins: push its lines and quantities, delete server-only lines. */
  forceClientState?: boolean;
  /** Sync even when the items hash did not change. */
  forceSync?: boolean;
  /** Login merge: add the guest quantities to the customer cart's. */
  mergeQty?: boolean;
  /** The server cart was changed by a form without JavaScript: take its lines and quantities. */
  serverWins?: boolean;
}

/** Pushes one line (its quantity set, or a server line's changed); a refusal restores what the server has. */
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
    apply(afterRefusal(item, server, qty, cartRef.cartId));
  }
}

/** Carries out a local step. */
function apply(step: Extract<SyncStep, { kind: 'drop' | 'patch' | 'adopt' }>): void {
  if (step.kind === 'drop') dropItem(step.checksum);
  else if (step.kind === 'patch') patchItem(step.checksum, step.patch);
  else setItems([...$cart.get().items, step.item]);
}

/** Plans the sync of the browser cart with the server's lines, then carries it out (stopped by a logout). */
async function merge(
  cartRef: CartRef,
  serverItems: ServerCartItem[],
  options: SyncOptions,
  started: number,
): Promise<string[]> {
  const errors: string[] = [];
  const steps = planSync($cart.get().items, serverItems, cartRef.cartId, {
    forceClientState: Boolean(options.forceClientState),
    mergeQty: Boolean(options.mergeQty),
    serverWins: Boolean(options.serverWins),
    canRemoveLocal: cartConfig.serverSyncCanRemoveLocalItems,
    canModifyLocal: cartConfig.serverSyncCanModifyLocalItems,
  });
  for (const step of steps) {
    if (cartSession.generation !== started) return errors;
    if (step.kind === 'push') await pushItem(cartRef, step.item, step.server, step.qty, errors);
    else if (step.kind === 'delete') {
      try {
        await deleteCartItemCall(cartRef, { item_id: step.server.item_id, sku: step.server.sku });
      } catch (error) {
        if (error instanceof ApiError && error.code === 404) throw new CartGone(error.message);
      }
    } else apply(step);
  }
  return errors;
}

/** Refreshes the totals from the server cart (inside `exclusive`). */
export async function doSyncTotals(): Promise<void> {
  const cartRef = ref();
  if (!cartRef || !cartConfig.synchronize_totals || !canSync()) return;
  try {
    const totals = await totalsCall(cartRef);
    update({ totals, lastTotalsSync: Date.now(), couponCode: totals.coupon_code ?? null });
  } catch (error) {
    if (error instanceof ApiError && error.code === 404) update({ serverToken: null });
  }
}

/** Pulls the server cart and carries out the sync plan (inside `exclusive`); a gone cart is made anew. */
export async function doSync(options: SyncOptions = {}, recreated = false): Promise<string[]> {
  if (!canSync()) return [];
  const cart = $cart.get();
  const current = itemsHash(cart.items);
  if (!options.forceSync && cart.lastSync && current !== '' && current === cart.itemsHash) return [];
  const cartRef = ref()!;
  const started = cartSession.generation;
  let errors: string[] = [];
  try {
    const serverItems = await pullCartCall(cartRef);
    if (cartSession.generation !== started) return [];
    errors = await merge(cartRef, serverItems, options, started);
  } catch (error) {
    // Logged out meanwhile: the cart was reset and belongs to no server cart yet.
    if (cartSession.generation !== started) return [];
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

/** Obtains a server cart (the customer's when logged in), then syncs (inside `exclusive`). */
export async function doConnect(
  options: SyncOptions & { guestCart?: boolean } = {},
  recreated = false,
): Promise<string[]> {
  if (!cartConfig.synchronize || !apiRuntime.isOnline()) return [];
  const user = !options.guestCart && Boolean($token.get());
  const started = cartSession.generation;
  try {
    const cartId = await createCartCall(user);
    if (cartSession.generation !== started) return [];
    update({ serverToken: cartId, guest: !user, syncEnabled: true });
  } catch (error) {
    if (cartSession.generation !== started) return [];
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
