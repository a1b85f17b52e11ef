/**
 * API calls that meet a lost database connection are tried again (src/lib/server/http/contract-route.ts) where that
 * cannot do anything twice. More in README.md.
 */
import { isDatabaseUnavailable } from '../db/unavailable.ts';

/** The waits before the second and third attempts. */
const RETRY_DELAYS_MS = [50, 250];

const marked = new WeakSet<object>();

/** Marks a contract's handler as safe to run again after a lost database connection (see above); returns it. */
export function retriedOnConnectionLoss<H extends object>(handler: H): H {
  marked.add(handler);
  return handler;
}

/** True for a handler marked with `retriedOnConnectionLoss`. */
export function isRetriedOnConnectionLoss(handler: object): boolean {
  return marked.has(handler);
}

/** Runs `work`, again (at most twice more) while it fails on a lost database connection. */
export async function retryOnConnectionLoss<T>(work: () => Promise<T> | T): Promise<T> {
  for (let attempt = 0; ; attempt += 1) {
    try {
      return await work();
    } catch (error) {
      const delay = RETRY_DELAYS_MS[attempt];
      if (delay === undefined || !isDatabaseUnavailable(error)) throw error;
      await new Promise((resolve) => setTimeout(resolve, delay));
    }
  }
}
