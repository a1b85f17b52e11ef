/**
 * Telling a lost or refused database connection from every other failure: a request that meets one is answered
 * "try again" (503) instead of failing, and is tried again where that is safe (see src/lib/server/http/retry.ts).
 */

/**
 * SQLSTATEs of a server that ended or refused the session: class 08 (connection exception), 57P01 admin shutdown
 * (pg_terminate_backend, a fast shutdown, a failover), 57P02 crash shutdown (another backend crashed), 57P03 cannot
 * connect now (starting up, shutting down, recovering), 53300 too many connections.
 */
const UNAVAILABLE_STATES = /^(08...|57P0[123]|53300)$/;

/** Socket errors of a connection that could not be made or was cut. */
const SOCKET_CODES = new Set(['ECONNREFUSED', 'ECONNRESET', 'EPIPE', 'ETIMEDOUT', 'EHOSTUNREACH', 'ENETUNREACH']);

/** What node-postgres says when the socket ends under a client (it has no code for these). */
const DRIVER_MESSAGES = [
  'Connection terminated',
  'Client has encountered a connection error and is not queryable',
  'timeout exceeded when trying to connect',
];

function unavailableHere(error: Error & { code?: unknown; syscall?: unknown }): boolean {
  const code = typeof error.code === 'string' ? error.code : '';
  if (UNAVAILABLE_STATES.test(code) || SOCKET_CODES.has(code)) return true;
  // The embedded server's unix socket is gone while it restarts.
  if (code === 'ENOENT' && error.syscall === 'connect') return true;
  return DRIVER_MESSAGES.some((message) => error.message.startsWith(message));
}

/**
 * True when `error` (or what it wraps: drizzle's query error wraps the driver's in `cause`, Node's connection
 * attempts in an AggregateError) is a database connection that was lost or could not be made.
 */
export function isDatabaseUnavailable(error: unknown): boolean {
  const seen = new Set<unknown>();
  const pending: unknown[] = [error];
  while (pending.length > 0) {
    const item = pending.pop();
    if (!(item instanceof Error) || seen.has(item)) continue;
    seen.add(item);
    if (unavailableHere(item)) return true;
    pending.push(item.cause);
    if (item instanceof AggregateError) pending.push(...item.errors);
  }
  return false;
}

/** One line for the log about a lost connection: the driver's own message and code, never the query's parameters. */
export function unavailableReason(error: unknown): string {
  let item: unknown = error;
  while (item instanceof Error && item.cause instanceof Error) item = item.cause;
  if (!(item instanceof Error)) return String(item);
  const code = (item as Error & { code?: unknown }).code;
  return typeof code === 'string' ? `${item.message} (${code})` : item.message;
}
