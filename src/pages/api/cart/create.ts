import { getDb } from '../../../lib/server/db/client.ts';
import { bind, contractEndpoint } from '../../../lib/server/http/contract-route.ts';
import { createCart } from '../../../lib/server/cart/create.ts';
import { cartCreateContract } from '../../../lib/cart/contract.ts';

/**
 * POST /api/cart/create?token `{ guestCartId? }`: a guest cart id, or the customer's active cart id; with a token and
 * `guestCartId` the guest cart is merged into it once (the login merge, safe to repeat).
 */
export const ALL = contractEndpoint(
  bind(cartCreateContract, async ({ ctx, body }) => createCart(await getDb(), ctx.store, ctx.token, body.guestCartId)),
);
