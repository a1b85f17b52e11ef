/** The data rights of a customer: the schemas of the data download and of the account deletion (browser-safe). */
import { z } from 'astro/zod';
import { customerAddressSchema, historyOrderSchema, passwordSchema } from './schema.ts';

/** The body of `POST /api/user/delete`: the password, asked again. */
export const deleteAccountSchema = z.object({ password: passwordSchema });

/** Everything the shop keeps about a customer, as the data download gives it. */
export const dataExportSchema = z.object({
  exported_at: z.string().describe('ISO 8601'),
  profile: z.object({
    id: z.number().int(),
    email: z.string(),
    firstname: z.string(),
    lastname: z.string(),
    group_id: z.number().int(),
    store_code: z.string(),
    created_at: z.string(),
    updated_at: z.string(),
  }),
  addresses: z.array(customerAddressSchema),
  orders: z.array(
    historyOrderSchema.extend({ kept_until: z.string().describe('Last day the order is kept for bookkeeping') }),
  ),
  reviews: z.array(
    z.object({
      id: z.number().int(),
      product_id: z.number().int(),
      store_code: z.string(),
      title: z.string(),
      detail: z.string(),
      nickname: z.string(),
      ratings: z.array(z.object({ rating_name: z.string(), value: z.number() })),
      status: z.string(),
      created_at: z.string(),
    }),
  ),
  newsletter: z
    .object({ email: z.string(), status: z.string(), store_code: z.string(), updated_at: z.string() })
    .nullable(),
  stock_alerts: z.array(
    z.object({ sku: z.string(), store_code: z.string(), created_at: z.string(), notified_at: z.string().nullable() }),
  ),
  consents: z.array(
    z.object({
      purpose: z.string().describe('What the consent is for (newsletter: marketing mails)'),
      granted: z.boolean(),
      store_code: z.string(),
      recorded_at: z.string(),
    }),
  ),
  logins: z.array(
    z.object({ started_at: z.string(), expires_at: z.string(), active: z.boolean() }).describe('Login sessions'),
  ),
});
/** Everything the shop keeps about a customer. */
export type DataExport = z.infer<typeof dataExportSchema>;
