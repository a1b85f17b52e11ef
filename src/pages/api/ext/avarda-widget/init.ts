import { bind, contractEndpoint } from '../../../../lib/server/http/contract-route.ts';
import { widgetSession } from '../../../../lib/server/payment/service.ts';
import { paymentWidgetContract } from '../../../../lib/checkout/contract.ts';

/** GET /api/ext/avarda-widget/init?amount&storeCode → a JSON string `{ widgetJwt, paymentId, expiredUtc, … }`. */
export const ALL = contractEndpoint(
  bind(paymentWidgetContract, ({ query, ctx }) => {
    const amount =
      query.amount !== undefined && /^\d{1,9}(\.\d{1,2})?$/.test(query.amount) ? Number(query.amount) : undefined;
    return widgetSession(ctx.store, amount);
  }),
);
