import { z } from 'astro/zod';
import { errorMessages, formMessages } from '../../i18n/errors.ts';

/** `product_option` of a cart line: configurable, bundle and custom options (api-contract.md "Cart"). */
export const productOptionSchema = z.object({
  extension_attributes: z.object({
    configurable_item_options: z.array(z.object({
      option_id: z.union([z.string().max(40), z.number().int()]),
      option_value: z.union([z.string().max(80), z.number()]),
    })).max(20).optional(),
    bundle_options: z.array(z.object({
      option_id: z.union([z.string().max(40), z.number().int()]),
      option_qty: z.number().int().min(1).max(1000).optional(),
      option_selections: z.array(z.union([z.string().max(40), z.number().int()])).max(20),
    })).max(20).optional(),
    custom_options: z.array(z.object({
      option_id: z.union([z.string().max(40), z.number().int()]),
      option_value: z.union([z.string().max(500), z.number()]),
    })).max(20).optional(),
  }).partial().optional(),
}).loose();

/** An identifier as clients send them (cart ids, codes, tokens, skus): printable ASCII, so nothing else reaches a query. */
export const IDENTIFIER = /^[\x21-\x7e]{1,100}$/;


/** A product option as the cart stores it. */
export type ProductOption = z.infer<typeof productOptionSchema>;

/** A quantity: a positive integer. */
export const qtySchema = z.number({ error: formMessages.qtyPositiveInteger }).int(formMessages.qtyPositiveInteger).min(1, formMessages.qtyPositiveInteger).max(10_000, errorMessages.qtyUnavailable);

/** The body of `POST /api/cart/update`. */
export const cartUpdateSchema = z.object({
  cartItem: z.object({
    sku: z.string().min(1).max(64),
    qty: qtySchema,
    item_id: z.union([z.number().int().positive(), z.string().regex(/^\d{1,9}$/).transform(Number)]).optional(),
    product_option: productOptionSchema.optional().nullable(),
    quoteId: z.string().max(100).optional(),
  }),
});

/** The body of `POST /api/cart/delete`. */
export const cartDeleteSchema = z.object({
  cartItem: z.object({
    item_id: z.union([z.number().int().positive(), z.string().regex(/^\d{1,9}$/).transform(Number)]),
    sku: z.string().max(64).optional(),
  }),
});

/** A shipping or billing address as checkout sends it (both camelCase and snake_case country fields). */
export const checkoutAddressSchema = z.object({
  firstname: z.string().max(100).optional(),
  lastname: z.string().max(100).optional(),
  street: z.union([z.array(z.string().max(200)).max(4), z.string().max(200)]).optional(),
  city: z.string().max(100).optional(),
  postcode: z.string().max(20).optional(),
  countryId: z.string().max(2).optional(),
  country_id: z.string().max(2).optional(),
  region: z.union([z.string().max(100), z.object({}).loose()]).optional().nullable(),
  telephone: z.string().max(40).optional(),
  email: z.string().max(200).optional(),
  company: z.string().max(200).optional(),
}).loose();

/** A checkout address as sent by the storefront. */
export type CheckoutAddress = z.infer<typeof checkoutAddressSchema>;

/** The body of `POST /api/cart/shipping-methods`. */
export const shippingMethodsSchema = z.object({
  address: z.object({
    country_id: z.string().length(2),
    region: z.string().max(100).optional().nullable(),
    street: z.union([z.array(z.string().max(200)).max(4), z.string().max(200)]).optional().nullable(),
    postcode: z.string().max(20).optional().nullable(),
    city: z.string().max(100).optional().nullable(),
  }).loose(),
});

/** The body of `POST /api/cart/shipping-information`. */
export const shippingInformationSchema = z.object({
  addressInformation: z.object({
    shippingAddress: checkoutAddressSchema,
    billingAddress: checkoutAddressSchema.optional(),
    shippingCarrierCode: z.string().min(1).max(40),
    shippingMethodCode: z.string().min(1).max(40),
  }),
});

/** The body of `POST /api/cart/collect-totals`. */
export const collectTotalsSchema = z.object({
  methods: z.object({
    paymentMethod: z.object({ method: z.string().min(1).max(40) }).optional(),
    shippingCarrierCode: z.string().min(1).max(40).optional(),
    shippingMethodCode: z.string().min(1).max(40).optional(),
  }).optional(),
});
