import 'fake-indexeddb/auto';
import { IDBFactory } from 'fake-indexeddb';
import { useTestStorageEngine } from '@nanostores/persistent';
import { cleanStores, keepMount } from 'nanostores';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { fakeShopApi } from '../../../tests/support/fake-shop-api.ts';
import { configureApi } from '../api-client/client.ts';
import { $cart, addToCart, cartSettled, resetCart } from '../cart/store.ts';
import { $checkoutDetails, saveCheckoutDetails } from '../checkout/store.ts';
import { $compare, addToCompare } from '../compare/store.ts';
import { $notifications, dismissAll } from '../notifications/store.ts';
import { closeLocalDb } from '../sync/db.ts';
import { allTasks } from '../sync/store.ts';
import { $ui, closeAll } from '../ui/store.ts';
import { $wishlist, addToWishlist } from '../wishlist/store.ts';
import {
  $token,
  $user,
  changePassword,
  loadOrders,
  $orders,
  login,
  logout,
  resetPassword,
  startSession,
  updateProfile,
} from './store.ts';
import { $refreshToken } from './token.ts';

useTestStorageEngine();
let shop: ReturnType<typeof fakeShopApi>;
let online = true;
const messages = () => $notifications.get().map((n) => n.message);

beforeEach(async () => {
  await closeLocalDb();
  globalThis.indexedDB = new IDBFactory();
  online = true;
  shop = fakeShopApi();
  configureApi({ fetch: shop.fetch, storeCode: () => 'sv', isOnline: () => online, wait: async () => {} });
  logout();
  dismissAll();
  closeAll();
  keepMount($user);
  keepMount($cart);
});
afterEach(async () => {
  await cartSettled();
  dismissAll();
  cleanStores($user, $cart);
});

describe('session', () => {
  it('login stores the token pair and the profile; a failed login clears the user with the translated message', async () => {
    expect(await login('ada@example.com', 'Secret123!')).toEqual({ ok: true });
    expect($token.get()).toBe('token-1');
    expect($refreshToken.get()).toBe('refresh-1');
    expect($user.get()?.firstname).toBe('Ada');
    logout();
    const failed = await login('ada@example.com', 'wrong');
    expect(failed).toEqual({
      ok: false,
      message: 'Du loggade inte in korrekt eller så är ditt konto tillfälligt spärrat.',
    });
    expect($user.get()).toBeNull();
  });

  it('login merges the guest cart into the customer cart', async () => {
    await addToCart({ sku: 'A', name: 'A', type_id: 'simple', price_incl_tax: 10 }, 2);
    await login('ada@example.com', 'Secret123!');
    const cart = $cart.get();
    expect(cart.guest).toBe(false);
    expect(shop.linesOf(cart.serverToken!)).toEqual({ A: 2 });
    expect(shop.carts.get(cart.serverToken!)!.owner).toBe('ada@example.com');
  });

  it('refreshes an expired token silently and keeps the customer logged in', async () => {
    await login('ada@example.com', 'Secret123!');
    shop.expire('token-1');
    await startSession();
    expect($user.get()?.email).toBe('ada@example.com');
    expect($token.get()).not.toBe('token-1');
    expect(shop.callsTo('POST /api/user/refresh')).toHaveLength(1);
  });

  it('a failed refresh logs out silently, drops unsent tasks, opens the sign-up modal and shows the error', async () => {
    await login('ada@example.com', 'Secret123!');
    addToWishlist({ sku: 'W', name: 'W' });
    online = false;
    await updateProfile({ firstname: 'A', lastname: 'L', email: 'ada@example.com', addresses: [] });
    expect((await allTasks()).filter((t) => !t.transmited)).toHaveLength(1);
    online = true;
    shop.expire('token-1');
    $refreshToken.set('stolen');
    await startSession();
    await new Promise((resolve) => setTimeout(resolve, 20));
    expect($token.get()).toBe('');
    expect($user.get()).toBeNull();
    expect($wishlist.get()).toEqual([]);
    expect($ui.get().signupModal).toBe(true);
    expect(messages()).toContain(
      'Ett internt fel uppstod när inloggningen skulle förnyas. Rensa lagringen och ladda om sidan.',
    );
    expect(messages()).not.toContain('Du är utloggad');
    expect((await allTasks()).filter((t) => !t.transmited)).toHaveLength(0);
  });

  it('logout clears cart, user, wishlist, compare and checkout details and says so', async () => {
    await login('ada@example.com', 'Secret123!');
    await addToCart({ sku: 'A', name: 'A', type_id: 'simple', price_incl_tax: 10 }, 1);
    addToWishlist({ sku: 'W', name: 'W' });
    addToCompare({ sku: 'C', name: 'C', attributes: {} });
    saveCheckoutDetails('personal', { firstName: 'Ada' });
    logout();
    expect($cart.get().items).toEqual([]);
    expect($cart.get().serverToken).toBeNull();
    expect($user.get()).toBeNull();
    expect($wishlist.get()).toEqual([]);
    expect($compare.get()).toEqual([]);
    expect($checkoutDetails.get().personal.firstName).toBe('');
    expect(messages()).toContain('Du är utloggad');
    expect(shop.callsTo('POST /api/user/logout')).toHaveLength(1);
  });

  it('password reset and change are blocked offline with the spec message', async () => {
    online = false;
    expect(await resetPassword('ada@example.com')).toEqual({
      ok: false,
      message: 'Det går inte att återställa lösenordet när du är offline!',
    });
    expect(await changePassword('a', 'b')).toMatchObject({ ok: false });
    await resetCart();
  });

  it('loads the order history 20 per page', async () => {
    await login('ada@example.com', 'Secret123!');
    await loadOrders(1);
    expect($orders.get()?.search_criteria.page_size).toBe(20);
    expect(shop.callsTo('GET /api/user/order-history')[0]!.query).toMatchObject({
      pageSize: '20',
      currentPage: '1',
      token: 'token-1',
    });
  });
});
