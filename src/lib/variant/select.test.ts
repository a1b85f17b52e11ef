import { describe, expect, it } from 'vitest';
import {
  defaultVariant,
  findVariant,
  isValueAvailable,
  matchesAll,
  selectionOf,
  type ConfigurableProduct,
} from './select.ts';
import { colourAndSizeProduct } from '../../../tests/support/configurable.ts';

const child = (sku: string, colour: string, size: string, price: number, extra: Record<string, unknown> = {}) => ({
  sku,
  ls_farg: colour,
  ls_storlek_skor: size,
  price_incl_tax: price,
  status: 1,
  stock: { is_in_stock: true },
  ...extra,
});

const shoe = colourAndSizeProduct(
  'S1',
  [
    ['red', 'Röd'],
    ['blue', 'Blå'],
  ],
  'ls_storlek_skor',
  ['42', '43'],
  [
    child('S1-red-42', 'red', '42', 1200),
    child('S1-red-43', 'red', '43', 1100, { stock: { is_in_stock: false } }),
    child('S1-blue-43', 'blue', '43', 1000),
    child('S1-blue-42', 'blue', '42', 900, { status: 2 }),
  ],
);

describe('variant selection', () => {
  it('prefers an exact sku match', () => {
    expect(findVariant(shoe, { ls_farg: 'red' }, { sku: 'S1-blue-43' })?.sku).toBe('S1-blue-43');
  });

  it('skips out-of-stock and status 2+ children', () => {
    expect(findVariant(shoe, { ls_farg: 'red', ls_storlek_skor: '43' })?.sku).not.toBe('S1-red-43');
    expect(findVariant(shoe, { ls_farg: 'blue', ls_storlek_skor: '42' })?.sku).not.toBe('S1-blue-42');
    expect(findVariant(shoe, { ls_farg: 'red', ls_storlek_skor: '43' }, { listOutOfStock: true })?.sku).toBe(
      'S1-red-43',
    );
  });

  it('takes the child matching most attributes, ties to the lower price', () => {
    // red-43 is out of stock: red-42 (colour) and blue-43 (size) match one each; blue-43 is cheaper.
    const found = findVariant(shoe, { ls_farg: 'red', ls_storlek_skor: '43' })!;
    expect(found.sku).toBe('S1-blue-43');
    expect(matchesAll(found, { ls_farg: 'red', ls_storlek_skor: '43' })).toBe(false);
    expect(findVariant(shoe, { ls_farg: 'red', ls_storlek_skor: '42' })?.sku).toBe('S1-red-42');
  });

  it('finds nothing when no attribute matches, and reads attributes nested under `attributes`', () => {
    expect(findVariant(shoe, { ls_farg: 'green' })).toBeNull();
    const nested: ConfigurableProduct = {
      sku: 'N',
      configurable_children: [{ sku: 'N-1', attributes: { ls_farg: 'red' }, price_incl_tax: 1 }],
    };
    expect(findVariant(nested, { ls_farg: 'red' })?.sku).toBe('N-1');
  });

  it('loads the configured child, else a default one, else "No available product variants"', () => {
    expect(defaultVariant(shoe, 'S1-blue-43').child?.sku).toBe('S1-blue-43');
    expect(defaultVariant(shoe, 'S1-red-43').child?.sku).toBe('S1-red-42');
    expect(selectionOf(shoe, defaultVariant(shoe).child!)).toEqual({ ls_farg: 'red', ls_storlek_skor: '42' });
    const soldOut = { ...shoe, configurable_children: [child('X', 'red', '42', 1, { stock: { is_in_stock: false } })] };
    expect(defaultVariant(soldOut)).toEqual({ child: null, error: 'No available product variants' });
  });

  it('tells which values can still be chosen', () => {
    expect(isValueAvailable(shoe, { ls_farg: 'red' }, 'ls_storlek_skor', '43')).toBe(false);
    expect(isValueAvailable(shoe, { ls_farg: 'blue' }, 'ls_storlek_skor', '43')).toBe(true);
  });
});
