import { AsyncLocalStorage } from 'node:async_hooks';

/** What one request's rendering found out about itself, read by the middleware after the page is rendered. */
export interface RequestScope {
  /** Why the page is degraded (content service failed or slow, listing without its facets or stale): never cached. */
  degraded: string[];
  /** What the page shows (`p:{productId}`, `listing` …): its cache entries are forgotten when one of them changes. */
  tags: Set<string>;
}

const storage = new AsyncLocalStorage<RequestScope>();

/**
 * Runs a request's handling with its own scope. A page rendered in place of another (`Astro.rewrite` runs the
 * pipeline again) shares the enclosing page's scope: what it shows and why it is degraded count for both.
 */
export function withRequestScope<T>(work: () => Promise<T>): { scope: RequestScope; result: Promise<T> } {
  const scope: RequestScope = storage.getStore() ?? { degraded: [], tags: new Set() };
  return { scope, result: storage.run(scope, work) };
}

/**
 * Marks the current request's answer as degraded (fallback content because a service failed or was slow): the
 * middleware sends it `no-store` and keeps it out of every cache, so the shop recovers as soon as the service does.
 */
export function markDegraded(reason: string): void {
  storage.getStore()?.degraded.push(reason);
}

/** Adds cache tags to the current request's page (no-op outside a page rendering). */
export function tagPage(...tags: string[]): void {
  const scope = storage.getStore();
  if (scope) for (const tag of tags) scope.tags.add(tag);
}

/**
 * Runs `work` collecting the tags it adds (a cached read remembers them and adds them to every page that reuses it);
 * degraded marks still reach the current request.
 */
export function collectTags<T>(work: () => Promise<T>): { tags: Set<string>; result: Promise<T> } {
  const scope: RequestScope = { degraded: storage.getStore()?.degraded ?? [], tags: new Set() };
  return { tags: scope.tags, result: storage.run(scope, work) };
}
