import { persistentJSON } from '@nanostores/persistent';
import { callContract } from '../api-client/client.ts';
import { apiRoutes } from '../api-client/routes.ts';

/** A visit's viewed products: ids with the time of the view. */
export interface ViewHistory {
  startedAt: number;
  items: { id: number; at: number }[];
}

/** View history cache lifetime (4 h). */
export const VIEW_HISTORY_TTL_MS = 14_400_000;

/** The viewed products of this visit. */
export const $viewHistory = persistentJSON<ViewHistory>('np-view-history', { startedAt: 0, items: [] });

/**
 * Records a product view: once per visit (the cache is cleared when older than 4 hours); a new view is reported
 * to the backend, silently (failures are only logged). Answers whether it was new.
 */
export async function recordView(productId: number, now = Date.now()): Promise<boolean> {
  let history = $viewHistory.get();
  if (!history.startedAt || now - history.startedAt > VIEW_HISTORY_TTL_MS) history = { startedAt: now, items: [] };
  if (history.items.some((i) => i.id === productId)) {
    if (history !== $viewHistory.get()) $viewHistory.set(history);
    return false;
  }
  $viewHistory.set({ ...history, items: [...history.items, { id: productId, at: now }] });
  try {
    await callContract(apiRoutes.productViewReport, { params: { productId: String(productId) } });
  } catch (error) {
    console.warn('product view report failed', error);
  }
  return true;
}
