/**
 * The back office's integration calls as the contract results test makes them (kept here so that file stays short):
 * a key created, listed and revoked; a webhook endpoint created, paused and resumed, a stock change delivered to it, its deliveries
 * read, one resent, the endpoint removed.
 */
import type { AnyContract } from '../../src/lib/api-client/contract.ts';
import * as calls from '../../src/lib/staff/integrations-contract.ts';
import { staffStockSetContract } from '../../src/lib/staff/stock-contract.ts';
import type { HttpAnswer, TestInput } from './http.ts';
import type { ContractResult } from '../../src/lib/api-client/client.ts';

/** The test's call: sends a contract's request, expects a 2xx and checks the answer against the contract. */
type Call = <C extends AnyContract>(contract: C, input?: TestInput<C>) => Promise<HttpAnswer<ContractResult<C>>>;

/** Every integration call of the back office, each answering 2xx, as an administrator (`headers`). */
export async function staffIntegrationCalls(call: Call, headers: Record<string, string>, sku: string, qty: number) {
  const key = await call(calls.staffKeyCreateContract, { body: { name: 'kassa', scopes: ['orders:read'] }, headers });
  await call(calls.staffKeysContract, { headers });
  await call(calls.staffKeyRevokeContract, { params: { id: String(key.result.id) }, headers });
  const body = { url: 'http://127.0.0.1:9/nordpeak', events: ['stock.changed' as const] };
  const params = { id: String((await call(calls.staffWebhookCreateContract, { body, headers })).result.id) };
  await call(calls.staffWebhooksContract, { headers });
  await call(calls.staffWebhookActiveContract, { params, body: { active: false }, headers });
  await call(calls.staffWebhookActiveContract, { params, body: { active: true }, headers });
  await call(staffStockSetContract, { body: { sku, qty: qty + 1 }, headers });
  const deliveries = await call(calls.staffDeliveriesContract, { params, query: {}, headers });
  await call(calls.staffResendContract, { params: { id: String(deliveries.result[0]!.id) }, headers });
  await call(calls.staffWebhookDeleteContract, { params, headers });
}
