import { createHash } from 'node:crypto';
import { eq } from 'drizzle-orm';
import type { AuthenticatedCustomer } from '../auth/authenticate.ts';
import type { Db } from '../db/client.ts';
import { orders } from '../db/schema/index.ts';
import { catalogError } from '../http/api.ts';
import type { OrderAnswer, OrderInput } from '../../orders/schema.ts';

/** Key of the request fingerprint kept beside the first answer in `orders.response` (never sent to clients). */
export const FINGERPRINT = 'request_fingerprint';

function canonicalJson(value: unknown): string {
  if (Array.isArray(value)) return `[${value.map(canonicalJson).join(',')}]`;
  if (value && typeof value === 'object') {
    const entries = Object.entries(value as Record<string, unknown>)
      .filter(([, v]) => v !== undefined && v !== null)
      .sort(([a], [b]) => a.localeCompare(b));
    return `{${entries.map(([k, v]) => `${JSON.stringify(k)}:${canonicalJson(v)}`).join(',')}}`;
  }
  return JSON.stringify(value ?? null);
}

/**
 * What makes two order requests the same order: cart, lines, addresses, shipping, service point and payment method
 * (not the client's timestamps, its `transmited` flag or the provider's payment details, which a retry may change).
 */
export function orderFingerprint(input: OrderInput): string {
  const info = input.addressInformation;
  return createHash('sha256')
    .update(
      canonicalJson({
        cart_id: input.cart_id ?? null,
        products: input.products.map((p) => ({ sku: p.sku, qty: p.qty, product_option: p.product_option ?? null })),
        shippingAddress: info.shippingAddress,
        billingAddress: info.billingAddress ?? null,
        shipping: [info.shipping_carrier_code, info.shipping_method_code, info.service_point_id ?? null],
        payment: info.payment_method_code,
      }),
    )
    .digest('base64url');
}

/**
 * The first answer of an order already placed with this order_id: only to the same caller (the customer who placed
 * it) with the same order; the same order_id with other contents is a 409 that tells nothing about the first order.
 */
export async function existingAnswer(
  db: Db,
  orderHash: string,
  customer: AuthenticatedCustomer | undefined,
  fingerprint: string,
): Promise<OrderAnswer | undefined> {
  const [row] = await db
    .select({ response: orders.response, customerId: orders.customerId })
    .from(orders)
    .where(eq(orders.orderHash, orderHash));
  return row ? answerOf(row, customer, fingerprint) : undefined;
}

/** `existingAnswer` of a stored order row read elsewhere (the order call reads it with the cart). */
export function answerOf(
  row: { response: unknown; customerId: number | null },
  customer: AuthenticatedCustomer | undefined,
  fingerprint: string,
): OrderAnswer {
  if (row.customerId !== null && row.customerId !== customer?.customerId) throw catalogError(409, 'orderIdConflict');
  const { [FINGERPRINT]: stored, ...answer } = row.response as Record<string, unknown>;
  if (stored !== fingerprint) throw catalogError(409, 'orderIdConflict');
  return answer as unknown as OrderAnswer;
}
