/**
 * The browser side of the shared cart cookies (see `cartCookieName` in count.ts): read, write and clear them.
 * Every function does nothing outside a browser.
 */
import type { StoreCode } from '../store-view/config.ts';
import { cartChangedCookieName, cartCookieName } from './count.ts';

const MAX_AGE = 60 * 60 * 24 * 30;

function read(name: string): string | null {
  if (typeof document === 'undefined') return null;
  for (const part of document.cookie.split(';')) {
    const [key, ...rest] = part.trim().split('=');
    if (key === name) return decodeURIComponent(rest.join('=')) || null;
  }
  return null;
}

function write(name: string, value: string | null): void {
  if (typeof document === 'undefined') return;
  const secure = typeof location !== 'undefined' && location.protocol === 'https:' ? '; Secure' : '';
  document.cookie =
    value === null
      ? `${name}=; Path=/; Max-Age=0; SameSite=Lax${secure}`
      : `${name}=${encodeURIComponent(value)}; Path=/; Max-Age=${MAX_AGE}; SameSite=Lax${secure}`;
}

/** The guest cart id the cookie holds (set by the form without JavaScript or by the islands). */
export function cookieCartToken(storeCode: StoreCode): string | null {
  return read(cartCookieName(storeCode));
}

/** Writes (or with null removes) the guest cart id, so a form post without JavaScript adds to the same cart. */
export function setCookieCartToken(storeCode: StoreCode, token: string | null): void {
  if (cookieCartToken(storeCode) !== token) write(cartCookieName(storeCode), token);
}

/** True when a form without JavaScript changed the cart since the islands last synced it. */
export function cartChangedByForm(storeCode: StoreCode): boolean {
  return read(cartChangedCookieName(storeCode)) !== null;
}

/** Forgets the "changed by a form" mark once the islands have taken the server's lines. */
export function clearCartChanged(storeCode: StoreCode): void {
  if (cartChangedByForm(storeCode)) write(cartChangedCookieName(storeCode), null);
}
