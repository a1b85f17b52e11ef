/**
 * The integration API for ERP, warehouse and PIM systems, declared once (see src/lib/api-client/contract.ts):
 * `/api/integration/…`, authorised by an integration key (`Authorization: Bearer npk_…`) with the scope each call
 * names. Write calls are idempotent with an `Idempotency-Key` header. Documented in the README's "Integration API".
 */
import { z } from 'astro/zod';
import { contractGroup, type AnyContract, type CatalogueMessage } from '../api-client/contract.ts';
import { emptyAsAbsent, MAX_ROW_ID, optionalField, pagingField } from '../api-client/fields.ts';
import { moderationStatusSchema, reviewSchema, reviewStatusSchema } from '../engagement/contract.ts';
import { errorMessages } from '../i18n/errors.ts';
import { orderWriteCalls } from '../orders/contract.ts';
import { orderDetailSchema, statusInputSchema } from '../orders/lifecycle.ts';
import { webhookCalls } from '../webhooks/contract.ts';
import { deliveryStatusSchema } from '../webhooks/schema.ts';
import { batchResultSchema, priceBatchSchema, stockBatchSchema } from './catalog.ts';

/** The header an example request carries: a key the tests swap for a real one (any other system: its own key). */
export const EXAMPLE_KEY_HEADER = { authorization: 'Bearer npk_example' };

/** An integration call: authorised by an integration key, no store query. */
const integration = { tag: 'Integration', auth: 'integration', storeQuery: false } as const;
/** A family of integration calls whose example requests all carry the example key. */
const withExampleKey = <Define extends (contract: never) => AnyContract>(define: Define): Define =>
  ((contract: never) => {
    const declared = define(contract);
    return { ...declared, examples: declared.examples.map((example) => ({ ...example, headers: EXAMPLE_KEY_HEADER })) };
  }) as unknown as Define;
const integrationContract = withExampleKey(contractGroup(integration));
/** An integration call that changes an order. */
const orderWriteContract = withExampleKey(contractGroup({ ...integration, scope: 'orders:write' }));
/** An integration call that manages webhook endpoints. */
const webhookContract = withExampleKey(contractGroup({ ...integration, scope: 'webhooks:manage' }));

/** A cursor of the order changes: opaque to clients. */
export const CURSOR = /^c1\.\d{1,18}\.\d{1,18}$/;

const orderNumber = z.object({
  orderNumber: z.string().regex(/^[A-Z]{2}\d{1,12}$/, { error: errorMessages.orderNotFound }),
});

const orderExample = { params: { orderNumber: 'SE1000001' } };
/** Why an order write could not change the order (each write answers the order as it now is). */
const orderWriteErrors = {
  400: ['orderLineUnknown', 'idempotencyKeyInvalid'],
  404: ['orderNotFound'],
  409: [
    'orderCannotProcess',
    'orderCannotShip',
    'orderCannotDeliver',
    'orderCannotCancel',
    'orderCannotRefund',
    'shipmentTooMany',
    'shipmentNothingLeft',
    'refundTooMuch',
    'refundLineTooMany',
    'refundNothingLeft',
    'idempotencyConflict',
  ],
} satisfies Partial<Record<number, CatalogueMessage[]>>;

const write = orderWriteCalls('/api/integration/orders/{orderNumber}', orderNumber);

/** GET /api/integration/orders?cursor&limit: orders changed since a cursor, oldest change first. */
export const integrationOrdersContract = integrationContract({
  name: 'integration.orders.changes',
  method: 'GET',
  path: '/api/integration/orders',
  scope: 'orders:read',
  summary: 'Orders placed or changed since a cursor, in commit order; page on with next_cursor until has_more is false',
  description:
    'Start without a cursor (every order). Each order appears at its latest change; an order that changes again after a page was read appears again later. Orders whose change is still being committed are held back until it is, so paging never skips one.',
  query: z.object({
    cursor: optionalField(z.string().regex(CURSOR, { error: errorMessages.cursorInvalid })),
    limit: pagingField(100, 50),
  }),
  result: z.object({ items: z.array(orderDetailSchema), next_cursor: z.string(), has_more: z.boolean() }),
  errors: { 400: ['cursorInvalid'] },
  examples: [{ query: { limit: '10' } }],
});

/** GET /api/integration/orders/{orderNumber}: one order with lines, shipments, refunds and history. */
export const integrationOrderContract = integrationContract({
  name: 'integration.orders.get',
  method: 'GET',
  path: '/api/integration/orders/{orderNumber}',
  scope: 'orders:read',
  summary: 'One order with its lines, shipments, refunds and history',
  params: orderNumber,
  result: orderDetailSchema,
  errors: { 404: ['orderNotFound'] },
  examples: [orderExample],
});

/** POST /api/integration/orders/{orderNumber}/status: processing, delivered or cancelled. */
export const integrationStatusContract = orderWriteContract({
  name: 'integration.orders.status',
  ...write.status,
  summary: 'Sets the status of an order: processing (paid, being packed), delivered, or cancelled',
  errors: orderWriteErrors,
  body: statusInputSchema,
  examples: [{ ...orderExample, body: { status: 'processing', note: 'Plockad' } }],
});

/** POST /api/integration/orders/{orderNumber}/shipments: a parcel sent. */
export const integrationShipmentContract = orderWriteContract({
  name: 'integration.orders.ship',
  ...write.ship,
  summary:
    'Adds a shipment: carrier, tracking number and the units per line (all units left when items is left out); the shopper gets a mail with the tracking link',
  errors: orderWriteErrors,
  examples: [
    {
      ...orderExample,
      body: { carrier: 'postnord', tracking_number: 'SE12345678', items: [{ sku: '150001-001', qty: 1 }] },
    },
  ],
});

/** POST /api/integration/orders/{orderNumber}/cancel. */
export const integrationCancelContract = orderWriteContract({
  name: 'integration.orders.cancel',
  ...write.cancel,
  summary: 'Cancels a pending or processing order: its stock comes back, the payment is voided, the shopper is mailed',
  errors: orderWriteErrors,
  examples: [{ ...orderExample, body: { reason: 'Slut hos leverantören' } }],
});

/** POST /api/integration/orders/{orderNumber}/refunds. */
export const integrationRefundContract = orderWriteContract({
  name: 'integration.orders.refund',
  ...write.refund,
  summary:
    'Refunds units of lines and/or an amount (everything left when both are left out), never above what is left of what was paid',
  errors: orderWriteErrors,
  examples: [{ ...orderExample, body: { items: [{ sku: '150001-001', qty: 1 }], amount: 99, reason: 'Retur' } }],
});

const batchErrors = {
  400: ['skuUnknown', 'skuRepeated', 'idempotencyKeyInvalid'],
  409: ['idempotencyConflict'],
} satisfies Partial<Record<number, CatalogueMessage[]>>;

/** POST /api/integration/stock: up to 1,000 stock levels, all or nothing. */
export const integrationStockContract = integrationContract({
  name: 'integration.stock',
  method: 'POST',
  path: '/api/integration/stock',
  scope: 'stock:write',
  summary:
    'Sets the stock on hand of up to 1,000 skus, all or nothing; only the pages of products that changed are retired',
  description:
    'All or nothing: one unknown or repeated sku answers 400 with every problem in meta.errors (path items.N.sku) and changes nothing.',
  body: stockBatchSchema,
  result: batchResultSchema,
  errors: batchErrors,
  examples: [{ body: { items: [{ sku: '150001-001', qty: 12 }] } }],
});

/** POST /api/integration/prices: up to 1,000 regular prices, all or nothing. */
export const integrationPricesContract = integrationContract({
  name: 'integration.prices',
  method: 'POST',
  path: '/api/integration/prices',
  scope: 'catalog:write',
  summary: 'Sets the regular price (incl. tax, store currency) of up to 1,000 sku and store pairs, all or nothing',
  description: 'All or nothing, as the stock batch. The pages of changed products and the listings are retired.',
  body: priceBatchSchema,
  result: batchResultSchema,
  errors: batchErrors,
  examples: [{ body: { items: [{ sku: '150001-001', store: 'sv', price: 1299 }] } }],
});

/** GET /api/integration/reviews?status&limit: the moderation queue. */
export const integrationReviewsContract = integrationContract({
  name: 'integration.reviews.list',
  method: 'GET',
  path: '/api/integration/reviews',
  scope: 'reviews:read',
  summary: 'Reviews in a moderation state (pending by default), oldest first',
  query: z.object({
    status: z.preprocess(emptyAsAbsent, reviewStatusSchema.default('pending')),
    limit: pagingField(500, 100),
  }),
  result: z.array(reviewSchema),
  examples: [{ query: { status: 'pending' } }],
});

/** POST /api/integration/reviews/moderate: approve or reject several reviews at once. */
export const integrationModerateContract = integrationContract({
  name: 'integration.reviews.moderate',
  method: 'POST',
  path: '/api/integration/reviews/moderate',
  scope: 'reviews:write',
  summary: 'Approves (shown on the product page) or rejects reviews, all or nothing',
  body: z.object({
    ids: z.array(z.number().int().positive().max(MAX_ROW_ID)).min(1).max(500),
    status: moderationStatusSchema,
  }),
  result: z.array(reviewSchema),
  errors: { 404: ['reviewUnknown'], 400: ['idempotencyKeyInvalid'], 409: ['idempotencyConflict'] },
  examples: [{ body: { ids: [1], status: 'approved' } }],
});

const webhook = webhookCalls('/api/integration/webhooks');
const unknownEndpoint = { params: { id: '999999' } };

/** GET /api/integration/webhooks. */
export const integrationWebhooksContract = webhookContract({ name: 'integration.webhooks.list', ...webhook.list });

/** POST /api/integration/webhooks: a new endpoint; its signing secret is in the answer, once. */
export const integrationWebhookCreateContract = webhookContract({
  name: 'integration.webhooks.create',
  ...webhook.create,
  errors: { 400: ['webhookUrl', 'idempotencyKeyInvalid'], 409: ['idempotencyConflict'] },
  examples: [{ body: { url: 'https://erp.example.com/nordpeak', events: ['order.placed', 'order.shipped'] } }],
});

/** DELETE /api/integration/webhooks/{id}. */
export const integrationWebhookDeleteContract = webhookContract({
  name: 'integration.webhooks.delete',
  ...webhook.delete,
  examples: [unknownEndpoint],
});

/** POST /api/integration/webhooks/{id}/active: pauses (`false`) or resumes (`true`) an endpoint. */
export const integrationWebhookActiveContract = webhookContract({
  name: 'integration.webhooks.active',
  ...webhook.active,
  examples: [{ ...unknownEndpoint, body: { active: false } }],
});

/** GET /api/integration/webhooks/{id}/deliveries?status&limit: the deliveries of an endpoint with their attempts. */
export const integrationDeliveriesContract = webhookContract({
  name: 'integration.webhooks.deliveries',
  summary: "An endpoint's deliveries, newest first, each with its attempts (time, HTTP status or error, duration)",
  ...webhook.deliveries,
  query: z.object({ status: optionalField(deliveryStatusSchema), limit: pagingField(200, 50) }),
  examples: [{ ...unknownEndpoint, query: { status: 'failed' } }],
});

/** POST /api/integration/webhooks/deliveries/{id}/resend. */
export const integrationResendContract = webhookContract({
  name: 'integration.webhooks.resend',
  ...webhook.resend,
  examples: [unknownEndpoint],
});
