import type { ChildDocument, ProductDocument } from '../catalog/documents.ts';
import { announcedReduction } from '../catalog/price-fields.ts';
import type { CatalogReference } from '../catalog/reference.ts';
import { deliveryPromise } from '../checkout/shipping.ts';
import { imageUrl } from '../images/render.ts';
import { storePath, type StoreView } from '../../store-view/config.ts';

/** One item of a Google Merchant Center feed: attribute name → values (repeated attributes have several). */
export type FeedItem = [name: string, value: string | FeedItem][];

/** Attributes the feed takes a product's brand, colour, size and GTIN from (the shop's, then Magento's usual codes). */
const BRAND = ['ls_varumarke', 'brand', 'manufacturer'];
const COLOUR = ['ls_farg', 'color', 'colour'];
const SIZE = ['ls_storlek_klader', 'ls_storlek_skor', 'ls_storlek_utrust', 'ls_langd', 'size'];
const GTIN = ['gtin', 'ean', 'barcode', 'upc'];

const money = (amount: number, store: StoreView) => `${amount.toFixed(2)} ${store.currencyCode}`;
const plain = (html: string) =>
  html
    .replace(/<[^>]*>/g, ' ')
    .replace(/&nbsp;/g, ' ')
    .replace(/&amp;/g, '&')
    .replace(/&lt;/g, '<')
    .replace(/&gt;/g, '>')
    .replace(/&quot;/g, '"')
    .replace(/&#39;/g, "'")
    .replace(/\s+/g, ' ')
    .trim();
/** Google's date range: start and end with time and zone, e.g. 2026-11-01T00:00Z/2026-12-01T00:00Z. */
const minute = (iso: string) => `${iso.slice(0, 16)}Z`;

/** The label of an attribute value in a store (an option's label, or the text as it is). */
function valueOf(
  source: (code: string) => unknown,
  codes: readonly string[],
  reference: CatalogReference,
  store: StoreView,
): string | undefined {
  for (const code of codes) {
    const raw = source(code);
    if (raw === undefined || raw === null || raw === '') continue;
    const value = String(Array.isArray(raw) ? raw[0] : raw);
    const option = reference.attributes.get(code)?.options.find((o) => o.value === value);
    return option ? option.labels[store.storeCode] : value;
  }
  return undefined;
}

/** The feed items of one product document in a store (Google Merchant Center product data). More in README.md. */
export function feedItems(
  product: ProductDocument,
  store: StoreView,
  reference: CatalogReference,
  baseUrl: string,
): FeedItem[] {
  const page = `${baseUrl}${storePath(store, `/p/${encodeURIComponent(product.sku)}/${encodeURIComponent(product.url_key)}`)}`;
  const gallery = product.media_gallery.map((entry) => entry.image);
  const description = plain(product.description || product.short_description || product.name).slice(0, 5000);
  const promise = deliveryPromise(store);
  const digital = product.type_id === 'virtual' || product.type_id === 'downloadable';
  const parent = product as unknown as Record<string, unknown>;
  const item = (
    source: ProductDocument | ChildDocument,
    extra: { link: string; group?: string; image: string | null },
  ): FeedItem => {
    const fields: FeedItem = [
      ['g:id', source.sku],
      ...(extra.group ? ([['g:item_group_id', extra.group]] as FeedItem) : []),
      ['g:title', source.name.slice(0, 150)],
      ['g:description', description],
      ['g:link', extra.link],
    ];
    const images = [extra.image, ...gallery].filter(
      (image, i, all): image is string => !!image && all.indexOf(image) === i,
    );
    if (images[0]) fields.push(['g:image_link', `${baseUrl}${imageUrl(images[0], 'gallery', 'jpg')}`]);
    for (const image of images.slice(1, 11))
      fields.push(['g:additional_image_link', `${baseUrl}${imageUrl(image, 'gallery', 'jpg')}`]);
    fields.push(['g:availability', source.stock.is_in_stock ? 'in_stock' : 'out_of_stock']);
    // A sale price only for a reduction the shop announces, against its prior price (the lowest of the 30 days
    // before it began): any other price is the plain price, as on the shop's pages.
    const reduction = announcedReduction(source);
    fields.push(['g:price', money(reduction ? reduction.priorPrice : source.final_price, store)]);
    if (reduction) {
      fields.push(['g:sale_price', money(reduction.price, store)]);
      if (source.special_from_date && source.special_to_date)
        fields.push([
          'g:sale_price_effective_date',
          `${minute(source.special_from_date)}/${minute(source.special_to_date)}`,
        ]);
    }
    const record = source as unknown as Record<string, unknown>;
    const attributes = (code: string) => record[code];
    // The item's own value, else its product's (no copy of the product per item: a feed has 100k items).
    const own = (code: string) => (Object.hasOwn(record, code) ? record[code] : parent[code]);
    // Products without a brand (gift cards, the shop's own guides) are the shop's own.
    fields.push(['g:brand', valueOf(own, BRAND, reference, store) ?? 'Nordpeak']);
    const gtin = GTIN.map(own).find((v) => typeof v === 'string' && /^\d{8,14}$/.test(v));
    fields.push(gtin ? ['g:gtin', String(gtin)] : ['g:mpn', source.sku]);
    const colour = valueOf(attributes, COLOUR, reference, store) ?? valueOf(own, COLOUR, reference, store);
    if (colour) fields.push(['g:color', colour]);
    const size = valueOf(attributes, SIZE, reference, store);
    if (size && extra.group) fields.push(['g:size', size]);
    fields.push(['g:condition', 'new']);
    const category = product.category[product.category.length - 1];
    if (category) fields.push(['g:product_type', category.name]);
    const free = digital || source.final_price >= promise.freeFrom;
    fields.push([
      'g:shipping',
      [
        ['g:country', store.countryId],
        ['g:service', 'Standard'],
        ['g:price', money(free ? 0 : promise.from, store)],
      ],
    ]);
    fields.push([
      'g:free_shipping_threshold',
      [
        ['g:country', store.countryId],
        ['g:price_threshold', money(promise.freeFrom, store)],
      ],
    ]);
    return fields;
  };
  if (product.type_id === 'configurable')
    return product.configurable_children.map((child) =>
      item(child, {
        link: `${page}?childSku=${encodeURIComponent(child.sku)}`,
        group: product.sku,
        image: child.image ?? product.image,
      }),
    );
  return [item(product, { link: page, image: product.image })];
}

const ENTITIES: Record<string, string> = { '&': '&amp;', '<': '&lt;', '>': '&gt;', '"': '&quot;', "'": '&apos;' };
// Most values need no escaping: tested first, replaced only when they do (a feed has millions of values).
const escape = (text: string) => (/[&<>"']/.test(text) ? text.replace(/[&<>"']/g, (c) => ENTITIES[c]!) : text);

/** An item as RSS 2.0 XML with Google's `g:` namespace. */
export function itemXml(item: FeedItem, indent = '    '): string {
  return item
    .map(([name, value]) =>
      typeof value === 'string'
        ? `${indent}<${name}>${escape(value)}</${name}>`
        : `${indent}<${name}>\n${itemXml(value, `${indent}  `)}\n${indent}</${name}>`,
    )
    .join('\n');
}
