import type { Localized } from '../../db/schema/catalog.ts';
import type { AttributeInfo, CategoryInfo, CategoryTexts } from '../../catalog/reference.ts';
import type { StoreCode } from '../../../store-view/config.ts';

/*
 * The catalogue as plain rows, the way the tables hold it: what the seed's generator builds, what the export reads and
 * what an imported document becomes. One shape for the three, so the seed, the export and the import agree.
 */

/** A product row (parents, variants and the parts of bundles and grouped products alike). */
export interface ProductRow {
  id: number;
  sku: string;
  typeId: string;
  status: number;
  visibility: number;
  parentId: number | null;
  taxClassId: number;
  attributes: Record<string, string | string[] | number>;
  image: string | null;
  mediaGallery: { image: string; pos: number; typ: 'image' }[];
  popularity: number;
  weight?: number | null;
  newsFromDate: Date | null;
  newsToDate: Date | null;
  createdAt: Date;
  updatedAt: Date;
  position: number;
}

/** A product's texts and URL in one store. */
export interface TranslationRow {
  productId: number;
  storeCode: StoreCode;
  name: string;
  description: string;
  shortDescription: string;
  urlKey: string;
  urlPath: string;
  metaTitle: string | null;
  metaDescription: string | null;
  metaKeywords?: string | null;
}

/** A product's price in one store (tax included), with its special price and window. */
export interface PriceRow {
  productId: number;
  storeCode: StoreCode;
  price: number;
  specialPrice: number | null;
  specialFromDate: Date | null;
  specialToDate: Date | null;
}

/** A tier price of a customer group in one store. */
export interface TierRow {
  productId: number;
  storeCode: StoreCode;
  customerGroupId: number;
  qty: number;
  value: number;
}

/** The stock of a product. */
export interface StockRow {
  productId: number;
  sku: string;
  qty: number;
  manageStock: boolean;
  isInStock: boolean;
  backorders: boolean;
}

/** Every row of a set of products (parents with their variants), as the tables hold them. */
export interface ProductRows {
  products: ProductRow[];
  productTranslations: TranslationRow[];
  productPrices: PriceRow[];
  tierPrices: TierRow[];
  productCategories: { productId: number; categoryId: number; position: number }[];
  configurableOptions: { id: number; productId: number; attributeId: number; position: number }[];
  bundleOptions: {
    id: number;
    productId: number;
    titles: Localized;
    type: string;
    required: boolean;
    position: number;
  }[];
  bundleOptionLinks: {
    id: number;
    optionId: number;
    productId: number;
    qty: number;
    isDefault: boolean;
    canChangeQty: boolean;
    position: number;
  }[];
  productLinks: { productId: number; linkedProductId: number; linkType: string; position: number; qty: number }[];
  stockItems: StockRow[];
  /** The recorded selling prices per store (the prior price of a reduction comes from them), when exported. */
  priceHistory?: {
    productId: number;
    storeCode: string;
    effectiveFrom: Date;
    price: number;
    regularPrice: number | null;
    source: string;
  }[];
}

/** A category row: the reference data's category without its texts. */
export interface CategoryRow extends Omit<CategoryInfo, 'texts'> {
  updatedAt?: Date;
}

/** A category's texts and URL in one store. */
export interface CategoryTranslationRow extends Omit<CategoryTexts, 'metaKeywords'> {
  categoryId: number;
  storeCode: StoreCode;
  metaKeywords?: string | null;
}

/** An attribute with its options, labels per store (the catalogue's reference data shape). */
export type AttributeRow = AttributeInfo;

/** A tax rule with its rates. */
export interface TaxRuleRow {
  id: number;
  code: string;
  priority: number;
  productTaxClassIds: number[];
  customerTaxClassIds: number[];
  rates: {
    id: number;
    code: string;
    countryId: string;
    regionName: string | null;
    regionId: number | null;
    rate: number;
  }[];
}

/** A CMS page or block of one store. */
export interface CmsRow {
  id: number;
  identifier: string;
  storeId: number;
  title: string;
  content: string;
  isActive: boolean;
  updatedAt?: Date;
}
