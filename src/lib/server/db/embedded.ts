/** The embedded database. More in README.md. */
import { spawn, type ChildProcess } from 'node:child_process';
import { randomBytes } from 'node:crypto';
import { existsSync, mkdirSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { createServer } from 'node:net';
import path from 'node:path';
import { EmbeddedUnavailableError } from './embedded-errors.ts';
import {
  binaries,
  checkReachable,
  chownTree,
  run,
  runAs,
  serverEnv,
  settlePreviousServer,
  USER,
  type Binaries,
  type RunAs,
} from './embedded-host.ts';

export { EmbeddedInUseError, EmbeddedUnavailableError } from './embedded-errors.ts';

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
