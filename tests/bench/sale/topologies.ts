/** Where a flash sale runs: one instance on its embedded database, or two behind nginx on PostgreSQL and Redis. */
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { createClient } from 'redis';
import { startNginx, type NginxProcess } from '../../support/nginx.ts';
import {
  createTestDatabase,
  embeddedDatabaseUrl,
  startShop as startShopOn,
  stopShops,
  type ShopProcess,
} from '../../support/shop-process.ts';
import { childPids, databaseBackendPids } from '../open-loop.ts';
import { shopPids, startShop, stopShop, type Shop } from '../shop.ts';

/** BENCH_PROFILE=dir writes CPU profiles of the instances (`node --cpu-prof`) when they stop. */
const profileDir = process.env.BENCH_PROFILE;
/** The Redis database of the two instances (flushed before and after). */
const REDIS_DB = 12;

/** A running topology: where the load goes, the instances, the database and the processes to measure. */
export interface Topology {
  name: string;
  entry: string;
  instances: { base: string; pid: number }[];
  databaseUrl: string;
  /** Processes whose CPU time counts, by name. */
  processes(): [string, number[]][];
  stop(): Promise<void>;
}

const nodeOptions = (): Record<string, string> =>
  profileDir
    ? { NODE_OPTIONS: `${process.env.NODE_OPTIONS ?? ''} --cpu-prof --cpu-prof-dir=${profileDir}`.trim() }
    : {};

/** One instance on its own embedded database (seeded by its first start). */
export async function oneInstance(): Promise<Topology> {
  const dataDir = mkdtempSync(path.join(tmpdir(), 'np-bench-sale-'));
  const shop: Shop = await startShop(dataDir, { LOG_LEVEL: 'warn', ...nodeOptions() });
  const pid = shop.child.pid!;
  let stopping = false;
  // A shop that ends during the run says why, instead of leaving only the lost connections behind.
  shop.child.once('exit', (code, signal) => {
    if (!stopping) console.error(`The shop exited during the run (${signal ?? code}):\n${shop.log().slice(-4000)}`);
  });
  return {
    name: 'one instance, embedded PostgreSQL',
    entry: shop.baseUrl,
    instances: [{ base: shop.baseUrl, pid }],
    databaseUrl: embeddedDatabaseUrl(dataDir),
    processes: () => {
      const [node, ...postgres] = shopPids(pid);
      return [
        ['instance', [node!]],
        ['postgres', postgres],
      ];
    },
    stop: async () => {
      stopping = true;
      await stopShop(shop);
      rmSync(dataDir, { recursive: true, force: true });
    },
  };
}

/** Two instances behind nginx on a database of the machine's PostgreSQL, sharing Redis. */
export async function twoInstances(): Promise<Topology> {
  const redis = createClient({ url: `redis://127.0.0.1:6379/${REDIS_DB}` });
  await redis.connect();
  await redis.flushDb();
  const database = await createTestDatabase('np_bench_sale');
  const env = { REDIS_URL: `redis://127.0.0.1:6379/${REDIS_DB}`, LOG_LEVEL: 'warn', ...nodeOptions() };
  let one: ShopProcess | undefined;
  let two: ShopProcess | undefined;
  let nginx: NginxProcess | undefined;
  const stop = async () => {
    await nginx?.stop();
    await stopShops(one, two);
    await database.drop();
    await redis.flushDb();
    redis.destroy();
  };
  try {
    one = await startShopOn({ databaseUrl: database.url, env, logToFile: true });
    two = await startShopOn({ databaseUrl: database.url, env, logToFile: true });
    nginx = await startNginx([one.port, two.port]);
  } catch (error) {
    await stop();
    throw error;
  }
  const name = new URL(database.url).pathname.slice(1);
  return {
    name: 'two instances behind nginx, PostgreSQL + Redis',
    entry: nginx.base,
    instances: [one, two].map((shop) => ({ base: shop.base, pid: shop.child.pid! })),
    databaseUrl: database.url,
    processes: () => [
      ['instance 1', [one.child.pid!]],
      ['instance 2', [two.child.pid!]],
      ['nginx', childPids(nginx.child.pid)],
      // The server's backends of the bench's database (the machine's PostgreSQL serves others too).
      ['postgres', databaseBackendPids(name)],
    ],
    stop,
  };
}
