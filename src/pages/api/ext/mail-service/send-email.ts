/** `POST /api/ext/mail-service/send-email`: a contact form message to the shop's support address. */
import { endpoint } from '../../../../lib/server/http/api.ts';
import { sendSupportMessage } from '../../../../lib/server/mail-service/service.ts';

export const ALL = endpoint({
  POST: async (ctx) => sendSupportMessage(await ctx.body(), ctx.clientAddress, ctx.store.storeCode),
});
