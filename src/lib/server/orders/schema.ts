import { z } from 'astro/zod';
import { checkoutAddressSchema, productOptionSchema, qtySchema } from '../cart/schema.ts';

/** The body of `POST /api/order` (api-contract.md "Orders"). */
export const orderSchema = z.object({
  order_id: z.string().min(1).max(128),
  cart_id: z.string().min(1).max(100).optional().nullable(),
  user_id: z.union([z.string().max(40), z.number()]).optional().nullable(),
  products: z.array(z.object({
    sku: z.string().min(1).max(64),
    qty: qtySchema,
    product_option: productOptionSchema.optional().nullable(),
  }).loose()).min(1).max(100),
  addressInformation: z.object({
    shippingAddress: checkoutAddressSchema,
    billingAddress: checkoutAddressSchema.optional().nullable(),
    shipping_method_code: z.string().min(1).max(40),
    shipping_carrier_code: z.string().min(1).max(40),
    service_point_id: z.string().max(100).optional().nullable(),
    payment_method_code: z.string().min(1).max(40),
    payment_method_additional: z.record(z.string(), z.unknown()).optional().nullable(),
  }).loose(),
  created_at: z.string().max(40).optional().nullable(),
  updated_at: z.string().max(40).optional().nullable(),
  transmited: z.boolean().optional(),
}).loose();

/** An order as the client sends it. */
export type OrderInput = z.infer<typeof orderSchema>;

export type { OrderAnswer } from '../../orders/schema.ts';
