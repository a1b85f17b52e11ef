import { ensureSearchStructure, refreshDirtyProducts } from '../search/indexer.ts';
import { database, type Db } from '../db/client.ts';
import { parseWith } from '../http/api.ts';
import type { StoreView } from '../../store-view/config.ts';
import {
  analyzedTermsVersion,
  analyzeTerms,
  termsCached,
  noteIndexVersion,
  suggestionsFor,
  termsOf,
} from '../search/text.ts';
import { documentsOf, loadDocumentRows, type DocumentOptions, type ProductDocument } from './documents.ts';
import { buildDocument, keptDocument } from './document-cache.ts';
import { attributeHeadOf, attributeOptionOf, catalogReference, type CatalogReference } from './reference.ts';
import { tagPage } from '../http/scope.ts';
import { productSearchRequestSchema, type ProductSearchRequest } from '../../catalog/search-request.ts';
import { documentTags, LISTING_TAG } from '../page-cache/tags.ts';
import { badRequest, parseFilters, type SearchPlan } from './search-filters.ts';
import { applySource, pagingOf } from './search-source.ts';
import { executeBounded, intArray, jsonOf, withSearchTimeout } from './search-sql.ts';
import { runSearch, type PageEntry } from './search-statement.ts';
import { withLiveStock } from './live-stock.ts';
import { sql } from './sql-text.ts';
import type { z } from 'astro/zod';
import type {
  aggregationBucketSchema,
  attributeMetadataSchema,
  productSearchResultSchema,
} from '../../catalog/contract.ts';

export {
  applySource,
  DEFAULT_SIZE,
  MAX_SIZE,
  pagingOf,
  productSorts,
  type Paging,
  type ProductSort,
} from './search-source.ts';
export type { ProductSearchRequest };

/** Product visibilities of catalogue listings (category, campaign and brand pages): 2 catalogue and 4 catalogue and
 * search, not 3 search only. Searches show 2, 3 and 4. */
export const CATALOGUE_VISIBILITY = [2, 4];
/** Share of query terms that must match. */
export const MINIMUM_SHOULD_MATCH = 0.75;
/** One bucket of an aggregation. */
export type AggregationBucket = z.infer<typeof aggregationBucketSchema>;

/** Attribute metadata of the answer: the attributes present in the items with their options. */
export type AttributeMetadata = z.infer<typeof attributeMetadataSchema>;

/** The answer of a product search. */
export type ProductSearchResult = z.infer<typeof productSearchResultSchema>;

/** Who searches (the customer group chooses tier prices and the customer tax class) and when. */
export type SearchOptions = DocumentOptions;

/**
 * Searches the listed products of a store in one bounded SQL statement, then assembles the documents. See README.md,
 * "Product search".
 */
export async function searchProducts(
  store: StoreView,
  rawRequest: unknown,
  options: SearchOptions = {},
): Promise<ProductSearchResult> {
  const request = parseWith(productSearchRequestSchema, rawRequest ?? {});
  const paging = pagingOf(request);
  const opened = await database();
  await ensureSearchStructure(opened.db);
  // One statement per search in the common case. When it reports listing rows changed since their last refresh
  // (stock, prices, status … recorded by triggers) or a rebuilt word list, the rows are refreshed and it runs again.
  for (let attempt = 0; ; attempt++) {
    // Reference data is cached per database (the pool's handle).
    const reference = await catalogReference(opened.db);
    const plan: SearchPlan = {
      store,
      reference,
      now: options.now ?? new Date(),
      groupId: options.customerGroupId ?? 0,
      base: [],
      priceBase: [],
      filters: [],
      analyzed: [],
      minMatch: 0,
    };
    parseFilters(request, plan);
    const aggregationFields = [...new Set(request.aggregations ?? [])];
    for (const field of aggregationFields) {
      if (field !== 'price' && !reference.attributes.has(field))
        throw badRequest(`Unknown aggregation field ${field.slice(0, 100)}`, 'aggregations');
    }
    const terms = termsOf(request.query?.text ?? '');
    const termVersion = analyzedTermsVersion(opened.db);
    if (terms.length > 0) {
      // Terms not cached yet are looked up under the search timeout; cached ones need no statement.
      plan.analyzed = termsCached(opened.db, store.storeCode, terms)
        ? await analyzeTerms(opened.db, opened.db, store.storeCode, terms)
        : await withSearchTimeout((db) => analyzeTerms(opened.db, db, store.storeCode, terms));
      plan.minMatch = Math.ceil(terms.length * MINIMUM_SHOULD_MATCH);
    }
    // Every statement of a search is bounded by the search timeout (statement_timeout), the search statement in
    // one round trip with its setting (executeBounded).
    const found = await runSearch(opened.db, plan, paging, aggregationFields, attempt < 2);
    const outdated = terms.length > 0 && found.version !== termVersion;
    if ((found.stale || outdated || found.keptOutdated) && attempt < 2) {
      noteIndexVersion(opened.db, found.version);
      // While another process refreshes the index, the rows as they are answer (they are its state until it commits).
      const busy = found.stale && (await refreshDirtyProducts(opened.db, { ifFree: true })) === null;
      if (!busy || outdated || found.keptOutdated) continue;
    }
    const documents = await pageDocuments(opened.db, store, reference, found.page, plan.groupId, plan.now);
    const items = documents.map((doc) => applySource(doc, request._sourceInclude, request._sourceExclude));
    // A page showing a search shows these products, and would list others when the catalogue changes.
    tagPage(LISTING_TAG, ...documents.flatMap(documentTags));
    const suggestions = terms.length > 0 && found.total < 3 ? suggestionsFor(plan.analyzed) : [];
    return {
      items,
      total: found.total,
      start: paging.from,
      perPage: paging.size,
      aggregations: found.aggregations,
      attributeMetadata: attributeMetadataOf(reference, store, documents),
      suggestions,
    };
  }
}

/** The documents of a page (product ids with the versions of their stored rows, in page order). More in README.md. */
async function pageDocuments(
  db: Db,
  store: StoreView,
  reference: CatalogReference,
  page: readonly PageEntry[],
  groupId: number,
  now: Date,
): Promise<ProductDocument[]> {
  if (page.length === 0) return [];
  const documents = new Map<number, ProductDocument | null>();
  const unbuilt: number[] = [];
  const missing: number[] = [];
  for (const [productId, version] of page) {
    if (version === null) {
      missing.push(productId);
      continue;
    }
    const kept = keptDocument(db, reference, { productId, version, store, groupId }, now);
    if (kept === undefined) unbuilt.push(productId);
    else documents.set(productId, kept);
  }
  if (unbuilt.length > 0) {
    const rows = await executeBounded(
      db,
      sql`SELECT product_id, version, octet_length(doc::text) AS size, doc FROM search_documents
      WHERE store_code = ${store.storeCode} AND product_id = ANY(${intArray(unbuilt)})`,
    );
    for (const row of rows) {
      const productId = Number(row.product_id);
      documents.set(
        productId,
        buildDocument(
          db,
          reference,
          { productId, version: String(row.version), store, groupId },
          jsonOf(row.doc),
          Number(row.size),
          now,
        ),
      );
    }
    // Rows removed since the search statement read the page (a refresh in between): read from the catalogue.
    for (const id of unbuilt) if (!documents.has(id)) missing.push(id);
  }
  if (missing.length > 0) {
    const rows = await withSearchTimeout((tx) => loadDocumentRows(tx, store.storeCode, missing, groupId));
    for (const document of documentsOf(rows, store, missing, reference, { customerGroupId: groupId, now }))
      documents.set(document.id, document);
  }
  return page.flatMap(([id, , stock]) => {
    const document = documents.get(id);
    return document ? [withLiveStock(document, stock)] : [];
  });
}

/** The attributes present in the documents, with their options in the store's language. */
export function attributeMetadataOf(
  reference: CatalogReference,
  store: StoreView,
  documents: readonly ProductDocument[],
): AttributeMetadata[] {
  const present = new Set<string>();
  for (const doc of documents) {
    for (const key of Object.keys(doc)) if (reference.attributes.has(key)) present.add(key);
    for (const child of doc.configurable_children)
      for (const key of Object.keys(child)) if (reference.attributes.has(key)) present.add(key);
  }
  return [...reference.attributes.values()]
    .filter((a) => present.has(a.code))
    .map((a) => ({
      ...attributeHeadOf(a, store.storeCode),
      is_filterable: a.isFilterable,
      is_comparable: a.isComparable,
      is_single_value_filter: a.isSingleValueFilter,
      options: a.options.map((o) => attributeOptionOf(o, store.storeCode)),
    }));
}
