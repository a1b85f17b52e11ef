/** Where the customer's access token is kept (local storage; the `$token` store of ./token.ts). */
export const TOKEN_STORAGE_KEY = 'np-user-token';

/** Whether a customer token is stored, read without loading the session code (pages decide what to load). */
export function hasCustomerToken(): boolean {
  try {
    return Boolean(globalThis.localStorage?.getItem(TOKEN_STORAGE_KEY));
  } catch {
    return false;
  }
}
