/** One cart operation at a time: connect, sync, login merge and edits never interleave. */
let chain: Promise<unknown> = Promise.resolve();

/** Runs `work` after every operation queued before it. */
export function exclusive<T>(work: () => Promise<T>): Promise<T> {
  const run = chain.then(work, work);
  chain = run.catch(() => undefined);
  return run;
}

/** Resolves when every queued cart operation has finished (tests, and before leaving for checkout). */
export function cartSettled(): Promise<void> {
  return chain.then(() => undefined);
}
