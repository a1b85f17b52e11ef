import { describe, expect, it } from 'vitest';
import { staffFi } from './fi.ts';
import { staffNo } from './no.ts';
import { staffSv } from './sv.ts';

const placeholders = (text: string) =>
  [...new Set([...text.matchAll(/\{(\w+)(?:\|[^|{}]*\|[^|{}]*)?\}/g)].map((m) => m[1]))].sort().join();

describe('back office catalogues', () => {
  for (const [code, catalogue] of [
    ['no', staffNo],
    ['fi', staffFi],
  ] as const) {
    it(`${code} keeps the {placeholders} of every Swedish text and has no empty one`, () => {
      const keys = Object.keys(staffSv) as (keyof typeof staffSv)[];
      expect(Object.keys(catalogue).sort()).toEqual([...keys].sort());
      expect(keys.filter((key) => placeholders(catalogue[key]) !== placeholders(staffSv[key]))).toEqual([]);
      expect(keys.filter((key) => catalogue[key].trim() === '')).toEqual([]);
    });
  }
});
