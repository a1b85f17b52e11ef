import { describe, expect, it } from 'vitest';
import { translate } from '../../lib/i18n/i18n.ts';
import type { ChildDocument, ProductDocument } from '../../lib/server/catalog/documents.ts';
import type { CatalogReference } from '../../lib/server/catalog/reference.ts';
import { storeViews } from '../../lib/store-view/config.ts';
import type { ProductPageData } from './product-page.ts';
import { productView, type ProductViewContext } from './product-view.ts';

const store = storeViews.sv;
const context: ProductViewContext = {
  store,
  t: (key, params) => translate('sv', key, params),
  base: 'https://shop.example',
  monthly: (amount) => Math.round(amount / 24),
  delivery: { from: 55, freeFrom: 999 },
};
const plainPrices = {
  price: 799,
  final_price: 799,
  final_price_incl_tax: 799,
  sale: false,
  prior_price: null,
  discount_percent: null,
  discount_label: null,
};
const reducedPrices = {
  ...plainPrices,
  final_price: 559,
  final_price_incl_tax: 559,
  sale: true,
  prior_price: 599,
  discount_percent: 7,
  discount_label: '-7%',
};
const stock = (qty: number) => ({ is_in_stock: qty > 0, qty, manage_stock: true, backorders: false });

function child(sku: string, colour: string, prices: object, qty = 10): ChildDocument {
  return {
    sku,
    status: 1,
    ls_farg: colour,
    image: `/product/jacket/${colour}/${sku}-1.jpg`,
    stock: stock(qty),
    ...prices,
  } as unknown as ChildDocument;
}

function product(overrides: Partial<ProductDocument> = {}): ProductDocument {
  return {
    id: 1,
    sku: '150100',
    name: 'Skaljacka',
    type_id: 'simple',
    url_key: 'skaljacka',
    description: '<p>Varm <script>x</script></p>',
    short_description: '',
    image: '/product/jacket/blue/150100-1.jpg',
    media_gallery: [],
    category_ids: [],
    stock: stock(3),
    configurable_options: [],
    configurable_children: [],
    bundle_options: [],
    product_links: [],
    ...plainPrices,
    ...overrides,
  } as unknown as ProductDocument;
}

const reference = {
  attributes: new Map(),
  attributesById: new Map(),
  categories: new Map(),
  childrenOf: new Map(),
} as unknown as CatalogReference;

function page(doc: ProductDocument, selected?: ChildDocument): ProductPageData {
  return {
    product: doc,
    selected,
    reference,
    reviews: [
      { title: 'Bra', detail: 'Ja', nickname: 'Åsa', ratings: [{ rating_name: 'Q', value: 4 }] },
      { title: 'Toppen', detail: 'Ja', nickname: 'Ola', ratings: [{ rating_name: 'Q', value: 5 }] },
    ] as ProductPageData['reviews'],
    boughtTogether: [],
    similar: [],
    alternates: {},
    canonical: '/p/150100/skaljacka',
  };
}

describe('productView', () => {
  it('shows a plain price without strike, stock left, sanitized text and an offer without a strikethrough price', () => {
    const view = productView(page(product()), context);
    expect(view.price).toEqual({ finalPrice: 799, reduction: null });
    expect(view.sale).toBe(false);
    expect(view.stockText).toBe(translate('sv', 'product.lowStock', { qty: 3 }));
    expect(view.description).toBe('<p>Varm </p>');
    expect(view.rating).toEqual({ label: '4,5', stars: '★★★★★' });
    const offer = view.jsonLd[0]!.offers as Record<string, unknown>;
    expect(offer).toMatchObject({
      price: '799.00',
      priceCurrency: 'SEK',
      url: 'https://shop.example/p/150100/skaljacka',
    });
    expect(offer.priceSpecification).toBeUndefined();
    expect(view.instalment).toBe(translate('sv', 'ui.instalment.monthly', { amount: '33 kr' }));
  });

  it("shows the chosen variant's reduction against its prior price, in the page, the picker and the offer", () => {
    const blue = child('150100-001', 'blue', reducedPrices);
    const red = child('150100-002', 'red', plainPrices, 0);
    const doc = product({
      type_id: 'configurable',
      configurable_options: [
        {
          attribute_code: 'ls_farg',
          label: 'Färg',
          values: [
            { value_index: 'blue', label: 'Blå', swatch: '#00f' },
            { value_index: 'red', label: 'Röd', swatch: '#f00' },
          ],
        },
      ] as ProductDocument['configurable_options'],
      configurable_children: [blue, red],
      is_configured: true,
    });
    const view = productView(page(doc, blue), context);
    expect(view.price).toEqual({ finalPrice: 559, reduction: { priorPrice: 599, percent: 7 } });
    expect(view.sale).toBe(true);
    expect(view.skuText).toBe('150100-001');
    expect(view.options[0]!.legend).toBe('Välj färg');
    expect(view.options[0]!.values.map((v) => [v.value, v.state, v.targetSku])).toEqual([
      ['blue', 'selected', '150100-001'],
      ['red', 'soldout', undefined],
    ]);
    expect(view.soldOut).toEqual([{ sku: '150100-002', label: 'Röd' }]);
    const picker = JSON.parse(view.pickerData) as { variants: { sku: string; reduction: unknown }[] };
    expect(picker.variants.map((v) => [v.sku, v.reduction])).toEqual([
      ['150100-001', { priorPrice: 599, percent: 7 }],
      ['150100-002', null],
    ]);
    const offer = view.jsonLd[0]!.offers as Record<string, unknown>;
    expect(offer.price).toBe('559.00');
    expect(offer.priceSpecification).toEqual([
      { '@type': 'UnitPriceSpecification', price: '559.00', priceCurrency: 'SEK' },
      {
        '@type': 'UnitPriceSpecification',
        priceType: 'https://schema.org/StrikethroughPrice',
        price: '599.00',
        priceCurrency: 'SEK',
      },
    ]);
  });
});
