/** How a back office call runs an order service: the database, the staff member as actor, their store limit. */
import { getDb, type Db } from '../db/client.ts';
import type { Actor } from '../audit/service.ts';
import type { ApiContext } from '../http/api.ts';
import type { LifecycleOptions } from '../orders/lifecycle.ts';
import { staffActor } from './actor.ts';
import type { StaffPrincipal } from './sessions.ts';

/** Runs `change` with the database, the actor and the options of a staff member's call. */
export async function asStaff<T>(
  staff: StaffPrincipal,
  ctx: ApiContext,
  change: (db: Db, actor: Actor, options: LifecycleOptions) => Promise<T>,
): Promise<T> {
  return change(await getDb(), staffActor(staff, ctx), staff.storeCode ? { onlyStore: staff.storeCode } : {});
}
