import { staffCreateKey, staffKeys } from '../../../../lib/server/staff/integrations.ts';
import { staffBind, staffEndpoint } from '../../../../lib/server/staff/route.ts';
import { staffKeyCreateContract, staffKeysContract } from '../../../../lib/staff/integrations-contract.ts';

/** `GET /api/staff/integration-keys`: the keys; `POST`: a new one, shown once. */
export const ALL = staffEndpoint(
  staffBind(staffKeysContract, () => staffKeys()),
  staffBind(staffKeyCreateContract, ({ body, staff, ctx }) => staffCreateKey(body, { staff, ctx })),
);
