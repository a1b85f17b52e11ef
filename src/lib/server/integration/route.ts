/** Adapters of the integration API (`/api/integration/…`). More in README.md. */
import { createHash } from 'node:crypto';
import type { APIRoute } from 'astro';
import { and, eq } from 'drizzle-orm';
import type { AnyContract } from '../../api-client/contract.ts';
import { consume } from '../accounts/rate-limit.ts';
import { recordAudit, type Actor } from '../audit/service.ts';
import { getDb, type Db } from '../db/client.ts';
import { idempotencyKeys } from '../db/schema/index.ts';
import {
  ApiError,
  bearerFrom,
  catalogError,
  endpoint,
  envelope,
  type ApiContext,
  type ApiHandler,
} from '../http/api.ts';
import { contractHandler, type ContractHandler, type ContractInput } from '../http/contract-route.ts';
import { AfterCommit } from '../orders/effects.ts';
import type { IntegrationKey } from '../../integration/scopes.ts';
import { keyOf } from './keys.ts';

/** What an integration handler gets besides its parsed input: the call's transaction, its actor and key. */
export interface IntegrationInput<C extends AnyContract> extends ContractInput<C> {
  /** The call's transaction: pass it (and `after`) to the services so the answer commits with the change. */
  db: Db;
  after: AfterCommit;
  actor: Actor;
  key: IntegrationKey;
}

/** An integration call's handler. */
export type IntegrationHandler<C extends AnyContract> = (input: IntegrationInput<C>) => ReturnType<ContractHandler<C>>;

type Binding = readonly [AnyContract, IntegrationHandler<AnyContract>];

/** Binds a handler to its integration contract. */
export function bindIntegration<C extends AnyContract>(contract: C, handler: IntegrationHandler<C>): Binding {
  return [contract, handler as unknown as IntegrationHandler<AnyContract>];
}

const IDEMPOTENCY_KEY = /^[\x21-\x7e]{1,200}$/;

/** The entity a call is about (an order number, an endpoint or delivery id), for its audit entry. */
const entityOf = (contract: AnyContract, params: unknown): { entityType: string; entityId: string } | undefined => {
  const values = (params ?? {}) as Record<string, unknown>;
  if (values.orderNumber) return { entityType: 'order', entityId: String(values.orderNumber) };
  if (values.id) return { entityType: contract.name.split('.')[1] ?? 'id', entityId: String(values.id) };
  return undefined;
};

/** One integration call: key, scope, throttle, then the contract's parsing and the handler in a transaction. */
function integrationHandler(contract: AnyContract, handler: IntegrationHandler<AnyContract>): ApiHandler {
  return async (ctx: ApiContext) => {
    const db = await getDb();
    const presented = bearerFrom(ctx.request);
    if (!presented) throw catalogError(401, 'integrationKeyMissing');
    const key = await keyOf(db, presented);
    if (!key) throw catalogError(401, 'integrationKeyInvalid');
    const requestId = ctx.request.headers.get('x-request-id');
    const actor: Actor = {
      type: 'integration',
      id: key.id,
      name: key.name,
      context: { ip: ctx.clientAddress, call: contract.name, ...(requestId ? { request_id: requestId } : {}) },
    };
    const audit = (writer: Db, status: number, extra: Record<string, unknown> = {}, params?: unknown) =>
      recordAudit(writer, actor, {
        action: `api.${contract.name}`,
        ...entityOf(contract, params),
        after: { status, ...extra },
      });
    if (contract.scope && !key.scopes.includes(contract.scope)) {
      await audit(db, 403, { missing_scope: contract.scope });
      throw catalogError(403, 'integrationScope', { scope: contract.scope });
    }
    await consume({ key: `integration:${key.id}`, max: key.rate_limit, windowMs: 60_000 });
    const idempotency = contract.method === 'GET' ? null : ctx.request.headers.get('idempotency-key');
    return contractHandler(contract, async (input) => {
      if (idempotency !== null && !IDEMPOTENCY_KEY.test(idempotency)) throw catalogError(400, 'idempotencyKeyInvalid');
      const fingerprint = createHash('sha256')
        .update(JSON.stringify([contract.name, input.params ?? null, input.query ?? null, input.body ?? null]))
        .digest('base64url');
      const after = new AfterCommit();
      let replay: { status: number; response: unknown } | undefined;
      try {
        const result = await db.transaction(async (raw) => {
          const tx = raw as unknown as Db;
          if (idempotency !== null) {
            // A concurrent call with the same key waits here until the first commits (or rolls back).
            const claimed = await tx
              .insert(idempotencyKeys)
              .values({ keyId: key.id, idempotencyKey: idempotency, fingerprint, status: 0 })
              .onConflictDoNothing()
              .returning({ keyId: idempotencyKeys.keyId });
            if (claimed.length === 0) {
              const [first] = await tx
                .select()
                .from(idempotencyKeys)
                .where(and(eq(idempotencyKeys.keyId, key.id), eq(idempotencyKeys.idempotencyKey, idempotency)));
              if (first!.fingerprint !== fingerprint) throw catalogError(409, 'idempotencyConflict');
              replay = { status: first!.status, response: first!.response };
              await audit(tx, first!.status, { idempotency_key: idempotency, replayed: true }, input.params);
              return undefined;
            }
          }
          const value = await handler({ ...input, db: tx, after, actor, key });
          await audit(tx, 200, idempotency !== null ? { idempotency_key: idempotency } : {}, input.params);
          if (idempotency !== null)
            await tx
              .update(idempotencyKeys)
              .set({ status: 200, response: value as unknown })
              .where(and(eq(idempotencyKeys.keyId, key.id), eq(idempotencyKeys.idempotencyKey, idempotency)));
          return value;
        });
        if (replay) return envelope(replay.status, replay.response, undefined, { 'Idempotent-Replayed': 'true' });
        await after.run();
        return result;
      } catch (error) {
        if (error instanceof ApiError && error.code < 500)
          await audit(db, error.code, { message: error.message }, input.params);
        throw error;
      }
    })(ctx);
  };
}

/** The route of one integration path: each binding answers its contract's method; other methods are 405. */
export function integrationEndpoint(...bindings: Binding[]): APIRoute {
  return endpoint(
    Object.fromEntries(bindings.map(([contract, handler]) => [contract.method, integrationHandler(contract, handler)])),
  );
}
