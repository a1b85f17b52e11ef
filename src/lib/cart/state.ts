/** The cart's state: the store, its config and the one way to change it (every change is then persisted). */
import { atom, computed, map } from 'nanostores';
import { apiRuntime } from '../api-client/client.ts';
import { translateApiMessage } from '../i18n/i18n.ts';
import { $token } from '../session/token.ts';
import type { CartRef, Totals } from './api.ts';
import type { CartItem } from './items.ts';

/** Cart behaviour flags (the values the shop runs with; tests change them). */
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

/** The browser cart. */
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

/** An empty cart. */
export const initial = (): CartState => ({
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

/** Messages of the last sync that the server refused, translated (the add-to-cart button shows them). */
export const $cartErrors = atom<string[]>([]);

/** Translates an API message into the store's language. */
export const t = (text: string) => translateApiMessage(apiRuntime.storeCode(), text);

/** The cart's session, outside the store: logouts seen and whether a login merge is unfinished on this page. */
export const cartSession = { generation: 0, mergePending: false };

const changeHooks: ((before: CartState, after: CartState) => void)[] = [];

/** Registers what follows every change of the cart (persistence, the badge, the shared cookie). */
export function onCartChange(hook: (before: CartState, after: CartState) => void): void {
  changeHooks.push(hook);
}

/** Every change goes through here, so it is also written to storage. */
export function update(patch: Partial<CartState>): void {
  const before = $cart.get();
  // Another server cart has not seen these lines yet (e.g. the customer cart a login merge is filling).
  const resync = 'serverToken' in patch && patch.serverToken !== before.serverToken && !('itemsHash' in patch);
  $cart.set({ ...before, ...patch, ...(resync ? { itemsHash: '' } : {}) });
  const after = $cart.get();
  for (const hook of changeHooks) hook(before, after);
}

/** Replaces the lines. */
export function setItems(items: CartItem[]): void {
  update({ items });
}

/** Changes one line. */
export function patchItem(checksum: string, patch: Partial<CartItem>): void {
  setItems($cart.get().items.map((item) => (item.checksum === checksum ? { ...item, ...patch } : item)));
}

/** Removes one line. */
export function dropItem(checksum: string): void {
  setItems($cart.get().items.filter((item) => item.checksum !== checksum));
}

/** The server cart the calls act on (a customer's only with the customer's token). */
export function ref(): CartRef | null {
  const { serverToken, guest } = $cart.get();
  return serverToken ? { cartId: serverToken, user: !guest && Boolean($token.get()) } : null;
}
