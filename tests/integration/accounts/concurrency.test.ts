import { eq } from 'drizzle-orm';
import { beforeAll, expect, it } from 'vitest';
import * as t from '../../../src/lib/server/db/schema/index.ts';
import * as createRoute from '../../../src/pages/api/user/create.ts';
import * as resetRoute from '../../../src/pages/api/user/reset-password.ts';
import * as createPasswordRoute from '../../../src/pages/api/user/create-password.ts';
import * as loginRoute from '../../../src/pages/api/user/login.ts';
import { resetMailsSettled } from '../../../src/lib/server/accounts/password-reset.ts';
import { callApi } from '../../support/call-api.ts';
import { describeEachDatabase } from '../../support/db.ts';
import { GOOD_PASSWORD, readOutbox, resetLinkOf, signUp, uniqueEmail, useTempConfig } from './helpers.ts';

describeEachDatabase('accounts under concurrent calls', (ctx) => {
  let outbox = '';
  beforeAll(() => {
    outbox = useTempConfig();
  });

  it('creates one account when the same email signs up three times at once', async () => {
    const email = uniqueEmail('samtidig');
    const answers = await Promise.all(
      [1, 2, 3].map((n) =>
        callApi(createRoute, {
          method: 'POST',
          body: { customer: { email, firstname: `N${n}`, lastname: 'L' }, password: GOOD_PASSWORD },
        }),
      ),
    );
    expect(answers.map((a) => a.code).sort()).toEqual([200, 400, 400]);
    expect(
      answers
        .filter((a) => a.code === 400)
        .every((a) => a.result === 'A customer with the same email address already exists.'),
    ).toBe(true);
    expect(await ctx.db.select().from(t.customers).where(eq(t.customers.email, email))).toHaveLength(1);
  });

  it('lets a reset token set one password when it is used twice at once', async () => {
    const a = await signUp();
    await callApi(resetRoute, { method: 'POST', body: { email: a.email } });
    await resetMailsSettled();
    const mail = readOutbox(outbox)
      .filter((m) => m.to === a.email)
      .at(-1)!;
    const resetToken = resetLinkOf(mail.text).resetToken!;
    expect(resetToken).toBeTruthy();
    const passwords = ['Första-Nya-Lösen-1', 'Andra-Nya-Lösen-2'];
    const answers = await Promise.all(
      passwords.map((newPassword) =>
        callApi(createPasswordRoute, { method: 'POST', body: { email: a.email, newPassword, resetToken } }),
      ),
    );
    expect(answers.map((x) => x.code).sort()).toEqual([200, 400]);
    const winner = passwords[answers.findIndex((x) => x.code === 200)]!;
    const loser = passwords.find((p) => p !== winner)!;
    expect((await callApi(loginRoute, { method: 'POST', body: { username: a.email, password: winner } })).code).toBe(
      200,
    );
    expect((await callApi(loginRoute, { method: 'POST', body: { username: a.email, password: loser } })).code).toBe(
      401,
    );
  });

  it('lets at most 5 of 12 simultaneous wrong passwords from one address for one account reach the password check', async () => {
    const a = await signUp();
    const answers = await Promise.all(
      Array.from({ length: 12 }, (_, i) =>
        callApi(loginRoute, {
          method: 'POST',
          body: { username: a.email, password: `Gissning-${i}-x` },
          clientAddress: '198.51.100.50',
        }),
      ),
    );
    const codes = answers.map((x) => x.code);
    expect(codes.filter((c) => c === 401)).toHaveLength(5);
    expect(codes.filter((c) => c === 429)).toHaveLength(7);
    expect(answers.find((x) => x.code === 429)!.headers.get('retry-after')).toMatch(/^\d+$/);
  });
});
