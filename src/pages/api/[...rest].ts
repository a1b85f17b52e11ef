import type { APIRoute } from 'astro';
import { envelope } from '../../lib/server/http/api.ts';

/** Any /api path no route serves: the contract's 404 envelope. */
export const ALL: APIRoute = () => envelope(404, 'Not found');
