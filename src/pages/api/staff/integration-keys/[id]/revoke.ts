import { staffRevokeKey } from '../../../../../lib/server/staff/integrations.ts';
import { staffBind, staffEndpoint } from '../../../../../lib/server/staff/route.ts';
import { staffKeyRevokeContract } from '../../../../../lib/staff/integrations-contract.ts';

/** `POST /api/staff/integration-keys/{id}/revoke`: revoke a key. */
export const ALL = staffEndpoint(
  staffBind(staffKeyRevokeContract, ({ params, staff, ctx }) => staffRevokeKey(params.id, { staff, ctx })),
);
