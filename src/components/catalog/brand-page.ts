import { loadListing, type ListingData } from './category-page.ts';
import { contentPath } from '../../lib/content/routes.ts';
import type { Brand } from '../../lib/content/schema.ts';
import { CATALOGUE_VISIBILITY } from '../../lib/server/catalog/service.ts';
import { loadBrand, type Loaded, type LoaderContext } from '../../lib/server/content/loaders.ts';

/** A brand page: the editorial brand entry and, when found, every product of the brand as a listing. */
export interface BrandPageData {
  data: Loaded<Brand>;
  listing: ListingData | undefined;
}

/**
 * Loads a brand page: the brand from the content service, then all its catalogue-visible
 * products (attribute ls_varumarke) with the category listing's filters, sort and pages. A bad filter answers 400.
 */
export async function loadBrandPage(astro: LoaderContext & { url: URL }, slug: string): Promise<BrandPageData> {
  const data = await loadBrand(astro, slug);
  if (data.state !== 'ok') return { data, listing: undefined };
  const store = astro.locals.store;
  const listing = await loadListing(store, astro.url, contentPath(store.storeCode, 'brand', data.value.slug), {
    ls_varumarke: data.value.id,
    visibility: CATALOGUE_VISIBILITY,
  });
  if (listing.status !== 200) astro.response.status = listing.status;
  return { data, listing };
}
