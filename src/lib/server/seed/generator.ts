import { addAssortment } from './assortment.ts';
import { CatalogBuilder, type CatalogRows } from './builder.ts';
import { addCategories } from './category-rows.ts';
import { addKindProducts } from './kind-products.ts';
import { Random } from './random.ts';

export { storePrices, type CatalogRows } from './builder.ts';

/**
 * Builds the demo catalogue deterministically from a seed and a reference date: the category tree, the products of
 * every kind (until `minProducts`), then packages, kits, gift cards, downloads and related links.
 */
export function generateCatalog(
  options: { seed?: number; now?: Date; minProducts?: number; onProgress?: (done: number, total: number) => void } = {},
): CatalogRows {
  const builder = new CatalogBuilder(
    new Random(options.seed ?? 20261121),
    options.now ?? new Date('2026-11-21T00:00:00Z'),
  );
  addCategories(builder);
  addKindProducts(builder, options.minProducts ?? 0, options.onProgress);
  addAssortment(builder);
  options.onProgress?.(builder.rows.products.length, builder.rows.products.length);
  return builder.rows;
}
