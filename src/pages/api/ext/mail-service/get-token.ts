import { bind, contractEndpoint } from '../../../../lib/server/http/contract-route.ts';
import { issueFormToken } from '../../../../lib/server/mail-service/service.ts';
import { mailTokenContract } from '../../../../lib/engagement/contract.ts';

/** `GET /api/ext/mail-service/get-token`: a short-lived token for the contact form. */
export const ALL = contractEndpoint(bind(mailTokenContract, () => issueFormToken()));
