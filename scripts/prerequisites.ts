/**
 * What `npm test` needs besides npm's packages, checked before anything runs: Debian's Chromium (browser tests),
 * nginx (the instances-behind-nginx tests), and the machine's PostgreSQL and Redis (tests that start shops of their
 * own on a shared database and cache). Prints the install line of each that is missing.
 */
import { existsSync } from 'node:fs';
import { connect } from 'node:net';
import { findChromium } from './chromium.ts';

/** One thing the tests need, and how to get it. */
interface Prerequisite {
  name: string;
  install: string;
  present(): Promise<boolean> | boolean;
}

/** True when a TCP connection to host:port opens within `timeoutMs`. */
function listening(host: string, port: number, timeoutMs = 1000): Promise<boolean> {
  return new Promise((resolve) => {
    const socket = connect({ host, port });
    const done = (ok: boolean) => {
      socket.destroy();
      resolve(ok);
    };
    socket.setTimeout(timeoutMs, () => done(false));
    socket.once('connect', () => done(true));
    socket.once('error', () => done(false));
  });
}

const postgres = new URL(process.env.TEST_DATABASE_URL || 'postgres://postgres@127.0.0.1:5432/test');

const prerequisites: Prerequisite[] = [
  {
    name: 'Chromium (browser tests), at $CHROME_PATH or /usr/bin/chromium',
    install: 'sudo apt-get install -y chromium',
    present: () => findChromium() !== undefined,
  },
  {
    name: 'nginx (instances behind nginx), at $NGINX_PATH or /usr/sbin/nginx',
    install: 'sudo apt-get install -y nginx-light',
    present: () => existsSync(process.env.NGINX_PATH || '/usr/sbin/nginx'),
  },
  {
    name: `PostgreSQL at ${postgres.host} (tests' own databases; trust auth for ${postgres.username || 'postgres'}, or TEST_DATABASE_URL)`,
    install: 'sudo apt-get install -y postgresql',
    present: () => listening(postgres.hostname, Number(postgres.port || 5432)),
  },
  {
    name: 'Redis at 127.0.0.1:6379 (shared page cache tests)',
    install: 'sudo apt-get install -y redis-server',
    present: () => listening('127.0.0.1', 6379),
  },
];

/** Exits with one line per missing prerequisite and its install command; returns when all are there. */
export async function requirePrerequisites(): Promise<void> {
  const missing = (
    await Promise.all(prerequisites.map(async (item) => ((await item.present()) ? undefined : item)))
  ).filter((item) => item !== undefined);
  if (missing.length === 0) return;
  console.error('npm test needs what is missing here:');
  for (const item of missing) console.error(`  - ${item.name}\n      ${item.install}`);
  process.exit(1);
}

if (import.meta.main) await requirePrerequisites();
