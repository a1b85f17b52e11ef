import type { AttributeFilter } from '../../content/schema.ts';
import { storeViews, type StoreCode } from '../../store-view/config.ts';
import { CATALOGUE_VISIBILITY, searchProducts } from '../catalog/search.ts';

/** A product as editorial pages list it. */
export interface ContentProduct {
  sku: string;
  name: string;
  urlKey: string;
  image: string | null;
  price: number;
  finalPrice: number;
}

/** What to list: given skus (in that order), or a brand's products narrowed by attribute filters and text. */
export interface ContentProductQuery {
  skus?: string[] | undefined;
  brand?: string | undefined;
  attributes?: AttributeFilter[] | undefined;
  text?: string | undefined;
  limit?: number | undefined;
}

/** Listed products for a brand, sub-brand, guide or campaign page, through the catalogue search (prices, stock rules). */
export async function contentProducts(
  store: StoreCode,
  query: ContentProductQuery,
  now = new Date(),
): Promise<ContentProduct[]> {
  if (query.skus && query.skus.length === 0) return [];
  // Brand, guide and campaign blocks list catalogue-visible products, unless picked by sku or found by text.
  const filters: Record<string, string | string[] | number[]> =
    query.skus || query.text ? {} : { visibility: CATALOGUE_VISIBILITY };
  if (query.skus) filters.sku = query.skus;
  if (query.brand) filters.ls_varumarke = query.brand;
  for (const filter of query.attributes ?? []) filters[filter.attributeProperty] = filter.attributeValue;
  const result = await searchProducts(
    storeViews[store],
    {
      query: { filters, ...(query.text ? { text: query.text } : {}) },
      size: Math.min(query.limit ?? 12, 50),
      _sourceInclude: ['sku', 'name', 'url_key', 'image', 'price_incl_tax', 'final_price_incl_tax'],
    },
    { now },
  );
  const list = result.items.map((item) => ({
    sku: String(item.sku),
    name: String(item.name),
    urlKey: String(item.url_key),
    image: item.image ?? null,
    price: Number(item.price_incl_tax),
    finalPrice: Number(item.final_price_incl_tax ?? item.price_incl_tax),
  }));
  if (query.skus) list.sort((a, b) => query.skus!.indexOf(a.sku) - query.skus!.indexOf(b.sku));
  return list;
}
