import { getDb } from '../../../../../lib/server/db/client.ts';
import { bind, contractEndpoint } from '../../../../../lib/server/http/contract-route.ts';
import { openCart } from '../../../../../lib/server/cart/access.ts';
import { cartTotals } from '../../../../../lib/server/cart/checkout.ts';
import { applyGiftCard } from '../../../../../lib/server/gift-cards/service.ts';
import { giftCardApplyContract } from '../../../../../lib/checkout/contract.ts';

/** POST /api/ext/polder/gift-card/apply `{ cart_id, code, amount }` → the cart's totals. */
export const ALL = contractEndpoint(
  bind(giftCardApplyContract, async ({ body, ctx }) => {
    const db = await getDb();
    const access = await openCart(db, body.cart_id, ctx.token);
    await applyGiftCard(db, access.cart.id, body.code, body.amount, access.store);
    return (await cartTotals(db, await openCart(db, access.cart.id, ctx.token))).totals;
  }),
);
