import { describe, expect, it } from 'vitest';
import { decideAdd } from './stock.ts';

const inStock = (qty: number) => ({ qty, is_in_stock: true, manage_stock: true });

describe('add-to-cart stock rule', () => {
  it('ok, volatile, out of stock', () => {
    expect(
      decideAdd({ price_incl_tax: 100 }, 1, [{ sku: 'a', perUnit: 1, inCart: 0, stock: inStock(5) }]),
    ).toMatchObject({ outcome: 'ok', qty: 1, type: 'success' });
    expect(decideAdd({ price_incl_tax: 100 }, 1, [{ sku: 'a', perUnit: 1, inCart: 0, stock: null }])).toMatchObject({
      outcome: 'volatile',
      allowed: true,
      type: 'warning',
    });
    expect(
      decideAdd({ price_incl_tax: 100 }, 1, [
        { sku: 'a', perUnit: 1, inCart: 0, stock: { qty: 0, is_in_stock: false, manage_stock: true } },
      ]),
    ).toMatchObject({ outcome: 'out_of_stock', allowed: false, message: { key: 'error.outOfStock' } });
  });

  it('allows a zero price but not a negative or missing one', () => {
    expect(decideAdd({ price_incl_tax: 0 }, 1, []).allowed).toBe(true);
    expect(decideAdd({ price_incl_tax: -5 }, 1, []).outcome).toBe('price_unknown');
    expect(decideAdd({}, 1, []).outcome).toBe('price_unknown');
  });

  it('caps at stock minus the cart; unmanaged stock is not capped', () => {
    expect(decideAdd({ price_incl_tax: 1 }, 4, [{ sku: 'a', perUnit: 1, inCart: 1, stock: inStock(3) }])).toMatchObject(
      { outcome: 'capped', qty: 2, allowed: true, message: { key: 'error.stockLimit', params: { qty: 3 } } },
    );
    expect(decideAdd({ price_incl_tax: 1 }, 4, [{ sku: 'a', perUnit: 1, inCart: 3, stock: inStock(3) }])).toMatchObject(
      { outcome: 'capped', qty: 0, allowed: false },
    );
    expect(
      decideAdd({ price_incl_tax: 1 }, 40, [
        { sku: 'a', perUnit: 1, inCart: 0, stock: { qty: 0, is_in_stock: true, manage_stock: false } },
      ]).outcome,
    ).toBe('ok');
  });

  it('checks bundles per child: the tightest child decides, any child out of stock blocks', () => {
    const lines = [
      { sku: 'ski', perUnit: 1, inCart: 0, stock: inStock(10) },
      { sku: 'pole', perUnit: 2, inCart: 0, stock: inStock(5) },
    ];
    expect(decideAdd({ price_incl_tax: 1 }, 4, lines)).toMatchObject({ outcome: 'capped', qty: 2 });
    expect(
      decideAdd({ price_incl_tax: 1 }, 4, [
        ...lines,
        { sku: 'wax', perUnit: 1, inCart: 0, stock: { qty: 0, is_in_stock: false, manage_stock: true } },
      ]).outcome,
    ).toBe('out_of_stock');
  });
});
