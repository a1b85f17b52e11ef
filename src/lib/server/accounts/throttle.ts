import type { Limit } from './rate-limit.ts';

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
