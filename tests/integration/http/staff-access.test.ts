/**
 * Every back office call for every role: allowed exactly when the role map gives the role the action. See README.md,
 * "Every back office call for every role".
 */
import { beforeAll, describe, expect, it } from 'vitest';
import type { AnyContract } from '../../../src/lib/api-client/contract.ts';
import { apiContracts } from '../../../src/lib/api-client/contracts.ts';
import { errorText } from '../../../src/lib/i18n/errors.ts';
import { roleMay, staffRoles, type StaffRole } from '../../../src/lib/staff/roles.ts';
import { shopUrl, testRequest } from '../../support/http.ts';
import { addStaff } from '../../support/staff.ts';
import { httpShop } from '../../support/staff-http.ts';

const staffCalls = apiContracts.filter((contract) => contract.auth === 'staff');
// Sign-out ends the session the other calls use: it goes last.
const ordered = [
  ...staffCalls.filter((c) => c.name !== 'staff.logout'),
  ...staffCalls.filter((c) => c.name === 'staff.logout'),
];

function call(contract: AnyContract, headers: Record<string, string>) {
  const example = contract.examples[0] ?? {};
  return testRequest(contract, {
    ...(example.params ? { params: example.params } : {}),
    ...(example.query ? { query: example.query } : {}),
    ...(example.body !== undefined ? { body: example.body as never } : {}),
    headers: { ...example.headers, ...headers },
    storeCode: null,
  });
}

describe('every role × every back office call', () => {
  const sessions = new Map<StaffRole, Record<string, string>>();

  beforeAll(async () => {
    for (const role of staffRoles) sessions.set(role, (await addStaff(httpShop(), role)).headers);
  });

  it('covers the back office calls', () => {
    expect(staffCalls.length).toBeGreaterThanOrEqual(7);
  });

  for (const role of staffRoles) {
    it(`${role}: allowed exactly as the role map says`, async () => {
      const wrong: string[] = [];
      for (const contract of ordered) {
        const answer = await call(contract, sessions.get(role)!);
        const allowed = !contract.staffAction || roleMay(role, contract.staffAction);
        const refused = answer.status === 401 || answer.status === 403;
        if (allowed && refused) wrong.push(`${contract.name}: ${answer.status} ${answer.result}`);
        if (!allowed && !(answer.status === 403 && answer.result === errorText('staffForbidden')))
          wrong.push(`${contract.name} (${contract.staffAction}): ${answer.status} ${JSON.stringify(answer.result)}`);
        if (answer.status >= 500) wrong.push(`${contract.name}: ${answer.status}`);
      }
      expect(wrong).toEqual([]);
    });
  }

  it('no session, or a customer token alone, is 401 on every call', async () => {
    const wrong: string[] = [];
    const origin = new URL(shopUrl()).origin;
    for (const contract of staffCalls) {
      const anonymous: Record<string, string>[] = [
        { origin },
        { origin, authorization: 'Bearer eyJhbGciOiJIUzI1NiJ9.e30.x' },
      ];
      for (const headers of anonymous) {
        const answer = await call(contract, headers);
        if (answer.status !== 401 || answer.result !== errorText('staffSignInRequired'))
          wrong.push(`${contract.name}: ${answer.status} ${answer.result}`);
      }
    }
    expect(wrong).toEqual([]);
  });
});
