import { describe, expect, it } from 'vitest';
import { cardKey } from '../product/card-memo.ts';
import { keepMarkup, keptMarkup } from './kept-markup.ts';

describe('kept markup', () => {
  it('keeps the markup of a frozen object per key, and nothing for an object that can change', () => {
    const document = Object.freeze({ id: 1, name: 'Skida' });
    const sv = cardKey('sv', false, 3, 'Fischler');
    keepMarkup(document, sv, '<article>sv</article>');
    expect(keptMarkup(document, sv)).toBe('<article>sv</article>');
    expect(keptMarkup(document, cardKey('sv', true, 3, 'Fischler'))).toBeUndefined();
    expect(keptMarkup(document, cardKey('no', false, 3, 'Fischler'))).toBeUndefined();
    // A new version of the document is a new object: its card is rendered again.
    expect(keptMarkup(Object.freeze({ id: 1, name: 'Skida' }), sv)).toBeUndefined();

    const picked = { id: 2, name: 'Jacka' };
    keepMarkup(picked, sv, '<article>picked</article>');
    expect(keptMarkup(picked, sv)).toBeUndefined();
  });
});
