/** Helpers for scripts that start the shop server as a child process (browser tests, page benchmarks). */

/** A TCP port on 127.0.0.1 that is free right now (the embedded database picks its port the same way). */
export { freeLoopbackPort as freePort } from '../src/lib/server/db/embedded.ts';

/** Waits until a URL answers 2xx, or throws after `timeoutMs`. */
export async function waitFor(url: string, timeoutMs: number): Promise<void> {
  const until = Date.now() + timeoutMs;
  while (Date.now() < until) {
    try {
      if ((await fetch(url)).ok) return;
    } catch {
      // not listening yet
    }
    await new Promise((r) => setTimeout(r, 250));
  }
  throw new Error(`The server did not answer ${url} within ${timeoutMs / 1000} s`);
}
