import { callContract, contractResult } from '../api-client/client.ts';
import { apiRoutes } from '../api-client/routes.ts';
import type { AddressInput, Customer, OrderHistory } from '../accounts/schema.ts';

/** A customer address as a client sends it (the `addresses` of sign-up and profile changes). */
export type Address = AddressInput;
export type { Customer, OrderHistory };

/** Logs in: the access token and, in meta, the refresh token. */
export async function loginCall(username: string, password: string): Promise<{ token: string; refreshToken?: string }> {
  const envelope = await callContract(apiRoutes.userLogin, { body: { username, password } });
  const refreshToken = envelope.meta?.['refreshToken'];
  return { token: envelope.result, ...(typeof refreshToken === 'string' ? { refreshToken } : {}) };
}

/** Creates an account. */
export function registerCall(
  customer: Pick<Customer, 'email' | 'firstname' | 'lastname'> & { addresses?: Address[] },
  password: string,
  guestOrders: string[] = [],
): Promise<Customer> {
  return contractResult(apiRoutes.userCreate, {
    body: { customer, password, ...(guestOrders.length ? { guest_orders: guestOrders } : {}) },
  });
}

/** Revokes the refresh token family (best effort on logout). */
export function logoutCall(token: string, refreshToken: string): Promise<unknown> {
  return contractResult(apiRoutes.userLogout, { body: { refreshToken }, token });
}

/** The current customer's profile. */
export function meCall(): Promise<Customer> {
  return contractResult(apiRoutes.userMe, { auth: true });
}

/** Changes the password (the current one is needed). */
export function changePasswordCall(currentPassword: string, newPassword: string): Promise<boolean> {
  return contractResult(apiRoutes.userChangePassword, { body: { currentPassword, newPassword }, auth: true });
}

/** Asks for a reset mail. */
export function resetPasswordCall(email: string): Promise<boolean> {
  return contractResult(apiRoutes.userResetPassword, { body: { email } });
}

/** Sets a new password with the token of the reset mail. */
export function createPasswordCall(email: string, newPassword: string, resetToken: string): Promise<boolean> {
  return contractResult(apiRoutes.userCreatePassword, { body: { email, newPassword, resetToken } });
}

/** One page of the order history (20 per page by default). */
export function orderHistoryCall(pageSize = 20, currentPage = 1): Promise<OrderHistory> {
  return contractResult(apiRoutes.userOrderHistory, {
    query: { pageSize: String(pageSize), currentPage: String(currentPage) },
    auth: true,
  });
}
