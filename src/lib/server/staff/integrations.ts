/**
 * Integration keys and webhook endpoints in the back office: the services `npm run api-key` and the integration API
 * use, with the signed-in staff member as the actor of each audited change.
 */
import { getDb } from '../db/client.ts';
import type { ApiContext } from '../http/api.ts';
import { createIntegrationKey, listIntegrationKeys, revokeIntegrationKey } from '../integration/keys.ts';
import {
  createWebhookEndpoint,
  deleteWebhookEndpoint,
  listWebhookEndpoints,
  resendWebhookDelivery,
  setWebhookEndpointActive,
  webhookDeliveriesOf,
} from '../webhooks/endpoints.ts';
import type { IntegrationKeyInput } from '../../integration/scopes.ts';
import type { WebhookDelivery, WebhookEndpointInput } from '../../webhooks/schema.ts';
import { staffActor } from './actor.ts';
import type { StaffPrincipal } from './sessions.ts';

type Who = { staff: StaffPrincipal; ctx: ApiContext };

/** Every integration key, newest first. */
export const staffKeys = async () => listIntegrationKeys(await getDb());

/** A new key (shown in this answer only). */
export const staffCreateKey = async (input: IntegrationKeyInput, { staff, ctx }: Who) =>
  createIntegrationKey(await getDb(), input, staffActor(staff, ctx));

/** Revokes a key; 404 for an unknown id. */
export const staffRevokeKey = async (id: number, { staff, ctx }: Who) =>
  revokeIntegrationKey(await getDb(), id, staffActor(staff, ctx));

/** Every webhook endpoint, newest first. */
export const staffWebhooks = async () => listWebhookEndpoints(await getDb());

/** A new endpoint (its secret shown in this answer only). */
export const staffCreateWebhook = async (input: WebhookEndpointInput, { staff, ctx }: Who) =>
  createWebhookEndpoint(await getDb(), input, staffActor(staff, ctx));

/** Removes an endpoint with its deliveries; 404 for an unknown id. */
export const staffDeleteWebhook = async (id: number, { staff, ctx }: Who) =>
  deleteWebhookEndpoint(await getDb(), id, staffActor(staff, ctx));

/** Pauses or resumes an endpoint; 404 for an unknown id. */
export const staffSetWebhookActive = async (id: number, active: boolean, { staff, ctx }: Who) =>
  setWebhookEndpointActive(await getDb(), id, active, staffActor(staff, ctx));

/** An endpoint's recent deliveries; 404 for an unknown endpoint. */
export const staffDeliveries = async (id: number, status: WebhookDelivery['status'] | undefined) =>
  webhookDeliveriesOf(await getDb(), id, { status, limit: 50 });

/** Sends a delivery again; 404 for an unknown delivery. */
export const staffResend = async (id: number, { staff, ctx }: Who) =>
  resendWebhookDelivery(await getDb(), id, staffActor(staff, ctx));
