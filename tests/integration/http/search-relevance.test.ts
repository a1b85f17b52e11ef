import { describe, expect, it } from 'vitest';
import { productSearchContract } from '../../../src/lib/catalog/contract.ts';
import { endsCompound } from '../../../src/lib/server/search/text.ts';
import { testRequest } from '../../support/http.ts';

/**
 * The search relevance set: a query and what a shopper expects at the top of the answer, in the demo catalogue of
 * each store. Swedish, Norwegian and Finnish compound their words, so a query word must find the compounds it ends
 * ("skidor" → längdskidor, alpinskidor), ranked below products holding the whole word.
 */
interface Case {
  query: string;
  /** Every one of the first `top` names matches. */
  expected: RegExp;
  top: number;
}

const relevanceSet: Record<'sv' | 'no' | 'fi', Case[]> = {
  sv: [
    { query: 'skidor', expected: /(längd|alpin)skidor\b/i, top: 10 },
    { query: 'sko', expected: /löparskor\b/i, top: 10 },
    { query: 'pjäxor', expected: /(längd|alpin)pjäxor\b/i, top: 10 },
    { query: 'stavar', expected: /längdstavar\b/i, top: 5 },
    { query: 'tält', expected: /tält\b/i, top: 5 },
    { query: 'längdskidor', expected: /längdskidor\b/i, top: 10 },
  ],
  no: [
    { query: 'ski', expected: /(langrenn|alpin)ski\b/i, top: 10 },
    { query: 'sko', expected: /løpesko\b/i, top: 10 },
    { query: 'støvler', expected: /(langrenns|alpin)støvler\b/i, top: 10 },
    { query: 'staver', expected: /langrennsstaver\b/i, top: 5 },
    { query: 'telt', expected: /telt\b/i, top: 5 },
  ],
  fi: [
    { query: 'sukset', expected: /(murtomaa|laskettelu)sukset\b/i, top: 10 },
    { query: 'monot', expected: /(hiihto|laskettelu)monot\b/i, top: 10 },
    { query: 'suksi', expected: /(murtomaa|laskettelu)sukset\b/i, top: 10 },
    { query: 'sauvat', expected: /hiihtosauvat\b/i, top: 5 },
    { query: 'teltta', expected: /teltta\b/i, top: 5 },
  ],
};

async function names(store: string, query: string, size = 40): Promise<string[]> {
  const answer = await testRequest(productSearchContract, { storeCode: store, body: { query: { text: query }, size } });
  expect(answer.status).toBe(200);
  return answer.result.items.map((item) => item.name ?? '');
}

describe('search relevance set over HTTP (compounds in sv, no, fi)', () => {
  for (const [store, cases] of Object.entries(relevanceSet)) {
    it(`finds the expected products first in ${store}`, async () => {
      for (const { query, expected, top } of cases) {
        const found = await names(store, query);
        expect(found.length, `${store} "${query}" finds at least ${top}`).toBeGreaterThanOrEqual(top);
        const misses = found.slice(0, top).filter((name) => !expected.test(name));
        expect(misses, `${store} "${query}": the first ${top} match ${expected}`).toEqual([]);
      }
    });

    it(`ranks a whole word above the compounds ending in it in ${store} ("light" before "ultralight")`, async () => {
      const found = await names(store, 'light');
      const whole = found.flatMap((name, index) => (/\blight\b/i.test(name) ? [index] : []));
      const compound = found.flatMap((name, index) =>
        !/\blight\b/i.test(name) && /\p{L}light\b/iu.test(name) ? [index] : [],
      );
      expect(whole.length).toBeGreaterThan(0);
      expect(compound.length).toBeGreaterThan(0);
      expect(Math.max(...whole)).toBeLessThan(Math.min(...compound));
    });
  }

  it('a word that starts compounds ranks them below compounds it ends ("skidor": skis before ski helmets)', async () => {
    const found = await names('sv', 'skidor', 100);
    const helmets = found.flatMap((name, index) => (/skidhjälm/i.test(name) ? [index] : []));
    const skis = found.flatMap((name, index) => (/(längd|alpin)skidor/i.test(name) ? [index] : []));
    expect(skis.length).toBeGreaterThan(40);
    if (helmets.length > 0) expect(Math.min(...helmets)).toBeGreaterThan(Math.max(...skis));
  });

  it('tells the compounds a term ends from other words', () => {
    expect(endsCompound('skidor', 'skid', 'längdskidor')).toBe(true);
    expect(endsCompound('sko', 'sko', 'löparskor')).toBe(true);
    expect(endsCompound('sukset', 'suks', 'murtomaasukset')).toBe(true);
    expect(endsCompound('skidor', 'skid', 'skidhjälm')).toBe(false);
    expect(endsCompound('skidor', 'skid', 'skidor')).toBe(false);
    expect(endsCompound('sko', 'sko', 'skoter')).toBe(false);
  });
});

describe('typos a shopper makes (up to two edits) over HTTP', () => {
  // A swapped pair or a doubled letter in a short word shares few trigrams with the word meant.
  const typos: [store: string, typo: string, expected: RegExp][] = [
    ['sv', 'skdior', /skidor\b/i],
    ['sv', 'jakca', /jacka\b/i],
    ['sv', 'vallnnig', /vall/i],
    ['no', 'joakke', /jakke\b/i],
    ['fi', 'suskte', /sukset\b/i],
  ];
  for (const [store, typo, expected] of typos) {
    it(`${store}: "${typo}" finds what was meant`, async () => {
      const found = await names(store, typo, 10);
      expect(found.length, `${store} "${typo}"`).toBeGreaterThan(0);
      expect(
        found.filter((name) => !expected.test(name)),
        `${store} "${typo}": every hit matches ${expected}`,
      ).toEqual([]);
    });
  }

  it('fi: a 5-letter term takes one edit, not two ("valla" does not stand for "vapaa")', async () => {
    const found = await names('fi', 'valla', 10);
    expect(found.length).toBeGreaterThan(0);
    expect(found.filter((name) => /vapaa/i.test(name))).toEqual([]);
  });
});
