import type { ContractThrottle } from '../../api-client/contract.ts';
import { consume } from '../accounts/rate-limit.ts';

/**
 * Counts a call against its contract's per-address limit (kept in the database, so every shop process shares it);
 * throws the 429 when it is over. A caller on this machine itself (tests, scripts, a health check) is not an
 * anonymous visitor; a reverse proxy on loopback is a trusted proxy, so its visitors keep their own address.
 */
export async function throttleCall(throttle: ContractThrottle, address: string): Promise<void> {
  if (isLoopback(address)) return;
  await consume({
    key: `${throttle.key}:address:${address}`,
    max: throttle.max,
    windowMs: throttle.windowMinutes * 60_000,
  });
}

/** Whether an address is this machine's own (127.0.0.0/8, ::1, or IPv4-mapped loopback). */
function isLoopback(address: string): boolean {
  return address === '::1' || address.startsWith('127.') || address.startsWith('::ffff:127.');
}
