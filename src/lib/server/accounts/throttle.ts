import { clearLimit, countAttempt, currentCount, releaseHit, type Limit } from './rate-limit.ts';

const FIFTEEN_MINUTES = 15 * 60 * 1000;

/** Failed password checks per account, from any address: they slow the next checks down (never a lock-out). */
export function accountLimit(email: string): Limit {
  return { key: `login:account:${email.trim().toLowerCase()}`, max: 5, windowMs: FIFTEEN_MINUTES };
}

/** Failed logins of one address for one account: 5 in 15 minutes, then that address is refused for that account. */
export function pairLimit(clientAddress: string, email: string): Limit {
  return { key: `login:pair:${clientAddress}:${email.trim().toLowerCase()}`, max: 5, windowMs: FIFTEEN_MINUTES };
}

/** Failed logins per client address: 20 in 15 minutes (one address trying many accounts). */
export function addressLimit(clientAddress: string): Limit {
  return { key: `login:address:${clientAddress}`, max: 20, windowMs: FIFTEEN_MINUTES };
}

/** The longest a login waits because of earlier failures. */
export const MAX_LOGIN_DELAY_MS = 8_000;

/**
 * How long a login waits before its password check: doubling from 250 ms with each failure over the free ones, per
 * account (failures from any address) and per address, capped at 8 s. Guessing slows down; the owner still gets in.
 */
export function loginDelayMs(accountFailures: number, addressFailures: number): number {
  const over = Math.max(accountFailures - 5, addressFailures - 3, -1);
  return over < 0 ? 0 : Math.min(MAX_LOGIN_DELAY_MS, 250 * 2 ** over);
}

/** The limits one login counts against: its account's, its address's for that account, its address's. */
export interface LoginLimits {
  account: Limit;
  pair: Limit;
  address: Limit;
}

/** The limits of a login of `email` from `clientAddress`; `keyed` renames them (the back office counts its own). */
export function loginLimits(clientAddress: string, email: string, keyed = (limit: Limit) => limit): LoginLimits {
  return {
    account: keyed(accountLimit(email)),
    pair: keyed(pairLimit(clientAddress, email)),
    address: keyed(addressLimit(clientAddress)),
  };
}

/**
 * Counts a login before its password check, so parallel guesses cannot slip through (a successful login takes it
 * back), then waits the delay the account's failures and the address's attempts call for.
 */
export async function countLogin({ account, pair, address }: LoginLimits, now: Date): Promise<void> {
  await countAttempt([pair, address], now);
  const [accountFailures, addressCount] = await Promise.all([currentCount(account, now), currentCount(address, now)]);
  const delay = loginDelayMs(accountFailures, addressCount - 1);
  if (delay > 0) await new Promise((resolve) => setTimeout(resolve, delay));
}

/** After a successful login: its attempt and the account's failures no longer count. */
export async function forgetLogin({ account, pair, address }: LoginLimits): Promise<void> {
  await Promise.all([clearLimit(pair.key), clearLimit(account.key), releaseHit(address.key)]);
}
