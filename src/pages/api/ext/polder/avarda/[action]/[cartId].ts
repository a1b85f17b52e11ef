import type { APIRoute } from 'astro';
import { getDb } from '../../../../../../lib/server/db/client.ts';
import { notRouted } from '../../../../../../lib/server/http/api.ts';
import { bind, contractEndpoint } from '../../../../../../lib/server/http/contract-route.ts';
import { completePurchase, purchaseToken } from '../../../../../../lib/server/payment/service.ts';
import {
  paymentCompleteContract,
  paymentGetContract,
  paymentInitContract,
  paymentLoadContract,
} from '../../../../../../lib/checkout/contract.ts';

const token = Object.fromEntries(
  [paymentInitContract, paymentLoadContract, paymentGetContract].map((contract) => [
    contract.name.replace('payment.', ''),
    contractEndpoint(bind(contract, async ({ params, ctx }) => purchaseToken(await getDb(), params.cartId, ctx.token))),
  ]),
);
const complete = contractEndpoint(
  bind(paymentCompleteContract, async ({ params, body, ctx }) =>
    completePurchase(await getDb(), params.cartId, ctx.token, body.order_id),
  ),
);

/**
 * GET /api/ext/polder/avarda/{init|load|get}/{cartId} → `{ token }` (the purchase session of the cart);
 * POST /api/ext/polder/avarda/complete/{cartId} → `{ order: { order_number, customer_email } }`. Other actions are unrouted.
 */
export const ALL: APIRoute = (context) => {
  const action = context.params.action;
  if (action === 'complete') return complete(context);
  const step = action === 'init' || action === 'load' || action === 'get' ? token[action] : undefined;
  if (step) return step(context);
  return notRouted();
};
