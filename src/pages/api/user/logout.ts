import { bind, contractEndpoint } from '../../../lib/server/http/contract-route.ts';
import { logout } from '../../../lib/server/accounts/sessions.ts';
import { userLogoutContract } from '../../../lib/accounts/contract.ts';

/** `POST /api/user/logout?token`: revokes the login session. */
export const ALL = contractEndpoint(bind(userLogoutContract, ({ body, ctx }) => logout(ctx.token, body)));
