/** The back office's integration calls: keys and webhook endpoints (README.md "Integrations"). */
import { z } from 'astro/zod';
import { optionalField, rowIdParamsSchema } from '../api-client/fields.ts';
import { formMessages } from '../i18n/errors.ts';
import { integrationKeyInputSchema, integrationKeySchema } from '../integration/scopes.ts';
import { webhookCalls } from '../webhooks/contract.ts';
import { DELIVERY_STATUSES } from '../webhooks/schema.ts';
import { contractGroup } from '../api-client/contract.ts';
import { staffFamily } from './contract.ts';

const UNKNOWN_ID = { id: '2147483647' };
/** A back office call that manages integration keys. */
const keyContract = contractGroup({ ...staffFamily, staffAction: 'keys.manage' });
/** A back office call that manages webhook endpoints. */
const webhookContract = contractGroup({ ...staffFamily, staffAction: 'webhooks.manage' });

/** GET /api/staff/integration-keys: every key, newest first (never the key itself). */
export const staffKeysContract = keyContract({
  name: 'staff.keys',
  method: 'GET',
  path: '/api/staff/integration-keys',
  summary: 'Integration keys, newest first: name, scopes, created, last used, revoked',
  result: z.array(integrationKeySchema),
});

/** POST /api/staff/integration-keys: a new key; the key itself is in the answer, once. */
export const staffKeyCreateContract = keyContract({
  name: 'staff.keyCreate',
  method: 'POST',
  path: '/api/staff/integration-keys',
  summary: 'Creates an integration key; the answer holds the key (npk_…), shown this once',
  body: integrationKeyInputSchema,
  result: integrationKeySchema.extend({ key: z.string() }),
  errors: { 400: ['fixErrors'] },
  examples: [{ body: { name: 'erp', scopes: ['orders:read'] } }],
});

/** POST /api/staff/integration-keys/{id}/revoke: calls with the key are refused from now on. */
export const staffKeyRevokeContract = keyContract({
  name: 'staff.keyRevoke',
  method: 'POST',
  path: '/api/staff/integration-keys/{id}/revoke',
  summary: 'Revokes an integration key (revoking twice changes nothing)',
  params: rowIdParamsSchema,
  result: integrationKeySchema,
  errors: { 404: ['notFound'] },
  examples: [{ params: UNKNOWN_ID }],
});

const webhook = webhookCalls('/api/staff/webhooks');

/** GET /api/staff/webhooks: every endpoint with its pending and failed deliveries. */
export const staffWebhooksContract = webhookContract({ name: 'staff.webhooks', ...webhook.list });

/** POST /api/staff/webhooks: a new endpoint; its signing secret is in the answer, once. */
export const staffWebhookCreateContract = webhookContract({
  name: 'staff.webhookCreate',
  ...webhook.create,
  errors: { 400: ['webhookUrl'] },
  examples: [{ body: { url: 'https://erp.example.com/nordpeak', events: ['order.placed'] } }],
});

/** DELETE /api/staff/webhooks/{id}: removes an endpoint with its deliveries. */
export const staffWebhookDeleteContract = webhookContract({
  name: 'staff.webhookDelete',
  ...webhook.delete,
  examples: [{ params: UNKNOWN_ID }],
});

/** POST /api/staff/webhooks/{id}/active: pauses (`false`) or resumes (`true`) an endpoint. */
export const staffWebhookActiveContract = webhookContract({
  name: 'staff.webhookActive',
  ...webhook.active,
  examples: [{ params: UNKNOWN_ID, body: { active: false } }],
});

/** GET /api/staff/webhooks/{id}/deliveries?status: an endpoint's recent deliveries with their attempts. */
export const staffDeliveriesContract = webhookContract({
  name: 'staff.deliveries',
  summary: "An endpoint's 50 newest deliveries, each with its attempts (time, HTTP status or error)",
  ...webhook.deliveries,
  query: z.object({ status: optionalField(z.enum(DELIVERY_STATUSES, { error: formMessages.fixErrors })) }),
  examples: [{ params: UNKNOWN_ID, query: { status: 'failed' } }],
});

/** POST /api/staff/webhooks/deliveries/{id}/resend: send a delivery again now. */
export const staffResendContract = webhookContract({
  name: 'staff.resend',
  ...webhook.resend,
  examples: [{ params: UNKNOWN_ID }],
});
