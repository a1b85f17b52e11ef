import { bind, contractEndpoint } from '../../../lib/server/http/contract-route.ts';
import { createPassword } from '../../../lib/server/accounts/password-reset.ts';
import { userCreatePasswordContract } from '../../../lib/accounts/contract.ts';

/** `POST /api/user/create-password`: a new password with a single-use reset token. */
export const ALL = contractEndpoint(bind(userCreatePasswordContract, ({ body }) => createPassword(body)));
