/** What a background sender does each round, and what it says when rounds fail or work again. */
export interface Rounds {
  /** One round: send what is due (throws when the database is away). */
  work: () => Promise<void>;
  /** After a round that worked. */
  worked: () => void;
  /** After a round that failed. */
  failed: (error: unknown) => void;
  /** A round asked for while one runs is run once more after it (true), or skipped (false: the timer comes back). */
  rerun: boolean;
}

/**
 * Runs a background sender's rounds (the outbox, the webhooks): one now, then one every `intervalMs` (the timer
 * never keeps the process alive), one at a time. `run` asks for a round now; `stop` ends the timer and waits for a
 * round in progress.
 */
export function startRounds(rounds: Rounds, intervalMs: number): { run: () => void; stop: () => Promise<void> } {
  let running: Promise<void> | undefined;
  let again = false;
  const run = () => {
    if (running) {
      again = rounds.rerun;
      return;
    }
    running = (async () => {
      try {
        do {
          again = false;
          await rounds.work();
        } while (again);
        rounds.worked();
      } catch (error) {
        rounds.failed(error);
      } finally {
        running = undefined;
      }
    })();
  };
  run();
  const timer = setInterval(run, intervalMs);
  timer.unref();
  return {
    run,
    stop: async () => {
      clearInterval(timer);
      await running;
    },
  };
}
