/**
 * Orders, gift cards, service points and the payment provider,
 * declared once for the server, the browser and the tests.
 */
import { z } from 'astro/zod';
import { contractGroup, defineContract } from '../api-client/contract.ts';
import { servicePointSchema, totalsSchema } from '../cart/schema.ts';
import { orderAnswerSchema, orderSchema, orderSummarySchema } from '../orders/schema.ts';

const cartGone = { 404: ['cartRecreate'] } as const;
const orderRefusals = [
  'validation',
  'address',
  'productsUnavailable',
  'optionsUnavailable',
  'qtyUnavailable',
  'couponInvalid',
  'giftCardInvalid',
  'servicePoint',
  'orderIdConflict',
] as const;

/** POST /api/order?token: places an order (idempotent by order_id). */
export const orderCreateContract = defineContract({
  name: 'order.create',
  method: 'POST',
  path: '/api/order',
  tag: 'Orders',
  auth: 'optional',
  summary:
    'Places an order: idempotent by order_id; stock, coupon use and gift card balances are taken in the same transaction; a confirmation mail is sent',
  body: orderSchema,
  invalid: 'validation',
  result: orderAnswerSchema,
  errors: { 400: orderRefusals, ...cartGone, 409: ['orderIdConflict'] },
  examples: [
    {
      body: {
        order_id: 'routed',
        products: [{ sku: 'NO-SUCH-SKU', qty: 1 }],
        addressInformation: {
          shippingAddress: { countryId: 'SE' },
          shipping_method_code: 'home',
          shipping_carrier_code: 'postnord',
          payment_method_code: 'avarda',
        },
      },
    },
  ],
});

/** The cart a checkout call changes (`cart_id` of its body). */
const cartIdField = z.string({ error: 'No cart_id provided' }).min(1, 'No cart_id provided').max(200);

/** A gift card call (OpenAPI tag "Gift cards"). */
const giftCardContract = contractGroup({ tag: 'Gift cards' });

const giftCardAnswer = z.object({ code: z.string(), amount: z.number(), currency: z.string() });

/** Gift card lookups (balance, apply) per address: 20 in 15 minutes, so codes cannot be guessed in bulk. */
const giftCardThrottle = { key: 'gift-card', max: 20, windowMinutes: 15 };

/** GET /api/ext/polder/gift-card/balance/{code} → `{ code, amount, currency }`. */
export const giftCardBalanceContract = giftCardContract({
  name: 'giftCard.balance',
  method: 'GET',
  path: '/api/ext/polder/gift-card/balance/{code}',
  auth: 'none',
  summary: 'Balance of a gift card in the store currency',
  throttle: giftCardThrottle,
  params: z.object({ code: z.string().trim().min(1, 'No code provided').max(100) }),
  result: giftCardAnswer,
  errors: { 400: ['noCode', 'giftCardInvalid'], 429: ['tooManyAttempts'] },
  examples: [{ params: { code: 'NO-SUCH-CARD' } }],
});

/** The body of `POST /api/ext/polder/gift-card/apply`. */
export const giftCardApplySchema = z.object({
  cart_id: cartIdField,
  code: z.string({ error: 'No code provided' }).trim().min(1, 'No code provided').max(100),
  amount: z
    .union(
      [
        z.number(),
        z
          .string()
          .regex(/^\d+(\.\d{1,2})?$/)
          .transform(Number),
      ],
      { error: 'No amount provided' },
    )
    .pipe(z.number().positive('No amount provided').max(1e9, 'No amount provided')),
});

/** POST /api/ext/polder/gift-card/apply `{ cart_id, code, amount }` → the cart's totals. */
export const giftCardApplyContract = giftCardContract({
  name: 'giftCard.apply',
  method: 'POST',
  path: '/api/ext/polder/gift-card/apply',
  auth: 'optional',
  summary: 'Uses a gift card on a cart with an amount (at most its balance)',
  throttle: giftCardThrottle,
  body: giftCardApplySchema,
  result: totalsSchema,
  errors: { 400: ['noCartId', 'noCode', 'noAmount', 'giftCardInvalid'], ...cartGone, 429: ['tooManyAttempts'] },
  examples: [{ body: { cart_id: 'no-such-cart', code: 'NP-SE-250', amount: 10 } }],
});

/** The body of `POST /api/ext/polder/gift-card/remove`. */
export const giftCardRemoveSchema = z.object({
  cart_id: cartIdField,
  code: z.string().max(100).optional(),
});

/** POST /api/ext/polder/gift-card/remove `{ cart_id, code? }` → the cart's totals without the gift card(s). */
export const giftCardRemoveContract = giftCardContract({
  name: 'giftCard.remove',
  method: 'POST',
  path: '/api/ext/polder/gift-card/remove',
  auth: 'optional',
  summary: 'Removes the gift cards (or the one named by code) from a cart',
  body: giftCardRemoveSchema,
  result: totalsSchema,
  errors: { 400: ['noCartId'], ...cartGone },
  examples: [{ body: { cart_id: 'no-such-cart' } }],
});

/** The query of `GET /api/ext/polder/service-points`. */
export const servicePointsQuerySchema = z.object({
  country: z
    .string()
    .regex(/^[A-Za-z]{2}$/)
    .optional(),
  postcode: z.string().max(12).optional(),
  carrier: z
    .string()
    .regex(/^[a-z0-9_-]{1,40}$/)
    .optional(),
});

/** GET /api/ext/polder/service-points?country&postcode&carrier: the nearest service points (the store's country by default). */
export const servicePointsContract = defineContract({
  name: 'servicePoints.find',
  method: 'GET',
  path: '/api/ext/polder/service-points',
  tag: 'Checkout',
  auth: 'none',
  summary: "Service points of a country (the store's by default), nearest to the postcode first; at most 20",
  query: servicePointsQuerySchema,
  result: z.array(servicePointSchema),
  errors: { 400: ['fixErrors'] },
  examples: [{ query: { postcode: '11122' } }],
});

/** The body of `POST /api/ext/polder/cart/service-point`. */
export const cartServicePointSchema = z.object({
  cart_id: cartIdField,
  service_point_id: z.string().max(200).optional(),
});

/** POST /api/ext/polder/cart/service-point `{ cart_id, service_point_id }` → the chosen service point id. */
export const cartServicePointContract = defineContract({
  name: 'cart.servicePoint',
  method: 'POST',
  path: '/api/ext/polder/cart/service-point',
  tag: 'Checkout',
  auth: 'optional',
  summary: "Chooses the cart's service point",
  body: cartServicePointSchema,
  result: z.string(),
  errors: { 400: ['noCartId', 'servicePoint'], ...cartGone },
  examples: [{ body: { cart_id: 'no-such-cart', service_point_id: 'x' } }],
});

const purchaseParams = z.object({ cartId: z.string().max(200) });
const purchaseErrors = { 400: ['productsUnavailable', 'qtyUnavailable'], ...cartGone } as const;
const purchaseStep = (step: 'init' | 'load' | 'get') =>
  defineContract({
    name: `payment.${step}`,
    method: 'GET',
    path: `/api/ext/polder/avarda/${step}/{cartId}`,
    tag: 'Payment',
    auth: 'optional',
    summary: `The purchase token of a payment session bound to the cart and its grand total (${step}); the shopper pays on /pay/{token}`,
    params: purchaseParams,
    result: z.object({ token: z.string() }),
    errors: purchaseErrors,
    otherErrors: { 400: ['Empty cart'] },
    examples: [{ params: { cartId: 'no-such-cart' } }],
  });

/** GET /api/ext/polder/avarda/init/{cartId} → `{ token }`. */
export const paymentInitContract = purchaseStep('init');
/** GET /api/ext/polder/avarda/load/{cartId} → `{ token }`. */
export const paymentLoadContract = purchaseStep('load');
/** GET /api/ext/polder/avarda/get/{cartId} → `{ token }`. */
export const paymentGetContract = purchaseStep('get');

/** POST /api/ext/polder/avarda/complete/{cartId} → `{ order }` (the order the authorised payment placed). */
export const paymentCompleteContract = defineContract({
  name: 'payment.complete',
  method: 'POST',
  path: '/api/ext/polder/avarda/complete/{cartId}',
  tag: 'Payment',
  auth: 'optional',
  summary: 'Places the order of a cart whose payment session is authorised for its current total',
  params: purchaseParams,
  body: z.object({
    order_id: z.string().min(1).max(128).optional(),
    purchaseToken: z.string().max(200).nullish().describe('The purchase token of the session (informative)'),
  }),
  bodyRequired: false,
  result: z.object({ order: orderSummarySchema }),
  errors: {
    400: ['paymentIncomplete', ...orderRefusals],
    402: ['paymentDeclined'],
    ...cartGone,
    409: ['paymentChanged'],
  },
  examples: [{ params: { cartId: 'no-such-cart' }, body: {} }],
});

/** GET /api/ext/avarda-widget/init?amount → a JSON string `{ widgetJwt, paymentId, expiredUtc, months, monthlyAmount, currency }`. */
export const paymentWidgetContract = defineContract({
  name: 'payment.widget',
  method: 'GET',
  path: '/api/ext/avarda-widget/init',
  tag: 'Payment',
  auth: 'none',
  summary:
    'Part-payment widget session for an amount: a JSON string { widgetJwt, paymentId, expiredUtc, months: 24, monthlyAmount, currency }',
  query: z.object({ amount: z.string().optional() }),
  result: z.string().describe('JSON text'),
  examples: [{ query: { amount: '1000' } }],
});
