/**
 * The sync plan: how the browser cart and a server cart come together, decided from both carts without calling
 * anything. The sync (sync.ts) then carries the steps out in order: local steps at once, pushes and deletes as calls.
 */
import type { ServerCartItem } from './api.ts';
import { findServerItem, fromServerItem, type CartItem } from './items.ts';

/** How a sync treats differences between the two carts. */
export interface SyncRules {
  /** The browser cart wins: push its lines and quantities, delete server-only lines. */
  forceClientState: boolean;
  /** Login merge: add the guest quantities to the customer cart's. */
  mergeQty: boolean;
  /** The server cart was changed by a form without JavaScript: take its lines and quantities. */
  serverWins: boolean;
  /** A line missing on the server is removed locally (instead of being added to the server). */
  canRemoveLocal: boolean;
  /** A quantity differing on the server is adopted locally (instead of being pushed). */
  canModifyLocal: boolean;
}

/** One step of a sync. */
export type SyncStep =
  | { kind: 'drop'; checksum: string }
  | { kind: 'patch'; checksum: string; patch: Partial<CartItem> }
  | { kind: 'adopt'; item: CartItem }
  | { kind: 'push'; item: CartItem; server: ServerCartItem | undefined; qty: number }
  | { kind: 'delete'; server: ServerCartItem };

const linked = (server: ServerCartItem, cartId: string) => ({ server_item_id: server.item_id, server_cart_id: cartId });

/** The steps that bring the browser's `items` and the server cart `cartId`'s `serverItems` together. */
export function planSync(
  items: readonly CartItem[],
  serverItems: readonly ServerCartItem[],
  cartId: string,
  rules: SyncRules,
): SyncStep[] {
  const steps: SyncStep[] = [];
  const matched = new Set<number>();
  const canModify = rules.canModifyLocal || rules.serverWins;
  for (const item of items) {
    const server = findServerItem(
      serverItems.filter((s) => !matched.has(s.item_id)),
      item,
      cartId,
    );
    if (!server) {
      // A line this server cart had and has no more was removed by the cart page form: it goes locally too.
      if (rules.serverWins && item.server_cart_id === cartId) steps.push({ kind: 'drop', checksum: item.checksum });
      else if (rules.forceClientState || rules.serverWins || !rules.canRemoveLocal)
        steps.push({ kind: 'push', item, server: undefined, qty: item.qty });
      else steps.push({ kind: 'drop', checksum: item.checksum });
      continue;
    }
    matched.add(server.item_id);
    // The server names the chosen options (colour, size, package parts) in the store's language.
    if (server.options?.length)
      steps.push({ kind: 'patch', checksum: item.checksum, patch: { options: server.options } });
    // A line already merged into this server cart is never summed again (the double merge of VSF1).
    const sum = rules.mergeQty && item.server_cart_id !== cartId;
    const wanted = sum ? item.qty + server.qty : item.qty;
    if (wanted === server.qty) {
      steps.push({
        kind: 'patch',
        checksum: item.checksum,
        patch: { ...linked(server, cartId), prev_qty: server.qty },
      });
    } else if (rules.forceClientState || sum || !canModify) {
      steps.push({ kind: 'patch', checksum: item.checksum, patch: { qty: wanted } });
      steps.push({ kind: 'push', item: { ...item, qty: wanted }, server, qty: wanted });
    } else {
      steps.push({
        kind: 'patch',
        checksum: item.checksum,
        patch: { qty: server.qty, prev_qty: server.qty, ...linked(server, cartId) },
      });
    }
  }
  for (const server of serverItems) {
    if (matched.has(server.item_id)) continue;
    steps.push(
      rules.forceClientState ? { kind: 'delete', server } : { kind: 'adopt', item: fromServerItem(server, cartId) },
    );
  }
  return steps;
}

/**
 * What the browser keeps of a line whose push the server refused: what the server has. No server line: the line
 * goes; else its previous quantity, or the server's, or it goes when the server has none.
 */
export function afterRefusal(
  item: CartItem,
  server: ServerCartItem | undefined,
  qty: number,
  cartId: string,
): Extract<SyncStep, { kind: 'drop' | 'patch' }> {
  if (!server) return { kind: 'drop', checksum: item.checksum };
  if ((item.prev_qty ?? 0) > 0 && item.prev_qty !== qty)
    return { kind: 'patch', checksum: item.checksum, patch: { qty: item.prev_qty!, ...linked(server, cartId) } };
  if (server.qty > 0)
    return {
      kind: 'patch',
      checksum: item.checksum,
      patch: { qty: server.qty, prev_qty: server.qty, ...linked(server, cartId) },
    };
  return { kind: 'drop', checksum: item.checksum };
}
