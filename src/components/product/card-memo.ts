/** The card's options that change its markup besides the document (store, eager image, heading level, brand). */
export const cardKey = (
  storeCode: string,
  priority: boolean,
  headingLevel: number,
  brandLabel: string | undefined,
): string => `${storeCode}|${priority ? 1 : 0}|${headingLevel}|${brandLabel ?? ''}`;
