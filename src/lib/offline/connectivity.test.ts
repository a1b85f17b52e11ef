import { describe, expect, it } from 'vitest';
import { cartProduct, useCartTestEnvironment } from '../../../tests/support/cart-tests.ts';
import { guestOrderBody } from '../../../tests/support/order-body.ts';
import { configureApi } from '../api-client/client.ts';
import { addToCart, clearCart } from '../cart/store.ts';
import { $offlineOrders, offlineOrdersConfig, placeOrder, setThankYouShown } from '../checkout/orders.ts';
import { $externalCheckout } from '../checkout/store.ts';
import { allTasks, queueTask } from '../sync/store.ts';
import { goneOnline } from './connectivity.ts';

const env = useCartTestEnvironment();
const draft = (cartId: string) => ({
  ...guestOrderBody([{ sku: 'A', qty: 1 }], { orderId: 'offline-1' }),
  cart_id: cartId,
});

/** The cart's fake API plus the order and profile calls; answers the order calls made. */
function withOrderApi(): { orders: unknown[] } {
  const seen = { orders: [] as unknown[] };
  configureApi({
    fetch: async (input, init) => {
      const path = new URL(input, 'http://shop.test').pathname;
      const body = typeof init?.body === 'string' ? JSON.parse(init.body) : undefined;
      const json = (result: unknown) =>
        new Response(JSON.stringify({ code: 200, result }), { headers: { 'content-type': 'application/json' } });
      if (path === '/api/order') {
        seen.orders.push(body);
        return json({ order_number: 'SE1000009', customer_email: 'a@b.se' });
      }
      if (path === '/api/user/me') return json(body);
      return env.shop.fetch(input, init);
    },
  });
  return seen;
}

async function orderOffline(): Promise<void> {
  await addToCart(cartProduct('A'), 1);
  env.online = false;
  $externalCheckout.setKey('sessionOrderHashes', []);
  expect(await placeOrder(draft('cart-1'), false)).toEqual({ status: 'queued' });
  await clearCart({ sync: false });
}

describe('going online', () => {
  it('sends queued tasks, reloads the cart with the client state forced and asks to confirm the waiting order', async () => {
    const seen = withOrderApi();
    await orderOffline();
    await queueTask({ url: '/api/user/me', payload: { customer: { firstname: 'Ada' } } });
    env.online = true;
    let asked = 0;
    const result = await goneOnline(() => void asked++);
    expect(result).toEqual({ sent: [], askedToConfirm: true });
    expect(asked).toBe(1);
    expect(seen.orders).toHaveLength(0);
    expect((await allTasks()).every((task) => task.transmited)).toBe(true);
    // The browser cart (emptied by the offline order) won: the server cart's line is gone.
    expect(env.shop.linesOf('cart-1')).toEqual({});
    expect($offlineOrders.get()).toHaveLength(1);
  });

  it('sends the waiting order without asking on the thank-you page or with automatic transmission', async () => {
    for (const mode of ['thank-you', 'automatic'] as const) {
      const seen = withOrderApi();
      await orderOffline();
      env.online = true;
      setThankYouShown(mode === 'thank-you');
      offlineOrdersConfig.automatic_transmission_enabled = mode === 'automatic';
      const result = await goneOnline(() => {
        throw new Error('must not ask');
      });
      expect(result.sent.map((s) => s.result.status)).toEqual(['placed']);
      expect(seen.orders).toHaveLength(1);
      expect($offlineOrders.get()).toEqual([]);
      setThankYouShown(false);
      offlineOrdersConfig.automatic_transmission_enabled = false;
    }
  });
});
