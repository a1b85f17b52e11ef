/** Webhook endpoints and deliveries as the back office and the integration API show them (browser-safe). */
import { z } from 'astro/zod';
import { errorMessages, formMessages } from '../i18n/errors.ts';

/** The events the shop sends to webhook endpoints. */
export const WEBHOOK_EVENTS = [
  'order.placed',
  'order.status_changed',
  'order.shipped',
  'order.cancelled',
  'order.refunded',
  'stock.changed',
  'price.changed',
] as const;
/** An event type. */
export const webhookEventTypeSchema = z.enum(WEBHOOK_EVENTS);
/** An event type. */
export type WebhookEventType = z.infer<typeof webhookEventTypeSchema>;

/** A webhook endpoint (its secret is shown once, when it is created). */
export const webhookEndpointSchema = z.object({
  id: z.number(),
  url: z.string(),
  events: z.array(z.string()),
  description: z.string().nullable(),
  active: z.boolean(),
  created_by: z.string(),
  created_at: z.string(),
  /** Deliveries still to be made, and those given up (resendable). */
  pending: z.number(),
  failed: z.number(),
});
/** A webhook endpoint. */
export type WebhookEndpoint = z.infer<typeof webhookEndpointSchema>;

/** What a new endpoint is: an http(s) URL and the events it receives. */
export const webhookEndpointInputSchema = z.object({
  url: z
    .string()
    .trim()
    .max(500)
    .refine(
      (value) => {
        try {
          const url = new URL(value);
          return (url.protocol === 'https:' || url.protocol === 'http:') && !url.username && !url.password;
        } catch {
          return false;
        }
      },
      { error: errorMessages.webhookUrl },
    ),
  events: z.array(webhookEventTypeSchema).min(1).max(WEBHOOK_EVENTS.length),
  description: z.string().trim().max(200).optional(),
});
/** What a new endpoint is. */
export type WebhookEndpointInput = z.infer<typeof webhookEndpointInputSchema>;

/** Pausing (false) or resuming (true) an endpoint: a paused one keeps its events and is sent them on resuming. */
export const webhookActiveInputSchema = z.object({ active: z.boolean({ error: formMessages.fixErrors }) });

/** One attempt of a delivery. */
export const webhookAttemptSchema = z.object({
  at: z.string(),
  status_code: z.number().nullable(),
  error: z.string().nullable(),
  duration_ms: z.number(),
});

/** Where a delivery is: still being tried, received by the endpoint, or given up (resendable). */
export const DELIVERY_STATUSES = ['pending', 'delivered', 'failed'] as const;
/** Where a delivery is. */
export const deliveryStatusSchema = z.enum(DELIVERY_STATUSES);

/** A delivery of an event to an endpoint, with its attempts. */
export const webhookDeliverySchema = z.object({
  id: z.number(),
  endpoint_id: z.number(),
  event_id: z.string(),
  event_type: z.string(),
  status: deliveryStatusSchema,
  attempts: z.number(),
  next_attempt_at: z.string().nullable(),
  delivered_at: z.string().nullable(),
  last_status_code: z.number().nullable(),
  last_error: z.string().nullable(),
  created_at: z.string(),
  history: z.array(webhookAttemptSchema),
});
/** A delivery of an event to an endpoint. */
export type WebhookDelivery = z.infer<typeof webhookDeliverySchema>;
