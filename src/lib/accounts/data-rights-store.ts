/** The customer's data rights in the browser: download everything the shop keeps, and delete the account. */
import { ApiError, apiRuntime, contractResult } from '../api-client/client.ts';
import { apiRoutes } from '../api-client/routes.ts';
import { translate, translateApiMessage } from '../i18n/i18n.ts';
import { notify } from '../notifications/store.ts';
import { announceLogout } from '../session/logout.ts';
import { $user, type FormResult } from '../session/store.ts';
import { clearTokens } from '../session/token.ts';

const failed = (error: unknown): FormResult => ({
  ok: false,
  message:
    error instanceof ApiError && !error.network
      ? translateApiMessage(apiRuntime.storeCode(), error.message)
      : translate(apiRuntime.storeCode(), 'error.networkFailure'),
});

/** The name of the data download of a day: `nordpeak-data-2026-11-30.json`. */
export function dataFileName(now = new Date()): string {
  return `nordpeak-data-${now.toISOString().slice(0, 10)}.json`;
}

/** Fetches the customer's data and saves it as a JSON file; answers the file's name, or the refusal. */
export async function downloadMyData(): Promise<FormResult & { file?: string }> {
  let data: unknown;
  try {
    data = await contractResult(apiRoutes.userExport, { auth: true });
  } catch (error) {
    return failed(error);
  }
  const file = dataFileName();
  const url = URL.createObjectURL(new Blob([JSON.stringify(data, null, 2)], { type: 'application/json' }));
  const link = Object.assign(document.createElement('a'), { href: url, download: file });
  link.click();
  setTimeout(() => URL.revokeObjectURL(url), 60_000);
  return { ok: true, file };
}

/**
 * Deletes the account (the password asked again); then the browser forgets the session, cart, wishlist, compare list
 * and saved checkout details as at a logout, and says where the confirmation went.
 */
export async function deleteMyAccount(password: string): Promise<FormResult> {
  const email = $user.get()?.email ?? '';
  try {
    await contractResult(apiRoutes.userDelete, { body: { password }, auth: true });
  } catch (error) {
    return failed(error);
  }
  // The server ended every session with the account: the browser forgets it as at a logout.
  clearTokens();
  announceLogout();
  notify({ type: 'success', message: translate(apiRuntime.storeCode(), 'ui.account.deleted', { email }) });
  return { ok: true };
}
