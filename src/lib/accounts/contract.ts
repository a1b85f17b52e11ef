/** The user calls, declared once for the server, the browser and the tests. */
import { z } from 'astro/zod';
import { contractGroup } from '../api-client/contract.ts';
import {
  changePasswordSchema,
  createCustomerSchema,
  createPasswordSchema,
  customerSchema,
  emailSchema,
  loginSchema,
  orderHistoryQuerySchema,
  orderHistorySchema,
  refreshTokenSchema,
  updateCustomerSchema,
} from './schema.ts';
import { dataExportSchema, deleteAccountSchema } from './data-rights.ts';

/** A user call (OpenAPI tag "Users") in the store of `?storeCode=`. */
const userContract = contractGroup({ tag: 'Users' });

const tokens = {
  401: ['tokenMissing', 'tokenMalformed', 'tokenInvalid', 'tokenExpired', 'tokenUnknown', 'tokenRevoked'],
} as const;
const refreshMeta = z.object({ refreshToken: z.string().describe('Single-use refresh token, valid 30 days') });
const newPassword = { 400: ['passwordTooShort', 'passwordTooLong', 'passwordTooCommon'] } as const;

/** POST /api/user/create `{ customer, password }`: a new customer account. */
export const userCreateContract = userContract({
  name: 'user.create',
  method: 'POST',
  path: '/api/user/create',
  auth: 'none',
  summary: 'Create a customer account',
  description: 'Password: at least 8 characters, not a common password. At most 10 sign-ups an hour per address.',
  // Each sign-up costs a password hash.
  throttle: { key: 'register', max: 10, windowMinutes: 60 },
  body: createCustomerSchema,
  result: customerSchema,
  errors: { 400: ['invalidEmail', 'emailExists', 'invalidPostcode', ...newPassword[400]], 429: ['tooManyAttempts'] },
  examples: [{ body: { customer: { email: 'not-an-address', firstname: 'Å', lastname: 'B' }, password: 'x' } }],
});

/** POST /api/user/login `{ username, password }`: the access token; `meta.refreshToken`. */
export const userLoginContract = userContract({
  name: 'user.login',
  method: 'POST',
  path: '/api/user/login',
  auth: 'none',
  summary: 'Sign in',
  description:
    'The same 401 for an unknown email and a wrong password; repeated failures are throttled (429 with Retry-After).',
  body: loginSchema,
  result: z.string().describe('Access token, valid 15 minutes'),
  meta: refreshMeta,
  errors: { 401: ['loginFailed'], 429: ['tooManyAttempts'] },
  examples: [{ body: { username: 'nobody@example.se', password: 'wrong-password' } }],
});

/** POST /api/user/refresh `{ refreshToken }`: a new pair (a reused token revokes its family). */
export const userRefreshContract = userContract({
  name: 'user.refresh',
  method: 'POST',
  path: '/api/user/refresh',
  auth: 'none',
  summary: 'Exchange a refresh token for a new pair',
  description: 'Single-use: presenting a used one revokes its whole family and answers 401.',
  body: z.object({ refreshToken: refreshTokenSchema }),
  result: z.string(),
  meta: refreshMeta,
  errors: { 401: ['refreshInvalid'] },
  examples: [{ body: { refreshToken: 'not-a-token' } }],
});

/** POST /api/user/logout?token `{ refreshToken? }`: `true`; the login session is revoked. */
export const userLogoutContract = userContract({
  name: 'user.logout',
  method: 'POST',
  path: '/api/user/logout',
  auth: 'optional',
  summary: 'Sign out',
  description: 'Revokes the login session of the access token (also an expired one) and of the given refresh token.',
  body: z.object({ refreshToken: refreshTokenSchema.optional() }),
  bodyRequired: false,
  result: z.literal(true),
  errors: tokens,
  examples: [{ body: {} }],
});

/** GET /api/user/me?token: the signed-in customer. */
export const userMeContract = userContract({
  name: 'user.me',
  method: 'GET',
  path: '/api/user/me',
  auth: 'required',
  summary: 'The signed-in customer',
  result: customerSchema,
  errors: tokens,
});

/** POST /api/user/me?token `{ customer }`: changes names, email and addresses only. */
export const userUpdateContract = userContract({
  name: 'user.update',
  method: 'POST',
  path: '/api/user/me',
  auth: 'required',
  summary: 'Update the profile',
  description: 'Only firstname, lastname, email and addresses change; other fields are ignored.',
  body: updateCustomerSchema,
  result: customerSchema,
  errors: { 400: ['invalidEmail', 'emailExists', 'invalidPostcode'], ...tokens },
  examples: [{ body: { customer: { firstname: 'Åsa' } } }],
});

/** POST /api/user/change-password?token `{ currentPassword, newPassword }`: `true`; other sessions are revoked. */
export const userChangePasswordContract = userContract({
  name: 'user.changePassword',
  method: 'POST',
  path: '/api/user/change-password',
  auth: 'required',
  summary: 'Change the password',
  description: "Revokes the customer's other login sessions; wrong current passwords are throttled like logins.",
  body: changePasswordSchema,
  result: z.literal(true),
  errors: { 400: ['passwordWrong', ...newPassword[400]], ...tokens, 429: ['tooManyAttempts'] },
  examples: [{ body: { currentPassword: 'a', newPassword: 'b' } }],
});

/** POST /api/user/reset-password `{ email }`: `true` for any well-formed email. */
export const userResetPasswordContract = userContract({
  name: 'user.resetPassword',
  method: 'POST',
  path: '/api/user/reset-password',
  auth: 'none',
  summary: 'Ask for a password reset mail',
  description: '`true` for any well-formed email (no account enumeration); the mail goes out when the account exists.',
  body: z.object({ email: emailSchema }),
  result: z.literal(true),
  errors: { 400: ['invalidEmail'], 429: ['tooManyAttempts'] },
  examples: [{ body: { email: 'not-an-address' } }],
});

/** POST /api/user/create-password `{ email, newPassword, resetToken }`: `true`; the token works once. */
export const userCreatePasswordContract = userContract({
  name: 'user.createPassword',
  method: 'POST',
  path: '/api/user/create-password',
  auth: 'none',
  summary: 'Set a new password with a reset token',
  description: 'The token works once, for its own email, and expires.',
  body: createPasswordSchema,
  result: z.literal(true),
  errors: { 400: ['invalidEmail', 'resetTokenInvalid', ...newPassword[400]] },
  examples: [{ body: { email: 'nobody@example.se', newPassword: 'Fjällräv-2026!', resetToken: 'x' } }],
});

/** GET /api/user/order-history?token&pageSize&currentPage: the customer's orders, newest first. */
export const userOrderHistoryContract = userContract({
  name: 'user.orderHistory',
  method: 'GET',
  path: '/api/user/order-history',
  auth: 'required',
  summary: "The customer's orders, newest first (20 per page, page 1 by default)",
  query: z
    .object({ pageSize: z.string().optional(), currentPage: z.string().optional() })
    .describe(orderHistoryQuerySchema.description ?? 'Paging'),
  result: orderHistorySchema,
  errors: { 400: ['greaterThanZero'], ...tokens },
});

/** GET /api/user/export?token: everything the shop keeps about the signed-in customer (the data download). */
export const userExportContract = userContract({
  name: 'user.export',
  method: 'GET',
  path: '/api/user/export',
  auth: 'required',
  summary: "The signed-in customer's data",
  description:
    'Profile, addresses, orders (with the day each is kept until for bookkeeping), reviews, newsletter and back-in-stock subscriptions, consents and login sessions: of this customer only.',
  result: dataExportSchema,
  errors: tokens,
});

/** POST /api/user/delete?token `{ password }`: deletes the account; orders are kept for bookkeeping. */
export const userDeleteContract = userContract({
  name: 'user.delete',
  method: 'POST',
  path: '/api/user/delete',
  auth: 'required',
  summary: 'Delete the account',
  description:
    "Needs the password again (wrong ones are throttled like logins). Removes the profile, addresses, carts, subscriptions, tokens and login sessions; the customer's reviews stay anonymous; orders keep only what bookkeeping needs (billing name and address, lines, amounts, payment) until their bookkeeping years are over, linked to no login. A confirmation mail goes to the address, which can register again.",
  body: deleteAccountSchema,
  result: z.literal(true),
  errors: { 400: ['passwordWrong'], ...tokens, 429: ['tooManyAttempts'] },
  examples: [{ body: { password: 'wrong-password' } }],
});
