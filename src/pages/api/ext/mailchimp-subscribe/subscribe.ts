/** `GET|POST|DELETE /api/ext/mailchimp-subscribe/subscribe`: newsletter status, subscribe, unsubscribe. */
import { endpoint } from '../../../../lib/server/http/api.ts';
import { newsletterEmail, newsletterStatus, subscribe, unsubscribe } from '../../../../lib/server/newsletter/service.ts';

export const ALL = endpoint({
  GET: (ctx) => newsletterStatus(newsletterEmail({ email: ctx.url.searchParams.get('email') ?? undefined })),
  POST: async (ctx) => subscribe(newsletterEmail(await ctx.body()), ctx.store.storeCode),
  DELETE: async (ctx) => unsubscribe(newsletterEmail(await ctx.body())),
});
