/**
 * The back office's sign-up, sign-in, session and staff account calls, declared once for the server, the browser and
 * the tests. Every state-changing call must carry the back office's own Origin; the calls with `auth: 'staff'` need
 * its session cookie and the action of the role map they name.
 */
import { z } from 'astro/zod';
import { contractGroup } from '../api-client/contract.ts';
import {
  staffIdParamsSchema,
  staffInvitedSchema,
  staffInviteSchema,
  staffLanguageSchema,
  staffLoginSchema,
  staffMeSchema,
  staffSignupCompleteSchema,
  staffSignupDoneSchema,
  staffSignupSchema,
  staffTokenSchema,
  staffUpdateSchema,
  staffUserSchema,
  staffVerifySchema,
} from './schema.ts';

/** What every back office call shares (OpenAPI tag "Back office"): for signed-in staff, no store query. */
export const staffFamily = { tag: 'Back office', auth: 'staff', storeQuery: false } as const;
/** A back office call. */
export const staffContract = contractGroup(staffFamily);
/** A step of signing in or up: before there is a session. */
const signInContract = contractGroup({ ...staffFamily, auth: 'none' });
/** A back office call that manages staff accounts. */
const staffAdminContract = contractGroup({ ...staffFamily, staffAction: 'staff.manage' });
const newPassword = ['passwordTooShort', 'passwordTooLong', 'passwordTooCommon'] as const;

/** POST /api/staff/login `{ email, password }`: a challenge for the second step. */
export const staffLoginContract = signInContract({
  name: 'staff.login',
  method: 'POST',
  path: '/api/staff/login',
  summary: 'Sign in to the back office, first step: e-mail and password',
  description:
    'The customers’ password rules and throttles apply; the answer is a challenge for the second step (five minutes).',
  body: staffLoginSchema,
  result: z.object({ challenge: z.string().describe('For POST /api/staff/login/verify, valid five minutes') }),
  errors: { 400: ['invalidEmail'], 401: ['loginFailed'], 403: ['crossSiteRequest'], 429: ['tooManyAttempts'] },
  examples: [{ body: { email: 'nobody@example.se', password: 'wrong-password' } }],
});

/** POST /api/staff/login/verify `{ challenge, code }`: the session cookie and the staff member. */
export const staffVerifyContract = signInContract({
  name: 'staff.verify',
  method: 'POST',
  path: '/api/staff/login/verify',
  summary: 'Sign in to the back office, second step: a code of the authenticator app or a recovery code',
  description: 'Sets the session cookie np_staff (httpOnly, SameSite=Strict, paths /staff and /api/staff).',
  body: staffVerifySchema,
  result: staffMeSchema,
  errors: { 401: ['staffChallengeExpired', 'staffCodeInvalid'], 403: ['crossSiteRequest'], 429: ['tooManyAttempts'] },
  examples: [{ body: { challenge: 'no-such-challenge', code: '123456' } }],
});

/** POST /api/staff/signup `{ token }`: the account of a sign-up link and its new TOTP secret. */
export const staffSignupContract = signInContract({
  name: 'staff.signup',
  method: 'POST',
  path: '/api/staff/signup',
  summary: 'Open a sign-up link: the account and the authenticator secret (QR code and text)',
  body: z.object({ token: staffTokenSchema }),
  result: staffSignupSchema,
  errors: { 400: ['staffInviteInvalid'], 403: ['crossSiteRequest'] },
  examples: [{ body: { token: 'no-such-link' } }],
});

/** POST /api/staff/signup/complete `{ token, password, code }`: the recovery codes and the session cookie. */
export const staffSignupCompleteContract = signInContract({
  name: 'staff.signupComplete',
  method: 'POST',
  path: '/api/staff/signup/complete',
  summary: 'Complete a sign-up: password and a first code of the authenticator app',
  description: 'Answers the ten recovery codes (shown once) and sets the session cookie.',
  body: staffSignupCompleteSchema,
  result: staffSignupDoneSchema,
  errors: {
    400: ['staffInviteInvalid', 'staffCodeInvalid', ...newPassword],
    403: ['crossSiteRequest'],
    429: ['tooManyAttempts'],
  },
  examples: [{ body: { token: 'no-such-link', password: 'Fjällräv-2026!', code: '123456' } }],
});

/** POST /api/staff/logout: ends the session and clears its cookie. */
export const staffLogoutContract = staffContract({
  name: 'staff.logout',
  method: 'POST',
  path: '/api/staff/logout',
  summary: 'Sign out of the back office',
  result: z.literal(true),
});

/** GET /api/staff/me: the signed-in staff member and the actions of their role. */
export const staffMeContract = staffContract({
  name: 'staff.me',
  method: 'GET',
  path: '/api/staff/me',
  summary: 'The signed-in staff member',
  result: staffMeSchema,
});

/** POST /api/staff/me/language `{ locale }`: the back office language of the signed-in staff member. */
export const staffLanguageContract = staffContract({
  name: 'staff.language',
  method: 'POST',
  path: '/api/staff/me/language',
  summary: 'Choose the back office language (Swedish, Norwegian or Finnish)',
  body: staffLanguageSchema,
  result: staffMeSchema,
  examples: [{ body: { locale: 'sv' } }],
});

/** GET /api/staff/users: every staff account. */
export const staffUsersContract = staffAdminContract({
  name: 'staff.users',
  method: 'GET',
  path: '/api/staff/users',
  summary: 'Staff accounts',
  result: z.array(staffUserSchema),
});

/** POST /api/staff/users `{ email, name?, role, store_code? }`: a new staff account and its sign-up link. */
export const staffInviteContract = staffAdminContract({
  name: 'staff.invite',
  method: 'POST',
  path: '/api/staff/users',
  summary: 'Create a staff account; answers its one-time sign-up link (three days)',
  body: staffInviteSchema,
  result: staffInvitedSchema,
  errors: { 400: ['invalidEmail', 'staffEmailExists', 'maxChars'] },
  examples: [{ body: { email: 'ny.personal@example.se', name: 'Ny Personal', role: 'support', store_code: 'no' } }],
});

/** POST /api/staff/users/{id} `{ role?, store_code?, status? }`: changes a staff account (its sessions end). */
export const staffUpdateContract = staffAdminContract({
  name: 'staff.update',
  method: 'POST',
  path: '/api/staff/users/{id}',
  summary: 'Change a staff account: role, store limit, disabled or active again',
  description: 'Any change ends the account’s sessions. The last active administrator cannot be disabled or demoted.',
  params: staffIdParamsSchema,
  body: staffUpdateSchema,
  result: staffUserSchema,
  errors: { 404: ['notFound'], 409: ['staffLastAdmin'] },
  examples: [{ params: { id: '99999999' }, body: { role: 'warehouse' } }],
});

/** POST /api/staff/users/{id}/reenrol: clears the credentials and answers a new sign-up link. */
export const staffReenrolContract = staffAdminContract({
  name: 'staff.reenrol',
  method: 'POST',
  path: '/api/staff/users/{id}/reenrol',
  summary: 'Re-enrol a staff account: new password and authenticator through a new sign-up link',
  description: 'Its password, authenticator and recovery codes stop working and its sessions end at once.',
  params: staffIdParamsSchema,
  result: staffInvitedSchema,
  errors: { 404: ['notFound'] },
  examples: [{ params: { id: '99999999' } }],
});
