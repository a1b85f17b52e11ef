import type { CategoryRow, CategoryTranslationRow, ProductRows } from '../import/vsf/rows.ts';
import { categoryDefs } from './categories.ts';
import { Random, slugify } from './random.ts';
import { brands, CUSTOMER_GROUP } from './reference.ts';
import { storeCodes } from '../../store-view/config.ts';

export const STORES = storeCodes;
export type Store = (typeof STORES)[number];
export const DAY = 86_400_000;

/**
 * Everything the seed writes for the catalogue, as plain rows (the import's row shapes; configurable options get
 * their ids from their order).
 */
export interface CatalogRows extends Omit<ProductRows, 'configurableOptions'> {
  categories: CategoryRow[];
  categoryTranslations: CategoryTranslationRow[];
  configurableOptions: Omit<ProductRows['configurableOptions'][number], 'id'>[];
}

/** A special price: a factor of the price and its window. */
export type Special = { factor: number; from: Date | null; to: Date | null };

/** Rounds a SEK price to a shop price (ending in 9) and converts it to NOK and whole euros. */
export function storePrices(sek: number): Record<Store, number> {
  const nice = (value: number) =>
    value < 100 ? Math.max(9, Math.round(value / 10) * 10 - 1) : Math.round(value / 50) * 50 - 1;
  const sv = nice(sek);
  const no = nice(sek * 1.04);
  const eurRaw = sek / 11.4;
  const fi = eurRaw < 10 ? Math.max(1.9, Math.round(eurRaw * 2) / 2 - 0.1) : Math.round(eurRaw / 5) * 5 - 1;
  return { sv, no, fi: Math.round(fi * 100) / 100 };
}

/**
 * The rows being built with the one random sequence and the next ids: every part of the demo catalogue draws from
 * the same generator in the same order, so the catalogue is the same for a seed and a date.
 */
export class CatalogBuilder {
  readonly rows: CatalogRows = {
    categories: [],
    categoryTranslations: [],
    products: [],
    productTranslations: [],
    productPrices: [],
    tierPrices: [],
    productCategories: [],
    configurableOptions: [],
    bundleOptions: [],
    bundleOptionLinks: [],
    productLinks: [],
    stockItems: [],
  };
  readonly categoryByKey = new Map(categoryDefs.map((c) => [c.key, c]));
  nextId = 1;
  nextSku = 150001;

  readonly rng: Random;
  readonly now: Date;

  constructor(rng: Random, now: Date) {
    this.rng = rng;
    this.now = now;
  }

  popularity(): number {
    return Math.round(1000 * this.rng.next() ** 2);
  }

  createdAt(): Date {
    return new Date(this.now.getTime() - this.rng.int(1, 720) * DAY);
  }

  image(shape: string, colour: string, sku: string, view: number): string {
    return `/product/${shape}/${colour}/${sku}-${view}.jpg`;
  }

  brandName(value: string): string {
    return brands.find((b) => b.value === value)!.name;
  }

  addTexts(
    productId: number,
    names: Record<Store, string>,
    descriptions: Record<Store, string>,
    urlPathFor: (store: Store, slug: string) => string,
  ): void {
    for (const store of STORES) {
      const slug = slugify(names[store]);
      const description = descriptions[store];
      const short = description.split('. ')[0]!.replace(/\.?$/, '.');
      this.rows.productTranslations.push({
        productId,
        storeCode: store,
        name: names[store],
        description: `<p>${description}</p>`,
        shortDescription: short,
        urlKey: slug,
        urlPath: urlPathFor(store, slug),
        metaTitle: `${names[store]} | Nordpeak`,
        metaDescription: short,
      });
    }
  }

  addPrices(productId: number, sek: number, special: Special | null, tier: boolean): void {
    const prices = storePrices(sek);
    for (const store of STORES) {
      const price = prices[store];
      const specialPrice = special ? storePrices(sek * special.factor)[store] : null;
      this.rows.productPrices.push({
        productId,
        storeCode: store,
        price,
        specialPrice: specialPrice !== null && specialPrice < price ? specialPrice : null,
        specialFromDate: special?.from ?? null,
        specialToDate: special?.to ?? null,
      });
      if (!tier) continue;
      for (const [qty, factor] of [
        [1, 0.9],
        [3, 0.85],
      ] as const)
        this.rows.tierPrices.push({
          productId,
          storeCode: store,
          customerGroupId: CUSTOMER_GROUP.club,
          qty,
          value: storePrices(sek * factor)[store],
        });
    }
  }

  /** A product's special price, if it has one: running, expired, in the future or open-ended. */
  specialFor(): Special | null {
    const { rng, now } = this;
    const roll = rng.next();
    if (roll < 0.14)
      return {
        factor: rng.pick([0.7, 0.75, 0.8, 0.85]),
        from: new Date(now.getTime() - rng.int(1, 20) * DAY),
        to: new Date(now.getTime() + rng.int(10, 60) * DAY),
      };
    if (roll < 0.17)
      return { factor: 0.8, from: new Date(now.getTime() - 60 * DAY), to: new Date(now.getTime() - 5 * DAY) }; // expired
    if (roll < 0.2)
      return { factor: 0.8, from: new Date(now.getTime() + 10 * DAY), to: new Date(now.getTime() + 40 * DAY) }; // future
    if (roll < 0.22) return { factor: 0.9, from: null, to: null }; // open-ended
    return null;
  }

  /** Links a product to its categories and their parents (and to the campaign category when on sale). */
  addCategoryLinks(productId: number, keys: string[], campaign: boolean): void {
    const links = this.rows.productCategories;
    for (const key of keys) {
      const def = this.categoryByKey.get(key)!;
      links.push({ productId, categoryId: def.id, position: links.length });
      if (def.parentKey)
        links.push({ productId, categoryId: this.categoryByKey.get(def.parentKey)!.id, position: links.length });
    }
    if (campaign) links.push({ productId, categoryId: 80, position: links.length });
  }

  /** A stock row of a product that keeps no quantity (parents, bundles, virtual products): always sellable. */
  addUnmanagedStock(productId: number, sku: string, isInStock = true): void {
    this.rows.stockItems.push({ productId, sku, qty: 0, manageStock: false, isInStock, backorders: false });
  }

  /** A visible product of its own (not a variant) with one picture; its popularity and dates drawn in that order. */
  addStandalone(product: {
    id: number;
    sku: string;
    typeId: string;
    taxClassId: number;
    attributes: Record<string, string | string[] | number>;
    picture: string;
    position: number;
  }): void {
    const created = this.createdAt();
    this.rows.products.push({
      id: product.id,
      sku: product.sku,
      typeId: product.typeId,
      status: 1,
      visibility: 4,
      parentId: null,
      taxClassId: product.taxClassId,
      attributes: product.attributes,
      image: product.picture,
      mediaGallery: [{ image: product.picture, pos: 0, typ: 'image' }],
      popularity: this.popularity(),
      newsFromDate: null,
      newsToDate: null,
      createdAt: created,
      updatedAt: created,
      position: product.position,
    });
  }
}
