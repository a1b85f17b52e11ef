import { authenticate } from '../auth/authenticate.ts';
import { ApiError } from '../http/api.ts';

/** The guest customer group (no login). */
export const GUEST_GROUP_ID = 0;

/**
 * The customer group prices are shown for: the group of a valid customer token (a bad token is a 401), else guests.
 * More in README.md.
 */
export async function customerGroupFor(token: string | undefined, requested: unknown): Promise<number> {
  if (requested !== undefined && requested !== null && requested !== '') {
    const group =
      typeof requested === 'number' ? requested : /^\d{1,6}$/.test(String(requested)) ? Number(requested) : NaN;
    if (!Number.isSafeInteger(group) || group < 0 || group > 999_999) {
      throw new ApiError(400, 'Invalid customer group', {
        errors: [{ path: 'userGroupId', message: 'Invalid customer group' }],
      });
    }
  }
  const customer = await authenticate(token);
  return customer ? customer.groupId : GUEST_GROUP_ID;
}
