import { apiCall, apiResult } from '../api-client/client.ts';

/** A customer address (api-contract.md, Users). */
export interface Address {
  id?: number;
  firstname: string;
  lastname: string;
  street: string[];
  city: string;
  postcode: string;
  country_id: string;
  telephone?: string;
  company?: string;
  default_shipping?: boolean;
  default_billing?: boolean;
}

/** The logged-in customer's profile. */
export interface Customer {
  id: number;
  email: string;
  firstname: string;
  lastname: string;
  group_id: number;
  created_at?: string;
  addresses: Address[];
}

/** One order of the order history. */
export interface OrderSummary {
  entity_id?: number;
  increment_id?: string;
  order_number?: string;
  created_at?: string;
  status?: string;
  grand_total?: number;
  total_due?: number;
  currency?: string;
  order_currency_code?: string;
  store_name?: string;
  items?: { sku: string; name: string; qty_ordered?: number; qty?: number; options?: { label: string; value: string }[] }[];
}

/** A page of the order history. */
export interface OrderHistory {
  items: OrderSummary[];
  total_count: number;
  search_criteria: { page_size: number; current_page: number };
}

/** Logs in: the access token and, in meta, the refresh token. */
export async function loginCall(username: string, password: string): Promise<{ token: string; refreshToken?: string }> {
  const envelope = await apiCall<string>('/api/user/login', { body: { username, password } });
  const refreshToken = envelope.meta?.['refreshToken'];
  return { token: envelope.result, ...(typeof refreshToken === 'string' ? { refreshToken } : {}) };
}

/** Creates an account. */
export function registerCall(customer: Pick<Customer, 'email' | 'firstname' | 'lastname'> & { addresses?: Address[] }, password: string, guestOrders: string[] = []): Promise<Customer> {
  return apiResult<Customer>('/api/user/create', { body: { customer, password, ...(guestOrders.length ? { guest_orders: guestOrders } : {}) } });
}

/** Revokes the refresh token family (best effort on logout). */
export function logoutCall(token: string, refreshToken: string): Promise<unknown> {
  return apiResult('/api/user/logout', { body: { refreshToken }, query: { token } });
}

/** The current customer's profile. */
export function meCall(): Promise<Customer> {
  return apiResult<Customer>('/api/user/me', { auth: true });
}

/** Changes the password (the current one is needed). */
export function changePasswordCall(currentPassword: string, newPassword: string): Promise<boolean> {
  return apiResult<boolean>('/api/user/change-password', { body: { currentPassword, newPassword }, auth: true });
}

/** Asks for a reset mail. */
export function resetPasswordCall(email: string): Promise<boolean> {
  return apiResult<boolean>('/api/user/reset-password', { body: { email } });
}

/** Sets a new password with the token of the reset mail. */
export function createPasswordCall(email: string, newPassword: string, resetToken: string): Promise<boolean> {
  return apiResult<boolean>('/api/user/create-password', { body: { email, newPassword, resetToken } });
}

/** One page of the order history (20 per page by default). */
export function orderHistoryCall(pageSize = 20, currentPage = 1): Promise<OrderHistory> {
  return apiResult<OrderHistory>('/api/user/order-history', { query: { pageSize, currentPage }, auth: true });
}
