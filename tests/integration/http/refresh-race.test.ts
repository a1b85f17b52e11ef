/**
 * Refresh token rotation under concurrency, over HTTP against the built shop: a refresh token works once, and a second
 * use (a leaked token) revokes its whole login session. More in README.md.
 */
import { describe, expect, it } from 'vitest';
import {
  userCreateContract,
  userLoginContract,
  userMeContract,
  userRefreshContract,
} from '../../../src/lib/accounts/contract.ts';
import { testRequest } from '../../support/http.ts';

const TRIALS = 50;
const PARALLEL = 4;

describe('refresh token rotation', () => {
  it(`${PARALLEL} parallel refreshes with one token, ${TRIALS} times: every token of the session is refused afterwards`, async () => {
    const email = `refresh-race-${Date.now()}@example.se`;
    const password = 'Fjällräv-2026!';
    const created = await testRequest(userCreateContract, {
      body: { customer: { email, firstname: 'Rut', lastname: 'Race' }, password },
    });
    expect(created.status).toBe(200);
    const failures: string[] = [];
    // A client address of its own (the shop believes X-Forwarded-For from its loopback proxy): failed logins of
    // other files from the shared address would slow each of these 50 logins down by up to 8 s.
    const headers = { 'x-forwarded-for': `203.0.113.${Math.floor(Math.random() * 250) + 1}` };
    for (let trial = 0; trial < TRIALS; trial += 1) {
      const login = await testRequest(userLoginContract, { body: { username: email, password }, headers });
      expect(login.status).toBe(200);
      const refreshToken = login.meta!['refreshToken'] as string;
      const answers = await Promise.all(
        Array.from({ length: PARALLEL }, () => testRequest(userRefreshContract, { body: { refreshToken } })),
      );
      const won = answers.filter((answer) => answer.status === 200);
      if (won.length !== 1 || answers.some((answer) => answer.status !== 200 && answer.status !== 401))
        failures.push(`trial ${trial}: answers ${answers.map((answer) => answer.status).join(', ')}`);
      const refreshTokens = [refreshToken, ...won.map((answer) => answer.meta!['refreshToken'] as string)];
      const accessTokens = [login.result, ...won.map((answer) => answer.result)];
      for (const [index, token] of refreshTokens.entries()) {
        const again = await testRequest(userRefreshContract, { body: { refreshToken: token } });
        if (again.status !== 401) failures.push(`trial ${trial}: refresh token ${index} answered ${again.status}`);
      }
      for (const [index, token] of accessTokens.entries()) {
        const me = await testRequest(userMeContract, { token });
        if (me.status !== 401) failures.push(`trial ${trial}: access token ${index} answered ${me.status}`);
      }
    }
    expect(failures).toEqual([]);
  }, 180_000);
});
