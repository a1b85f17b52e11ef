import { LRUCache } from 'lru-cache';
import type { CachedPage, PageCacheStore } from './types.ts';

/** The store of a process without Redis: least recently used pages dropped first, bounded by count and bytes. */
export class MemoryPageCache implements PageCacheStore {
  readonly #pages: LRUCache<string, CachedPage>;
  #version = 0;

  constructor(maxEntries = 5000, maxBytes = 128 * 1024 * 1024) {
    this.#pages = new LRUCache<string, CachedPage>({
      max: maxEntries,
      maxSize: maxBytes,
      // A string's characters take two bytes; the rest of the entry about 512.
      sizeCalculation: (page) => page.body.length * 2 + 512,
    });
  }

  async get(key: string): Promise<CachedPage | undefined> {
    return this.#pages.get(key);
  }

  async set(key: string, page: CachedPage, ttlSeconds: number): Promise<void> {
    if (ttlSeconds <= 0) this.#pages.delete(key);
    else this.#pages.set(key, page, { ttl: ttlSeconds * 1000 });
  }

  async version(): Promise<number> {
    return this.#version;
  }

  async bump(): Promise<number> {
    this.#version += 1;
    this.#pages.clear();
    return this.#version;
  }

  /** Forgets one page. */
  async delete(key: string): Promise<void> {
    this.#pages.delete(key);
  }

  async forget(tags: string[]): Promise<void> {
    const wanted = new Set(tags);
    const dropped: string[] = [];
    for (const [key, page] of this.#pages.entries()) if (page.tags?.some((tag) => wanted.has(tag))) dropped.push(key);
    for (const key of dropped) this.#pages.delete(key);
  }

  /** Number of cached pages (tests, diagnostics). */
  get size(): number {
    return this.#pages.size;
  }
}
