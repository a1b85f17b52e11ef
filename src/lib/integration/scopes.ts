/** What an integration key may do (browser-safe: the back office offers them, the contracts declare them). */
import { z } from 'astro/zod';

/** Every scope, and what it allows. */
export const SCOPES = {
  'orders:read': 'List orders changed since a cursor, read one order',
  'orders:write': 'Set an order status, add a shipment, cancel, refund',
  'catalog:write': 'Set regular prices',
  'stock:write': 'Set stock levels',
  'reviews:read': 'List reviews waiting for moderation',
  'reviews:write': 'Approve or reject reviews',
  'webhooks:manage': 'List, create and delete webhook endpoints, read and resend their deliveries',
} as const;

/** A scope of an integration key. */
export type Scope = keyof typeof SCOPES;

/** The scope names. */
export const SCOPE_NAMES = Object.keys(SCOPES) as [Scope, ...Scope[]];

/** A scope of an integration key. */
export const scopeSchema = z.enum(SCOPE_NAMES);

/** A new key: a name (which system it is for), its scopes and its calls per minute. */
export const integrationKeyInputSchema = z.object({
  name: z
    .string()
    .trim()
    .min(1)
    .max(60)
    .regex(/^[\p{L}\p{N} ._-]+$/u, { error: 'Please fix the validation errors' }),
  scopes: z.array(scopeSchema).min(1).max(SCOPE_NAMES.length),
  rate_limit: z.number().int().min(1).max(100_000).default(600).describe('Calls per minute'),
});
/** A new key. */
export type IntegrationKeyInput = z.input<typeof integrationKeyInputSchema>;

/** A key as lists show it: never the key itself, only its first characters. */
export const integrationKeySchema = z.object({
  id: z.number(),
  name: z.string(),
  prefix: z.string(),
  scopes: z.array(z.string()),
  rate_limit: z.number(),
  created_by: z.string(),
  created_at: z.string(),
  last_used_at: z.string().nullable(),
  revoked_at: z.string().nullable(),
});
/** A key as lists show it. */
export type IntegrationKey = z.infer<typeof integrationKeySchema>;
