import { eq } from 'drizzle-orm';
import type { Db } from '../db/client.ts';
import { coupons } from '../db/schema/index.ts';
import { catalogError } from '../http/api.ts';
import type { StoreCode } from '../../store-view/config.ts';
import { IDENTIFIER } from '../../cart/schema.ts';

/** A coupon that may be used now. */
export interface ValidCoupon {
  code: string;
  type: 'percent' | 'fixed';
  value: number;
}

/** Normalises a coupon code as shoppers type it. */
export function normaliseCouponCode(code: string): string {
  return code.trim().toUpperCase();
}

/**
 * The coupon when it can be used in the store now: active, not expired, of this store (or every store) and with
 * uses left; otherwise 400 with the catalogue's coupon message.
 */
export async function validCoupon(
  db: Db,
  rawCode: string | null | undefined,
  store: StoreCode,
  now = new Date(),
): Promise<ValidCoupon> {
  const code = normaliseCouponCode(rawCode ?? '');
  if (!code || code.length > 64 || !IDENTIFIER.test(code)) throw catalogError(400, 'couponInvalid');
  const [row] = await db.select().from(coupons).where(eq(coupons.code, code));
  if (!row || row.isActive !== 1) throw catalogError(400, 'couponInvalid');
  if (row.expiresAt && row.expiresAt.getTime() < now.getTime()) throw catalogError(400, 'couponInvalid');
  if (row.storeCode && row.storeCode !== store) throw catalogError(400, 'couponInvalid');
  if (row.usageLimit !== null && row.timesUsed >= row.usageLimit) throw catalogError(400, 'couponInvalid');
  return { code: row.code, type: row.type, value: row.value };
}
