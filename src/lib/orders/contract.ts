/**
 * The order lifecycle calls as both the back office (`/api/staff/orders/{number}/…`) and the integration API
 * (`/api/integration/orders/{orderNumber}/…`) offer them, on the same order services: the method, path and body of
 * each are declared here once; each family adds its names, who may call, its status body, messages and examples.
 */
import type { z } from 'astro/zod';
import { cancelInputSchema, orderDetailSchema, refundInputSchema, shipmentInputSchema } from './lifecycle.ts';

/**
 * The lifecycle calls below an order's path, whose order number the family's `params` read; each answers the order
 * as it now is.
 */
export function orderWriteCalls<Params extends z.ZodType>(orderPath: string, params: Params) {
  const write = { method: 'POST', params, result: orderDetailSchema } as const;
  return {
    /** POST …/status: a status set directly (the family's body says which). */
    status: { ...write, path: `${orderPath}/status` },
    /** POST …/shipments: a parcel sent. */
    ship: { ...write, path: `${orderPath}/shipments`, body: shipmentInputSchema },
    /** POST …/cancel: stock returned, payment voided, the shopper mailed. */
    cancel: { ...write, path: `${orderPath}/cancel`, body: cancelInputSchema, bodyRequired: false },
    /** POST …/refunds: units per line and/or an amount; with neither, everything not yet refunded. */
    refund: { ...write, path: `${orderPath}/refunds`, body: refundInputSchema, bodyRequired: false },
  } as const;
}
