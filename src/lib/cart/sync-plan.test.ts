import { describe, expect, it } from 'vitest';
import type { ServerCartItem } from './api.ts';
import { itemChecksum, type CartItem } from './items.ts';
import { afterRefusal, planSync, type SyncRules, type SyncStep } from './sync-plan.ts';

const local = (sku: string, qty: number, extra: Partial<CartItem> = {}): CartItem => ({
  sku,
  qty,
  name: sku,
  price: 10,
  type_id: 'simple',
  checksum: itemChecksum(sku, undefined),
  ...extra,
});
const server = (sku: string, qty: number, itemId: number): ServerCartItem => ({
  item_id: itemId,
  sku,
  qty,
  name: sku,
  price: 10,
  product_type: 'simple',
  quote_id: 'cart-1',
});
const rules = (changes: Partial<SyncRules> = {}): SyncRules => ({
  forceClientState: false,
  mergeQty: false,
  serverWins: false,
  canRemoveLocal: false,
  canModifyLocal: false,
  ...changes,
});
/** A step in a line: its kind, sku and the quantity or patch it carries. */
const summary = (steps: SyncStep[]) =>
  steps.map((step) =>
    step.kind === 'push'
      ? `push ${step.item.sku} ${step.qty}${step.server ? ` onto ${step.server.item_id}` : ''}`
      : step.kind === 'delete'
        ? `delete ${step.server.item_id}`
        : step.kind === 'adopt'
          ? `adopt ${step.item.sku} ${step.item.qty}`
          : step.kind === 'drop'
            ? `drop ${step.checksum.slice(0, 1)}`
            : `patch ${step.checksum.slice(0, 1)} ${JSON.stringify(step.patch)}`,
  );

const fixtures: { name: string; items: CartItem[]; server: ServerCartItem[]; rules: SyncRules; steps: string[] }[] = [
  {
    name: 'a new line is pushed whole; a line already there is linked',
    items: [local('A', 2), local('B', 1)],
    server: [server('B', 1, 7)],
    rules: rules(),
    steps: [
      'push A 2',
      `patch ${itemChecksum('B', undefined).slice(0, 1)} {"server_item_id":7,"server_cart_id":"cart-1","prev_qty":1}`,
    ],
  },
  {
    name: 'the browser wins: its quantity is pushed, a server-only line is deleted',
    items: [local('A', 3)],
    server: [server('A', 1, 5), server('C', 2, 6)],
    rules: rules({ forceClientState: true }),
    steps: [`patch ${itemChecksum('A', undefined).slice(0, 1)} {"qty":3}`, 'push A 3 onto 5', 'delete 6'],
  },
  {
    name: 'without forcing, a server-only line is adopted and a differing quantity is pushed',
    items: [local('A', 3)],
    server: [server('A', 1, 5), server('C', 2, 6)],
    rules: rules(),
    steps: [`patch ${itemChecksum('A', undefined).slice(0, 1)} {"qty":3}`, 'push A 3 onto 5', 'adopt C 2'],
  },
  {
    name: 'the login merge sums a guest line into the customer line once',
    items: [local('A', 2), local('B', 1, { server_cart_id: 'cart-1', server_item_id: 9 })],
    server: [server('A', 1, 5), server('B', 4, 9)],
    rules: rules({ mergeQty: true }),
    steps: [
      `patch ${itemChecksum('A', undefined).slice(0, 1)} {"qty":3}`,
      'push A 3 onto 5',
      `patch ${itemChecksum('B', undefined).slice(0, 1)} {"qty":1}`,
      'push B 1 onto 9',
    ],
  },
  {
    name: 'the form changed the server cart: its quantities win, its removed lines go',
    items: [local('A', 1), local('B', 1, { server_cart_id: 'cart-1', server_item_id: 9 })],
    server: [server('A', 4, 5)],
    rules: rules({ serverWins: true }),
    steps: [
      `patch ${itemChecksum('A', undefined).slice(0, 1)} {"qty":4,"prev_qty":4,"server_item_id":5,"server_cart_id":"cart-1"}`,
      `drop ${itemChecksum('B', undefined).slice(0, 1)}`,
    ],
  },
  {
    name: 'a line missing on the server is dropped when the server may remove local lines',
    items: [local('A', 1)],
    server: [],
    rules: rules({ canRemoveLocal: true }),
    steps: [`drop ${itemChecksum('A', undefined).slice(0, 1)}`],
  },
];

describe('the sync plan', () => {
  for (const fixture of fixtures) {
    it(fixture.name, () => {
      expect(summary(planSync(fixture.items, fixture.server, 'cart-1', fixture.rules))).toEqual(fixture.steps);
    });
  }

  it('after a refused push keeps what the server has: nothing, the previous quantity, or the server quantity', () => {
    const item = local('A', 5, { prev_qty: 2 });
    expect(afterRefusal(item, undefined, 5, 'cart-1')).toEqual({ kind: 'drop', checksum: item.checksum });
    expect(afterRefusal(item, server('A', 3, 5), 5, 'cart-1')).toMatchObject({ patch: { qty: 2 } });
    expect(afterRefusal(local('A', 5), server('A', 3, 5), 5, 'cart-1')).toMatchObject({
      patch: { qty: 3, prev_qty: 3 },
    });
  });
});
