/** The back office's customer search and view (browser-safe schemas). */
import { z } from 'astro/zod';
import { customerSchema } from '../accounts/schema.ts';
import { formMessages } from '../i18n/errors.ts';
import { staffOrderSummarySchema } from './orders.ts';
import { fix, staffPageNumberSchema, staffPageSchema } from './schema.ts';

/** A search of customers by e-mail or name (or part), and its page. */
export const staffCustomersQuerySchema = z.object({
  q: z.string(fix).trim().min(1, { error: formMessages.required }).max(100, fix),
  page: staffPageNumberSchema,
});

/** A customer in the search result. */
export const staffCustomerRowSchema = z.object({
  id: z.number(),
  email: z.string(),
  firstname: z.string(),
  lastname: z.string(),
  store_code: z.string(),
  created_at: z.string(),
});
/** A customer in the search result. */
export type StaffCustomerRow = z.infer<typeof staffCustomerRowSchema>;

/** A page of found customers. */
export const staffCustomerPageSchema = staffPageSchema(staffCustomerRowSchema);

/** A customer with addresses and orders (their own and those placed with their address as a guest). */
export const staffCustomerSchema = z.object({ customer: customerSchema, orders: z.array(staffOrderSummarySchema) });
/** A customer with addresses and orders. */
export type StaffCustomer = z.infer<typeof staffCustomerSchema>;
