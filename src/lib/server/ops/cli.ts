/** Small helpers of the command-line scripts and the start (configuration errors, opening the database, progress). */
import { config, ConfigError } from '../config/config.ts';
import type { Database } from '../db/client.ts';
import { EmbeddedInUseError, EmbeddedUnavailableError } from '../db/embedded.ts';
import { migrate } from '../db/migrate.ts';
import { closeDatabase, openConfiguredDatabase, openRunningEmbedded } from '../db/open.ts';

/** Runs a config read; on invalid configuration prints one line per problem and exits 1. */
export function exitOnConfigError<T>(read: () => T): T {
  try {
    return read();
  } catch (error) {
    if (error instanceof ConfigError) {
      console.error('Nordpeak cannot start: the configuration is invalid.');
      for (const problem of error.problems) console.error(`  ${problem}`);
      process.exit(1);
    }
    throw error;
  }
}

/** A progress bar on stderr: call it with (phase, done, total), then `.done()`. */
export function progressBar(): ((phase: string, done: number, total: number) => void) & { done(): void } {
  const tty = process.stderr.isTTY;
  let lastPhase = '';
  let lastDraw = 0;
  const draw = (phase: string, done: number, total: number) => {
    const now = Date.now();
    if (phase === lastPhase && now - lastDraw < 100 && done < total) return;
    lastDraw = now;
    const width = 30;
    // Clamped: a count estimated from the file's line ends can be passed (a last line without one).
    const filled = total > 0 ? Math.min(width, Math.round((done / total) * width)) : width;
    const line = `${phase.padEnd(9)} [${'#'.repeat(filled)}${'.'.repeat(width - filled)}] ${done}/${total}`;
    if (tty) process.stderr.write(`\r${line}`);
    else if (phase !== lastPhase || done >= total) process.stderr.write(`${line}\n`);
    if (tty && phase !== lastPhase && lastPhase) process.stderr.write('');
    lastPhase = phase;
  };
  return Object.assign(draw, {
    done: () => {
      if (tty) process.stderr.write('\n');
    },
  });
}

/** Opens the configured database; when the embedded one cannot run here or is in use, says why in one line and exits 1. */
export async function openDatabaseOrExit(): Promise<Database> {
  try {
    return await openConfiguredDatabase();
  } catch (error) {
    if (error instanceof EmbeddedInUseError || error instanceof EmbeddedUnavailableError) {
      console.error(`Nordpeak cannot start: ${error.message}`);
      process.exit(1);
    }
    throw error;
  }
}

/**
 * The database of a staff command: the configured one, or, when a running shop holds the embedded database, that
 * shop's server (the command connects to it as a client, so it works while the shop runs).
 */
async function openForCommand(): Promise<Database> {
  try {
    return await openConfiguredDatabase();
  } catch (error) {
    if (error instanceof EmbeddedInUseError) return openRunningEmbedded();
    if (error instanceof EmbeddedUnavailableError) {
      console.error(`Nordpeak cannot start: ${error.message}`);
      process.exit(1);
    }
    throw error;
  }
}

/**
 * Runs a staff command (staff, restock, price, reviews) against the shop's database and exits with its code: the
 * configuration checked, the database opened (the running shop's, see `openForCommand`) and brought up to the code's
 * schema like `npm start` (a no-op when it already is), closed afterwards; an error is printed in one line and exits 1.
 */
export async function runStaffCommand(work: () => Promise<number>): Promise<never> {
  exitOnConfigError(() => config());
  let exitCode = 0;
  try {
    await migrate(await openForCommand());
    exitCode = await work();
  } catch (error) {
    console.error(error instanceof Error ? error.message : error);
    exitCode = 1;
  } finally {
    await closeDatabase();
  }
  process.exit(exitCode);
}
