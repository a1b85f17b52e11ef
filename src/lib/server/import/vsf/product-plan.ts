import { productTypes } from '../../../catalog/contract.ts';
import type { StoreCode } from '../../../store-view/config.ts';
import type { AttributeRow, ProductRow, StockRow, TranslationRow } from './rows.ts';
import { dateOf, flagOf, intOf, numberOf, plainText, slugOf, stringOrNull, textOf } from './values.ts';

/** What product documents are checked against: the store of the dump and what the catalogue defines. */
export interface PlanContext {
  store: StoreCode;
  attributes: Map<string, AttributeRow>;
  attributesById: Map<number, AttributeRow>;
  categoryIds: Set<number>;
  taxClassIds: Set<number>;
  customerGroupIds: Set<number>;
  /** Collects what was left out or mapped differently (one line per kind in the report, with the values). */
  note(text: string, detail?: string): void;
}

/** One product of a document, checked and mapped to rows (its id and parent are resolved when it is written). */
export interface ProductPlan {
  sku: string;
  docId: number | undefined;
  product: Omit<ProductRow, 'id' | 'parentId' | 'createdAt' | 'updatedAt'> & {
    createdAt: Date | null;
    updatedAt: Date | null;
  };
  text: Omit<TranslationRow, 'productId' | 'storeCode'>;
  price: { price: number; specialPrice: number | null; specialFromDate: Date | null; specialToDate: Date | null };
  tiers: { customerGroupId: number; qty: number; value: number }[];
  stock: Omit<StockRow, 'productId' | 'sku'>;
  /** The price history of the store, when the document carries one (this shop's exports do). */
  history: { effectiveFrom: Date; price: number; regularPrice: number | null; source: string }[] | undefined;
  categories: { categoryId: number; position: number }[];
  options: { id: number | undefined; attributeId: number; position: number }[];
  children: ProductPlan[];
  bundle: BundlePlan[] | undefined;
  links: { linkType: string; sku: string; position: number; qty: number }[] | undefined;
}

/** A bundle option with its links by sku. */
export interface BundlePlan {
  id: number | undefined;
  title: string;
  type: string;
  required: boolean;
  position: number;
  links: {
    id: number | undefined;
    sku: string;
    qty: number;
    isDefault: boolean;
    canChangeQty: boolean;
    position: number;
  }[];
}

/** A document refused, with the reason. */
export class Refused extends Error {}

/** Fields of a product document that are not attribute values (Vue Storefront's, Magento's and derived ones). */
const SYSTEM_FIELDS = new Set(
  (
    'id entity_id sku name type_id status visibility tax_class_id position price special_price special_from_date ' +
    'special_to_date tier_prices image small_image thumbnail swatch_image media_gallery category category_ids stock ' +
    'url_key url_path slug description short_description meta_title meta_description meta_keyword meta_keywords ' +
    'created_at updated_at news_from_date news_to_date weight configurable_options configurable_children ' +
    'bundle_options product_links links custom_attributes extension_attributes attribute_set_id has_options ' +
    'required_options options_container tsk _score children_data qty is_in_stock parentSku parent_id parentId ' +
    'popularity sgn price_info final_price regular_price minimal_price max_price original_price sale new ' +
    'discount_label errors info custom_options product_option attributes_metadata msrp_display_actual_price_type ' +
    'gift_message_available page_layout options url_rewrites stock_item price_type price_view sku_type weight_type ' +
    'shipment_type links_purchased_separately links_title links_exist samples_title quantity_and_stock_status'
  ).split(' '),
);
const DERIVED = /(_incl_tax|_excl_tax|_tax|_options|_label)$/;

/** Attribute values of a document: root fields that are attributes of the catalogue, in their stored form. */
function attributeValues(doc: Record<string, unknown>, context: PlanContext): ProductRow['attributes'] {
  const values: ProductRow['attributes'] = {};
  const source: [string, unknown][] = Object.entries(doc);
  if (Array.isArray(doc.custom_attributes))
    for (const entry of doc.custom_attributes as { attribute_code?: unknown; value?: unknown }[])
      if (typeof entry?.attribute_code === 'string') source.push([entry.attribute_code, entry.value]);
  for (const [code, raw] of source) {
    if (SYSTEM_FIELDS.has(code)) continue;
    const attribute = context.attributes.get(code);
    if (!attribute) {
      if (!DERIVED.test(code)) context.note('attributes not defined in the catalogue were left out', code);
      continue;
    }
    if (raw === null || raw === undefined || raw === '') continue;
    if (attribute.frontendInput === 'multiselect') {
      const list = (Array.isArray(raw) ? raw : String(raw).split(',')).map((v) => String(v).trim()).filter(Boolean);
      if (list.length) values[code] = list;
    } else if (['select', 'swatch', 'boolean'].includes(attribute.frontendInput)) {
      values[code] = String(Array.isArray(raw) ? raw[0] : raw);
    } else if (typeof raw === 'number' || typeof raw === 'string') {
      values[code] = raw;
    } else if (Array.isArray(raw)) {
      values[code] = raw.map(String);
    }
  }
  return values;
}

function requireDate(doc: Record<string, unknown>, field: string): Date | null {
  const date = dateOf(doc[field]);
  if (date === 'invalid') throw new Refused(`${field} is not a date (${JSON.stringify(doc[field])})`);
  return date;
}

const GALLERY_TYPES = new Set(['image', undefined, null]);

/** The product rows of one document (or of one variant inside it). */
function planOne(
  doc: Record<string, unknown>,
  context: PlanContext,
  parent: { sku: string; urlKey: string; price: number | undefined; taxClassId: number } | undefined,
): ProductPlan {
  const sku = textOf(doc.sku);
  if (!sku) throw new Refused('it has no sku');
  const where = parent ? `variant ${sku}: ` : '';
  const docId = doc.id === undefined || doc.id === null ? undefined : intOf(doc.id);
  if (doc.id !== undefined && doc.id !== null && (docId === undefined || docId <= 0))
    throw new Refused(`${where}id ${JSON.stringify(doc.id)} is not a positive whole number`);
  const typeId = textOf(doc.type_id) ?? 'simple';
  if (!(productTypes as readonly string[]).includes(typeId)) throw new Refused(`${where}unknown type_id "${typeId}"`);
  const rawName = textOf(doc.name);
  if (!rawName) throw new Refused(`${where}it has no name`);
  const name = plainText(rawName);
  if (name !== rawName) context.note('HTML in product names was removed (names are plain text)', sku);
  if (!name) throw new Refused(`${where}its name is empty once HTML is removed`);
  let status = intOf(doc.status);
  if (status === undefined) {
    status = 1;
    context.note('products without a status were taken as enabled (status 1)', sku);
  }
  const visibility = intOf(doc.visibility) ?? (parent ? 1 : 4);
  if (visibility < 1 || visibility > 4) throw new Refused(`${where}visibility ${visibility} is not 1-4`);
  const taxClassId = intOf(doc.tax_class_id) ?? parent?.taxClassId ?? 2;
  if (taxClassId <= 0) throw new Refused(`${where}tax_class_id ${taxClassId} is not a tax class`);
  if (!context.taxClassIds.has(taxClassId))
    context.note('tax classes named only by products were created', String(taxClassId));

  let price = numberOf(doc.price) ?? parent?.price;
  const children: ProductPlan[] = [];
  const urlKey = textOf(doc.url_key) ?? slugOf(name);
  if (Array.isArray(doc.configurable_children) && !parent) {
    const seen = new Set<string>();
    for (const child of doc.configurable_children as Record<string, unknown>[]) {
      if (!child || typeof child !== 'object') throw new Refused('a variant is not an object');
      const plan = planOne(child, context, { sku, urlKey, price, taxClassId });
      if (seen.has(plan.sku) || plan.sku === sku) throw new Refused(`variant ${plan.sku} is listed twice`);
      seen.add(plan.sku);
      children.push(plan);
    }
  }
  if (price === undefined && typeId === 'configurable' && children.length)
    price = Math.min(...children.map((child) => child.price.price));
  if (price === undefined) throw new Refused(`${where}it has no price`);
  if (price < 0) throw new Refused(`${where}its price is negative`);
  const specialPrice =
    doc.special_price === null || doc.special_price === undefined ? null : numberOf(doc.special_price);
  if (specialPrice === undefined) throw new Refused(`${where}special_price is not a number`);

  const gallery = Array.isArray(doc.media_gallery)
    ? (doc.media_gallery as { image?: unknown; pos?: unknown; typ?: unknown }[]).flatMap((entry, index) => {
        const image = textOf(entry?.image);
        if (!image || !GALLERY_TYPES.has(entry.typ as string)) return [];
        return [{ image, pos: intOf(entry.pos) ?? index, typ: 'image' as const }];
      })
    : [];
  const stock = (doc.stock ?? {}) as Record<string, unknown>;
  const composed = ['configurable', 'bundle', 'grouped', 'virtual', 'downloadable'].includes(typeId);
  if (!doc.stock && !composed) context.note('products without stock were imported out of stock', sku);
  const qty = Math.max(0, Math.trunc(numberOf(stock.qty) ?? 0));
  const manageStock = flagOf(stock.manage_stock, !composed);
  const tiers = Array.isArray(doc.tier_prices)
    ? (doc.tier_prices as Record<string, unknown>[]).flatMap((tier) => {
        const customerGroupId = intOf(tier?.customer_group_id);
        const value = numberOf(tier?.value);
        if (customerGroupId === undefined || value === undefined) return [];
        if (!context.customerGroupIds.has(customerGroupId)) {
          context.note('tier prices of unknown customer groups were left out', String(customerGroupId));
          return [];
        }
        return [{ customerGroupId, qty: Math.max(1, intOf(tier.qty) ?? 1), value }];
      })
    : [];
  const description = typeof doc.description === 'string' ? doc.description : '';
  return {
    sku,
    docId,
    product: {
      sku,
      typeId,
      status,
      visibility,
      taxClassId,
      attributes: attributeValues(doc, context),
      image: textOf(doc.image) ?? gallery[0]?.image ?? null,
      mediaGallery: gallery,
      popularity: intOf(doc.popularity) ?? 0,
      weight: numberOf(doc.weight) ?? null,
      newsFromDate: requireDate(doc, 'news_from_date'),
      newsToDate: requireDate(doc, 'news_to_date'),
      createdAt: requireDate(doc, 'created_at'),
      updatedAt: requireDate(doc, 'updated_at'),
      position: intOf(doc.position) ?? 0,
    },
    text: {
      name,
      description,
      shortDescription: typeof doc.short_description === 'string' ? doc.short_description : '',
      urlKey,
      urlPath: textOf(doc.url_path) ?? (parent ? `p/${parent.sku}/${parent.urlKey}/${sku}` : `p/${sku}/${urlKey}`),
      metaTitle: stringOrNull(doc.meta_title),
      metaDescription: stringOrNull(doc.meta_description),
      metaKeywords: stringOrNull(doc.meta_keywords ?? doc.meta_keyword),
    },
    price: {
      price,
      specialPrice,
      specialFromDate: requireDate(doc, 'special_from_date'),
      specialToDate: requireDate(doc, 'special_to_date'),
    },
    tiers,
    history: Array.isArray(doc.price_history)
      ? (doc.price_history as Record<string, unknown>[]).flatMap((step) => {
          const effectiveFrom = dateOf(step?.effective_from);
          const stepPrice = numberOf(step?.price);
          if (!(effectiveFrom instanceof Date) || stepPrice === undefined || stepPrice < 0) return [];
          return [
            {
              effectiveFrom,
              price: stepPrice,
              regularPrice: numberOf(step.regular_price) ?? null,
              source: textOf(step.source) ?? 'import',
            },
          ];
        })
      : undefined,
    stock: {
      qty,
      manageStock,
      isInStock: flagOf(stock.is_in_stock, composed),
      backorders: flagOf(stock.backorders, false),
    },
    categories: [],
    options: [],
    children,
    bundle: undefined,
    links: undefined,
  };
}

/**
 * Checks a product document of a store's dump and maps it to rows: the product, its variants
 * (`configurable_children`), texts, price, tier prices, stock, categories, configurable options, bundle options and
 * product links (by sku, resolved when written). Throws `Refused` with the reason for a document that cannot be
 * imported as a whole.
 */
export function planProduct(doc: Record<string, unknown>, context: PlanContext): ProductPlan {
  const plan = planOne(doc, context, undefined);
  const categoryIds = Array.isArray(doc.category)
    ? (doc.category as Record<string, unknown>[]).map((c, index) => ({
        categoryId: intOf(c?.category_id),
        position: intOf(c?.position) ?? index,
      }))
    : Array.isArray(doc.category_ids)
      ? (doc.category_ids as unknown[]).map((id, index) => ({ categoryId: intOf(id), position: index }))
      : [];
  const seen = new Set<number>();
  for (const { categoryId, position } of categoryIds) {
    if (categoryId === undefined || seen.has(categoryId)) continue;
    if (!context.categoryIds.has(categoryId)) {
      context.note('links to categories not in the catalogue were left out', String(categoryId));
      continue;
    }
    seen.add(categoryId);
    plan.categories.push({ categoryId, position });
  }
  if (plan.product.typeId === 'configurable') {
    const options = Array.isArray(doc.configurable_options)
      ? (doc.configurable_options as Record<string, unknown>[])
      : [];
    options.forEach((option, index) => {
      const attribute =
        context.attributesById.get(intOf(option?.attribute_id) ?? -1) ??
        context.attributes.get(textOf(option?.attribute_code) ?? '');
      if (!attribute)
        throw new Refused(
          `configurable option ${JSON.stringify(option?.attribute_code ?? option?.attribute_id)} is not an attribute of the catalogue`,
        );
      plan.options.push({ id: intOf(option.id), attributeId: attribute.id, position: intOf(option.position) ?? index });
    });
    if (plan.children.length === 0)
      context.note('configurable products without variants were imported (not sellable)', plan.sku);
  }
  if (plan.product.typeId === 'bundle') {
    const options = Array.isArray(doc.bundle_options) ? (doc.bundle_options as Record<string, unknown>[]) : [];
    plan.bundle = options.map((option, index) => ({
      id: intOf(option?.option_id),
      title: plainText(textOf(option?.title) ?? `Option ${index + 1}`),
      type: textOf(option?.type) ?? 'select',
      required: flagOf(option?.required, true),
      position: intOf(option?.position) ?? index,
      links: (Array.isArray(option?.product_links) ? (option.product_links as Record<string, unknown>[]) : []).flatMap(
        (link, linkIndex) => {
          const sku = textOf(link?.sku);
          if (!sku) return [];
          return [
            {
              id: intOf(link.id),
              sku,
              qty: Math.max(1, Math.trunc(numberOf(link.qty) ?? 1)),
              isDefault: flagOf(link.is_default, false),
              canChangeQty: flagOf(link.can_change_quantity, false),
              position: intOf(link.position) ?? linkIndex,
            },
          ];
        },
      ),
    }));
  }
  if (Array.isArray(doc.product_links)) {
    plan.links = (doc.product_links as Record<string, unknown>[]).flatMap((link, index) => {
      const sku = textOf(link?.linked_product_sku);
      const linkType = textOf(link?.link_type);
      if (!sku || !linkType) return [];
      const qty = numberOf(link.qty) ?? numberOf((link.extension_attributes as Record<string, unknown>)?.qty) ?? 1;
      return [{ linkType, sku, position: intOf(link.position) ?? index, qty: Math.max(1, Math.trunc(qty)) }];
    });
  }
  return plan;
}
