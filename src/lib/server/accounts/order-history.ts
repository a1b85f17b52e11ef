import { count, desc, eq, inArray, asc } from 'drizzle-orm';
import { getDb } from '../db/client.ts';
import { orderItems, orders } from '../db/schema/index.ts';
import { parseWith } from '../http/api.ts';
import { isStoreCode, storeViews } from '../../store-view/config.ts';
import { orderHistoryQuerySchema, type OrderHistory } from '../../accounts/schema.ts';
import { storedLineOptions } from '../orders/summary.ts';
import { orderDetailsOf } from '../orders/details.ts';

/** One customer's orders, newest first, a page at a time (defaults: 20 per page, page 1). */
export async function orderHistory(
  customerId: number,
  query: { pageSize?: string | null; currentPage?: string | null },
): Promise<OrderHistory> {
  const { pageSize, currentPage } = parseWith(orderHistoryQuerySchema, {
    pageSize: query.pageSize ?? undefined,
    currentPage: query.currentPage ?? undefined,
  });
  const db = await getDb();
  const [total] = await db.select({ n: count() }).from(orders).where(eq(orders.customerId, customerId));
  const rows = await db
    .select()
    .from(orders)
    .where(eq(orders.customerId, customerId))
    .orderBy(desc(orders.createdAt), desc(orders.id))
    .limit(pageSize)
    .offset((currentPage - 1) * pageSize);
  const lines = rows.length
    ? await db
        .select()
        .from(orderItems)
        .where(
          inArray(
            orderItems.orderId,
            rows.map((r) => r.id),
          ),
        )
        .orderBy(asc(orderItems.id))
    : [];
  // Shipments (with tracking links) and refunds, as the order lifecycle records them.
  const lifecycle = await orderDetailsOf(db, rows);
  return {
    items: rows.map((o, index) => ({
      entity_id: o.id,
      increment_id: o.orderNumber,
      order_number: o.orderNumber,
      created_at: o.createdAt.toISOString(),
      status: o.status,
      store_code: o.storeCode,
      store_name: isStoreCode(o.storeCode) ? storeViews[o.storeCode].name : o.storeCode,
      customer_email: o.email,
      currency: o.currency,
      order_currency_code: o.currency,
      subtotal_incl_tax: o.subtotalInclTax,
      tax_amount: o.taxAmount,
      shipping_incl_tax: o.shippingInclTax,
      discount_amount: o.discountAmount,
      gift_card_amount: o.giftCardAmount,
      grand_total: o.grandTotal,
      total_due: o.grandTotal,
      coupon_code: o.couponCode,
      shipping_method: `${o.shippingCarrierCode}_${o.shippingMethodCode}`,
      payment: { method: o.paymentMethodCode },
      shipping_address: o.shippingAddress,
      billing_address: o.billingAddress,
      items: lines
        .filter((l) => l.orderId === o.id)
        .map((l) => ({
          item_id: l.id,
          product_id: l.productId,
          sku: l.sku,
          name: l.name,
          qty_ordered: l.qty,
          price_incl_tax: l.priceInclTax,
          row_total_incl_tax: l.rowTotalInclTax,
          tax_percent: l.taxPercent,
          tax_amount: l.taxAmount,
          discount_amount: l.discountAmount,
          product_option: l.productOption ?? null,
          options: storedLineOptions(l.productOption),
        })),
      shipments: lifecycle[index]!.shipments,
      refunded_amount: lifecycle[index]!.totals.refunded_amount,
    })),
    total_count: total!.n,
    search_criteria: { page_size: pageSize, current_page: currentPage },
  };
}
