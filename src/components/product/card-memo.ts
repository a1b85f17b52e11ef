/** The markup of product cards, kept with the product document it was rendered from. More in README.md. */
const kept = new WeakMap<object, Map<string, string>>();

/** The card's options that change its markup besides the document (store, eager image, heading level, brand). */
export const cardKey = (
  storeCode: string,
  priority: boolean,
  headingLevel: number,
  brandLabel: string | undefined,
): string => `${storeCode}|${priority ? 1 : 0}|${headingLevel}|${brandLabel ?? ''}`;

/** The kept markup of the card of `product` with `key`, if any. */
export function keptCard(product: object, key: string): string | undefined {
  return kept.get(product)?.get(key);
}

/** Keeps the markup of a card rendered from a frozen document. */
export function keepCard(product: object, key: string, html: string): void {
  if (!Object.isFrozen(product)) return;
  let byKey = kept.get(product);
  if (!byKey) kept.set(product, (byKey = new Map()));
  byKey.set(key, html);
}
