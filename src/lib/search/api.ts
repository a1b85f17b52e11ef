import { apiResult } from '../api-client/client.ts';
import type { StoreCode } from '../store-view/config.ts';

/** A product as the search answers it (only the fields the islands read). */
export interface SearchProduct {
  id: number;
  sku: string;
  name: string;
  url_path?: string;
  slug?: string;
  image?: string;
  price_incl_tax?: number;
  final_price_incl_tax?: number;
  [field: string]: unknown;
}

/** The body of POST /api/catalog/{store}/product/_search. */
export interface SearchRequest {
  query?: { text?: string; filters?: Record<string, unknown> };
  sort?: string;
  from?: number;
  size?: number;
  _sourceInclude?: string[];
  aggregations?: string[];
}

/** The answer of a catalogue search. */
export interface SearchResult {
  items: SearchProduct[];
  total: number;
  start: number;
  perPage: number;
  aggregations?: Record<string, { buckets: { key: string; label?: string; doc_count: number }[] }>;
  suggestions?: string[];
  /** Set by the client when the answer is an empty stand-in because the shopper is offline. */
  offline?: boolean;
}

/** Searches the products of a store. */
export function searchCall(storeCode: StoreCode, request: SearchRequest): Promise<SearchResult> {
  return apiResult<SearchResult>(`/api/catalog/${storeCode}/product/_search`, { body: request });
}
