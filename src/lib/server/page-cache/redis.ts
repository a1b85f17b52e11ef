import { connect, type Socket } from 'node:net';
import { connect as connectTls } from 'node:tls';
import type { CachedPage, PageCacheStore } from './cache.ts';

type Reply = string | number | null | Reply[] | Error;

/**
 * A small RESP2 client for the few commands the page cache needs (GET, SET EX, INCR, AUTH, SELECT): commands are
 * pipelined on one connection and answered in order. Failures reject the command; the cache then renders the page.
 */
class RespConnection {
  readonly #socket: Socket;
  readonly #waiting: { resolve: (reply: Reply) => void; reject: (error: Error) => void }[] = [];
  #buffer: Buffer = Buffer.alloc(0);
  #closed = false;

  constructor(socket: Socket) {
    this.#socket = socket;
    socket.on('data', (chunk: Buffer) => this.#onData(chunk));
    const fail = (error: Error) => {
      this.#closed = true;
      for (const waiter of this.#waiting.splice(0)) waiter.reject(error);
    };
    socket.on('error', fail);
    socket.on('close', () => fail(new Error('Redis connection closed')));
  }

  get closed(): boolean {
    return this.#closed;
  }

  command(...args: (string | number)[]): Promise<Reply> {
    if (this.#closed) return Promise.reject(new Error('Redis connection closed'));
    const parts = args.map((arg) => Buffer.from(String(arg)));
    const head = `*${parts.length}\r\n`;
    const payload = Buffer.concat([Buffer.from(head), ...parts.flatMap((p) => [Buffer.from(`$${p.length}\r\n`), p, Buffer.from('\r\n')])]);
    return new Promise((resolve, reject) => {
      this.#waiting.push({ resolve, reject });
      this.#socket.write(payload);
    });
  }

  #onData(chunk: Buffer): void {
    this.#buffer = this.#buffer.length ? Buffer.concat([this.#buffer, chunk]) : chunk;
    for (;;) {
      const parsed = parseReply(this.#buffer, 0);
      if (!parsed) return;
      this.#buffer = this.#buffer.subarray(parsed.end);
      const waiter = this.#waiting.shift();
      if (waiter) waiter.resolve(parsed.value);
    }
  }
}

function parseReply(buffer: Buffer, start: number): { value: Reply; end: number } | undefined {
  const lineEnd = buffer.indexOf('\r\n', start);
  if (lineEnd < 0) return undefined;
  const type = String.fromCharCode(buffer[start]!);
  const line = buffer.toString('utf8', start + 1, lineEnd);
  const next = lineEnd + 2;
  if (type === '+') return { value: line, end: next };
  if (type === '-') return { value: new Error(line), end: next };
  if (type === ':') return { value: Number(line), end: next };
  if (type === '$') {
    const length = Number(line);
    if (length < 0) return { value: null, end: next };
    if (buffer.length < next + length + 2) return undefined;
    return { value: buffer.toString('utf8', next, next + length), end: next + length + 2 };
  }
  if (type === '*') {
    const count = Number(line);
    if (count < 0) return { value: null, end: next };
    const items: Reply[] = [];
    let position = next;
    for (let i = 0; i < count; i += 1) {
      const item = parseReply(buffer, position);
      if (!item) return undefined;
      items.push(item.value);
      position = item.end;
    }
    return { value: items, end: position };
  }
  throw new Error(`Unexpected Redis reply type ${type}`);
}

const VERSION_KEY = 'nordpeak:page-cache:version';

/** Page cache in Redis, shared by every shop process pointing at the same server. */
export class RedisPageCache implements PageCacheStore {
  readonly #connection: RespConnection;

  private constructor(connection: RespConnection) {
    this.#connection = connection;
  }

  /** Connects (redis:// or rediss://, optional user:password and /db) and checks the server answers. */
  static async connect(url: string): Promise<RedisPageCache> {
    const parsed = new URL(url);
    const port = Number(parsed.port || 6379);
    const socket = await new Promise<Socket>((resolve, reject) => {
      const options = { host: parsed.hostname, port };
      const s = parsed.protocol === 'rediss:' ? connectTls({ ...options, servername: parsed.hostname }) : connect(options);
      s.once(parsed.protocol === 'rediss:' ? 'secureConnect' : 'connect', () => resolve(s));
      s.once('error', reject);
      s.setTimeout(2000, () => s.destroy(new Error('Redis connect timeout')));
    });
    socket.setTimeout(0);
    socket.setNoDelay(true);
    // An open cache connection must not keep a script (restock, reviews) from ending.
    socket.unref();
    const connection = new RespConnection(socket);
    const cache = new RedisPageCache(connection);
    if (parsed.password) {
      const auth = parsed.username ? [decodeURIComponent(parsed.username), decodeURIComponent(parsed.password)] : [decodeURIComponent(parsed.password)];
      await cache.#run('AUTH', ...auth);
    }
    const db = parsed.pathname.replace('/', '');
    if (db) await cache.#run('SELECT', db);
    await cache.#run('PING');
    return cache;
  }

  async #run(...args: (string | number)[]): Promise<Reply> {
    const reply = await Promise.race([
      this.#connection.command(...args),
      new Promise<never>((_, reject) => setTimeout(() => reject(new Error('Redis timeout')), 800).unref()),
    ]);
    if (reply instanceof Error) throw reply;
    return reply;
  }

  async get(key: string): Promise<CachedPage | undefined> {
    try {
      const reply = await this.#run('GET', `nordpeak:page:${key}`);
      return typeof reply === 'string' ? (JSON.parse(reply) as CachedPage) : undefined;
    } catch {
      return undefined;
    }
  }

  async set(key: string, page: CachedPage, ttlSeconds: number): Promise<void> {
    try {
      await this.#run('SET', `nordpeak:page:${key}`, JSON.stringify(page), 'EX', ttlSeconds);
    } catch (error) {
      console.error('[page-cache] Redis SET failed:', error instanceof Error ? error.message : error);
    }
  }

  async version(): Promise<number> {
    try {
      return Number(await this.#run('GET', VERSION_KEY)) || 0;
    } catch {
      return -1;
    }
  }

  async bump(): Promise<number> {
    return Number(await this.#run('INCR', VERSION_KEY));
  }
}
