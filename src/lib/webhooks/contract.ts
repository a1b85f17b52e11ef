/**
 * The webhook endpoint calls as both the back office (`/api/staff/webhooks…`) and the integration API
 * (`/api/integration/webhooks…`) offer them, on the same services: what each call does, takes and answers is declared
 * here once; each family adds its name, path, who may call and its examples.
 */
import { z } from 'astro/zod';
import { rowIdParamsSchema } from '../api-client/fields.ts';
import {
  webhookActiveInputSchema,
  webhookDeliverySchema,
  webhookEndpointInputSchema,
  webhookEndpointSchema,
} from './schema.ts';

const unknownId = { 404: ['notFound'] } as const;

/** GET …/webhooks. */
export const webhookListCall = {
  method: 'GET',
  summary: 'Webhook endpoints, newest first, with their pending and failed deliveries',
  result: z.array(webhookEndpointSchema),
} as const;

/** POST …/webhooks: a new endpoint; its signing secret is in the answer, once. */
export const webhookCreateCall = {
  method: 'POST',
  summary: 'Adds a webhook endpoint; the answer holds its signing secret (whsec_…), shown this once',
  body: webhookEndpointInputSchema,
  result: webhookEndpointSchema.extend({ secret: z.string() }),
} as const;

/** DELETE …/webhooks/{id}. */
export const webhookDeleteCall = {
  method: 'DELETE',
  summary: 'Removes a webhook endpoint with its deliveries',
  params: rowIdParamsSchema,
  result: z.literal(true),
  errors: unknownId,
} as const;

/** POST …/webhooks/{id}/active: pauses (`false`) or resumes (`true`) an endpoint. */
export const webhookActiveCall = {
  method: 'POST',
  summary: 'Pauses or resumes a webhook endpoint; a paused one keeps its events and is sent them on resuming',
  params: rowIdParamsSchema,
  body: webhookActiveInputSchema,
  result: webhookEndpointSchema,
  errors: unknownId,
} as const;

/** GET …/webhooks/{id}/deliveries: an endpoint's deliveries with their attempts (each family has its own query). */
export const webhookDeliveriesCall = {
  method: 'GET',
  params: rowIdParamsSchema,
  result: z.array(webhookDeliverySchema),
  errors: unknownId,
} as const;

/** POST …/webhooks/deliveries/{id}/resend. */
export const webhookResendCall = {
  method: 'POST',
  summary: 'Sends a delivery again now (a failed one is retried for another day)',
  params: rowIdParamsSchema,
  result: webhookDeliverySchema,
  errors: unknownId,
} as const;
