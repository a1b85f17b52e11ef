import { getDb } from '../../../lib/server/db/client.ts';
import { bind, contractEndpoint } from '../../../lib/server/http/contract-route.ts';
import { createCart } from '../../../lib/server/cart/service.ts';
import { cartCreateContract } from '../../../lib/cart/contract.ts';

/** POST /api/cart/create?token: a guest cart id, or the customer's active cart id. */
export const ALL = contractEndpoint(bind(cartCreateContract, async ({ ctx }) => createCart(await getDb(), ctx.store, ctx.token)));
