/** `GET /api/ext/mail-service/get-token`: a short-lived token for the contact form. */
import { endpoint } from '../../../../lib/server/http/api.ts';
import { issueFormToken } from '../../../../lib/server/mail-service/service.ts';

export const ALL = endpoint({
  GET: () => issueFormToken(),
});
