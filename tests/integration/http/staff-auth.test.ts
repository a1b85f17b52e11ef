/**
 * Staff accounts, sign-in and sessions over HTTP against the built shop. See README.md, "Staff accounts, sign-in and
 * sessions".
 */
import { describe, expect, it } from 'vitest';
import { userMeContract } from '../../../src/lib/accounts/contract.ts';
import { errorText } from '../../../src/lib/i18n/errors.ts';
import {
  staffInviteContract,
  staffLanguageContract,
  staffLoginContract,
  staffLogoutContract,
  staffMeContract,
  staffSignupCompleteContract,
  staffSignupContract,
  staffUpdateContract,
  staffVerifyContract,
} from '../../../src/lib/staff/contract.ts';
import { shopQuery, shopUrl, testRequest } from '../../support/http.ts';
import { addStaff, authenticator, signIn, signupToken, staffCommand } from '../../support/staff.ts';
import { httpShop } from '../../support/staff-http.ts';

const origin = () => ({ origin: new URL(shopUrl()).origin });

describe('staff sign-up, sign-in and sessions', () => {
  it('the command adds, lists, changes and disables staff while the shop runs; every change is in the audit log', async () => {
    const shop = httpShop();
    const email = `kommando-${Date.now()}@example.se`;
    const added = await staffCommand(shop, ['add', email.toUpperCase(), '--role', 'warehouse', '--store', 'fi']);
    expect(added).toContain(`${email} (warehouse, fi) added.`);
    expect(signupToken(added)).toMatch(/^[A-Za-z0-9_-]{43}$/);
    expect(await staffCommand(shop, ['list'])).toMatch(new RegExp(`${email}\\s+warehouse\\s+fi\\s+invited`));
    await expect(staffCommand(shop, ['add', email, '--role', 'admin'])).rejects.toThrow(errorText('staffEmailExists'));
    await expect(staffCommand(shop, ['add', 'x@example.se', '--role', 'boss'])).rejects.toThrow(/needs a role/);
    expect(await staffCommand(shop, ['role', email, 'support', '--store', 'all'])).toContain(
      `${email}: support, all stores`,
    );
    expect(await staffCommand(shop, ['disable', email])).toContain('disabled');
    const { rows } = await shopQuery(
      `SELECT action, actor_type, actor_name FROM audit_log WHERE entity_type = 'staff' AND after->>'email' = $1 ORDER BY id`,
      [email],
    );
    expect(rows.map((row) => [row.action, row.actor_type])).toEqual([
      ['staff.invite', 'cli'],
      ['staff.update', 'cli'],
      ['staff.update', 'cli'],
    ]);
  });

  it('a sign-up link shows the secret once, takes the password rules and a first code, then works no more', async () => {
    const shop = httpShop();
    const email = `ny-${Date.now()}@example.se`;
    const token = signupToken(await staffCommand(shop, ['add', email, '--role', 'support', '--name', 'Sara Stöd']));
    const opened = await testRequest(staffSignupContract, { body: { token }, headers: origin(), storeCode: null });
    expect(opened.status).toBe(200);
    expect(opened.result).toMatchObject({ email, name: 'Sara Stöd', role: 'support', store_code: null });
    expect(opened.result.otpauth_uri).toMatch(/^otpauth:\/\/totp\/Nordpeak:.+secret=[A-Z2-7]+/);
    expect(opened.result.qr_svg).toMatch(/^<svg/);
    const code = authenticator(opened.result.secret);
    const complete = (body: { password: string; code: string }) =>
      testRequest(staffSignupCompleteContract, { body: { token, ...body }, headers: origin(), storeCode: null });
    // A refused password is checked before the code, which stays unused: the sign-up takes it. (A third code of the
    // authenticator would wait for the next 30-second step.)
    const first = await code();
    expect((await complete({ password: 'password', code: first })).result).toBe(errorText('passwordTooCommon'));
    expect((await complete({ password: 'Fjällräv-2026!', code: '000000' })).result).toBe(errorText('staffCodeInvalid'));
    const done = await complete({ password: 'Fjällräv-2026!', code: first });
    expect(done.status).toBe(200);
    expect(done.result.recovery_codes).toHaveLength(10);
    expect(new Set(done.result.recovery_codes).size).toBe(10);
    const again = await complete({ password: 'Fjällräv-2026!', code: await code() });
    expect([again.status, again.result]).toEqual([400, errorText('staffInviteInvalid')]);
    // Nothing secret is stored readable: a hashed password, an encrypted secret, hashed codes.
    const { rows } = await shopQuery(
      'SELECT u.password_hash, u.totp_secret, c.code_hash FROM staff_users u JOIN staff_recovery_codes c ON c.staff_id = u.id WHERE u.email = $1',
      [email],
    );
    expect(rows[0].password_hash).toMatch(/^\$argon2id\$/);
    expect(rows[0].totp_secret).not.toContain(opened.result.secret);
    expect(rows.map((row) => row.code_hash)).not.toContain(done.result.recovery_codes[0]);
  });

  it('sets an httpOnly, SameSite=Strict cookie for /staff and /api/staff only, and a code works once', async () => {
    const shop = httpShop();
    const member = await addStaff(shop, 'support');
    const first = await testRequest(staffLoginContract, {
      body: { email: member.email, password: member.password },
      headers: origin(),
      storeCode: null,
    });
    expect(first.status).toBe(200);
    const code = await member.nextCode();
    const verify = (challenge: string, value: string) =>
      testRequest(staffVerifyContract, { body: { challenge, code: value }, headers: origin(), storeCode: null });
    const signedIn = await verify(first.result.challenge, code);
    expect(signedIn.status).toBe(200);
    expect(signedIn.result).toMatchObject({ email: member.email, role: 'support' });
    const cookies = signedIn.headers.getSetCookie();
    expect(cookies.map((cookie) => cookie.replace(/np_staff=[^;]+/, 'np_staff=…'))).toEqual([
      'np_staff=…; Path=/staff; Max-Age=43200; HttpOnly; SameSite=Strict',
      'np_staff=…; Path=/api/staff; Max-Age=43200; HttpOnly; SameSite=Strict',
    ]);
    // The same code again (a replay) is refused; a recovery code works once.
    const second = await testRequest(staffLoginContract, {
      body: { email: member.email, password: member.password },
      headers: origin(),
      storeCode: null,
    });
    expect((await verify(second.result.challenge, code)).result).toBe(errorText('staffCodeInvalid'));
    expect((await verify(second.result.challenge, member.recoveryCodes[0]!.toUpperCase())).status).toBe(200);
    const third = await testRequest(staffLoginContract, {
      body: { email: member.email, password: member.password },
      headers: origin(),
      storeCode: null,
    });
    expect((await verify(third.result.challenge, member.recoveryCodes[0]!)).result).toBe(errorText('staffCodeInvalid'));
    // Five wrong codes end the challenge.
    for (let i = 0; i < 4; i++) await verify(third.result.challenge, '000000');
    expect((await verify(third.result.challenge, member.recoveryCodes[1]!)).result).toBe(
      errorText('staffChallengeExpired'),
    );
  });

  it('refuses wrong passwords like customer sign-ins: the same answer for an unknown address, then 429', async () => {
    const shop = httpShop();
    const member = await addStaff(shop, 'warehouse');
    // One client address of its own (the shop believes X-Forwarded-For from its loopback proxy).
    const address = { ...origin(), 'x-forwarded-for': `198.51.100.${Math.floor(Math.random() * 250) + 1}` };
    const login = (email: string, password: string) =>
      testRequest(staffLoginContract, { body: { email, password }, headers: address, storeCode: null });
    expect((await login('nobody@example.se', 'wrong-password')).result).toBe(errorText('loginFailed'));
    for (let i = 0; i < 5; i++)
      expect((await login(member.email, 'wrong-password')).result).toBe(errorText('loginFailed'));
    const blocked = await login(member.email, member.password);
    expect([blocked.status, blocked.result]).toEqual([429, errorText('tooManyAttempts')]);
    expect(Number(blocked.headers.get('retry-after'))).toBeGreaterThan(0);
    // Counted apart from customers: the same address may still sign in to the shop's customer accounts.
    const { rows } = await shopQuery('SELECT key FROM rate_limits WHERE key LIKE $1', [
      `%${address['x-forwarded-for']}%`,
    ]);
    expect(rows.map((row) => row.key).every((key: string) => key.startsWith('staff:'))).toBe(true);
    // Without the back office's Origin a sign-in is refused as cross-site.
    const foreign = await testRequest(staffLoginContract, {
      body: { email: member.email, password: member.password },
      headers: { origin: 'https://evil.example' },
      storeCode: null,
    });
    expect([foreign.status, foreign.result]).toEqual([403, errorText('crossSiteRequest')]);
  });

  it('ends sessions at sign-out, when idle, at their absolute end, and when the account changes', async () => {
    const shop = httpShop();
    const admin = await addStaff(shop, 'admin');
    const member = await addStaff(shop, 'support');
    const me = (headers: Record<string, string>) => testRequest(staffMeContract, { headers, storeCode: null });
    expect((await me(member.headers)).status).toBe(200);
    const out = await testRequest(staffLogoutContract, { headers: member.headers, storeCode: null });
    expect(out.headers.getSetCookie()[0]).toMatch(/^np_staff=; Path=\/staff; Max-Age=0/);
    expect([(await me(member.headers)).status, (await me(member.headers)).result]).toEqual([
      401,
      errorText('staffSignInRequired'),
    ]);

    const idle = await signIn(shop, member, member.recoveryCodes[0]);
    await shopQuery(
      "UPDATE staff_sessions SET last_seen_at = now() - interval '31 minutes' WHERE token_hash = encode(sha256(convert_to($1, 'UTF8')), 'hex')",
      [idle.cookie!.slice('np_staff='.length)],
    );
    expect((await me(idle)).status).toBe(401);

    const old = await signIn(shop, member, member.recoveryCodes[1]);
    await shopQuery(
      "UPDATE staff_sessions SET expires_at = now() - interval '1 second' WHERE token_hash = encode(sha256(convert_to($1, 'UTF8')), 'hex')",
      [old.cookie!.slice('np_staff='.length)],
    );
    expect((await me(old)).status).toBe(401);

    const live = await signIn(shop, member, member.recoveryCodes[2]);
    const { id } = (await me(live)).result;
    const changed = await testRequest(staffUpdateContract, {
      params: { id: String(id) },
      body: { role: 'warehouse' },
      headers: admin.headers,
      storeCode: null,
    });
    expect(changed.result.role).toBe('warehouse');
    expect((await me(live)).status).toBe(401);
    const fresh = await signIn(shop, member, member.recoveryCodes[3]);
    expect((await me(fresh)).result.role).toBe('warehouse');
    await testRequest(staffUpdateContract, {
      params: { id: String(id) },
      body: { status: 'disabled' },
      headers: admin.headers,
      storeCode: null,
    });
    expect((await me(fresh)).status).toBe(401);
    const login = await testRequest(staffLoginContract, {
      body: { email: member.email, password: member.password },
      headers: origin(),
      storeCode: null,
    });
    expect(login.result).toBe(errorText('loginFailed'));
  });

  it('a customer token never opens a staff call and a staff session never a customer call', async () => {
    const shop = httpShop();
    const member = await addStaff(shop, 'admin');
    const email = `kund-${Date.now()}@example.se`;
    const password = 'Fjällräv-Kund-2026!';
    await fetch(new URL('/api/user/create', shopUrl()), {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({ customer: { email, firstname: 'Kund', lastname: 'Test' }, password }),
    });
    const login = await fetch(new URL('/api/user/login', shopUrl()), {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({ username: email, password }),
    });
    const token = ((await login.json()) as { result: string }).result;
    const staffWithToken = await testRequest(staffMeContract, { token, headers: origin(), storeCode: null });
    expect([staffWithToken.status, staffWithToken.result]).toEqual([401, errorText('staffSignInRequired')]);
    const bearer = await testRequest(staffMeContract, {
      headers: { authorization: `Bearer ${token}` },
      storeCode: null,
    });
    expect(bearer.status).toBe(401);
    const customerWithSession = await testRequest(userMeContract, { headers: member.headers });
    expect([customerWithSession.status, customerWithSession.result]).toEqual([401, errorText('tokenMissing')]);
    // A staff session's token as a customer token is no token either.
    const asToken = await testRequest(userMeContract, { token: member.headers.cookie!.slice('np_staff='.length) });
    expect(asToken.status).toBe(401);
  });

  it('refuses state-changing staff calls without the back office’s own Origin', async () => {
    const member = await addStaff(httpShop(), 'admin');
    const invite = (headers: Record<string, string>) =>
      testRequest(staffInviteContract, {
        body: { email: `csrf-${Date.now()}@example.se`, role: 'support' },
        headers,
        storeCode: null,
      });
    const foreign: Record<string, string>[] = [
      { cookie: member.headers.cookie! },
      { ...member.headers, origin: 'https://evil.example' },
    ];
    for (const headers of foreign) {
      const refused = await invite(headers);
      expect([refused.status, refused.result]).toEqual([403, errorText('crossSiteRequest')]);
    }
    expect((await invite(member.headers)).status).toBe(200);
  });

  it('back office pages are private, never cached, framed or indexed, and answer in the staff member’s language', async () => {
    const shop = httpShop();
    for (const path of ['/staff', '/staff?lang=fi', '/staff/valkommen', '/staff/personal']) {
      for (let i = 0; i < 2; i++) {
        const page = await fetch(new URL(path, shopUrl()));
        expect(page.status, path).toBe(200);
        expect(page.headers.get('cache-control'), path).toBe('private, no-store');
        expect(page.headers.get('x-cache'), path).toBeNull();
        expect(page.headers.get('x-frame-options'), path).toBe('DENY');
        expect(page.headers.get('content-security-policy'), path).toContain("frame-ancestors 'none'");
        expect(page.headers.get('x-robots-tag'), path).toBe('noindex, nofollow');
        await page.arrayBuffer();
      }
    }
    expect(await (await fetch(new URL('/staff?lang=fi', shopUrl()))).text()).toContain('Kirjaudu ylläpitoon');
    const member = await addStaff(shop, 'support');
    const html = await (await fetch(new URL('/staff', shopUrl()), { headers: member.headers })).text();
    expect(html).toContain('<html lang="sv"');
    expect(html).toContain('href="/staff/kunder"');
    expect(html).not.toContain('href="/staff/personal"');
    const chosen = await testRequest(staffLanguageContract, {
      body: { locale: 'fi' },
      headers: member.headers,
      storeCode: null,
    });
    expect(chosen.result.locale).toBe('fi');
    const finnish = await (await fetch(new URL('/staff', shopUrl()), { headers: member.headers })).text();
    expect(finnish).toContain('<html lang="fi"');
    expect(finnish).toContain('Asiakkaat');
    // A role that may not see a screen gets a refusal, not the screen.
    const refused = await fetch(new URL('/staff/personal', shopUrl()), { headers: member.headers });
    expect(refused.status).toBe(403);
    // The shop never links to the back office.
    expect(await (await fetch(new URL('/', shopUrl()))).text()).not.toContain('/staff');
  });
});
