/**
 * An order as staff and other systems see it (lines with what was shipped and refunded, shipments with tracking,
 * refunds, the history with its mails), and the inputs of the lifecycle calls: browser-safe, shared by the order
 * services, the integration API's contracts and the back office.
 */
import { z } from 'astro/zod';
import { CARRIER_CODES } from './carriers.ts';
import { lineOptionSchema, orderAddressSchema } from './schema.ts';
import { orderStatusSchema, SETTABLE_STATUSES } from './status.ts';

/** An address of an order as stored, with the telephone, e-mail and region the shopper gave. */
const addressSchema = orderAddressSchema
  .extend({ telephone: z.string().optional(), email: z.string().optional(), region: z.string().optional() })
  .loose();

/** A parcel of an order: carrier, tracking number and link, and the units of each line in it. */
export const shipmentSchema = z.object({
  id: z.number(),
  carrier_code: z.string(),
  carrier_title: z.string(),
  tracking_number: z.string(),
  tracking_url: z.string().nullable().describe("The carrier's tracking page in the order's store language"),
  created_at: z.string(),
  items: z.array(z.object({ item_id: z.number(), sku: z.string(), name: z.string(), qty: z.number() })),
});
/** A parcel of an order. */
export type Shipment = z.infer<typeof shipmentSchema>;

/** A refund of an order: the amount, and the units of each line it pays back (none for an amount alone). */
export const refundSchema = z.object({
  id: z.number(),
  amount: z.number(),
  reason: z.string().nullable(),
  created_at: z.string(),
  items: z.array(z.object({ item_id: z.number(), sku: z.string(), qty: z.number(), amount: z.number() })),
});
/** A refund of an order. */
export type Refund = z.infer<typeof refundSchema>;

/** A step of an order's life, with who took it and the mail it sent. */
export const historyEntrySchema = z.object({
  event: z.enum(['placed', 'process', 'ship', 'deliver', 'cancel', 'refund']),
  from_status: z.string().nullable(),
  to_status: z.string(),
  note: z.string().nullable(),
  actor: z.object({ type: z.string(), name: z.string() }),
  at: z.string(),
  mail: z
    .object({
      id: z.number().describe('The outbox row of the mail (the back office sends it again by this id)'),
      kind: z.string(),
      to: z.string(),
      sent_at: z.string().nullable(),
    })
    .nullable()
    .describe('The mail this step sent the shopper (shipping, cancellation, refund)'),
});
/** A step of an order's life. */
export type HistoryEntry = z.infer<typeof historyEntrySchema>;

/** An order with its lines, totals, addresses, shipments, refunds and history. */
export const orderDetailSchema = z.object({
  order_number: z.string(),
  order_id: z.string().describe("The client's order id (the placement's idempotency key)"),
  store_code: z.string(),
  status: orderStatusSchema,
  created_at: z.string(),
  customer: z.object({ id: z.number().nullable(), email: z.string() }),
  currency: z.string(),
  totals: z.object({
    subtotal_incl_tax: z.number(),
    shipping_incl_tax: z.number(),
    discount_amount: z.number(),
    gift_card_amount: z.number(),
    tax_amount: z.number(),
    grand_total: z.number().describe('What was paid'),
    refunded_amount: z.number(),
  }),
  shipping_address: addressSchema,
  billing_address: addressSchema,
  shipping: z.object({ carrier_code: z.string(), method_code: z.string(), service_point_id: z.string().nullable() }),
  payment: z.object({ method: z.string() }),
  items: z.array(
    z.object({
      item_id: z.number(),
      sku: z.string(),
      name: z.string(),
      qty_ordered: z.number(),
      qty_shipped: z.number(),
      qty_refunded: z.number(),
      price_incl_tax: z.number(),
      row_total_incl_tax: z.number(),
      discount_amount: z.number(),
      tax_percent: z.number(),
      tax_amount: z.number(),
      options: z.array(lineOptionSchema),
    }),
  ),
  shipments: z.array(shipmentSchema),
  refunds: z.array(refundSchema),
  history: z.array(historyEntrySchema),
});
/** An order with everything that happened to it. */
export type OrderDetail = z.infer<typeof orderDetailSchema>;

const note = z.string().trim().max(500, { error: 'Maximum 500 characters allowed' });

/** Lines of an order by item id or sku, with a number of units. */
const lineSelectionSchema = z
  .object({
    item_id: z.number().int().positive().optional(),
    sku: z.string().min(1).max(64).optional(),
    qty: z.number().int().positive(),
  })
  .refine((line) => line.item_id !== undefined || line.sku !== undefined, {
    error: 'Field is required',
    path: ['sku'],
  });

/** Sets a status that is not the result of a shipment or refund: processing, delivered or cancelled. */
export const statusInputSchema = z.object({ status: z.enum(SETTABLE_STATUSES), note: note.optional() });
/** Sets a status. */
export type StatusInput = z.infer<typeof statusInputSchema>;

/** A parcel sent: carrier, tracking number and the units per line (every unit not yet shipped when left out). */
export const shipmentInputSchema = z.object({
  carrier: z.enum(CARRIER_CODES as [string, ...string[]]),
  tracking_number: z
    .string()
    .trim()
    .min(4)
    .max(40)
    .regex(/^[A-Za-z0-9][A-Za-z0-9 -]*$/, { error: 'Please fix the validation errors' }),
  items: z.array(lineSelectionSchema).min(1).max(100).optional(),
  note: note.optional(),
});
/** A parcel sent. */
export type ShipmentInput = z.infer<typeof shipmentInputSchema>;

/** A cancellation, with its reason. */
export const cancelInputSchema = z.object({ reason: note.optional() });
/** A cancellation. */
export type CancelInput = z.infer<typeof cancelInputSchema>;

/**
 * A refund: units per line (each at what the shopper paid for it) and/or an amount; with neither, everything paid
 * and not yet refunded. An amount with lines is the amount of those lines (e.g. less a return fee).
 */
export const refundInputSchema = z.object({
  amount: z.number().positive().max(10_000_000).multipleOf(0.01).optional(),
  items: z.array(lineSelectionSchema).min(1).max(100).optional(),
  reason: note.optional(),
});
/** A refund. */
export type RefundInput = z.infer<typeof refundInputSchema>;
