import { authenticate } from '../auth/authenticate.ts';
import { ApiError } from '../http/api.ts';

/** The guest customer group (no login). */
export const GUEST_GROUP_ID = 0;

/**
 * The customer group prices are shown for: the group of a valid customer token (a bad token is a 401), else the
 * group the client names (`userGroupId` / `groupId`, as the contract's render-list and URL mapping allow; it only
 * changes displayed tier prices, never what the cart charges), else guests.
 */
export async function customerGroupFor(token: string | undefined, requested: unknown): Promise<number> {
  const customer = await authenticate(token);
  if (customer) return customer.groupId;
  if (requested === undefined || requested === null || requested === '') return GUEST_GROUP_ID;
  const group = typeof requested === 'number' ? requested : /^\d{1,6}$/.test(String(requested)) ? Number(requested) : NaN;
  if (!Number.isSafeInteger(group) || group < 0 || group > 999_999) {
    throw new ApiError(400, 'Invalid customer group', { errors: [{ path: 'userGroupId', message: 'Invalid customer group' }] });
  }
  return group;
}
