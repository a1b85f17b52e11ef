import { persistentAtom } from '@nanostores/persistent';
import { callContract, setAuthHooks } from '../api-client/client.ts';
import { apiRoutes } from '../api-client/routes.ts';
import { expireSession } from './expiry.ts';
import { TOKEN_STORAGE_KEY } from './token-key.ts';

/** The customer's access token ('' when logged out); kept in local storage. */
export const $token = persistentAtom<string>(TOKEN_STORAGE_KEY, '');
/** The single-use refresh token that goes with it. */
export const $refreshToken = persistentAtom<string>('np-refresh-token', '');

/** Stores a new token pair (login, refresh). */
export function setTokens(token: string, refreshToken: string | undefined): void {
  $token.set(token);
  if (refreshToken !== undefined) $refreshToken.set(refreshToken);
}

/** Forgets both tokens. */
export function clearTokens(): void {
  $token.set('');
  $refreshToken.set('');
}

/**
 * Exchanges the refresh token for a new pair; on failure forgets the tokens and ends the session (a silent logout
 * every store reacts to before the refused call's caller goes on; then the sign-in dialog with the error).
 */
export async function refreshTokens(): Promise<string | null> {
  const refreshToken = $refreshToken.get();
  try {
    if (!refreshToken) throw new Error('no refresh token');
    const envelope = await callContract(apiRoutes.userRefresh, { body: { refreshToken } });
    const next = envelope.meta?.['refreshToken'];
    if (typeof envelope.result !== 'string' || !envelope.result) throw new Error('no token');
    setTokens(envelope.result, typeof next === 'string' ? next : undefined);
    return envelope.result;
  } catch {
    clearTokens();
    expireSession();
    return null;
  }
}

setAuthHooks({ getToken: () => $token.get() || null, refresh: refreshTokens });
