import type { ChildDocument, ProductDocument } from './document-types.ts';

/**
 * Chooses the variant of a configurable product: skips out-of-stock children and children of status 2 or more;
 * prefers an exact sku match, else the child matching most of the selected attributes, ties to the lower price.
 */
export function selectVariant(
  children: readonly ChildDocument[],
  wanted: { sku?: string; configuration?: Record<string, string> },
): ChildDocument | undefined {
  const selectable = children.filter((child) => child.status < 2 && child.stock.is_in_stock);
  if (wanted.sku) {
    const exact = selectable.find((child) => child.sku === wanted.sku);
    if (exact) return exact;
  }
  const entries = Object.entries(wanted.configuration ?? {});
  let best: ChildDocument | undefined;
  let bestScore = -1;
  for (const child of selectable) {
    const score = entries.filter(([code, value]) => {
      const own = child[code];
      return Array.isArray(own) ? own.map(String).includes(String(value)) : String(own) === String(value);
    }).length;
    if (score > bestScore || (score === bestScore && best && child.final_price < best.final_price)) {
      best = child;
      bestScore = score;
    }
  }
  return best;
}

/** Attribute values a variant is configured by (`{ ls_farg: '51', ls_storlek_klader: 'M' }`). */
export function configurationOf(
  product: Pick<ProductDocument, 'configurable_options'>,
  child: ChildDocument,
): Record<string, string> {
  const configuration: Record<string, string> = {};
  for (const option of product.configurable_options) {
    const value = child[option.attribute_code];
    if (value !== undefined && value !== null) configuration[option.attribute_code] = String(value);
  }
  return configuration;
}
