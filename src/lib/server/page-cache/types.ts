/** A stored page answer. */
export interface CachedPage {
  status: number;
  headers: [string, string][];
  body: string;
  storedAt: number;
  /** What the page shows (`p:{productId}`, `listing` …): it is forgotten when one of them changes. */
  tags?: string[];
}

/** Where cached pages live: in process (memory-store.ts) or shared by every process (redis.ts). */
export interface PageCacheStore {
  get(key: string): Promise<CachedPage | undefined>;
  set(key: string, page: CachedPage, ttlSeconds: number): Promise<void>;
  /** The shared invalidation counter (undefined while it cannot be read: the last one read stays). */
  version(): Promise<number | undefined>;
  bump(): Promise<number>;
  /**
   * Forgets the pages carrying one of `tags`; with `revalidate` a shared store keeps a stale copy of each for a while
   * (`getOrStale`).
   */
  forget(tags: string[], options?: { revalidate?: boolean }): Promise<void>;
  /** `get`, or else the stale copy of a page forgotten with `revalidate`, in one look (shared stores only). */
  getOrStale?(key: string): Promise<{ page?: CachedPage; stale?: CachedPage }>;
  /** Tells the other processes (shared stores only). */
  publish?(message: string): Promise<void>;
  /** Hears what other processes tell (shared stores only). */
  subscribe?(listener: (message: string) => void): void;
}
