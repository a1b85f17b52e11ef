/**
 * `/api` adapters built from their contract: the path parameters, query and body are parsed with the contract's
 * schemas (a failure is a 400 with catalogue messages), then the handler calls the service and its result goes out
 * in the envelope. A route file is `export const ALL = contractEndpoint(bind(contract, handler), …)`, one binding per method.
 */
import type { APIRoute } from 'astro';
import type { z } from 'astro/zod';
import type { AnyContract } from '../../api-client/contract.ts';
import { errorText, type ErrorName } from '../../i18n/errors.ts';
import { config } from '../config/config.ts';
import { endpoint, parseWith, type ApiContext, type ApiHandler } from './api.ts';
import { isRetriedOnConnectionLoss, retryOnConnectionLoss } from './retry.ts';
import { throttleCall } from './throttle.ts';

type Out<T> = [Exclude<T, undefined>] extends [z.ZodType] ? z.output<Exclude<T, undefined>> : undefined;

/** What a contract's handler receives: the parsed input and the request context. */
export interface ContractInput<C extends AnyContract> {
  params: Out<C['params']>;
  query: Out<C['query']>;
  body: Out<C['body']>;
  ctx: ApiContext;
}

/** A contract's handler: answers the result (or a Response, e.g. with `meta`). */
export type ContractHandler<C extends AnyContract> = (
  input: ContractInput<C>,
) => Promise<z.input<C['result']> | Response> | z.input<C['result']> | Response;

/** One contract with its handler. */
export type ContractBinding = readonly [AnyContract, ContractHandler<AnyContract>];

/** Binds a handler to its contract (keeps the handler's input and result typed by the contract). */
export function bind<C extends AnyContract>(contract: C, handler: ContractHandler<C>): ContractBinding {
  return [contract, handler as unknown as ContractHandler<AnyContract>];
}

function invalidMessage(contract: AnyContract): string | undefined {
  return contract.invalid ? errorText(contract.invalid as ErrorName, { email: config().supportEmail }) : undefined;
}

/**
 * The handler of one contract: counts its throttle, parses its input, then runs `handler`, again after a lost
 * database connection when that is safe (a GET, or a handler marked with `retriedOnConnectionLoss`; see retry.ts).
 */
export function contractHandler<C extends AnyContract>(contract: C, handler: ContractHandler<C>): ApiHandler {
  const retried = contract.method === 'GET' || isRetriedOnConnectionLoss(handler);
  return async (ctx) => {
    if (contract.throttle) await throttleCall(contract.throttle, ctx.clientAddress);
    const message = invalidMessage(contract);
    const params = contract.params ? parseWith(contract.params, ctx.params, message) : undefined;
    const query = contract.query
      ? parseWith(contract.query, Object.fromEntries(ctx.url.searchParams), message)
      : undefined;
    let body: unknown;
    if (contract.body) {
      // An empty body reads as {} (readJsonBody); a JSON null is not a request body.
      body = parseWith(contract.body, await ctx.body(), message);
    }
    const input = { params, query, body, ctx } as ContractInput<C>;
    return retried ? retryOnConnectionLoss(() => handler(input)) : handler(input);
  };
}

/** The route of one path: each binding answers its contract's method; other methods are 405. */
export function contractEndpoint(...bindings: ContractBinding[]): APIRoute {
  return endpoint(
    Object.fromEntries(bindings.map(([contract, handler]) => [contract.method, contractHandler(contract, handler)])),
  );
}
