import { z } from 'astro/zod';
import { errorMessages, formMessages } from '../i18n/errors.ts';

/** The id of a product option: its code or its number. */
const optionId = z.union([z.string().max(40), z.number().int()]);
/** The options of one kind chosen for a line (at most 20). */
const chosenOptions = <T extends z.ZodType>(option: T) => z.array(option).max(20).optional();

/** `product_option` of a cart line: configurable, bundle and custom options. */
export const productOptionSchema = z
  .object({
    extension_attributes: z
      .object({
        configurable_item_options: chosenOptions(
          z.object({ option_id: optionId, option_value: z.union([z.string().max(80), z.number()]) }),
        ),
        bundle_options: chosenOptions(
          z.object({
            option_id: optionId,
            option_qty: z.number().int().min(1).max(1000).optional(),
            option_selections: z.array(optionId).max(20),
          }),
        ),
        custom_options: chosenOptions(
          z.object({ option_id: optionId, option_value: z.union([z.string().max(500), z.number()]) }),
        ),
      })
      .partial()
      .optional(),
  })
  .loose();

/** An identifier as clients send them (cart ids, codes, tokens, skus): printable ASCII, so nothing else reaches a query. */
export const IDENTIFIER = /^[\x21-\x7e]{1,100}$/;

/** A product option as the cart stores it. */
export type ProductOption = z.infer<typeof productOptionSchema>;

/** A quantity: a positive integer. */
export const qtySchema = z
  .number({ error: formMessages.qtyPositiveInteger })
  .int(formMessages.qtyPositiveInteger)
  .min(1, formMessages.qtyPositiveInteger)
  .max(10_000, errorMessages.qtyUnavailable);

/** The body of `POST /api/cart/create`: with a customer token, the guest cart to merge into the customer's cart once. */
export const cartCreateSchema = z.object({
  guestCartId: z.string().regex(IDENTIFIER, errorMessages.cartRecreate).optional(),
});

/** The body of `POST /api/cart/update`. */
export const cartUpdateSchema = z.object({
  cartItem: z.object({
    sku: z.string().min(1).max(64),
    qty: qtySchema,
    item_id: z
      .union([
        z.number().int().positive(),
        z
          .string()
          .regex(/^\d{1,9}$/)
          .transform(Number),
      ])
      .optional(),
    product_option: productOptionSchema.optional().nullable(),
    quoteId: z.string().max(100).optional(),
    qty_mode: z
      .enum(['add', 'set'])
      .optional()
      .describe(
        "Without item_id: 'add' (the default) raises the qty of the line with the same option checksum; 'set' makes qty that line's quantity, so a repeated push of the same client line (a retry after a lost answer) changes nothing",
      ),
  }),
});

/** The body of `POST /api/cart/update` as a client sends it. */
export type CartUpdateInput = z.input<typeof cartUpdateSchema>;

/** The body of `POST /api/cart/delete`. */
export const cartDeleteSchema = z.object({
  cartItem: z.object({
    item_id: z.union([
      z.number().int().positive(),
      z
        .string()
        .regex(/^\d{1,9}$/)
        .transform(Number),
    ]),
    sku: z.string().max(64).optional(),
  }),
});

/** A shipping or billing address as checkout sends it (both camelCase and snake_case country fields). */
export const checkoutAddressSchema = z
  .object({
    firstname: z.string().max(100).optional(),
    lastname: z.string().max(100).optional(),
    street: z.union([z.array(z.string().max(200)).max(4), z.string().max(200)]).optional(),
    city: z.string().max(100).optional(),
    postcode: z.string().max(20).optional(),
    countryId: z.string().max(2).optional(),
    country_id: z.string().max(2).optional(),
    region: z
      .union([z.string().max(100), z.object({}).loose()])
      .optional()
      .nullable(),
    telephone: z.string().max(40).optional(),
    email: z.string().max(200).optional(),
    company: z.string().max(200).optional(),
  })
  .loose();

/** A checkout address as sent by the storefront. */
export type CheckoutAddress = z.infer<typeof checkoutAddressSchema>;

/** The body of `POST /api/cart/shipping-methods`. */
export const shippingMethodsSchema = z.object({
  address: z
    .object({
      country_id: z.string().length(2),
      region: z.string().max(100).optional().nullable(),
      street: z
        .union([z.array(z.string().max(200)).max(4), z.string().max(200)])
        .optional()
        .nullable(),
      postcode: z.string().max(20).optional().nullable(),
      city: z.string().max(100).optional().nullable(),
    })
    .loose(),
});

/** The body of `POST /api/cart/shipping-methods` as a client sends it. */
export type ShippingMethodsInput = z.input<typeof shippingMethodsSchema>;

/** The body of `POST /api/cart/shipping-information`. */
export const shippingInformationSchema = z.object({
  addressInformation: z.object({
    shippingAddress: checkoutAddressSchema,
    billingAddress: checkoutAddressSchema.optional(),
    shippingCarrierCode: z.string().min(1).max(40),
    shippingMethodCode: z.string().min(1).max(40),
  }),
});

/** The body of `POST /api/cart/shipping-information` as a client sends it. */
export type ShippingInformationInput = z.input<typeof shippingInformationSchema>;

/** The body of `POST /api/cart/collect-totals`: `methods` is required, each method in it optional. */
export const collectTotalsSchema = z.object({
  methods: z.object({
    paymentMethod: z.object({ method: z.string().min(1).max(40) }).optional(),
    shippingCarrierCode: z.string().min(1).max(40).optional(),
    shippingMethodCode: z.string().min(1).max(40).optional(),
  }),
});

/** A line of the server cart (`CartItem`). */
export const cartItemSchema = z.object({
  item_id: z.number().int(),
  sku: z.string().describe('The sellable sku (the child sku of a configurable product)'),
  qty: z.number().int().min(1),
  name: z.string(),
  price: z.number().describe('Unit price incl. tax in the store currency (tier prices of the customer group apply)'),
  product_type: z.string(),
  quote_id: z.string(),
  product_option: productOptionSchema.optional(),
  /** The chosen colour, size or package parts as the shopper reads them. */
  options: z.array(z.object({ label: z.string(), value: z.string() })).optional(),
});
/** A cart line as the server stores it. */
export type ServerCartItem = z.infer<typeof cartItemSchema>;

const money = z.number().describe('Store currency, tax included unless named _ex_tax/excl; two decimals at most');

/** One line of the totals. */
export const totalsItemSchema = z.object({
  item_id: z.number().int(),
  sku: z.string(),
  name: z.string(),
  qty: z.number().int(),
  price: money.describe('Unit price excl. tax'),
  price_incl_tax: money,
  row_total: money,
  row_total_incl_tax: money,
  tax_percent: z.number(),
  tax_amount: money,
  discount_amount: money.describe("Positive: the line's share of the discount"),
});
/** One line of the totals. */
export type TotalsItem = z.infer<typeof totalsItemSchema>;

/** Cart totals computed by the server (in minor units, answered in the store currency). */
export const totalsSchema = z.object({
  grand_total: money,
  base_grand_total: money,
  subtotal: money.describe('Excl. tax'),
  subtotal_incl_tax: money,
  tax_amount: money,
  base_tax_amount: money,
  shipping_amount: money.describe('Excl. tax'),
  shipping_incl_tax: money,
  base_shipping_amount: money,
  discount_amount: money.describe('Zero or negative'),
  coupon_code: z.string().nullable(),
  base_currency_code: z.string(),
  quote_currency_code: z.string(),
  items_qty: z.number().int(),
  items: z.array(totalsItemSchema),
  total_segments: z
    .array(z.object({ code: z.string(), title: z.string(), value: money }))
    .describe(
      'Codes subtotal, shipping, discount (only with a coupon, negative), giftcard (only with a gift card, negative), tax, grand_total',
    ),
});
/** Cart totals computed by the server. */
export type Totals = z.infer<typeof totalsSchema>;

/** A shipping method offered for an address (`available: false` ones are never answered). */
export const shippingMethodSchema = z.object({
  carrier_code: z.string(),
  method_code: z.string(),
  carrier_title: z.string(),
  method_title: z.string(),
  amount: money.describe('Excl. tax'),
  price_incl_tax: money,
  available: z.boolean(),
  service_point: z.boolean().describe('True: a service point must be chosen before an order is accepted'),
});
/** A shipping method offered for an address. */
export type ShippingMethod = z.infer<typeof shippingMethodSchema>;

/** A payment method offered for the cart. */
export const paymentMethodSchema = z.object({
  code: z.string(),
  title: z.string(),
  cost: money,
  cost_incl_tax: money,
  default: z.boolean().optional(),
});
/** A payment method offered for the cart. */
export type PaymentMethod = z.infer<typeof paymentMethodSchema>;

/** The answer of `POST /api/cart/shipping-information`. */
export const shippingInformationResultSchema = z.object({
  totals: totalsSchema,
  payment_methods: z.array(paymentMethodSchema),
});
/** The answer of `POST /api/cart/shipping-information`. */
export type ShippingInformationResult = z.infer<typeof shippingInformationResultSchema>;

/** A pickup location of a carrier. */
export const servicePointSchema = z.object({
  id: z.string(),
  name: z.string(),
  street: z.string(),
  postcode: z.string(),
  city: z.string(),
  country_id: z.string(),
  carrier_code: z.string(),
  distance_km: z.number().optional(),
  opening_hours: z.array(z.string()).describe("One text per open day in the store's language, e.g. 'mån 08:00–20:00'"),
});
/** A pickup location of a carrier. */
export type ServicePoint = z.infer<typeof servicePointSchema>;

/** A stock record (GET /api/stock/check and /list). */
export const stockRecordSchema = z.object({
  sku: z.string(),
  product_id: z.number().int().optional(),
  qty: z.number(),
  is_in_stock: z.boolean(),
  manage_stock: z.boolean(),
});
/** A stock record. */
export type StockRecord = z.infer<typeof stockRecordSchema>;
