import { endpoint } from '../../../../lib/server/http/api.ts';
import { widgetSession } from '../../../../lib/server/payment/service.ts';

/** GET /api/ext/avarda-widget/init?amount&storeCode → a JSON string `{ widgetJwt, paymentId, expiredUtc, … }`. */
export const ALL = endpoint({
  GET: (ctx) => {
    const raw = ctx.url.searchParams.get('amount');
    const amount = raw !== null && /^\d{1,9}(\.\d{1,2})?$/.test(raw) ? Number(raw) : undefined;
    return widgetSession(ctx.store, amount);
  },
});
