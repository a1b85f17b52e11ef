/**
 * Back office API routes from their contracts: the session, the Origin and the role are checked (`requireStaff`)
 * before the input is parsed, so nothing of a call reaches its service for a caller who may not make it. A route
 * file is `export const ALL = staffEndpoint(staffBind(contract, handler), …)`.
 */
import type { APIRoute } from 'astro';
import type { AnyContract } from '../../api-client/contract.ts';
import { endpoint } from '../http/api.ts';
import { contractHandler, type ContractHandler, type ContractInput } from '../http/contract-route.ts';
import { requireStaff } from './access.ts';
import type { StaffPrincipal } from './sessions.ts';

/** A staff call's handler: the parsed input, the request context and the staff member making it. */
export type StaffHandler<C extends AnyContract> = (
  input: ContractInput<C> & { staff: StaffPrincipal },
) => ReturnType<ContractHandler<C>>;

/** One staff contract with its handler. */
export type StaffBinding = readonly [AnyContract, StaffHandler<AnyContract>];

/** Binds a handler to its staff contract (keeps input and result typed by the contract). */
export function staffBind<C extends AnyContract>(contract: C, handler: StaffHandler<C>): StaffBinding {
  if (contract.auth !== 'staff') throw new Error(`${contract.name} is not a staff contract`);
  return [contract, handler as unknown as StaffHandler<AnyContract>];
}

/** The route of one path of the back office API: each binding answers its contract's method; others are 405. */
export function staffEndpoint(...bindings: StaffBinding[]): APIRoute {
  return endpoint(
    Object.fromEntries(
      bindings.map(([contract, handler]) => [
        contract.method,
        async (ctx) => {
          const staff = await requireStaff(ctx, contract.staffAction);
          return contractHandler(contract, (input) => handler({ ...input, staff }))(ctx);
        },
      ]),
    ),
  );
}
