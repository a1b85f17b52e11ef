import { z } from 'astro/zod';
import { checkoutAddressSchema, productOptionSchema, qtySchema } from '../cart/schema.ts';

/** The answer to an accepted order: shared by the order service and the browser client. */
export const orderAnswerSchema = z.object({
  order_number: z.string().describe('Per store: SE1000001, NO1000001, FI1000001 …'),
  order_id: z.string(),
  customer_email: z.string(),
  grand_total: z.number(),
  currency: z.string(),
  status: z.string(),
});
/** The answer to an accepted order. */
export type OrderAnswer = z.infer<typeof orderAnswerSchema>;

/** An option of an order or cart line as the shopper reads it ("Färg: Blå", "Bindning: Rottefella Xcelerator"). */
export const lineOptionSchema = z.object({ label: z.string(), value: z.string() });
/** An option of an order or cart line as the shopper reads it. */
export type LineOption = z.infer<typeof lineOptionSchema>;

/** An address of an order as the shopper reads it: name, street, postcode, city, country and company. */
export const orderAddressSchema = z.object({
  firstname: z.string(),
  lastname: z.string(),
  street: z.array(z.string()),
  postcode: z.string(),
  city: z.string(),
  countryId: z.string(),
  company: z.string().optional(),
});

/** A placed order as the confirmation page shows it: lines with their options, totals, address and e-mail. */
export const orderSummarySchema = z.object({
  order_number: z.string(),
  /** The order's id (its idempotency key): a guest keeps it to claim the order when registering. */
  order_id: z.string(),
  customer_email: z.string(),
  currency: z.string(),
  items: z.array(
    z.object({
      sku: z.string(),
      name: z.string(),
      qty: z.number(),
      row_total_incl_tax: z.number(),
      options: z.array(lineOptionSchema),
    }),
  ),
  subtotal_incl_tax: z.number(),
  shipping_incl_tax: z.number(),
  discount_amount: z.number(),
  gift_card_amount: z.number(),
  tax_amount: z.number(),
  grand_total: z.number(),
  shipping_address: orderAddressSchema,
  shipping_method: z.string(),
  service_point: z.string().optional(),
  /** The payment method actually used (card, invoice, partpayment) or the order's method code. */
  payment_method: z.string(),
});
/** A placed order as the confirmation page shows it. */
export type OrderSummary = z.infer<typeof orderSummarySchema>;

/** The body of `POST /api/order`. */
export const orderSchema = z
  .object({
    order_id: z.string().min(1).max(128),
    cart_id: z.string().min(1).max(100).optional().nullable(),
    user_id: z
      .union([z.string().max(40), z.number()])
      .optional()
      .nullable(),
    products: z
      .array(
        z
          .object({
            sku: z.string().min(1).max(64),
            qty: qtySchema,
            product_option: productOptionSchema.optional().nullable(),
          })
          .loose(),
      )
      .min(1)
      .max(100),
    addressInformation: z
      .object({
        shippingAddress: checkoutAddressSchema,
        billingAddress: checkoutAddressSchema.optional().nullable(),
        shipping_method_code: z.string().min(1).max(40),
        shipping_carrier_code: z.string().min(1).max(40),
        service_point_id: z.string().max(100).optional().nullable(),
        payment_method_code: z.string().min(1).max(40),
        payment_method_additional: z.record(z.string(), z.unknown()).optional().nullable(),
      })
      .loose(),
    created_at: z.string().max(40).optional().nullable(),
    updated_at: z.string().max(40).optional().nullable(),
    transmited: z.boolean().optional(),
  })
  .loose();

/** An order as the client sends it. */
export type OrderInput = z.infer<typeof orderSchema>;
