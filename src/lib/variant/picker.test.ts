import { describe, expect, it } from 'vitest';
import {
  choose,
  initialSelection,
  linkTarget,
  valueState,
  variantOf,
  type PickerAxis,
  type PickerVariant,
} from './picker.ts';

// Blue and yellow in S, M, L: blue L is sold out, yellow S does not exist.
const axes: PickerAxis[] = [
  { code: 'ls_farg', values: ['blue', 'yellow'] },
  { code: 'size', values: ['S', 'M', 'L'] },
];
const v = (sku: string, colour: string, size: string, inStock = true): PickerVariant => ({
  sku,
  values: { ls_farg: colour, size },
  inStock,
});
const variants = [
  v('b-s', 'blue', 'S'),
  v('b-m', 'blue', 'M'),
  v('b-l', 'blue', 'L', false),
  v('y-m', 'yellow', 'M'),
  v('y-l', 'yellow', 'L'),
];

describe('variant picker', () => {
  it('keeps the colour when a size is chosen and shows a sold-out size as sold out', () => {
    const blue = { ls_farg: 'blue' };
    expect(valueState(axes, variants, blue, 'size', 'L')).toBe('soldout');
    expect(choose(axes, variants, blue, 'size', 'L')).toBe(blue);
    expect(choose(axes, variants, blue, 'size', 'M')).toEqual({ ls_farg: 'blue', size: 'M' });
  });

  it('keeps the size on a colour change when that colour has it, drops it otherwise', () => {
    expect(choose(axes, variants, { ls_farg: 'blue', size: 'M' }, 'ls_farg', 'yellow')).toEqual({
      ls_farg: 'yellow',
      size: 'M',
    });
    expect(choose(axes, variants, { ls_farg: 'blue', size: 'S' }, 'ls_farg', 'yellow')).toEqual({ ls_farg: 'yellow' });
    expect(valueState(axes, variants, { ls_farg: 'yellow' }, 'size', 'S')).toBe('unavailable');
  });

  it('preselects the colour only, and a size only when there is one', () => {
    expect(initialSelection(axes, variants, undefined, variants[0])).toEqual({ ls_farg: 'blue' });
    const single = [v('r-m', 'red', 'M'), v('r-l', 'red', 'L', false)];
    expect(initialSelection(axes, single, undefined, single[0])).toEqual({ ls_farg: 'red', size: 'M' });
    expect(initialSelection(axes, variants, variants[3], variants[0])).toEqual({ ls_farg: 'yellow', size: 'M' });
  });

  it('finds the variant of a complete selection and a buyable link for the page without JavaScript', () => {
    expect(variantOf(axes, variants, { ls_farg: 'blue' })).toBeUndefined();
    expect(variantOf(axes, variants, { ls_farg: 'yellow', size: 'L' })?.sku).toBe('y-l');
    expect(linkTarget(variants, { ls_farg: 'yellow', size: 'L' }, 'ls_farg', 'blue')?.inStock).toBe(true);
  });
});
