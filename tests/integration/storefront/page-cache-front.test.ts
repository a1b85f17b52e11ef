import { spawn, type ChildProcess } from 'node:child_process';
import { existsSync } from 'node:fs';
import { createServer, request as httpRequest, type Server } from 'node:http';
import { brotliDecompressSync, gunzipSync } from 'node:zlib';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { rememberPage } from '../../../src/lib/server/page-cache/front.ts';
import {
  dataStamp,
  invalidatePageCache,
  pageGeneration,
  refreshGeneration,
} from '../../../src/lib/server/page-cache/generation.ts';
import { announceInvalidation } from '../../../src/lib/server/page-cache/invalidation.ts';
import { pageCacheSlot } from '../../../src/lib/server/page-cache/keys.ts';
import { MemoryPageCache } from '../../../src/lib/server/page-cache/memory-store.ts';
import { usePageRefresher } from '../../../src/lib/server/page-cache/revalidate.ts';
import { chooseEncoding, serveCachedPage } from '../../../src/lib/server/page-cache/serve.ts';
import { usePageCacheStore } from '../../../src/lib/server/page-cache/store.ts';
import type { CachedPage } from '../../../src/lib/server/page-cache/types.ts';
import { RedisPageCache } from '../../../src/lib/server/page-cache/redis.ts';
import { freePort } from '../../../scripts/server-process.ts';
import { describeEachDatabase } from '../../support/db.ts';

/** A GET as sent, nothing decompressed. */
function get(
  url: string,
  headers: Record<string, string> = {},
): Promise<{ status: number; headers: Record<string, string | string[] | undefined>; body: Buffer }> {
  return new Promise((resolve, reject) => {
    httpRequest(url, { headers }, (response) => {
      const chunks: Buffer[] = [];
      response.on('data', (chunk: Buffer) => chunks.push(chunk));
      response.on('end', () =>
        resolve({ status: response.statusCode ?? 0, headers: response.headers, body: Buffer.concat(chunks) }),
      );
    })
      .on('error', reject)
      .end();
  });
}

const html = `<!DOCTYPE html><html lang="sv"><body>${'<p>Längdskidor och vallor för alla väder.</p>'.repeat(200)}</body></html>`;
const page = (): CachedPage => ({
  status: 200,
  headers: [
    ['content-type', 'text/html'],
    ['cache-control', 'public, max-age=0, s-maxage=300, stale-while-revalidate=86400'],
    ['vary', 'Accept-Encoding'],
  ],
  body: html,
  storedAt: Date.now(),
});

describe('content negotiation of the answer front', () => {
  it('prefers brotli, then gzip, honours q=0 and answers uncompressed without a header', () => {
    expect(chooseEncoding(undefined)).toBe('identity');
    expect(chooseEncoding('gzip, deflate, br')).toBe('br');
    expect(chooseEncoding('gzip')).toBe('gzip');
    expect(chooseEncoding('br;q=0, gzip')).toBe('gzip');
    expect(chooseEncoding('identity')).toBe('identity');
    expect(chooseEncoding('*')).toBe('br');
  });
});

describeEachDatabase('answer front of the output cache', () => {
  let server: Server;
  let base: string;
  beforeAll(async () => {
    usePageCacheStore(new MemoryPageCache());
    // The suite's own database and store: read their generation before pages are kept.
    await refreshGeneration();
    // What scripts/start.ts does: the front first, then (here) a plain miss.
    server = createServer((request, response) => {
      if (serveCachedPage(request, response)) return;
      response.writeHead(404, { 'x-cache': 'none' }).end('miss');
    });
    const port = await freePort();
    await new Promise<void>((resolve) => server.listen(port, '127.0.0.1', resolve));
    base = `http://127.0.0.1:${port}`;
  });
  afterAll(() => new Promise<void>((resolve) => server.close(() => resolve())));

  it('answers a remembered page with its headers, compressed when accepted', async () => {
    const { epoch } = await pageCacheSlot(new URL('http://shop.test/p/1/a'));
    rememberPage('/p/1/a', page(), 60, epoch);
    const plain = await get(`${base}/p/1/a`);
    expect(plain.status).toBe(200);
    expect(plain.body.toString()).toBe(html);
    expect(plain.headers).toMatchObject({
      'x-cache': 'HIT',
      'content-type': 'text/html',
      vary: 'Accept-Encoding',
      'content-length': String(Buffer.byteLength(html)),
    });
    expect(plain.headers['cache-control']).toContain('stale-while-revalidate');
    expect(Number(plain.headers.age)).toBeGreaterThanOrEqual(0);
    expect(plain.headers['content-encoding']).toBeUndefined();

    // A compressed variant is made in the background when a client first asks for it.
    let brotli = await get(`${base}/p/1/a`, { 'accept-encoding': 'gzip, br' });
    for (let i = 0; i < 50 && brotli.headers['content-encoding'] !== 'br'; i += 1) {
      await new Promise((r) => setTimeout(r, 20));
      brotli = await get(`${base}/p/1/a`, { 'accept-encoding': 'gzip, br' });
    }
    expect(brotli.headers['content-encoding']).toBe('br');
    expect(brotliDecompressSync(brotli.body).toString()).toBe(html);
    expect(Number(brotli.headers['content-length'])).toBe(brotli.body.length);
    let gzipped = await get(`${base}/p/1/a`, { 'accept-encoding': 'gzip' });
    for (let i = 0; i < 50 && gzipped.headers['content-encoding'] !== 'gzip'; i += 1) {
      await new Promise((r) => setTimeout(r, 20));
      gzipped = await get(`${base}/p/1/a`, { 'accept-encoding': 'gzip' });
    }
    expect(gzipped.headers['content-encoding']).toBe('gzip');
    expect(gunzipSync(gzipped.body).toString()).toBe(html);
  });

  it('leaves editor previews, other methods and unknown pages to the renderer', async () => {
    const { epoch } = await pageCacheSlot(new URL('http://shop.test/p/2/b'));
    rememberPage('/p/2/b', page(), 60, epoch);
    expect((await get(`${base}/p/2/b`)).status).toBe(200);
    expect((await get(`${base}/p/2/b`, { cookie: 'a=1; np_preview=token' })).status).toBe(404);
    expect((await get(`${base}/p/2/b?x=1`)).status).toBe(404);
  });

  it('forgets every page when the data changes, and never keeps a page made in an older generation', async () => {
    const { epoch } = await pageCacheSlot(new URL('http://shop.test/p/3/c'));
    rememberPage('/p/3/c', page(), 60, epoch);
    expect((await get(`${base}/p/3/c`)).status).toBe(200);
    await invalidatePageCache();
    expect((await get(`${base}/p/3/c`)).status).toBe(404);
    // A render that started before the change finishes after it: not kept.
    rememberPage('/p/3/c', page(), 60, epoch);
    expect((await get(`${base}/p/3/c`)).status).toBe(404);
  });

  it('answers a page an order touched stale while it renders again once in the background, then the new copy', async () => {
    const { epoch } = await pageCacheSlot(new URL('http://shop.test/p/5/e'));
    rememberPage('/p/5/e', { ...page(), tags: ['p:5'], storedAt: Date.now() - 5_000 }, 60, epoch);
    const asked: string[] = [];
    let finish!: () => void;
    usePageRefresher((target) => {
      asked.push(target);
      return new Promise<void>((resolve) => {
        finish = () => {
          rememberPage(target, { ...page(), body: '<p>after the order</p>', tags: ['p:5'] }, 60, epoch);
          resolve();
        };
      });
    });
    try {
      await announceInvalidation(['p:5'], undefined, { revalidate: true });
      const during = await Promise.all([get(`${base}/p/5/e`), get(`${base}/p/5/e`)]);
      expect(during.map((answer) => [answer.status, answer.headers['x-cache']])).toEqual([
        [200, 'STALE'],
        [200, 'STALE'],
      ]);
      expect(Number(during[0]!.headers.age)).toBeGreaterThanOrEqual(5);
      expect(during[0]!.body.toString()).toBe(html);
      // One background render for both requests.
      expect(asked).toEqual(['/p/5/e']);
      finish();
      await new Promise((resolve) => setTimeout(resolve, 10));
      const after = await get(`${base}/p/5/e`);
      expect([after.headers['x-cache'], after.body.toString()]).toEqual(['HIT', '<p>after the order</p>']);
      // Without revalidate (a price, a sell-out) the page is gone at once.
      await announceInvalidation(['p:5']);
      expect((await get(`${base}/p/5/e`)).status).toBe(404);
    } finally {
      usePageRefresher(undefined);
    }
  });

  it('drops expired pages', async () => {
    const { epoch } = await pageCacheSlot(new URL('http://shop.test/p/4/d'));
    rememberPage('/p/4/d', { ...page(), storedAt: Date.now() - 120_000 }, 60, epoch);
    expect((await get(`${base}/p/4/d`)).status).toBe(404);
  });
});

const redisServer = ['/usr/bin/redis-server', '/usr/local/bin/redis-server'].find((file) => existsSync(file));

describeEachDatabase('output cache in Redis', () => {
  let redis: ChildProcess | undefined;
  let url = '';
  beforeAll(async () => {
    if (!redisServer) return;
    const port = await freePort();
    redis = spawn(redisServer, ['--port', String(port), '--bind', '127.0.0.1', '--save', '', '--appendonly', 'no'], {
      stdio: 'ignore',
    });
    url = `redis://127.0.0.1:${port}`;
    for (let i = 0; i < 100; i += 1) {
      const probe = await RedisPageCache.connect(url, 100);
      const ready = probe.ready;
      await probe.close();
      if (ready) return;
      await new Promise((r) => setTimeout(r, 50));
    }
  });
  afterAll(() => {
    redis?.kill('SIGTERM');
    usePageCacheStore(new MemoryPageCache());
  });

  it.skipIf(!redisServer)(
    'shares pages between processes and moves every process to a new generation on a write',
    async () => {
      const mine = await RedisPageCache.connect(url);
      const other = await RedisPageCache.connect(url);
      usePageCacheStore(mine);
      const before = await refreshGeneration();
      await mine.set('k', page(), 60);
      expect((await other.get('k'))?.body).toBe(html);

      // Another process invalidates: this one sees the shared version move within a second (at once when it reads now).
      await other.bump();
      const after = await refreshGeneration();
      expect(after).not.toBe(before);
      expect(await pageGeneration()).toBe(after);

      // A write here bumps the shared version; the generation is then the same as every other process's (no local
      // mark), so pages stored by one process are found by the others.
      await invalidatePageCache();
      expect(await pageGeneration()).toBe(`${await other.version()}:${await dataStamp()}`);
    },
  );
});
