import { contractResult, type ContractResult } from '../api-client/client.ts';
import { apiRoutes } from '../api-client/routes.ts';
import type { productSearchContract } from '../catalog/contract.ts';
import type { ProductSearchRequest } from '../catalog/search-request.ts';
import type { StoreCode } from '../store-view/config.ts';

/** The answer of `POST /api/catalog/{store}/product/_search` as its contract types it. */
type ProductSearchAnswer = ContractResult<typeof productSearchContract>;

/** A product as the search answers it (the contract's product document). */
export type SearchProduct = ProductSearchAnswer['items'][number];

/** A search's filters, as the contract takes them. */
type SearchFilters = NonNullable<NonNullable<ProductSearchRequest['query']>['filters']>;

/**
 * The body of a product search as the islands send it: the contract's body (catalog/contract.ts) with paging in
 * numbers only (the contract also takes digits in strings from other clients).
 */
export type SearchRequest = {
  query?: { text?: string; filters?: SearchFilters };
  sort?: string;
  from?: number;
  size?: number;
  _sourceInclude?: string[];
  aggregations?: string[];
};

/**
 * The answer of a catalogue search, REST or GraphQL (graphql.ts): the contract's answer, where an empty stand-in
 * (offline) and the GraphQL transport may leave out the aggregations, attribute metadata and suggestions.
 */
export interface SearchResult
  extends
    Pick<ProductSearchAnswer, 'items' | 'total' | 'start' | 'perPage'>,
    Partial<Pick<ProductSearchAnswer, 'aggregations' | 'attributeMetadata' | 'suggestions'>> {
  /** Set by the client when the answer is an empty stand-in because the shopper is offline. */
  offline?: boolean;
}

/** Searches the products of a store (the catalog.search.product contract, store in the path). */
export function searchCall(storeCode: StoreCode, request: SearchRequest): Promise<SearchResult> {
  return contractResult(apiRoutes.productSearch, { params: { storeCode }, body: request });
}
