import { loadListing, type ListingData } from './category-page.ts';
import { routePath } from '../../lib/routes/routes.ts';
import type { StoreView } from '../../lib/store-view/config.ts';
import { CATALOGUE_VISIBILITY } from '../../lib/server/catalog/service.ts';

/** The campaign category (campaigns: the products of category 'kampanj' on special). */
export const CAMPAIGN_CATEGORY_ID = 80;

/** Loads the campaigns list with the listing's filters, sort and pages. */
export function loadCampaignsPage(store: StoreView, url: URL): Promise<ListingData> {
  return loadListing(store, url, routePath(store, 'campaigns'), {
    category_ids: [CAMPAIGN_CATEGORY_ID],
    visibility: CATALOGUE_VISIBILITY,
  });
}
