import DataLoader from 'dataloader';
import { customerGroupFor } from '../catalog/customer-group.ts';
import { getProductsBySku, listCategories, type CategoryDocument, type ProductDocument } from '../catalog/service.ts';
import { ROOT_CATEGORY_ID } from '../catalog/categories.ts';
import type { StoreView } from '../../store-view/config.ts';

/** What every resolver of a GraphQL request gets: the store, the customer's group, and the request's batch loaders. */
export interface GraphQLContext {
  store: StoreView;
  /** The customer group prices are shown for: the token's group, else guests (a bad token fails the field). */
  customerGroup(): Promise<number>;
  /** The token's group, else the group the client names (render-list's `userGroupId`, as in REST), else guests. */
  groupFor(requested: number | null | undefined): Promise<number>;
  /** Categories by id: every lookup of one tick is one `listCategories` call; unknown or inactive ids give null. */
  categories: DataLoader<number, CategoryDocument | null>;
  /** Products by sku (linked and bundled products): one query per batch; hidden or unknown skus give null. */
  productsBySku: DataLoader<string, ProductDocument | null>;
}

/** Categories by id in one lookup (the REST category search with an id filter). */
async function categoriesById(store: StoreView, ids: readonly number[]): Promise<(CategoryDocument | null)[]> {
  const wanted = [...new Set(ids.filter((id) => Number.isSafeInteger(id) && id >= ROOT_CATEGORY_ID))];
  const found =
    wanted.length === 0
      ? []
      : ((await listCategories(store, { query: { filters: { id: wanted } } })).items as unknown as CategoryDocument[]);
  const byId = new Map(found.map((c) => [c.id, c]));
  return ids.map((id) => byId.get(id) ?? null);
}

/** The context of one request; the token is checked once, on the first field that needs the group. */
export function createContext(store: StoreView, token: string | undefined): GraphQLContext {
  let group: Promise<number> | undefined;
  const customerGroup = () => (group ??= customerGroupFor(token, undefined));
  return {
    store,
    customerGroup,
    groupFor: (requested) => (requested == null ? customerGroup() : customerGroupFor(token, requested)),
    categories: new DataLoader((ids) => categoriesById(store, ids), { maxBatchSize: 500 }),
    productsBySku: new DataLoader(
      async (skus) => {
        const found = await getProductsBySku(store, skus, { customerGroupId: await customerGroup() });
        const bySku = new Map(found.map((p) => [p.sku, p]));
        return skus.map((sku) => bySku.get(sku) ?? null);
      },
      { maxBatchSize: 200 },
    ),
  };
}

/** The values a batch loader found for keys, without the missing ones. */
export async function loadPresent<K, V>(loader: DataLoader<K, V | null>, keys: readonly K[]): Promise<V[]> {
  const values = await loader.loadMany(keys);
  return values.filter((value): value is V => value !== null && !(value instanceof Error));
}
