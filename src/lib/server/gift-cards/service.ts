import { and, eq } from 'drizzle-orm';
import type { Db } from '../db/client.ts';
import { cartGiftCards, giftCards } from '../db/schema/index.ts';
import { catalogError } from '../http/api.ts';
import { toMinor } from '../catalog/pricing.ts';
import type { StoreView } from '../../store-view/config.ts';
import { IDENTIFIER } from '../../cart/schema.ts';

/** Normalises a gift card code as shoppers type it. */
export function normaliseGiftCardCode(code: string): string {
  return code.trim().toUpperCase();
}

/** A gift card that can pay in the store now, or 400 `The gift card code … is not valid.` */
export async function usableGiftCard(db: Db, rawCode: string, store: StoreView, now = new Date()) {
  const code = normaliseGiftCardCode(rawCode);
  const invalid = () =>
    catalogError(400, 'giftCardInvalid', { card_code: rawCode.replace(/[\u0000-\u001f]/g, '').slice(0, 64) });
  if (!code || code.length > 64 || !IDENTIFIER.test(code)) throw invalid();
  const [card] = await db.select().from(giftCards).where(eq(giftCards.code, code));
  if (!card || card.currency !== store.currencyCode) throw invalid();
  if (card.expiresAt && card.expiresAt.getTime() < now.getTime()) throw invalid();
  return card;
}

/** The balance call: `{ code, amount, currency }`. */
export async function giftCardBalance(
  db: Db,
  rawCode: string,
  store: StoreView,
): Promise<{ code: string; amount: number; currency: string }> {
  const card = await usableGiftCard(db, rawCode, store);
  return { code: card.code, amount: card.balance, currency: card.currency };
}

/** Applies a gift card to a cart with the amount to use (at most its balance); an empty card is not valid. */
export async function applyGiftCard(
  db: Db,
  cartId: string,
  rawCode: string,
  amount: number,
  store: StoreView,
): Promise<void> {
  const card = await usableGiftCard(db, rawCode, store);
  if (!(card.balance > 0)) throw catalogError(400, 'giftCardInvalid', { card_code: card.code });
  const use = Math.min(toMinor(amount), toMinor(card.balance)) / 100;
  await db
    .insert(cartGiftCards)
    .values({ cartId, code: card.code, amount: use })
    .onConflictDoUpdate({ target: [cartGiftCards.cartId, cartGiftCards.code], set: { amount: use } });
}

/** Removes the gift cards of a cart (or one of them). */
export async function removeGiftCards(db: Db, cartId: string, code?: string): Promise<void> {
  await db
    .delete(cartGiftCards)
    .where(
      code
        ? and(eq(cartGiftCards.cartId, cartId), eq(cartGiftCards.code, normaliseGiftCardCode(code)))
        : eq(cartGiftCards.cartId, cartId),
    );
}
