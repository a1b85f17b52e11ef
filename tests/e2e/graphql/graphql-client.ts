import { expect, type APIRequestContext } from '@playwright/test';
import type { StoreCode } from '../../../src/lib/store-view/config.ts';

/** A GraphQL answer as the tests read it. */
export interface Answer<T = Record<string, unknown>> {
  status: number;
  data?: T | null;
  errors?: { message: string; extensions?: Record<string, unknown> }[];
}

/** POSTs a query to /graphql for a store (the `Store` header); never a 5xx, always a JSON answer. */
export async function gql<T = Record<string, any>>(
  request: APIRequestContext,
  query: string,
  variables: Record<string, unknown> = {},
  options: { store?: StoreCode; headers?: Record<string, string> } = {},
): Promise<Answer<T>> {
  const response = await request.post('/graphql', {
    headers: {
      'content-type': 'application/json',
      ...(options.store ? { store: options.store } : {}),
      ...options.headers,
    },
    data: { query, variables },
  });
  expect(response.status(), await response.text()).toBeLessThan(500);
  return { status: response.status(), ...(await response.json()) };
}

/** The REST catalogue search of a store (`result` of the envelope). */
export async function restSearch(
  request: APIRequestContext,
  store: StoreCode,
  body: Record<string, unknown>,
  query = '',
): Promise<any> {
  const response = await request.post(`/api/catalog/${store}/product/_search${query}`, { data: body });
  expect(response.status(), await response.text()).toBe(200);
  return (await response.json()).result;
}
