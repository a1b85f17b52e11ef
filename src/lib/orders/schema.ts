/** The answer to an accepted order (api-contract.md, Orders): shared by the order service and the browser client. */
export interface OrderAnswer {
  order_number: string;
  order_id: string;
  customer_email: string;
  grand_total: number;
  currency: string;
  status: string;
}
