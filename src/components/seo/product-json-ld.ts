/** What a product page's structured data (schema.org Product) is made of. */
export interface ProductJsonLdInput {
  name: string;
  sku: string;
  description: string;
  /** Absolute image URL. */
  image?: string | undefined;
  brand?: string | undefined;
  /** Mean rating (one decimal) and number of reviews, when there are reviews. */
  rating?: { value: string; count: number } | undefined;
  /** Absolute URL of the offer (the canonical page). */
  url: string;
  price: number;
  currency: string;
  inStock: boolean;
  /** The prior price when the price is an announced reduction: the offer's strikethrough price. */
  priorPrice?: number | null | undefined;
}

/**
 * The schema.org Product of a product page, its offer at the price the page shows; a reduction carries both prices
 * as price specifications, the prior price (the lowest of the 30 days before the reduction) as the strikethrough
 * price, so search engines show the same comparison as the page.
 */
export function productJsonLd(input: ProductJsonLdInput): Record<string, unknown> {
  const price = input.price.toFixed(2);
  return {
    '@context': 'https://schema.org',
    '@type': 'Product',
    name: input.name,
    sku: input.sku,
    description: input.description,
    ...(input.image ? { image: input.image } : {}),
    ...(input.brand ? { brand: { '@type': 'Brand', name: input.brand } } : {}),
    ...(input.rating
      ? {
          aggregateRating: {
            '@type': 'AggregateRating',
            ratingValue: input.rating.value,
            reviewCount: input.rating.count,
          },
        }
      : {}),
    offers: {
      '@type': 'Offer',
      url: input.url,
      price,
      priceCurrency: input.currency,
      availability: input.inStock ? 'https://schema.org/InStock' : 'https://schema.org/OutOfStock',
      ...(typeof input.priorPrice === 'number'
        ? {
            priceSpecification: [
              { '@type': 'UnitPriceSpecification', price, priceCurrency: input.currency },
              {
                '@type': 'UnitPriceSpecification',
                priceType: 'https://schema.org/StrikethroughPrice',
                price: input.priorPrice.toFixed(2),
                priceCurrency: input.currency,
              },
            ],
          }
        : {}),
    },
  };
}
