import { z } from 'astro/zod';
import { emptyAsAbsent } from '../api-client/fields.ts';
import { isEmail, isPostcode } from '../forms/rules.ts';
import { errorMessages, errorText, formMessages } from '../i18n/errors.ts';
import { shipmentSchema } from '../orders/lifecycle.ts';

const required = { error: formMessages.required };
const invalidEmail = { error: formMessages.invalidEmail };
/**
 * The type error of a field: absent is 'Field is required'; present with the wrong type 'Please fix the validation
 * errors' (a value was given, so "required" would mislead).
 */
export const requiredOrFix = {
  error: (issue: { input?: unknown }) => (issue.input === undefined ? formMessages.required : formMessages.fixErrors),
};
// No control characters in names and address lines (they end up in mails, labels and headers).
const NO_CONTROL = /^[^\u0000-\u001f\u007f]*$/;

/** A trimmed single-line text of at most `max` characters; `min` 1 makes it required. */
export const line = (max: number, min = 0) =>
  z
    .string(required)
    .trim()
    .min(min, required)
    .max(max, { error: errorText('maxChars', { max }) })
    .regex(NO_CONTROL, required);

/** An email address, trimmed and lower-cased ('Not a valid emailadress' otherwise). */
export const emailSchema = z
  .string(invalidEmail)
  .trim()
  .toLowerCase()
  .max(254, invalidEmail)
  .refine(isEmail, invalidEmail);

/**
 * A password as typed (the policy is checked separately, with its own messages). Absent or empty: 'Field is
 * required'; present but not a string, or beyond any policy (over 1024 characters): 'Please fix the validation errors'.
 */
export const passwordSchema = z.string(requiredOrFix).min(1, required).max(1024, { error: formMessages.fixErrors });

/** A customer address as the API takes it (snake_case like the contract). */
export const addressInputSchema = z
  .object({
    id: z.number().int().positive().optional(),
    firstname: line(100, 1),
    lastname: line(100, 1),
    street: z
      .array(line(100))
      .min(1, required)
      .max(4)
      .refine((lines) => lines.some((l) => l.length > 0), required),
    city: line(100, 1),
    postcode: line(20, 1),
    country_id: z
      .string(required)
      .trim()
      .toUpperCase()
      .regex(/^[A-Z]{2}$/, required),
    region: z.union([line(100), z.object({ region: line(100).nullish() })]).nullish(),
    telephone: line(40).nullish(),
    company: line(100).nullish(),
    default_shipping: z.boolean().optional(),
    default_billing: z.boolean().optional(),
  })
  .superRefine((address, ctx) => {
    // The same postcode rule as checkout: a saved address must be one an order can be sent to.
    if (address.postcode && !isPostcode(address.country_id, address.postcode))
      ctx.addIssue({ code: 'custom', path: ['postcode'], message: errorMessages.invalidPostcode });
  });
/** A customer address as given by the client. */
export type AddressInput = z.infer<typeof addressInputSchema>;

/** The body of `POST /api/user/create`. */
export const createCustomerSchema = z.object({
  customer: z.object({
    email: emailSchema,
    firstname: line(100, 1),
    lastname: line(100, 1),
    addresses: z.array(addressInputSchema).max(20).optional(),
  }),
  password: passwordSchema,
  /** Order ids of guest orders placed in this browser; those with the same e-mail join the new account. */
  guest_orders: z.array(z.string().min(1).max(128)).max(20).optional(),
});

/** The body of `POST /api/user/me`: only these fields change, anything else is ignored. */
export const updateCustomerSchema = z.object({
  customer: z.object({
    email: emailSchema.optional(),
    firstname: line(100, 1).optional(),
    lastname: line(100, 1).optional(),
    addresses: z.array(addressInputSchema).max(20).optional(),
  }),
});

/** The body of `POST /api/user/login`. */
export const loginSchema = z.object({
  username: z.string(required).trim().min(1, required).max(254, invalidEmail),
  password: passwordSchema,
});

/** A refresh token as sent back by the client. */
export const refreshTokenSchema = z.string(required).min(1, required).max(200, required);

/** The body of `POST /api/user/change-password`. */
export const changePasswordSchema = z.object({ currentPassword: passwordSchema, newPassword: passwordSchema });

/** The body of `POST /api/user/create-password`. */
export const createPasswordSchema = z.object({
  email: emailSchema,
  newPassword: passwordSchema,
  resetToken: z.string(required).min(1, required).max(200, required),
});

// An empty parameter (`?pageSize=`) means its default; a value that is not a whole number above 0 is named as such.
const greaterThanZero = { error: formMessages.greaterThanZero };
/** Paging of the order history (contract defaults: 20 per page, page 1). */
export const orderHistoryQuerySchema = z.object({
  pageSize: z.preprocess(
    emptyAsAbsent,
    z.coerce
      .number(greaterThanZero)
      .int(greaterThanZero)
      .min(1, greaterThanZero)
      .max(100, { error: 'Maximum 100 allowed' })
      .default(20),
  ),
  currentPage: z.preprocess(
    emptyAsAbsent,
    z.coerce
      .number(greaterThanZero)
      .int(greaterThanZero)
      .min(1, greaterThanZero)
      .max(100_000, { error: 'Maximum 100000 allowed' })
      .default(1),
  ),
});

/** A customer address as the API answers it. */
export const customerAddressSchema = z.object({
  id: z.number().int(),
  firstname: z.string(),
  lastname: z.string(),
  street: z.array(z.string()),
  city: z.string(),
  postcode: z.string(),
  country_id: z.string(),
  region: z.string().optional(),
  telephone: z.string().optional(),
  company: z.string().optional(),
  default_shipping: z.boolean(),
  default_billing: z.boolean(),
});
/** A customer address as the API answers it. */
export type CustomerAddress = z.infer<typeof customerAddressSchema>;

/** The `Customer` of the contract: never a password hash or token. */
export const customerSchema = z.object({
  id: z.number().int(),
  email: z.string(),
  firstname: z.string(),
  lastname: z.string(),
  group_id: z.number().int(),
  store_code: z.string(),
  created_at: z.string().describe('ISO 8601'),
  addresses: z.array(customerAddressSchema),
});
/** The `Customer` of the contract. */
export type Customer = z.infer<typeof customerSchema>;

/** One line of an order of the order history. */
export const historyOrderItemSchema = z.object({
  item_id: z.number().int(),
  product_id: z.number().int().nullable(),
  sku: z.string(),
  name: z.string(),
  qty_ordered: z.number().int(),
  price_incl_tax: z.number(),
  row_total_incl_tax: z.number(),
  tax_percent: z.number(),
  tax_amount: z.number(),
  discount_amount: z.number(),
  product_option: z.record(z.string(), z.unknown()).nullable(),
  options: z.array(z.object({ label: z.string(), value: z.string() })).optional(),
});

/** One order of the order history. */
export const historyOrderSchema = z.object({
  entity_id: z.number().int(),
  increment_id: z.string(),
  order_number: z.string(),
  created_at: z.string(),
  status: z.string(),
  store_code: z.string(),
  store_name: z.string(),
  customer_email: z.string(),
  currency: z.string(),
  order_currency_code: z.string(),
  subtotal_incl_tax: z.number(),
  tax_amount: z.number(),
  shipping_incl_tax: z.number(),
  discount_amount: z.number(),
  gift_card_amount: z.number(),
  grand_total: z.number(),
  total_due: z.number(),
  coupon_code: z.string().nullable(),
  shipping_method: z.string(),
  payment: z.object({ method: z.string() }),
  shipping_address: z.record(z.string(), z.unknown()),
  billing_address: z.record(z.string(), z.unknown()),
  items: z.array(historyOrderItemSchema),
  shipments: z.array(shipmentSchema).describe("Parcels sent, with the carrier's tracking link"),
  refunded_amount: z.number(),
});
/** One order of the order history. */
export type HistoryOrder = z.infer<typeof historyOrderSchema>;

/** A page of the order history. */
export const orderHistorySchema = z.object({
  items: z.array(historyOrderSchema),
  total_count: z.number().int(),
  search_criteria: z.object({ page_size: z.number().int(), current_page: z.number().int() }),
});
/** A page of the order history. */
export type OrderHistory = z.infer<typeof orderHistorySchema>;
