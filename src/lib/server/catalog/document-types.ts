import type { z } from 'astro/zod';
import type {
  childDocumentSchema,
  productDocumentSchema,
  searchedProductSchema,
  stockInfoSchema,
} from '../../catalog/documents.ts';

/** Stock of a product as documents carry it. */
export type StockInfo = z.infer<typeof stockInfoSchema>;

/** A variant of a configurable product. */
export type ChildDocument = z.infer<typeof childDocumentSchema>;

/** The product document (VSF shape) that searches, lookups and URL mapping answer. */
export type ProductDocument = z.infer<typeof productDocumentSchema>;

/** A product of a search answer: the document, or the fields the request chose. */
export type SearchedProduct = z.infer<typeof searchedProductSchema>;

/** Options of document building. */
export interface DocumentOptions {
  /** Customer group for tier prices and the customer tax class (0 guest when absent). */
  customerGroupId?: number | null;
  /** Reference time for special price and news windows (default: now). */
  now?: Date;
}
