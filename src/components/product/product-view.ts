import sanitizeHtml from 'sanitize-html';
import { trustPageSlugs } from '../../content/trust-pages.ts';
import { contentPath } from '../../lib/content/routes.ts';
import { shownQty } from '../../lib/catalog/stock-shown.ts';
import { compareAttributes } from '../../lib/compare/store.ts';
import type { MessageKey, Translate } from '../../lib/i18n/i18n.ts';
import type { ChildDocument, ProductDocument } from '../../lib/server/catalog/documents.ts';
import { imageUrl } from '../../lib/server/images/render.ts';
import type { StoreView } from '../../lib/store-view/config.ts';
import { formatPrice } from '../../lib/store-view/format.ts';
import { categoryCrumbs } from '../catalog/categories.ts';
import { productJsonLd } from '../seo/product-json-ld.ts';
import { reductionOf } from './price-view.ts';
import { sanitizedText, type ProductPageData } from './product-page.ts';
import { sizeGuideFor } from './size-guide.ts';
import { swatchColourName } from './swatches.ts';
import { optionValues, variantChoice } from './variant-choice.ts';

/** What the product page's view model needs besides the page data. */
export interface ProductViewContext {
  store: StoreView;
  t: Translate;
  /** The shop's public base URL (structured data needs absolute URLs). */
  base: string;
  /** The part-payment provider's monthly amount over 24 months for an amount. */
  monthly: (amount: number) => number;
  /** The store's cheapest delivery and its free-shipping threshold. */
  delivery: { from: number; freeFrom: number };
}

const folderOf = (image: string | null | undefined) => (image ? image.slice(0, image.lastIndexOf('/')) : '');

/** A variant's images: the product's views in the variant's colour (the image folders differ by colour only). */
function galleryOf(product: ProductDocument, current: ProductDocument | ChildDocument) {
  const variantFolder = folderOf(current !== product ? (current.image as string | null) : null);
  const productFolder = folderOf(product.image);
  const gallery: { image: string }[] =
    product.type_id === 'configurable' && variantFolder
      ? (product.media_gallery.length ? product.media_gallery : [{ image: current.image as string }]).map((m) => ({
          image:
            productFolder && m.image.startsWith(`${productFolder}/`)
              ? `${variantFolder}${m.image.slice(productFolder.length)}`
              : m.image,
        }))
      : product.media_gallery.length
        ? product.media_gallery
        : product.image
          ? [{ image: product.image }]
          : [];
  return { gallery, variantFolder, mainImage: gallery[0]?.image ?? product.image };
}

/** Labels of attribute values in the store's language (option labels, else the value). */
function labelsOf(view: ProductViewContext, data: ProductPageData, code: string, raw: unknown): string[] {
  const attribute = data.reference.attributes.get(code);
  const values = (Array.isArray(raw) ? raw : raw === undefined || raw === null || raw === '' ? [] : [raw]).map(String);
  return values.map((v) => attribute?.options.find((o) => o.value === v)?.labels[view.store.storeCode] ?? v);
}

/** One-decimal formats of mean ratings by locale (`toLocaleString` with options makes an ICU formatter per call). */
const ratingFormats = new Map<string, Intl.NumberFormat>();
const ratingFormat = (locale: string): Intl.NumberFormat => {
  let format = ratingFormats.get(locale);
  if (!format)
    ratingFormats.set(
      locale,
      (format = new Intl.NumberFormat(locale, { minimumFractionDigits: 1, maximumFractionDigits: 1 })),
    );
  return format;
};

/** The mean of the approved reviews' ratings (a review's rating is the mean of its own, rounded). */
export function reviewRatings(reviews: ProductPageData['reviews']) {
  const ratingOf = (review: ProductPageData['reviews'][number]) => {
    const values = review.ratings.map((r) => r.value);
    return values.length ? Math.round(values.reduce((s, v) => s + v, 0) / values.length) : undefined;
  };
  const perReview = reviews.map((review) => ({ review, rating: ratingOf(review) }));
  const ratings = perReview.flatMap((r) => (r.rating === undefined ? [] : [r.rating]));
  const mean = ratings.length ? ratings.reduce((s, v) => s + v, 0) / ratings.length : undefined;
  return { perReview, count: ratings.length, mean };
}

/**
 * Everything the product page renders, decided from its data (ProductPage.astro only renders): the chosen variant
 * and its price (an announced reduction with its prior price), gallery, option lists, texts, promises, structured
 * data, and what the browser enhancements read (picker, compare list, back-in-stock variants).
 */
export function productView(data: ProductPageData, view: ProductViewContext) {
  const { product, reference, reviews, canonical } = data;
  const { store, t } = view;
  const code = store.storeCode;
  const choice = variantChoice(product, data.selected);
  const { current, chosen, chosenSku, variants, inStock } = choice;
  const { gallery, variantFolder, mainImage } = galleryOf(product, current);

  const brandValue = typeof product.ls_varumarke === 'string' ? product.ls_varumarke : undefined;
  const brand = brandValue ? labelsOf(view, data, 'ls_varumarke', brandValue)[0] : undefined;
  // The deepest category of the product (not the campaign category) gives the breadcrumb trail.
  const deepest = product.category_ids
    .map((id) => reference.categories.get(id))
    .filter((c) => c && c.id !== 80 && c.isActive && c.texts[code])
    .sort((a, b) => b!.level - a!.level)[0];
  const crumbs = [...(deepest ? categoryCrumbs(reference, deepest, code, true) : []), { label: product.name }];

  // The custom attributes table: visible, user-defined attributes that do not configure the product.
  const configuredCodes = new Set(product.configurable_options.map((o) => o.attribute_code));
  const attributeRows = [...reference.attributes.values()]
    .filter((a) => a.isVisible && a.isUserDefined && !configuredCodes.has(a.code))
    .map((a) => ({ label: a.labels[code], value: labelsOf(view, data, a.code, current[a.code] ?? product[a.code]) }))
    .filter((row) => row.value.length > 0)
    .map((row) => ({ label: row.label, value: row.value.join(', ') }));

  const ratings = reviewRatings(reviews);
  const meanLabel = ratings.mean === undefined ? '' : ratingFormat(store.locale).format(ratings.mean);

  const priced = product.type_id === 'configurable' && current !== product ? current : product;
  const offerPrice = priced.final_price_incl_tax;
  const reduction = reductionOf(current);
  const plain = (html: string) => sanitizeHtml(html, { allowedTags: [], allowedAttributes: {} });
  const jsonLd = productJsonLd({
    name: product.name,
    sku: current.sku,
    description: sanitizedText('plain', product.short_description || product.description || '', plain),
    image: mainImage ? `${view.base}${imageUrl(mainImage, 'gallery', 'jpg')}` : undefined,
    brand,
    rating: ratings.count ? { value: ratings.mean!.toFixed(1), count: ratings.count } : undefined,
    url: `${view.base}${canonical}`,
    price: offerPrice,
    currency: store.currencyCode,
    inStock,
    priorPrice: reductionOf(priced)?.priorPrice,
  });

  // Back-in-stock: the sold-out variants (or the sold-out product) a shopper can ask to be told about.
  const axisLabel = (child: Record<string, unknown>) =>
    product.configurable_options
      .map((o) => o.values.find((v) => String(v.value_index) === String(child[o.attribute_code]))?.label)
      .filter(Boolean)
      .join(' / ');
  const soldOut =
    product.type_id === 'configurable'
      ? product.configurable_children
          .filter((c) => c.status < 2 && !c.stock.is_in_stock && !c['ls_utg'])
          .map((c) => ({ sku: c.sku, label: axisLabel(c) }))
      : (product.type_id === 'simple' || product.type_id === 'virtual') && !product.stock.is_in_stock
        ? [{ sku: product.sku, label: '' }]
        : [];

  // What the compare list keeps: the compare attributes with labels in the store's language.
  const compareData = Object.fromEntries(
    compareAttributes
      .map((attributeCode) => {
        const own = current[attributeCode] ?? product[attributeCode];
        // A configurable product with no variant chosen: every value its buyable variants come in.
        const raw =
          own !== undefined && own !== null && own !== ''
            ? own
            : product.configurable_children
                .filter((c) => c.stock.is_in_stock)
                .map((c) => c[attributeCode])
                .filter((v) => v !== undefined && v !== null);
        return [attributeCode, [...new Set(labelsOf(view, data, attributeCode, raw))].join(', ')];
      })
      .filter(([, value]) => value),
  );

  const lowQty = shownQty(choice.qty);
  return {
    choice,
    brand,
    crumbs,
    gallery,
    variantFolder,
    mainImage,
    options: optionValues(product, choice).map((option) => ({
      ...option,
      // An attribute label inside a sentence: "Välj färg", not "Välj Färg".
      legend: t('product.chooseVariant', {
        label: option.label.charAt(0).toLocaleLowerCase(store.lang) + option.label.slice(1),
      }),
      values: option.values.map((v) => ({
        ...v,
        colour: option.code === 'ls_farg' ? t(`colour.${swatchColourName(v.swatch)}` as MessageKey) : undefined,
      })),
    })),
    pickerData:
      product.type_id === 'configurable'
        ? JSON.stringify({
            axes: product.configurable_options.map((o) => ({
              code: o.attribute_code,
              label: o.label,
              values: o.values.map((v) => ({ value: String(v.value_index), label: v.label })),
            })),
            variants: variants.map((v) => {
              const child = product.configurable_children.find((c) => c.sku === v.sku)!;
              return {
                ...v,
                // Only the number a page shows: a copy kept while orders take units above it stays true.
                qty: child.stock.manage_stock ? shownQty(child.stock.qty) : null,
                price: child.final_price_incl_tax,
                reduction: reductionOf(child),
                monthly: formatPrice(view.monthly(child.final_price_incl_tax), code),
                folder: folderOf(child.image),
              };
            }),
            parentSku: product.sku,
            folder: variantFolder,
            texts: {
              soldOut: t('product.soldOutValue'),
              unavailable: t('product.variantUnavailable'),
              inStock: t('product.inStock'),
              lowStock: t('product.lowStock', { qty: '{qty}' }),
              outOfStock: t('product.outOfStock'),
              now: t('price.now'),
              discount: t('price.discount', { percent: '{percent}' }),
              prior: t('price.prior'),
              instalment: t('ui.instalment.monthly', { amount: '{amount}' }),
              fewLeft: t('product.fewLeft', { qty: '{qty}' }),
            },
          }).replace(/</g, '\\u003c')
        : '',
    skuText: product.type_id === 'configurable' ? (chosenSku ?? product.sku) : current.sku,
    formSku: product.type_id === 'configurable' ? (chosenSku ?? product.sku) : product.sku,
    price: { finalPrice: current.final_price_incl_tax, reduction },
    sale: reduction !== null,
    stockText: inStock
      ? lowQty !== null
        ? t('product.lowStock', { qty: lowQty })
        : t('product.inStock')
      : t('product.outOfStock'),
    offerPrice,
    attributeRows,
    description: sanitizedText('description', product.description ?? '', (html) =>
      sanitizeHtml(html, {
        allowedTags: ['p', 'br', 'strong', 'em', 'ul', 'ol', 'li', 'h2', 'h3', 'a'],
        allowedAttributes: { a: ['href'] },
      }),
    ),
    grouped: product.product_links.filter((l) => l.link_type === 'associated'),
    reviews: ratings.perReview,
    rating:
      ratings.mean === undefined
        ? undefined
        : {
            label: meanLabel,
            stars: '★'.repeat(Math.round(ratings.mean)) + '☆'.repeat(5 - Math.round(ratings.mean)),
          },
    deliveryLine: t('product.delivery', {
      price: formatPrice(view.delivery.from, code),
      free: formatPrice(view.delivery.freeFrom, code),
    }),
    deliveryHref: contentPath(code, 'page', trustPageSlugs.delivery[code]),
    sizeGuide: sizeGuideFor(product.configurable_options),
    jsonLd: [jsonLd],
    // The part-payment line: the monthly amount over 24 months by the payment provider's own rule.
    instalment:
      offerPrice > 0 ? t('ui.instalment.monthly', { amount: formatPrice(view.monthly(offerPrice), code) }) : '',
    soldOut,
    listData: JSON.stringify({
      image: mainImage ? imageUrl(mainImage, 'thumbnail', 'jpg') : undefined,
      type: product.type_id,
      parentSku: product.sku,
      attributes: compareData,
    }),
    inStock,
    chosen,
  };
}

/** The product page's view model. */
export type ProductView = ReturnType<typeof productView>;
