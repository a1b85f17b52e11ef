import { catalogReference } from '../catalog/reference.ts';
import { getDb } from '../db/client.ts';

/** Query parameters the shop's pages read besides the listing filters: search text, paging, sort, price, variant, cart notice. */
const PAGE_PARAMS = new Set(['s', 'page', 'sort', 'price', 'childSku', 'added']);

/**
 * Whether pages read a query parameter: the fixed ones and every filterable attribute code (listing filters). Others
 * (tracking, made-up) are left out of the page's cache key and of its rendering.
 */
export async function pageParamFilter(): Promise<(name: string) => boolean> {
  let reference: Awaited<ReturnType<typeof catalogReference>>;
  try {
    reference = await catalogReference(await getDb());
  } catch {
    // Without the reference data, keep every parameter rather than render a filtered listing unfiltered.
    return () => true;
  }
  let filter = filters.get(reference);
  if (!filter) {
    const codes = new Set([...reference.attributes.values()].filter((a) => a.isFilterable).map((a) => a.code));
    filter = (name) => PAGE_PARAMS.has(name) || codes.has(name);
    filters.set(reference, filter);
  }
  return filter;
}

/** The filter of each reference data read (every request asks; the reference changes with the catalogue only). */
const filters = new WeakMap<object, (name: string) => boolean>();
