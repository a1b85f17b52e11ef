import { describe, expect, it } from 'vitest';
import { lowestBefore, priceAt, priceReduction, sumSteps, type PriceStep } from './price-reduction.ts';

const DAY = 86_400_000;
const now = Date.UTC(2026, 10, 21, 12);
const day = (n: number) => now + n * DAY;
/** A step of a regular price. */
const regular = (at: number, price: number): PriceStep => ({ from: at, price, regular: price });
/** A step of a special price below `regularPrice`. */
const special = (at: number, price: number, regularPrice: number): PriceStep => ({
  from: at,
  price,
  regular: regularPrice,
});

describe('priceReduction', () => {
  it('compares a sale with the lowest price of the 30 days before it, not the price just before', () => {
    const steps = [regular(day(-45), 599), regular(day(-5), 799), special(day(0), 559, 799)];
    expect(priceReduction(steps, now, 559)).toEqual({ price: 559, priorPrice: 599, percent: 7, since: day(0) });
  });

  it('announces nothing for a special price above the 30-day low', () => {
    const steps = [regular(day(-45), 599), regular(day(-5), 799), special(day(0), 699, 799)];
    expect(priceReduction(steps, now, 699)).toBeNull();
  });

  it('keeps the prior price of the first step of a progressive reduction', () => {
    const steps = [regular(day(-60), 599), special(day(-10), 499, 599), special(day(-2), 399, 599)];
    expect(priceReduction(steps, now, 399)).toEqual({ price: 399, priorPrice: 599, percent: 33, since: day(-10) });
  });

  it('starts again when a reduction was made smaller: the lower price of the campaign counts', () => {
    const steps = [regular(day(-60), 599), special(day(-10), 399, 599), special(day(-2), 499, 599)];
    expect(priceReduction(steps, now, 499)).toBeNull();
  });

  it('counts an earlier sale of the last 30 days', () => {
    const steps = [
      regular(day(-60), 599),
      special(day(-20), 499, 599),
      regular(day(-12), 599),
      special(day(0), 449, 599),
    ];
    expect(priceReduction(steps, now, 449)).toMatchObject({ priorPrice: 499, percent: 10 });
  });

  it('does not reach past a new regular price: only special prices chain', () => {
    const steps = [regular(day(-60), 799), regular(day(-10), 699), special(day(0), 599, 699)];
    expect(priceReduction(steps, now, 599)).toMatchObject({ priorPrice: 699, percent: 14, since: day(0) });
  });

  it('does not chain imported steps whose regular price is unknown', () => {
    const steps: PriceStep[] = [
      { from: day(-60), price: 599, regular: null },
      { from: day(-10), price: 499, regular: null },
      special(day(-2), 399, 599),
    ];
    expect(priceReduction(steps, now, 399)).toMatchObject({ priorPrice: 499, since: day(-2) });
  });

  it('needs 30 recorded days before the reduction and a history that explains the price', () => {
    expect(priceReduction([regular(day(-20), 599), special(day(0), 499, 599)], now, 499)).toBeNull();
    expect(priceReduction([regular(day(-30), 599), special(day(0), 499, 599)], now, 499)).toMatchObject({
      priorPrice: 599,
    });
    expect(priceReduction([regular(day(-60), 599), special(day(0), 499, 599)], now, 459)).toBeNull();
    expect(priceReduction([], now, 459)).toBeNull();
  });

  it('ignores steps that have not taken effect and reductions under one percent', () => {
    const steps = [regular(day(-60), 599), special(day(-1), 499, 599), regular(day(3), 599)];
    expect(priceReduction(steps, now, 499)).toMatchObject({ priorPrice: 599, percent: 17 });
    expect(priceReduction([regular(day(-60), 599), special(day(0), 598, 599)], now, 598)).toBeNull();
  });
});

describe('lowestBefore', () => {
  it('takes the price in effect at the start of the 30 days and every price after it', () => {
    const steps = [regular(day(-50), 400), regular(day(-31), 500), regular(day(-10), 450), regular(day(-1), 900)];
    expect(lowestBefore(steps, now)).toBe(450);
    expect(lowestBefore(steps, day(-1))).toBe(450);
    expect(lowestBefore(steps, day(-10))).toBe(400);
  });
});

describe('sumSteps', () => {
  it('adds the parts × their quantities at every change, from when every part has a price', () => {
    const skis = [regular(day(-60), 3000), special(day(0), 2500, 3000)];
    const poles = [regular(day(-40), 500), regular(day(-5), 600)];
    expect(
      sumSteps([
        { steps: skis, qty: 1 },
        { steps: poles, qty: 2 },
      ]),
    ).toEqual([
      { from: day(-40), price: 4000, regular: 4000 },
      { from: day(-5), price: 4200, regular: 4200 },
      { from: day(0), price: 3700, regular: 4200 },
    ]);
    expect(
      sumSteps([
        { steps: skis, qty: 1 },
        { steps: [], qty: 1 },
      ]),
    ).toEqual([]);
    expect(priceAt(skis, day(-1))?.price).toBe(3000);
  });
});
