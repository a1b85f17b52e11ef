import { describe, expect, it } from 'vitest';
import { catalogues, translate } from './i18n.ts';

// Names only, once each: `{count} {count|omdöme|omdömen}` uses the count twice where another language may use it once.
const placeholders = (text: string) =>
  [...new Set([...text.matchAll(/\{(\w+)(?:\|[^|{}]*\|[^|{}]*)?\}/g)].map((m) => m[1]))].sort();

describe('message catalogues', () => {
  const source = catalogues.sv;
  const keys = Object.keys(source).sort();

  for (const code of ['no', 'fi'] as const) {
    it(`${code} has every key of the Swedish catalogue and no extra ones`, () => {
      const other = Object.keys(catalogues[code]).sort();
      expect(keys.filter((key) => !other.includes(key))).toEqual([]);
      expect(other.filter((key) => !keys.includes(key))).toEqual([]);
    });

    it(`${code} keeps the same {placeholders} as Swedish in every text`, () => {
      const mismatched = keys.filter((key) => {
        const text = (catalogues[code] as Record<string, string>)[key] ?? '';
        return placeholders(text).join() !== placeholders((source as Record<string, string>)[key]!).join();
      });
      expect(mismatched).toEqual([]);
    });
  }

  it('has no empty text in any locale', () => {
    for (const code of ['sv', 'no', 'fi'] as const) {
      const empty = Object.entries(catalogues[code])
        .filter(([, text]) => text.trim() === '')
        .map(([key]) => `${code}:${key}`);
      expect(empty).toEqual([]);
    }
  });

  it('fills parameters per store', () => {
    expect(translate('sv', 'category.count', { count: 3 })).toBe('3 produkter');
    expect(translate('fi', 'search.count', { count: 12 })).toBe('12 tulosta');
  });

  it('chooses the singular or plural word by the count', () => {
    expect(translate('sv', 'filter.showCount', { count: 1 })).toBe('Visa 1 produkt');
    expect(translate('sv', 'filter.showCount', { count: 7 })).toBe('Visa 7 produkter');
    expect(translate('fi', 'filter.showCount', { count: 1 })).toBe('Näytä 1 tuote');
    expect(translate('no', 'product.reviewsCount', { count: 1 })).toBe('1 omtale');
    expect(translate('sv', 'product.reviewsCount', { count: 1 })).toBe('1 omdöme');
    expect(translate('fi', 'product.reviewsCount', { count: 3 })).toBe('3 arvostelua');
  });
});
