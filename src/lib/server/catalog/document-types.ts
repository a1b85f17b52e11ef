import type { ProductType } from '../../catalog/contract.ts';
import type { PriceFields } from './price-fields.ts';

/** Stock of a product as documents carry it. */
// Hand-written: the contract leaves `backorders` optional for answers; the server always sets it.
export interface StockInfo {
  is_in_stock: boolean;
  qty: number;
  manage_stock: boolean;
  backorders: boolean;
}

/** A variant of a configurable product. */
// Hand-written: the contract's schema leaves most fields optional; the server builds them all.
export interface ChildDocument extends PriceFields {
  id: number;
  sku: string;
  name: string;
  type_id: string;
  status: number;
  visibility: number;
  url_key: string;
  url_path: string;
  image: string | null;
  stock: StockInfo;
  is_in_stock: boolean;
  qty: number;
  [attribute: string]: unknown;
}

/** The product document (VSF shape) that searches, lookups and URL mapping answer. */
// Hand-written: the contract's schema is the looser answer (fields optional, bundles and media untyped).
export interface ProductDocument extends PriceFields {
  id: number;
  sku: string;
  name: string;
  type_id: ProductType;
  status: number;
  visibility: number;
  tax_class_id: number;
  url_key: string;
  url_path: string;
  slug: string;
  parentSku: string;
  description: string;
  short_description: string;
  meta_title: string | null;
  meta_description: string | null;
  meta_keywords: string | null;
  image: string | null;
  media_gallery: { image: string; pos: number; typ: 'image'; lab: string }[];
  category_ids: number[];
  category: { category_id: number; name: string; slug: string; url_path: string }[];
  stock: StockInfo;
  is_in_stock: boolean;
  qty: number;
  popularity: number;
  weight: number | null;
  new: boolean;
  news_from_date: string | null;
  news_to_date: string | null;
  created_at: string;
  updated_at: string;
  configurable_options: {
    id: number;
    attribute_id: number;
    attribute_code: string;
    label: string;
    position: number;
    product_id: number;
    values: { value_index: string; label: string; swatch: string | null }[];
  }[];
  configurable_children: ChildDocument[];
  bundle_options: {
    option_id: number;
    title: string;
    type: string;
    required: boolean;
    position: number;
    product_links: {
      id: number;
      sku: string;
      name: string;
      qty: number;
      is_default: boolean;
      can_change_quantity: boolean;
      position: number;
      price: number;
      is_in_stock: boolean;
    }[];
  }[];
  product_links: {
    sku: string;
    link_type: string;
    linked_product_sku: string;
    linked_product_type: string;
    linked_product_name: string;
    linked_product_price: number;
    position: number;
    qty: number;
  }[];
  /** Set when a variant was chosen (direct lookup of a child, or childSku). */
  childSku?: string;
  selectedVariant?: ChildDocument;
  configuration?: Record<string, string>;
  is_configured?: boolean;
  errors: Record<string, string>;
  [attribute: string]: unknown;
}

/** Options of document building. */
export interface DocumentOptions {
  /** Customer group for tier prices and the customer tax class (0 guest when absent). */
  customerGroupId?: number | null;
  /** Reference time for special price and news windows (default: now). */
  now?: Date;
}
