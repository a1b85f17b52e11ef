import { describe, expect, it } from 'vitest';
import { optionChoices, optionLabels, planLineEdit, reselect } from './edit.ts';
import { colourAndSizeProduct } from '../../../tests/support/configurable.ts';

const child = (sku: string, colour: string, size: string, inStock = true) => ({
  sku,
  ls_farg: colour,
  ls_storlek_klader: size,
  price_incl_tax: 1199,
  stock: { is_in_stock: inStock, qty: inStock ? 5 : 0 },
});

/** Blue has no L; yellow XXL is sold out (as jacket 150200 of the demo catalogue). */
const jacket = colourAndSizeProduct(
  '150200',
  [
    ['52', 'Blå'],
    ['54', 'Gul'],
  ],
  'ls_storlek_klader',
  ['S', 'L', 'XXL'],
  [
    child('b-s', '52', 'S'),
    child('b-xxl', '52', 'XXL'),
    child('y-s', '54', 'S'),
    child('y-l', '54', 'L'),
    child('y-xxl', '54', 'XXL', false),
  ],
);

describe('cart edit mode', () => {
  it('keeps the chosen colour when the size it had is missing, instead of jumping to another colour', () => {
    expect(reselect(jacket, { ls_farg: '54', ls_storlek_klader: 'L' }, 'ls_farg', '52')).toEqual({
      ls_farg: '52',
      ls_storlek_klader: 'S',
    });
    expect(reselect(jacket, { ls_farg: '52', ls_storlek_klader: 'S' }, 'ls_storlek_klader', 'XXL')).toEqual({
      ls_farg: '52',
      ls_storlek_klader: 'XXL',
    });
  });

  it('shows sold-out values beside the other choice as not available', () => {
    expect(optionChoices(jacket, { ls_farg: '54', ls_storlek_klader: 'S' }, 'ls_storlek_klader')).toEqual([
      { value: 'S', label: 'S', available: true },
      { value: 'L', label: 'L', available: true },
      { value: 'XXL', label: 'XXL', available: false },
    ]);
    expect(
      optionChoices(jacket, { ls_farg: '52', ls_storlek_klader: 'S' }, 'ls_storlek_klader').find((c) => c.value === 'L')
        ?.available,
    ).toBe(false);
  });

  it('plans a variant swap, a quantity change, nothing, or refuses bad input', () => {
    const line = { sku: 'b-s', qty: 1 };
    expect(planLineEdit(line, jacket, { ls_farg: '54', ls_storlek_klader: 'L' }, 2)).toMatchObject({
      kind: 'variant',
      qty: 2,
      child: { sku: 'y-l' },
    });
    expect(planLineEdit(line, jacket, { ls_farg: '52', ls_storlek_klader: 'S' }, 3)).toEqual({
      kind: 'quantity',
      qty: 3,
    });
    expect(planLineEdit(line, jacket, { ls_farg: '52', ls_storlek_klader: 'S' }, 1)).toEqual({ kind: 'none' });
    expect(planLineEdit(line, jacket, { ls_farg: '54', ls_storlek_klader: 'XXL' }, 1)).toEqual({
      kind: 'invalid',
      reason: 'variant',
    });
    expect(planLineEdit(line, jacket, {}, 0)).toEqual({ kind: 'invalid', reason: 'quantity' });
    expect(planLineEdit({ sku: 'wax', qty: 1 }, null, {}, 4)).toEqual({ kind: 'quantity', qty: 4 });
  });

  it('labels the new line with the option labels', () => {
    expect(optionLabels(jacket, jacket.configurable_children![3]!)).toEqual([
      { label: 'Färg', value: 'Gul' },
      { label: 'Storlek', value: 'L' },
    ]);
  });
});
