/** The cart calls, declared once for the server, the browser and the tests. */
import { z } from 'astro/zod';
import { contractGroup } from '../api-client/contract.ts';
import {
  cartCreateSchema,
  cartDeleteSchema,
  cartItemSchema,
  cartUpdateSchema,
  collectTotalsSchema,
  paymentMethodSchema,
  shippingInformationResultSchema,
  shippingInformationSchema,
  shippingMethodSchema,
  shippingMethodsSchema,
  totalsSchema,
} from './schema.ts';

/** The cart a call acts on: a guest cart id (holding it is the capability) or the customer's, with their token. */
export const cartQuerySchema = z.object({
  cartId: z.string().max(200).describe('The cart id (at least 128 random bits)'),
});
/** A cart call: a guest's or, with a token, a customer's cart in the store of `?storeCode=`. */
const cartContract = contractGroup({ tag: 'Cart', auth: 'optional' });
const cartExample = { query: { cartId: 'no-such-cart' } };
const cartGone = { 404: ['cartRecreate'] } as const;

/** POST /api/cart/create?token: a new guest cart id, or with a token the customer's active cart (created if none). */
export const cartCreateContract = cartContract({
  name: 'cart.create',
  method: 'POST',
  path: '/api/cart/create',
  summary:
    "A new guest cart id, or with a token the customer's active cart (created if none); with a token and guestCartId the guest cart's lines are merged into it once (the login merge, safe to repeat)",
  body: cartCreateSchema,
  bodyRequired: false,
  result: z.string(),
});

/** GET /api/cart/pull?token&cartId: the cart's lines. */
export const cartPullContract = cartContract({
  name: 'cart.pull',
  method: 'GET',
  path: '/api/cart/pull',
  summary: "The cart's lines",
  query: cartQuerySchema,
  result: z.array(cartItemSchema),
  errors: cartGone,
  examples: [cartExample],
});

/** POST /api/cart/update?token&cartId `{ cartItem }`: adds a line or sets its qty (`qty_mode: 'set'`: idempotent); answers the stored line. */
export const cartUpdateContract = cartContract({
  name: 'cart.update',
  method: 'POST',
  path: '/api/cart/update',
  summary:
    "Adds a line (or raises the qty of the line with the same option checksum; with qty_mode 'set' sets it, safe to repeat), or with item_id sets that line's qty",
  query: cartQuerySchema,
  body: cartUpdateSchema,
  result: cartItemSchema,
  errors: { 400: ['qtyPositiveInteger', 'productsUnavailable', 'optionsUnavailable', 'qtyUnavailable'], ...cartGone },
  examples: [{ ...cartExample, body: { cartItem: { sku: '150001-001', qty: 1 } } }],
});

/** POST /api/cart/delete?token&cartId `{ cartItem: { item_id } }`: removes the line. */
export const cartDeleteContract = cartContract({
  name: 'cart.delete',
  method: 'POST',
  path: '/api/cart/delete',
  summary: 'Removes a line',
  query: cartQuerySchema,
  body: cartDeleteSchema,
  result: z.literal(true),
  errors: cartGone,
  examples: [{ ...cartExample, body: { cartItem: { item_id: 1, sku: '150001-001' } } }],
});

/** GET /api/cart/totals?token&cartId: the cart's totals. */
export const cartTotalsContract = cartContract({
  name: 'cart.totals',
  method: 'GET',
  path: '/api/cart/totals',
  summary: "The cart's totals",
  query: cartQuerySchema,
  result: totalsSchema,
  errors: cartGone,
  examples: [cartExample],
});

/** GET /api/cart/payment-methods?token&cartId: the payment methods of the cart. */
export const cartPaymentMethodsContract = cartContract({
  name: 'cart.paymentMethods',
  method: 'GET',
  path: '/api/cart/payment-methods',
  summary: "The cart's payment methods (avarda always; no cash on delivery for carts of only virtual products)",
  query: cartQuerySchema,
  result: z.array(paymentMethodSchema),
  errors: cartGone,
  examples: [cartExample],
});

/** POST /api/cart/shipping-methods?token&cartId `{ address }`: the available shipping methods for the address. */
export const cartShippingMethodsContract = cartContract({
  name: 'cart.shippingMethods',
  method: 'POST',
  path: '/api/cart/shipping-methods',
  summary: 'Available shipping methods for an address (none for a country the store does not serve)',
  query: cartQuerySchema,
  body: shippingMethodsSchema,
  result: z.array(shippingMethodSchema),
  errors: cartGone,
  examples: [{ ...cartExample, body: { address: { country_id: 'SE' } } }],
});

/** POST /api/cart/shipping-information?token&cartId `{ addressInformation }`: `{ totals, payment_methods }`. */
export const cartShippingInformationContract = cartContract({
  name: 'cart.shippingInformation',
  method: 'POST',
  path: '/api/cart/shipping-information',
  summary: 'Saves addresses and the shipping method; answers the totals and payment methods',
  query: cartQuerySchema,
  body: shippingInformationSchema,
  result: shippingInformationResultSchema,
  errors: { 400: ['address'], ...cartGone },
  examples: [
    {
      ...cartExample,
      body: {
        addressInformation: {
          shippingAddress: { countryId: 'SE', postcode: '11122' },
          shippingCarrierCode: 'postnord',
          shippingMethodCode: 'home',
        },
      },
    },
  ],
});

/** POST /api/cart/collect-totals?token&cartId `{ methods }`: chooses the methods and answers the totals. */
export const cartCollectTotalsContract = cartContract({
  name: 'cart.collectTotals',
  method: 'POST',
  path: '/api/cart/collect-totals',
  summary: 'Chooses payment and shipping methods; answers the totals',
  query: cartQuerySchema,
  body: collectTotalsSchema,
  result: totalsSchema,
  errors: cartGone,
  examples: [{ ...cartExample, body: { methods: { paymentMethod: { method: 'avarda' } } } }],
});

/** POST /api/cart/apply-coupon?token&cartId&coupon: `true`, or 400 when the code cannot be used. */
export const cartApplyCouponContract = cartContract({
  name: 'cart.applyCoupon',
  method: 'POST',
  path: '/api/cart/apply-coupon',
  summary: 'Applies a coupon (percent or fixed in the store currency; expiry; usage limit counted at order time)',
  query: cartQuerySchema.extend({ coupon: z.string().max(200) }),
  result: z.literal(true),
  errors: { 400: ['couponInvalid'], ...cartGone },
  examples: [{ query: { cartId: 'no-such-cart', coupon: 'VINTER10' } }],
});

/** POST /api/cart/delete-coupon?token&cartId: removes the coupon. */
export const cartDeleteCouponContract = cartContract({
  name: 'cart.deleteCoupon',
  method: 'POST',
  path: '/api/cart/delete-coupon',
  summary: 'Removes the coupon',
  query: cartQuerySchema,
  result: z.literal(true),
  errors: cartGone,
  examples: [cartExample],
});
