import { closeSync, mkdirSync, openSync, readFileSync, rmSync, writeSync } from 'node:fs';
import { hostname } from 'node:os';
import path from 'node:path';

/** Thrown when another live process holds the data directory. */
export class DataDirLockedError extends Error {
  readonly holderPid: number;
  constructor(dir: string, holder: LockInfo) {
    super(
      `The database in ${dir} is in use by process ${holder.pid} (${holder.command}, started ${holder.startedAt}). ` +
        'Stop that process or point DATA_DIR at another directory.',
    );
    this.holderPid = holder.pid;
  }
}

interface LockInfo { pid: number; host: string; command: string; startedAt: string }

function isAlive(pid: number): boolean {
  try {
    process.kill(pid, 0);
    return true;
  } catch (error) {
    return (error as NodeJS.ErrnoException).code === 'EPERM';
  }
}

/**
 * Takes the exclusive lock of an embedded database directory (PGlite has none of its own). A lock left by a
 * process that no longer runs is taken over; one held by a live process is refused with its pid. Returns the
 * function that releases it.
 */
export function acquireDirLock(dir: string): () => void {
  mkdirSync(dir, { recursive: true });
  const file = path.join(dir, 'nordpeak.lock');
  const mine: LockInfo = {
    pid: process.pid,
    host: hostname(),
    command: process.argv.slice(1).map((a) => path.basename(a)).join(' ') || 'node',
    startedAt: new Date().toISOString(),
  };
  for (let attempt = 0; attempt < 3; attempt++) {
    try {
      const fd = openSync(file, 'wx', 0o600);
      writeSync(fd, JSON.stringify(mine));
      closeSync(fd);
      return () => rmSync(file, { force: true });
    } catch (error) {
      if ((error as NodeJS.ErrnoException).code !== 'EEXIST') throw error;
      let holder: LockInfo | undefined;
      try {
        holder = JSON.parse(readFileSync(file, 'utf8')) as LockInfo;
      } catch {
        holder = undefined; // half-written or unreadable: treat as stale
      }
      if (holder && holder.pid === process.pid) return () => rmSync(file, { force: true });
      if (holder && holder.host === mine.host && isAlive(holder.pid)) throw new DataDirLockedError(dir, holder);
      if (holder && holder.host !== mine.host) throw new DataDirLockedError(dir, holder);
      rmSync(file, { force: true });
    }
  }
  throw new Error(`Could not take the lock of ${dir}`);
}
