import { auditEntries } from '../../../lib/server/audit/service.ts';
import { getDb } from '../../../lib/server/db/client.ts';
import { staffBind, staffEndpoint } from '../../../lib/server/staff/route.ts';
import { staffAuditContract } from '../../../lib/staff/customers-contract.ts';

/** `GET /api/staff/audit`: a page of the audit log, newest first. */
export const ALL = staffEndpoint(
  staffBind(staffAuditContract, async ({ query }) => auditEntries(await getDb(), query)),
);
