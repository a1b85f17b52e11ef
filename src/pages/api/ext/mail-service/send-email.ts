import { bind, contractEndpoint } from '../../../../lib/server/http/contract-route.ts';
import { sendSupportMessage } from '../../../../lib/server/mail-service/service.ts';
import { mailSendContract } from '../../../../lib/engagement/contract.ts';

/** `POST /api/ext/mail-service/send-email`: a contact form message to the shop's support address. */
export const ALL = contractEndpoint(
  bind(mailSendContract, ({ body, ctx }) => sendSupportMessage(body, ctx.clientAddress, ctx.store.storeCode)),
);
