import { describe, expect, it } from 'vitest';
import {
  bundlePrice,
  effectiveSpecialPrice,
  finalPriceOf,
  groupedPrice,
  isNewAt,
  splitTax,
  splitTaxMinor,
  taxRateFor,
  tierPriceFor,
  toMinor,
  type TaxRule,
} from './pricing.ts';

const now = new Date('2026-11-21T12:00:00Z');
const day = 86_400_000;

describe('special price', () => {
  const row = {
    price: 1000,
    specialPrice: 799,
    specialFromDate: new Date(now.getTime() - day),
    specialToDate: new Date(now.getTime() + day),
  };
  it('applies inside its window', () => expect(effectiveSpecialPrice(row, now)).toBe(799));
  it('is zeroed before and after the window', () => {
    expect(effectiveSpecialPrice(row, new Date(now.getTime() - 2 * day))).toBeNull();
    expect(effectiveSpecialPrice(row, new Date(now.getTime() + 2 * day))).toBeNull();
  });
  it('applies with open window ends', () => {
    expect(effectiveSpecialPrice({ ...row, specialFromDate: null, specialToDate: null }, now)).toBe(799);
  });
  it('is ignored when not below the original price', () => {
    expect(effectiveSpecialPrice({ ...row, specialPrice: 1000 }, now)).toBeNull();
    expect(effectiveSpecialPrice({ ...row, specialPrice: 1200 }, now)).toBeNull();
  });
});

describe('tier prices', () => {
  const tiers = [
    { customerGroupId: 2, qty: 1, value: 900 },
    { customerGroupId: 2, qty: 3, value: 850 },
    { customerGroupId: 1, qty: 1, value: 950 },
  ];
  it('picks the best tier of the group for the quantity', () => {
    expect(tierPriceFor(tiers, 2, 1)).toBe(900);
    expect(tierPriceFor(tiers, 2, 3)).toBe(850);
    expect(tierPriceFor(tiers, 0, 5)).toBeNull();
    expect(tierPriceFor(tiers, undefined, 5)).toBeNull();
  });
  it('makes the final price the lowest of price, special and tier', () => {
    const row = { price: 1000, specialPrice: 880, specialFromDate: null, specialToDate: null };
    expect(finalPriceOf(row, now, tiers, 2, 1)).toBe(880);
    expect(finalPriceOf(row, now, tiers, 2, 3)).toBe(850);
    expect(finalPriceOf(row, now, tiers, 0, 3)).toBe(880);
  });
});

describe('composed products', () => {
  it('bundle = default links × qty, first link when none is default', () => {
    expect(
      bundlePrice([
        [
          { isDefault: false, qty: 1, price: 100, position: 0 },
          { isDefault: true, qty: 2, price: 50.5, position: 1 },
        ],
        [
          { isDefault: false, qty: 1, price: 30.1, position: 0 },
          { isDefault: false, qty: 1, price: 10, position: 1 },
        ],
        [
          { isDefault: true, qty: 1, price: null, position: 0 },
          { isDefault: false, qty: 3, price: 0.1, position: 1 },
        ],
      ]),
    ).toBe(131.4);
  });
  it('grouped = sum of members without float drift', () => {
    expect(groupedPrice([0.1, 0.2, 0.3])).toBe(0.6);
  });
});

describe('tax', () => {
  const rules: TaxRule[] = [
    {
      id: 1,
      priority: 0,
      productTaxClassIds: [2],
      customerTaxClassIds: [3],
      rates: [
        { countryId: 'SE', rate: 25 },
        { countryId: 'FI', rate: 25.5 },
      ],
    },
    { id: 2, priority: 0, productTaxClassIds: [5], customerTaxClassIds: [3], rates: [{ countryId: 'SE', rate: 12 }] },
  ];
  it('matches product class × customer class × country', () => {
    expect(taxRateFor(rules, 2, 3, 'SE')).toBe(25);
    expect(taxRateFor(rules, 2, 3, 'FI')).toBe(25.5);
    expect(taxRateFor(rules, 5, 3, 'SE')).toBe(12);
  });
  it('is 0 when no rule matches', () => {
    expect(taxRateFor(rules, 6, 3, 'SE')).toBe(0);
    expect(taxRateFor(rules, 2, 3, 'NO')).toBe(0);
  });
  it('splits a tax-included price exactly', () => {
    expect(splitTax(1249, 25)).toEqual({ exclTax: 999.2, tax: 249.8 });
    expect(splitTax(100, 0)).toEqual({ exclTax: 100, tax: 0 });
    const { exclTax, tax } = splitTaxMinor(toMinor(99.9), 25.5);
    expect(exclTax + tax).toBe(9990);
  });
});

describe('labels', () => {
  it('new flag', () => {
    expect(isNewAt(new Date(now.getTime() - day), null, now)).toBe(true);
    expect(isNewAt(null, null, now)).toBe(false);
  });
});
