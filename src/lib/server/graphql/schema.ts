import { lexicographicSortSchema, printSchema, type GraphQLSchema } from 'graphql';
import { builder } from './builder.ts';
import './product.ts';
import './products.ts';
import './catalogue.ts';

/** The catalogue's GraphQL schema, built once from the code-first definitions. */
export const schema: GraphQLSchema = builder.toSchema({ sortSchema: false });

/** The schema as SDL, sorted, as committed in `schema.graphql`. */
export function printedSchema(): string {
  return `${printSchema(lexicographicSortSchema(schema))}\n`;
}
