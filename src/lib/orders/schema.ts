/** The answer to an accepted order (api-contract.md, Orders): shared by the order service and the browser client. */
export interface OrderAnswer {
  order_number: string;
  order_id: string;
  customer_email: string;
  grand_total: number;
  currency: string;
  status: string;
}

/** An option of an order or cart line as the shopper reads it ("Färg: Blå", "Bindning: Rottefella Xcelerator"). */
export interface LineOption {
  label: string;
  value: string;
}

/** A placed order as the confirmation page shows it: lines with their options, totals, address and e-mail. */
export interface OrderSummary {
  order_number: string;
  /** The order's id (its idempotency key): a guest keeps it to claim the order when registering. */
  order_id: string;
  customer_email: string;
  currency: string;
  items: { sku: string; name: string; qty: number; row_total_incl_tax: number; options: LineOption[] }[];
  subtotal_incl_tax: number;
  shipping_incl_tax: number;
  discount_amount: number;
  gift_card_amount: number;
  tax_amount: number;
  grand_total: number;
  shipping_address: { firstname: string; lastname: string; street: string[]; postcode: string; city: string; countryId: string; company?: string | undefined };
  shipping_method: string;
  service_point?: string | undefined;
  /** The payment method actually used (card, invoice, partpayment) or the order's method code. */
  payment_method: string;
}
