import { asc, eq } from 'drizzle-orm';
import type { Db } from '../db/client.ts';
import { orderItems, orders } from '../db/schema/index.ts';
import { servicePointById } from '../checkout/service-points.ts';
import { shippingQuotes } from '../checkout/shipping.ts';
import type { LineOption, OrderSummary } from '../../orders/schema.ts';
import { isStoreCode } from '../../store-view/config.ts';
import { usedPaymentTitle } from './mail.ts';

/** The options stored with an order line (see placeOrder), or none. */
export function storedLineOptions(productOption: Record<string, unknown> | null): LineOption[] {
  const options = productOption?.['options'];
  return Array.isArray(options)
    ? options.filter((o): o is LineOption => typeof o?.label === 'string' && typeof o?.value === 'string')
    : [];
}

/** An order's money figures as the confirmation page and the order details show them. */
export function orderTotals(order: typeof orders.$inferSelect) {
  return {
    subtotal_incl_tax: order.subtotalInclTax,
    shipping_incl_tax: order.shippingInclTax,
    discount_amount: order.discountAmount,
    gift_card_amount: order.giftCardAmount,
    tax_amount: order.taxAmount,
    grand_total: order.grandTotal,
  };
}

/**
 * A placed order as its confirmation page shows it. Only for a caller already entitled to the order (the payment
 * completion of its own cart answers it).
 */
export async function orderSummary(db: Db, orderNumber: string): Promise<OrderSummary | undefined> {
  const [order] = await db.select().from(orders).where(eq(orders.orderNumber, orderNumber));
  if (!order) return undefined;
  const lines = await db.select().from(orderItems).where(eq(orderItems.orderId, order.id)).orderBy(asc(orderItems.id));
  const quote = shippingQuotes({
    countryId: order.shippingAddress.countryId,
    goodsValue: 0,
    freeShippingThreshold: 0,
    allVirtual: false,
    taxRate: 0,
  }).find((q) => q.carrierCode === order.shippingCarrierCode && q.methodCode === order.shippingMethodCode);
  const point = order.servicePointId ? await servicePointById(db, order.servicePointId) : undefined;
  const { firstname, lastname, street, postcode, city, countryId, company } = order.shippingAddress;
  return {
    order_number: order.orderNumber,
    order_id: order.orderHash,
    customer_email: order.email,
    currency: order.currency,
    items: lines.map((l) => ({
      sku: l.sku,
      name: l.name,
      qty: l.qty,
      row_total_incl_tax: l.rowTotalInclTax,
      options: storedLineOptions(l.productOption),
    })),
    ...orderTotals(order),
    shipping_address: { firstname, lastname, street, postcode, city, countryId, ...(company ? { company } : {}) },
    shipping_method: quote
      ? `${quote.carrierTitle} – ${quote.methodTitle}`
      : `${order.shippingCarrierCode}_${order.shippingMethodCode}`,
    ...(point ? { service_point: `${point.name}, ${point.street}, ${point.postcode} ${point.city}` } : {}),
    payment_method:
      (isStoreCode(order.storeCode) ? usedPaymentTitle(order.storeCode, order.paymentAdditional) : undefined) ??
      order.paymentMethodCode,
  };
}
