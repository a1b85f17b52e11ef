import { consume, type Limit } from '../accounts/rate-limit.ts';
import { ApiError, errorResponse } from './api.ts';

const MINUTE = 60 * 1000;

/** Sign-ups per client address: 10 an hour (each costs a password hash). */
export function registrationAddressLimit(address: string): Limit {
  return { key: `register:address:${address}`, max: 10, windowMs: 60 * MINUTE };
}

/** Gift card lookups (balance, apply) per client address: 20 in 15 minutes, so codes cannot be guessed in bulk. */
export function giftCardAddressLimit(address: string): Limit {
  return { key: `gift-card:address:${address}`, max: 20, windowMs: 15 * MINUTE };
}

/** The per-address limits of anonymous API routes that are costly or guessable, by method and path. */
function routeLimits(method: string, pathname: string, address: string): Limit[] {
  // A caller on this machine itself (tests, scripts, a health check) is not an anonymous visitor; a reverse proxy on
  // loopback is a trusted proxy, so its visitors resolve to their own forwarded address and stay limited.
  if (isLoopback(address)) return [];
  if (method === 'POST' && pathname === '/api/user/create') return [registrationAddressLimit(address)];
  if (
    pathname.startsWith('/api/ext/polder/gift-card/balance/') ||
    (method === 'POST' && pathname === '/api/ext/polder/gift-card/apply')
  ) {
    return [giftCardAddressLimit(address)];
  }
  return [];
}

/**
 * Counts a request against its route's per-address limits (kept in the database, so every shop process shares
 * them); the 429 answer in the API envelope when one is over, else undefined.
 */
export async function routeThrottle(method: string, pathname: string, address: string): Promise<Response | undefined> {
  const limits = routeLimits(method.toUpperCase(), pathname, address);
  try {
    for (const limit of limits) await consume(limit);
  } catch (error) {
    if (error instanceof ApiError) return errorResponse(error);
    throw error;
  }
  return undefined;
}

/** Whether an address is this machine's own (127.0.0.0/8, ::1, or IPv4-mapped loopback). */
function isLoopback(address: string): boolean {
  return address === '::1' || address.startsWith('127.') || address.startsWith('::ffff:127.');
}
