import { persistentJSON } from '@nanostores/persistent';
import { atom } from 'nanostores';
import { ApiError, apiRuntime } from '../api-client/client.ts';
import { apiRoutes } from '../api-client/routes.ts';
import { authorizeCart, beginLoginMerge } from '../cart/store.ts';
import { $guestOrders } from '../checkout/store.ts';
import { errorText } from '../i18n/errors.ts';
import { translate, translateApiMessage } from '../i18n/i18n.ts';
import { notify } from '../notifications/store.ts';
import { queueTask } from '../sync/store.ts';
import {
  changePasswordCall,
  createPasswordCall,
  loginCall,
  logoutCall,
  meCall,
  orderHistoryCall,
  registerCall,
  resetPasswordCall,
  type Address,
  type Customer,
  type OrderHistory,
} from './api.ts';
import { announceLogout, onLogout } from './logout.ts';
import { $refreshToken, $token, clearTokens, setTokens } from './token.ts';

export { $token } from './token.ts';
export type { Address, Customer, OrderHistory } from './api.ts';

/** The cached profile of the logged-in customer (null for a guest); kept in local storage. */
export const $user = persistentJSON<Customer | null>('np-user', null);

/** The order history page last loaded. */
export const $orders = atom<OrderHistory | null>(null);

onLogout('session', () => {
  $user.set(null);
  $orders.set(null);
});

/** Orders per page of the history. */
export const ORDERS_PAGE_SIZE = 20;

const t = (text: string) => translateApiMessage(apiRuntime.storeCode(), text);

/** A form call's outcome: ok, or the translated message to show. */
export type FormResult = { ok: true } | { ok: false; message: string; fieldErrors?: Record<string, string> };

function failed(error: unknown): FormResult {
  if (error instanceof ApiError) {
    const list = error.meta?.['errors'];
    const fieldErrors: Record<string, string> = {};
    if (Array.isArray(list)) {
      for (const entry of list as { path?: string; message?: string }[]) {
        if (entry.path && entry.message) fieldErrors[entry.path] = t(entry.message);
      }
    }
    const message = error.network ? translate(apiRuntime.storeCode(), 'error.authorization') : t(error.message);
    return { ok: false, message, ...(Object.keys(fieldErrors).length ? { fieldErrors } : {}) };
  }
  return { ok: false, message: translate(apiRuntime.storeCode(), 'error.somethingWrong') };
}

/** Loads the profile for the stored token; a guest stays a guest. */
export async function startSession(): Promise<void> {
  if (!$token.get()) {
    if ($user.get()) $user.set(null);
    return;
  }
  try {
    $user.set(await meCall());
  } catch (error) {
    if (error instanceof ApiError && error.code === 401) $user.set(null);
  }
}

let loginRun: Promise<FormResult> | null = null;

/**
 * Logs in: stores the token pair, loads the profile, and merges the guest cart into the customer cart
 * (coupon removed and reapplied). A failed login clears the user.
 */
export function login(email: string, password: string): Promise<FormResult> {
  loginRun ??= (async (): Promise<FormResult> => {
    try {
      const { token, refreshToken } = await loginCall(email.trim(), password);
      setTokens(token, refreshToken);
      // From here a reload must not leave the guest lines out of the customer cart: the next page finishes the merge.
      beginLoginMerge();
      await startSession();
      await authorizeCart();
      return { ok: true };
    } catch (error) {
      clearTokens();
      $user.set(null);
      return failed(error);
    }
  })().finally(() => {
    loginRun = null;
  });
  return loginRun;
}

/** Creates an account and logs in with it. */
export async function register(input: {
  email: string;
  firstname: string;
  lastname: string;
  password: string;
  addresses?: Address[];
}): Promise<FormResult> {
  try {
    const { password, ...customer } = input;
    // The orders this browser placed as a guest are attached to the new account when their e-mail is the same.
    await registerCall(customer, password, $guestOrders.get());
    $guestOrders.set([]);
  } catch (error) {
    return failed(error);
  }
  return login(input.email, input.password);
}

/**
 * Logs out: ends the session on the server (best effort) and announces the logout, to which every store holding the
 * customer's data reacts (cart, wishlist, compare list, saved checkout details, profile); says "You're logged out".
 */
export function logout(): void {
  const token = $token.get();
  const refreshToken = $refreshToken.get();
  clearTokens();
  if (token) void logoutCall(token, refreshToken).catch(() => undefined);
  announceLogout();
  notify({ type: 'success', message: translate(apiRuntime.storeCode(), 'error.loggedOut') });
}

/** Asks for a password reset mail; blocked offline with the catalogue's message. */
export async function resetPassword(email: string): Promise<FormResult> {
  if (!apiRuntime.isOnline()) return { ok: false, message: translate(apiRuntime.storeCode(), 'error.offlineReset') };
  try {
    await resetPasswordCall(email.trim());
    return { ok: true };
  } catch (error) {
    return failed(error);
  }
}

/** Sets a new password from the mail link, then logs in with it. */
export async function createPassword(email: string, newPassword: string, resetToken: string): Promise<FormResult> {
  if (!apiRuntime.isOnline()) return { ok: false, message: translate(apiRuntime.storeCode(), 'error.offlineReset') };
  try {
    await createPasswordCall(email.trim(), newPassword, resetToken);
  } catch (error) {
    return failed(error);
  }
  return login(email, newPassword);
}

/** Changes the password (blocked offline); on success says so and logs in again with the new password. */
export async function changePassword(currentPassword: string, newPassword: string): Promise<FormResult> {
  if (!apiRuntime.isOnline()) return { ok: false, message: translate(apiRuntime.storeCode(), 'error.offlineReset') };
  const email = $user.get()?.email;
  if (!email) return { ok: false, message: translate(apiRuntime.storeCode(), 'error.notAuthorized') };
  try {
    await changePasswordCall(currentPassword, newPassword);
  } catch (error) {
    return failed(error);
  }
  notify({ type: 'success', message: translate(apiRuntime.storeCode(), 'error.passwordChanged') });
  return login(email, newPassword);
}

/**
 * Updates the profile (only firstname, lastname, email and addresses) through the sync-task queue, so an offline
 * change is sent when the connection returns.
 */
export async function updateProfile(
  patch: Pick<Customer, 'firstname' | 'lastname' | 'email'> & { addresses: Address[] },
): Promise<FormResult> {
  const current = $user.get();
  if (!current) return { ok: false, message: translate(apiRuntime.storeCode(), 'error.notAuthorized') };
  const customer = {
    firstname: patch.firstname,
    lastname: patch.lastname,
    email: patch.email,
    addresses: patch.addresses,
  };
  const task = await queueTask({ url: apiRoutes.userUpdate.path, payload: { customer } });
  if (!task.transmited) {
    // Shown as typed until the server answers with the stored addresses (and their ids).
    $user.set({ ...current, ...customer, addresses: customer.addresses as Customer['addresses'] });
    return { ok: true };
  }
  if (task.resultCode === 200 && task.result && typeof task.result === 'object') {
    $user.set(task.result as Customer);
    notify({ type: 'success', message: translate(apiRuntime.storeCode(), 'error.accountUpdated') });
    return { ok: true };
  }
  return { ok: false, message: t(typeof task.result === 'string' ? task.result : errorText('somethingWrong')) };
}

/** Loads one page of the order history (20 per page). */
export async function loadOrders(page = 1): Promise<FormResult> {
  try {
    $orders.set(await orderHistoryCall(ORDERS_PAGE_SIZE, page));
    return { ok: true };
  } catch (error) {
    return failed(error);
  }
}
