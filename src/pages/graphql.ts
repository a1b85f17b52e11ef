import type { APIRoute } from 'astro';
import { handleGraphQL } from '../lib/server/graphql/yoga.ts';

/** GET and POST /graphql: the catalogue's GraphQL API (src/lib/server/graphql, README "GraphQL"). */
export const ALL: APIRoute = ({ request }) => handleGraphQL(request);
