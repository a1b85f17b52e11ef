/** The back office's order list and its order calls (browser-safe schemas). */
import { z } from 'astro/zod';
import { optionalField } from '../api-client/fields.ts';
import { orderStatusSchema } from '../orders/status.ts';
import { storeCodes } from '../store-view/config.ts';
import { fix, staffPageNumberSchema, staffPageSchema } from './schema.ts';

const day = z
  .string(fix)
  .regex(/^\d{4}-\d{2}-\d{2}$/, fix)
  .refine((text) => !Number.isNaN(Date.parse(text)), fix);

/** Filters and page of the order list: store, status, days (inclusive, shop time) and a search text. */
export const staffOrdersQuerySchema = z.object({
  store: optionalField(z.enum(storeCodes, fix)),
  status: optionalField(orderStatusSchema),
  from: optionalField(day),
  to: optionalField(day),
  q: optionalField(z.string(fix).trim().max(100, fix)).describe(
    'An order number, an e-mail address or a name (or part)',
  ),
  page: staffPageNumberSchema,
});
/** Filters and page of the order list. */
export type StaffOrdersQuery = z.input<typeof staffOrdersQuerySchema>;

/** An order in the list. */
export const staffOrderSummarySchema = z.object({
  order_number: z.string(),
  created_at: z.string(),
  store_code: z.string(),
  status: orderStatusSchema,
  customer_name: z.string(),
  email: z.string(),
  grand_total: z.number(),
  currency: z.string(),
});
/** An order in the list. */
export type StaffOrderSummary = z.infer<typeof staffOrderSummarySchema>;

/** A page of the order list, newest first. */
export const staffOrderPageSchema = staffPageSchema(staffOrderSummarySchema);
/** A page of the order list. */
export type StaffOrderPage = z.infer<typeof staffOrderPageSchema>;

/** An order number in a path. */
export const orderNumberParamsSchema = z.object({ number: z.string(fix).max(20, fix) });

/** The statuses staff set directly (a cancellation is a call of its own, with its own permission). */
export const staffStatusSchema = z.object({
  status: z.enum(['processing', 'delivered'], fix),
  note: optionalField(z.string(fix).trim().max(500, fix)),
});

/** A mail of an order's history to send again, by its outbox row. */
export const staffResendSchema = z.object({
  mail_id: z.number(fix).int(fix).positive(fix).max(Number.MAX_SAFE_INTEGER, fix),
});
