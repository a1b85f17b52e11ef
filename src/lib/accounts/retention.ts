/**
 * How long the shop keeps an order for bookkeeping, by the law of the store's country: Sweden 7 years
 * (bokföringslagen), Norway 5 years (bokføringsloven), Finland 6 years (kirjanpitolaki, vouchers), each counted from
 * the end of the calendar year the order belongs to (the shop's fiscal year is the calendar year).
 */
import type { StoreCode } from '../store-view/config.ts';

/** Years an order is kept after the end of its year, per store. */
export const bookkeepingYears: Record<StoreCode, number> = { sv: 7, no: 5, fi: 6 };

/** The last day (ISO date) an order placed at `placed` in a store is kept for bookkeeping. */
export function keptUntil(store: StoreCode, placed: Date): string {
  return `${placed.getUTCFullYear() + bookkeepingYears[store]}-12-31`;
}
