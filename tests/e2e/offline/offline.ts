import { expect, type BrowserContext, type Page } from '@playwright/test';

/**
 * The browser's offline emulation for a shop with a service worker: Chromium's `setOffline` also cuts the worker's
 * own requests only when they are routed, so the worker's requests are aborted as a disconnected network too.
 */
export async function goOffline(context: BrowserContext): Promise<void> {
  await context.setOffline(true);
  await context.route('**', (route) => (route.request().serviceWorker() ? route.abort('internetdisconnected') : route.fallback()));
}

/** Back online: the routes are dropped and the emulation ends (the page gets its "online" event). */
export async function goOnline(context: BrowserContext): Promise<void> {
  await context.unrouteAll({ behavior: 'wait' });
  await context.setOffline(false);
}

/** Waits until the service worker controls the page and the page itself is in the worker's page cache. */
export async function waitForOfflineReady(page: Page): Promise<void> {
  await expect.poll(() => page.evaluate(async () => {
    await navigator.serviceWorker.ready;
    if (!navigator.serviceWorker.controller) return false;
    return Boolean(await caches.match(location.href, { cacheName: 'np-pages' }));
  }), { timeout: 30_000 }).toBe(true);
}
