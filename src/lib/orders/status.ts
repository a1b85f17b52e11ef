/**
 * The order lifecycle (browser-safe): statuses and the moves allowed between them. See README.md, "The order
 * lifecycle".
 */
import { z } from 'astro/zod';
import type { MessageKey } from '../i18n/i18n.ts';

/** Every status an order can have, in lifecycle order. */
export const ORDER_STATUSES = [
  'pending',
  'processing',
  'partially_shipped',
  'shipped',
  'delivered',
  'cancelled',
  'refunded',
] as const;

/** The status of an order. */
export const orderStatusSchema = z.enum(ORDER_STATUSES);
/** The status of an order. */
export type OrderStatus = z.infer<typeof orderStatusSchema>;

/** What moves an order: a status set by staff or a system, a shipment, a cancellation, a (full) refund. */
export type OrderEvent = 'process' | 'ship' | 'deliver' | 'cancel' | 'refund';

/** Statuses from which nothing moves any more. */
export const FINAL_STATUSES: readonly OrderStatus[] = ['cancelled', 'refunded'];

/** The statuses each event may start from. */
const allowedFrom: Record<OrderEvent, readonly OrderStatus[]> = {
  process: ['pending'],
  ship: ['processing', 'partially_shipped'],
  deliver: ['shipped'],
  cancel: ['pending', 'processing'],
  refund: ['processing', 'partially_shipped', 'shipped', 'delivered'],
};

/** True when `event` may happen to an order in `status`. */
export function canHappen(status: string, event: OrderEvent): boolean {
  return (allowedFrom[event] as readonly string[]).includes(status);
}

/** The events an order in `status` allows (what the back office offers). */
export function allowedEvents(status: string): OrderEvent[] {
  return (Object.keys(allowedFrom) as OrderEvent[]).filter((event) => canHappen(status, event));
}

/**
 * The status after an event: a shipment gives `shipped` when nothing is left to ship, else `partially_shipped`; a
 * refund gives `refunded` only when the whole payment is refunded (a part refund leaves the status as it was).
 */
export function statusAfter(
  status: OrderStatus,
  event: OrderEvent,
  facts: { unitsLeftToShip?: number; amountLeftToRefund?: number } = {},
): OrderStatus {
  switch (event) {
    case 'process':
      return 'processing';
    case 'ship':
      return (facts.unitsLeftToShip ?? 0) > 0 ? 'partially_shipped' : 'shipped';
    case 'deliver':
      return 'delivered';
    case 'cancel':
      return 'cancelled';
    case 'refund':
      return (facts.amountLeftToRefund ?? 0) > 0 ? status : 'refunded';
  }
}

/** The statuses staff or an integration may set directly (the others follow from shipments and refunds). */
export const SETTABLE_STATUSES = ['processing', 'delivered', 'cancelled'] as const;
/** A status that may be set directly. */
export type SettableStatus = (typeof SETTABLE_STATUSES)[number];

/** The event that setting a status is. */
export function eventOfStatus(status: SettableStatus): OrderEvent {
  return status === 'processing' ? 'process' : status === 'delivered' ? 'deliver' : 'cancel';
}

/** The message key of a status in the shopper's language; undefined for a value the lifecycle does not know. */
export function statusMessageKey(status: string | undefined): MessageKey | undefined {
  return (ORDER_STATUSES as readonly string[]).includes(status ?? '')
    ? (`ui.account.status.${status}` as MessageKey)
    : undefined;
}
