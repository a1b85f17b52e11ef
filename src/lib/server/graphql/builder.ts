import SchemaBuilder from '@pothos/core';
import ComplexityPlugin from '@pothos/plugin-complexity';
import { GraphQLError } from 'graphql';
import type { GraphQLContext } from './context.ts';

/** The deepest selection a query may have (products → items → variants → … counts as one level each). */
export const MAX_DEPTH = 8;
/** The largest cost of a query: each field costs 1, a list's selection counts once per item it may hold. */
export const MAX_COMPLEXITY = 20_000;
/** The most fields a query may select in all. */
export const MAX_BREADTH = 400;

/** The complexity of a list field whose items' selections count once each instead of the default ten times. */
export const PER_ITEM = { field: 1, multiplier: 1 } as const;

/** The code-first schema builder of the catalogue's GraphQL API (Pothos). */
export const builder = new SchemaBuilder<{ Context: GraphQLContext; DefaultFieldNullability: false }>({
  plugins: [ComplexityPlugin],
  defaultFieldNullability: false,
  complexity: {
    defaultComplexity: 1,
    defaultListMultiplier: 10,
    limit: { complexity: MAX_COMPLEXITY, depth: MAX_DEPTH, breadth: MAX_BREADTH },
    complexityError: (kind, result) => {
      const limits = {
        depth: [result.depth, result.maxDepth],
        breadth: [result.breadth, result.maxBreadth],
        complexity: [result.complexity, result.maxComplexity],
      } as const;
      const name = String(kind).toLowerCase() as keyof typeof limits;
      const [actual, max] = limits[name];
      return new GraphQLError(`Query ${name} ${actual} exceeds the limit of ${max}`, {
        extensions: { code: 'QUERY_TOO_COMPLEX', kind: name, actual, max },
      });
    },
  },
});

builder.queryType({
  description:
    'The Nordpeak catalogue of one store (chosen by the `Store` header or `?storeCode=`, Sweden by default).',
});
