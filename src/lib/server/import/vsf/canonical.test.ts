import { describe, expect, it } from 'vitest';
import { canonical, sameCanonical } from './canonical.ts';

const values: unknown[] = [
  null,
  undefined,
  0,
  -0,
  1,
  1.5,
  NaN,
  Infinity,
  '',
  '1',
  'null',
  '2026-01-02T03:04:05.678Z',
  true,
  false,
  () => 1,
  new Date('2026-01-02T03:04:05.678Z'),
  new Date('2026-01-02T03:04:05.679Z'),
  new Date(NaN),
  [],
  [null],
  [undefined],
  [1, 2],
  [2, 1],
  ['1,2'],
  {},
  { a: undefined },
  { a: null },
  { a: 1, b: 2 },
  { b: 2, a: 1 },
  { a: 1, b: 2, c: undefined },
  { a: 1 },
  { a: [1, { x: new Date(0) }] },
  { a: [1, { x: '1970-01-01T00:00:00.000Z' }] },
  { toJSON: () => null },
  { toJSON: () => ({ a: 1 }) },
];

describe('sameCanonical', () => {
  it('answers as the canonical texts compare, for every pair of value kinds', () => {
    for (const a of values)
      for (const b of values)
        expect(sameCanonical(a, b), `${String(canonical(a))} ${String(canonical(b))}`).toBe(
          canonical(a) === canonical(b),
        );
  });

  it('compares rows the way an import meets them', () => {
    const row = { id: 1, at: new Date(5), tags: ['x'], weight: null, extra: undefined };
    expect(sameCanonical(row, { tags: ['x'], at: new Date(5), id: 1, weight: null })).toBe(true);
    expect(sameCanonical(row, { ...row, weight: 0 })).toBe(false);
    expect(sameCanonical(row, { ...row, at: new Date(6) })).toBe(false);
    expect(sameCanonical([row], [])).toBe(false);
  });
});
