/** The cart's discounts: a coupon and a gift card, applied to the server cart and shown in its totals. */
import { ApiError } from '../api-client/client.ts';
import { errorText } from '../i18n/errors.ts';
import { notify } from '../notifications/store.ts';
import {
  applyCouponCall,
  applyGiftCardCall,
  deleteCouponCall,
  giftCardBalanceCall,
  removeGiftCardCall,
  type Totals,
} from './api.ts';
import { exclusive } from './queue.ts';
import { $cart, cartConfig, ref, t, update } from './state.ts';
import { canSync, doSyncTotals } from './sync.ts';

/** Applies a coupon to the server cart (inside `exclusive`); a refusal is shown unless only the network failed. */
export async function doApplyCoupon(code: string, silentSuccess = false): Promise<boolean> {
  const cartRef = ref();
  if (!code || !cartRef || !cartConfig.synchronize_totals || !canSync()) return false;
  try {
    await applyCouponCall(cartRef, code);
    update({ couponCode: code });
    await doSyncTotals();
    return true;
  } catch (error) {
    if (!silentSuccess || !(error instanceof ApiError && error.network)) {
      notify({ type: 'error', message: t(error instanceof Error ? error.message : errorText('couponInvalid')) });
    }
    return false;
  }
}

/** Applies a coupon (only with a code and when totals can sync); errors are shown. */
export function applyCoupon(code: string): Promise<boolean> {
  return exclusive(() => doApplyCoupon(code.trim()));
}

/** Removes the coupon. */
export function removeCoupon(): Promise<void> {
  return exclusive(async () => {
    const cartRef = ref();
    if (cartRef && canSync()) {
      try {
        await deleteCouponCall(cartRef);
      } catch (error) {
        if (error instanceof ApiError && !error.network) notify({ type: 'error', message: t(error.message) });
      }
    }
    update({ couponCode: null });
    await doSyncTotals();
  });
}

/** Applies a gift card: no code removes it; no amount uses the card's balance (at most the grand total). */
export function applyGiftCard(code: string, amount?: number): Promise<boolean> {
  return exclusive(async () => {
    const cartRef = ref();
    if (!cartRef) return false;
    try {
      let totals: Totals;
      if (!code.trim()) {
        totals = await removeGiftCardCall(cartRef);
        update({ totals, giftCard: null });
        return true;
      }
      let use = amount;
      if (use === undefined) {
        const balance = await giftCardBalanceCall(code.trim());
        const due = $cart.get().totals?.grand_total;
        use = due === undefined ? balance.amount : Math.min(balance.amount, due);
      }
      totals = await applyGiftCardCall(cartRef, code.trim(), use);
      update({ totals, giftCard: { code: code.trim(), amount: use } });
      return true;
    } catch (error) {
      notify({ type: 'error', message: t(error instanceof Error ? error.message : errorText('somethingWrong')) });
      return false;
    }
  });
}
