import { getDb } from '../../../../../lib/server/db/client.ts';
import { bind, contractEndpoint } from '../../../../../lib/server/http/contract-route.ts';
import { openCart } from '../../../../../lib/server/cart/access.ts';
import { cartTotals } from '../../../../../lib/server/cart/checkout.ts';
import { removeGiftCards } from '../../../../../lib/server/gift-cards/service.ts';
import { giftCardRemoveContract } from '../../../../../lib/checkout/contract.ts';

/** POST /api/ext/polder/gift-card/remove `{ cart_id, code? }` → the cart's totals without the gift card(s). */
export const ALL = contractEndpoint(
  bind(giftCardRemoveContract, async ({ body, ctx }) => {
    const db = await getDb();
    const access = await openCart(db, body.cart_id, ctx.token);
    await removeGiftCards(db, access.cart.id, body.code || undefined);
    return (await cartTotals(db, await openCart(db, access.cart.id, ctx.token))).totals;
  }),
);
