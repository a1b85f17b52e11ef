/** The data rights of a customer: the schemas of the data download and of the account deletion (browser-safe). */
import { z } from 'astro/zod';
import { reviewSchema } from '../engagement/contract.ts';
import { customerAddressSchema, customerSchema, historyOrderSchema, passwordSchema } from './schema.ts';

/** The body of `POST /api/user/delete`: the password, asked again. */
export const deleteAccountSchema = z.object({ password: passwordSchema });

/** Everything the shop keeps about a customer, as the data download gives it. */
export const dataExportSchema = z.object({
  exported_at: z.string().describe('ISO 8601'),
  profile: customerSchema.omit({ addresses: true }).extend({ updated_at: z.string() }),
  addresses: z.array(customerAddressSchema),
  orders: z.array(
    historyOrderSchema.extend({ kept_until: z.string().describe('Last day the order is kept for bookkeeping') }),
  ),
  reviews: z.array(reviewSchema),
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
