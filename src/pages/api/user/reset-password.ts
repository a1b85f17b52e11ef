import { bind, contractEndpoint } from '../../../lib/server/http/contract-route.ts';
import { requestPasswordReset } from '../../../lib/server/accounts/password-reset.ts';
import { userResetPasswordContract } from '../../../lib/accounts/contract.ts';

/** `POST /api/user/reset-password`: `true` for any well-formed email; a reset mail when the account exists. */
export const ALL = contractEndpoint(bind(userResetPasswordContract, ({ body }) => requestPasswordReset(body)));
