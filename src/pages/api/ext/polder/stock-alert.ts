import { bind, contractEndpoint } from '../../../../lib/server/http/contract-route.ts';
import { subscribeStockAlert } from '../../../../lib/server/stock-alerts/service.ts';
import { stockAlertContract } from '../../../../lib/engagement/contract.ts';

/** `POST /api/ext/polder/stock-alert`: a mail to `email` when `sku` is back in stock. */
export const ALL = contractEndpoint(
  bind(stockAlertContract, ({ body, ctx }) => subscribeStockAlert(body, ctx.store.storeCode, ctx.clientAddress)),
);
