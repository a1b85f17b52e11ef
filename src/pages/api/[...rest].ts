import type { APIRoute } from 'astro';
import { notRouted } from '../../lib/server/http/api.ts';

/** Any /api path no route serves: the contract's 404 envelope, marked as unrouted. */
export const ALL: APIRoute = () => notRouted();
