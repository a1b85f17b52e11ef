/** How My orders shows an order of the history (pure). */
import type { MessageKey } from '../i18n/i18n.ts';
import { storeViews, type StoreCode } from '../store-view/config.ts';
import { formatPrice } from '../store-view/format.ts';
import type { HistoryOrder } from './schema.ts';
import { statusMessageKey } from '../orders/status.ts';

/** An order as a line of My orders: number, date, status and total in the store's format, and its lines. */
export interface OrderView {
  number: string;
  date?: string;
  status?: MessageKey;
  total?: string;
  lines: string[];
}

/** The view of an order in a store's language and formats. */
export function orderView(order: Partial<HistoryOrder>, storeCode: StoreCode): OrderView {
  const total = order.grand_total ?? order.total_due;
  // Shown in the shopper's language; a status the lifecycle does not know is left out rather than shown in English.
  const status = statusMessageKey(order.status);
  return {
    number: order.order_number ?? order.increment_id ?? '',
    ...(order.created_at ? { date: new Date(order.created_at).toLocaleDateString(storeViews[storeCode].locale) } : {}),
    ...(status ? { status } : {}),
    ...(typeof total === 'number' ? { total: formatPrice(total, storeCode) } : {}),
    lines: (order.items ?? []).map(
      (item) =>
        `${item.qty_ordered} × ${item.name}${
          item.options && item.options.length > 0
            ? ` (${item.options.map((o) => `${o.label}: ${o.value}`).join(', ')})`
            : ''
        }`,
    ),
  };
}

/** The number of pages of an order history of `count` orders. */
export function orderPages(count: number, pageSize: number): number {
  return Math.max(1, Math.ceil(count / pageSize));
}
