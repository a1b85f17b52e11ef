import { describe, expect, it } from 'vitest';
import { variablesOf } from './graphql.ts';

describe('variablesOf', () => {
  it('turns a REST search request into the GraphQL variables of the same search', () => {
    expect(
      variablesOf({
        query: {
          text: 'skidor',
          filters: { category_ids: ['10'], price: '100-500', ls_varumarke: ['fischler', 'nordvik'], ls_farg: '51' },
        },
        sort: 'price:asc',
        from: 48,
        size: 24,
        aggregations: ['ls_farg'],
      }),
    ).toEqual({
      search: 'skidor',
      filter: {
        category_ids: [10],
        price: { from: 100, to: 500 },
        attributes: [
          { code: 'ls_varumarke', values: ['fischler', 'nordvik'] },
          { code: 'ls_farg', values: ['51'] },
        ],
      },
      sort: 'PRICE_ASC',
      pageSize: 24,
      currentPage: 3,
      aggregations: ['ls_farg'],
    });
  });

  it('sends only the page for a bare request (REST defaults: 50 from the start)', () => {
    expect(variablesOf({})).toEqual({ pageSize: 50, currentPage: 1 });
    expect(variablesOf({ query: { filters: { price: { from: 10 } } } })).toEqual({
      filter: { price: { from: 10, to: null } },
      pageSize: 50,
      currentPage: 1,
    });
  });
});
