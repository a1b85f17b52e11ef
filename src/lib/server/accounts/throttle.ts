import type { Limit } from './rate-limit.ts';

const FIFTEEN_MINUTES = 15 * 60 * 1000;

/** Failed logins (and wrong current passwords) per account: 5 in 15 minutes. */
export function accountLimit(email: string): Limit {
  return { key: `login:account:${email.trim().toLowerCase()}`, max: 5, windowMs: FIFTEEN_MINUTES };
}

/** Failed logins per client address: 20 in 15 minutes (one address trying many accounts). */
export function addressLimit(clientAddress: string): Limit {
  return { key: `login:address:${clientAddress}`, max: 20, windowMs: FIFTEEN_MINUTES };
}
