import { describe, expect, it } from 'vitest';
import { cardKey, keepCard, keptCard } from './card-memo.ts';

describe('kept product cards', () => {
  it('keeps the markup of a frozen document per options, and nothing for an object that can change', () => {
    const document = Object.freeze({ id: 1, name: 'Skida' });
    const sv = cardKey('sv', false, 3, 'Fischler');
    keepCard(document, sv, '<article>sv</article>');
    expect(keptCard(document, sv)).toBe('<article>sv</article>');
    expect(keptCard(document, cardKey('sv', true, 3, 'Fischler'))).toBeUndefined();
    expect(keptCard(document, cardKey('no', false, 3, 'Fischler'))).toBeUndefined();
    // A new version of the document is a new object: its card is rendered again.
    expect(keptCard(Object.freeze({ id: 1, name: 'Skida' }), sv)).toBeUndefined();

    const picked = { id: 2, name: 'Jacka' };
    keepCard(picked, sv, '<article>picked</article>');
    expect(keptCard(picked, sv)).toBeUndefined();
  });
});
