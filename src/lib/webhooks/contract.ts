/**
 * The webhook endpoint calls as both the back office (`/api/staff/webhooks…`) and the integration API
 * (`/api/integration/webhooks…`) offer them, on the same services: what each call does, takes and answers is declared
 * here once; each family adds its base path, names, who may call and its examples.
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

/**
 * The webhook endpoint calls under a family's base path (`/api/staff/webhooks`, `/api/integration/webhooks`): method,
 * path, what each takes and answers.
 */
export function webhookCalls(base: string) {
  return {
    /** GET …/webhooks. */
    list: {
      method: 'GET',
      path: base,
      summary: 'Webhook endpoints, newest first, with their pending and failed deliveries',
      result: z.array(webhookEndpointSchema),
    },
    /** POST …/webhooks: a new endpoint; its signing secret is in the answer, once. */
    create: {
      method: 'POST',
      path: base,
      summary: 'Adds a webhook endpoint; the answer holds its signing secret (whsec_…), shown this once',
      body: webhookEndpointInputSchema,
      result: webhookEndpointSchema.extend({ secret: z.string() }),
    },
    /** DELETE …/webhooks/{id}. */
    delete: {
      method: 'DELETE',
      path: `${base}/{id}`,
      summary: 'Removes a webhook endpoint with its deliveries',
      params: rowIdParamsSchema,
      result: z.literal(true),
      errors: unknownId,
    },
    /** POST …/webhooks/{id}/active: pauses (`false`) or resumes (`true`) an endpoint. */
    active: {
      method: 'POST',
      path: `${base}/{id}/active`,
      summary: 'Pauses or resumes a webhook endpoint; a paused one keeps its events and is sent them on resuming',
      params: rowIdParamsSchema,
      body: webhookActiveInputSchema,
      result: webhookEndpointSchema,
      errors: unknownId,
    },
    /** GET …/webhooks/{id}/deliveries: an endpoint's deliveries with their attempts (each family has its own query). */
    deliveries: {
      method: 'GET',
      path: `${base}/{id}/deliveries`,
      params: rowIdParamsSchema,
      result: z.array(webhookDeliverySchema),
      errors: unknownId,
    },
    /** POST …/webhooks/deliveries/{id}/resend. */
    resend: {
      method: 'POST',
      path: `${base}/deliveries/{id}/resend`,
      summary: 'Sends a delivery again now (a failed one is retried for another day)',
      params: rowIdParamsSchema,
      result: webhookDeliverySchema,
      errors: unknownId,
    },
  } as const;
}
