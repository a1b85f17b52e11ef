import { createClient } from 'redis';
import type { CachedPage, PageCacheStore } from './types.ts';

/** The longest a page waits for Redis (one command); after a timeout Redis is skipped for `PAUSE_AFTER_TIMEOUT_MS`. */
export const REDIS_COMMAND_TIMEOUT_MS = 250;
const PAUSE_AFTER_TIMEOUT_MS = 1_000;
/** Reconnect delays: 50 ms doubling up to 1 s, for as long as Redis is away. */
const reconnectDelay = (retries: number) => Math.min(50 * 2 ** retries, 1_000);

const VERSION_KEY = 'nordpeak:page-cache:version';
/** How long the stale copy of a page an order or restock changed is kept (the answer front's longest stale answer). */
const STALE_COPY_SECONDS = 30;
const staleName = (name: string) => `nordpeak:stale:${name}`;

type Client = ReturnType<typeof createClient>;

/** Page cache in Redis (node-redis), shared by every shop process pointing at the same server. More in README.md. */
export class RedisPageCache implements PageCacheStore {
  readonly #client: Client;
  /** Pub/sub channels are not per database: the channel names the database, so shops on other databases stay apart. */
  readonly #channel: string;
  #pausedUntil = 0;
  #reportedDown = false;

  private constructor(client: Client, database: string) {
    this.#client = client;
    this.#channel = `nordpeak:page-cache:invalidate:${database}`;
  }

  /**
   * Starts the client (redis:// or rediss://, optional user:password and /db). Never throws for an unreachable Redis:
   * the first connection and every later one are retried in the background. `waitMs` waits that long for the first
   * connection (the start is not held up longer).
   */
  static async connect(url: string, waitMs = 1_000): Promise<RedisPageCache> {
    const client = createClient({
      url,
      disableOfflineQueue: true,
      commandOptions: { timeout: REDIS_COMMAND_TIMEOUT_MS },
      socket: { connectTimeout: 1_000, reconnectStrategy: reconnectDelay, noDelay: true },
    });
    const cache = new RedisPageCache(client, new URL(url).pathname.replace('/', '') || '0');
    client.on('error', (error: unknown) => cache.#down(error));
    client.on('ready', () => {
      if (cache.#reportedDown) console.error('[page-cache] Redis is back: the shared page cache is on again');
      cache.#reportedDown = false;
      cache.#pausedUntil = 0;
    });
    // An open cache connection must not keep a script (restock, reviews) from ending.
    client.unref();
    const ready = client.connect().then(
      () => undefined,
      (error: unknown) => cache.#down(error),
    );
    await Promise.race([ready, new Promise((resolve) => setTimeout(resolve, waitMs).unref())]);
    return cache;
  }

  /** True while the connection is up (diagnostics, tests). */
  get ready(): boolean {
    return this.#client.isReady;
  }

  /** Closes the connection (tests, shutdown). */
  async close(): Promise<void> {
    if (this.#client.isOpen) this.#client.destroy();
  }

  #down(error: unknown): void {
    if (this.#reportedDown) return;
    this.#reportedDown = true;
    console.error(
      '[page-cache] Redis unavailable, pages are rendered and kept in process until it is back:',
      error instanceof Error ? error.message : error,
    );
  }

  /** Runs a command unless Redis is known to be away; a timeout pauses Redis use briefly so pages do not each wait. */
  async #run<T>(command: (client: Client) => Promise<T>): Promise<T> {
    if (!this.#client.isReady) throw new Error('Redis is not connected');
    if (this.#pausedUntil > Date.now()) throw new Error('Redis timed out recently');
    try {
      return await command(this.#client);
    } catch (error) {
      if (error instanceof Error && /timeout/i.test(error.name + error.message))
        this.#pausedUntil = Date.now() + PAUSE_AFTER_TIMEOUT_MS;
      throw error;
    }
  }

  async get(key: string): Promise<CachedPage | undefined> {
    try {
      const reply = await this.#run((client) => client.get(`nordpeak:page:${key}`));
      return typeof reply === 'string' ? (JSON.parse(reply) as CachedPage) : undefined;
    } catch {
      return undefined;
    }
  }

  /**
   * A page, or else its stale copy (an order or a restock changed it, see `forget`), in one round trip: a miss takes
   * no longer to claim its render than with `get`, so a burst of misses still renders the page once.
   */
  async getOrStale(key: string): Promise<{ page?: CachedPage; stale?: CachedPage }> {
    try {
      const name = `nordpeak:page:${key}`;
      const [page, stale] = await this.#run((client) => client.mGet([name, staleName(name)]));
      if (typeof page === 'string') return { page: JSON.parse(page) as CachedPage };
      return typeof stale === 'string' ? { stale: JSON.parse(stale) as CachedPage } : {};
    } catch {
      return {};
    }
  }

  async set(key: string, page: CachedPage, ttlSeconds: number): Promise<void> {
    try {
      await this.#run((client) => {
        const name = `nordpeak:page:${key}`;
        const multi = client.multi().set(name, JSON.stringify(page), { expiration: { type: 'EX', value: ttlSeconds } });
        // Each tag's set names its pages, for `forget`; it lives as long as its newest page.
        for (const tag of page.tags ?? [])
          multi.sAdd(`nordpeak:tag:${tag}`, name).expire(`nordpeak:tag:${tag}`, ttlSeconds);
        return multi.exec();
      });
    } catch {
      // Not kept in Redis: the process's answer front still has the page; an outage is reported once by #down.
    }
  }

  /**
   * Forgets the pages of `tags`. With `revalidate` each page is kept for `STALE_COPY_SECONDS` as a stale copy
   * (`getOrStale`): a process without the page in its answer front answers that copy while it renders the page again,
   * instead of rendering it while the visitor waits. Without, the stale copies go too (a price, an availability).
   */
  async forget(tags: string[], options: { revalidate?: boolean } = {}): Promise<void> {
    try {
      await this.#run(async (client) => {
        for (const tag of tags) {
          const set = `nordpeak:tag:${tag}`;
          const names = await client.sMembers(set);
          if (!options.revalidate) {
            await client.del([...names, ...names.map(staleName), set]);
            continue;
          }
          if (names.length === 0) continue;
          // The tag's set stays: a later change without revalidation must find the stale copies to forget them. A
          // page forgotten again before it was rendered anew keeps its copy and the time left on it (EXPIRE … LT: the
          // copy takes the page's own TTL, which only the first expiry shortens), as the answer front does.
          const multi = client.multi();
          for (const name of names)
            multi.copy(name, staleName(name), { REPLACE: true }).expire(staleName(name), STALE_COPY_SECONDS, 'LT');
          await multi.del(names).exec();
        }
      });
    } catch (error) {
      console.error(
        '[page-cache] Redis could not forget tagged pages (they expire with their TTL):',
        error instanceof Error ? error.message : error,
      );
    }
  }

  async publish(message: string): Promise<void> {
    try {
      await this.#run((client) => client.publish(this.#channel, message));
    } catch {
      // The other processes read the invalidation from the database within a second.
    }
  }

  /** Listens on a connection of its own, subscribed again by the client after every reconnect. */
  subscribe(listener: (message: string) => void): void {
    const subscriber = this.#client.duplicate();
    subscriber.on('error', () => undefined);
    subscriber.unref();
    subscriber
      .connect()
      .then(() => subscriber.subscribe(this.#channel, listener))
      .catch(() => undefined);
  }

  /**
   * The shared version, or undefined while Redis is away: the process keeps the version it knew, so an outage does not
   * retire the pages it holds (changes still reach it by the database's invalidation rows and data stamp).
   */
  async version(): Promise<number | undefined> {
    try {
      return Number(await this.#run((client) => client.get(VERSION_KEY))) || 0;
    } catch {
      return undefined;
    }
  }

  async bump(): Promise<number> {
    return Number(await this.#run((client) => client.incr(VERSION_KEY)));
  }
}
