/** Staff members and the staff command as actors of the audit log. */
import type { Actor } from '../audit/service.ts';
import type { ApiContext } from '../http/api.ts';
import type { StaffPrincipal } from './sessions.ts';

/** A signed-in staff member as the actor of a change, with where the call came from. */
export function staffActor(
  staff: Pick<StaffPrincipal, 'id' | 'email'>,
  ctx?: Pick<ApiContext, 'request' | 'clientAddress'>,
): Actor {
  const requestId = ctx?.request.headers.get('x-request-id');
  return {
    type: 'staff',
    id: staff.id,
    name: staff.email,
    ...(ctx ? { context: { address: ctx.clientAddress, ...(requestId ? { requestId } : {}) } } : {}),
  };
}
