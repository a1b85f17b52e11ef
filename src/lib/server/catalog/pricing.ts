/**
 * Price and tax rules of the catalogue, as pure functions shared by the catalogue, the cart and the order services.
 * More in README.md.
 */

/** Money in minor units (integer öre/cent). */
export type Minor = number;

/** Converts a price to minor units (rounding half away from zero, robust to float noise such as 19.999999). */
export function toMinor(amount: number): Minor {
  const cents = Math.round(Math.abs(amount) * 100 + 1e-7);
  return amount < 0 ? -cents : cents;
}

/** Converts minor units back to a price with at most two decimals. */
export function fromMinor(minor: Minor): number {
  return minor / 100;
}

/** Rounds an amount to two decimals (half away from zero). */
export function roundMoney(amount: number): number {
  return fromMinor(toMinor(amount));
}

/** The per-store price row of a product: tax-included price with an optional special price and window. */
export interface PriceRow {
  price: number;
  specialPrice: number | null;
  specialFromDate: Date | null;
  specialToDate: Date | null;
}

/**
 * The special price when it applies at `now`: inside its window (both ends inclusive, open ends allowed) and
 * strictly below the original price; otherwise null (the spec: "otherwise it is zeroed").
 */
export function effectiveSpecialPrice(row: PriceRow, now: Date): number | null {
  const { price, specialPrice, specialFromDate, specialToDate } = row;
  if (specialPrice === null || specialPrice === undefined || !Number.isFinite(specialPrice)) return null;
  if (specialPrice < 0 || specialPrice >= price) return null;
  if (specialFromDate && specialFromDate.getTime() > now.getTime()) return null;
  if (specialToDate && specialToDate.getTime() < now.getTime()) return null;
  return specialPrice;
}

/** A tier price: `value` per unit from `qty` units, for one customer group. */
export interface TierPrice {
  customerGroupId: number;
  qty: number;
  value: number;
}

/** The lowest tier price of `groupId` that applies to `qty` units, or null. */
export function tierPriceFor(tiers: readonly TierPrice[], groupId: number | null | undefined, qty = 1): number | null {
  if (groupId === null || groupId === undefined) return null;
  let best: number | null = null;
  for (const tier of tiers) {
    if (tier.customerGroupId !== groupId || tier.qty > qty || !(tier.value >= 0)) continue;
    if (best === null || tier.value < best) best = tier.value;
  }
  return best;
}

/** The price a shopper pays per unit (tax included): the lowest of price, valid special price and tier price. */
export function finalPriceOf(
  row: PriceRow,
  now: Date,
  tiers: readonly TierPrice[] = [],
  groupId?: number | null,
  qty = 1,
): number {
  let final = row.price;
  const special = effectiveSpecialPrice(row, now);
  if (special !== null && special < final) final = special;
  const tier = tierPriceFor(tiers, groupId, qty);
  if (tier !== null && tier < final) final = tier;
  return final;
}

/** One selectable product of a bundle option. */
export interface BundleLink {
  isDefault: boolean;
  qty: number;
  /** Unit price (tax included) of the linked product; null when the product was not found (the link is ignored). */
  price: number | null;
  position?: number;
  /** The linked product (its price history composes the package's). */
  productId?: number;
}

/**
 * The links a bundle's price is made of: per option, the default link (the first link when none is default),
 * links whose product was not found left out first.
 */
export function chosenBundleLinks(options: readonly (readonly BundleLink[])[]): BundleLink[] {
  return options.flatMap((links) => {
    const usable = links
      .filter((link) => link.price !== null)
      .slice()
      .sort((a, b) => (a.position ?? 0) - (b.position ?? 0));
    const chosen = usable.find((link) => link.isDefault) ?? usable[0];
    return chosen ? [chosen] : [];
  });
}

/** Bundle price: starts at 0 and adds the chosen link of each option (chosenBundleLinks) times its qty. */
export function bundlePrice(options: readonly (readonly BundleLink[])[]): number {
  let total: Minor = 0;
  for (const chosen of chosenBundleLinks(options))
    total += toMinor(chosen.price ?? 0) * Math.max(0, Math.trunc(chosen.qty));
  return fromMinor(total);
}

/** Grouped price: the sum of the associated simple products (qty 1 each). */
export function groupedPrice(memberPrices: readonly number[]): number {
  return fromMinor(memberPrices.reduce((sum, price) => sum + toMinor(price), 0));
}

/** A tax rule with its rates resolved. */
export interface TaxRule {
  id: number;
  priority: number;
  productTaxClassIds: readonly number[];
  customerTaxClassIds: readonly number[];
  rates: readonly { countryId: string; regionId?: number | null; rate: number }[];
}

/**
 * The tax rate in percent for a product tax class, a customer tax class and a country (optionally a region).
 * Rules of the highest priority that match apply (their matching rates add up); no matching rule → 0.
 */
export function taxRateFor(
  rules: readonly TaxRule[],
  productTaxClassId: number,
  customerTaxClassId: number,
  countryId: string,
  regionId?: number | null,
): number {
  let bestPriority: number | null = null;
  let rate = 0;
  for (const rule of [...rules].sort((a, b) => a.priority - b.priority || a.id - b.id)) {
    if (!rule.productTaxClassIds.includes(productTaxClassId) || !rule.customerTaxClassIds.includes(customerTaxClassId))
      continue;
    const matching = rule.rates.filter(
      (r) => r.countryId === countryId && (r.regionId === null || r.regionId === undefined || r.regionId === regionId),
    );
    if (matching.length === 0) continue;
    if (bestPriority !== null && rule.priority !== bestPriority) break;
    bestPriority = rule.priority;
    rate += matching.reduce((sum, r) => sum + r.rate, 0);
  }
  return rate;
}

/** A tax-included amount split into its amount excluding tax and the tax, in minor units (incl = excl + tax exactly). */
export function splitTaxMinor(inclTax: Minor, ratePercent: number): { exclTax: Minor; tax: Minor } {
  if (!(ratePercent > 0)) return { exclTax: inclTax, tax: 0 };
  const exclTax = Math.round((inclTax * 100) / (100 + ratePercent));
  return { exclTax, tax: inclTax - exclTax };
}

/** A tax-included price split into price excluding tax and tax (two decimals; excl + tax = incl). */
export function splitTax(inclTax: number, ratePercent: number): { exclTax: number; tax: number } {
  const { exclTax, tax } = splitTaxMinor(toMinor(inclTax), ratePercent);
  return { exclTax: fromMinor(exclTax), tax: fromMinor(tax) };
}

/** True when `now` is inside the news window of a product (the "new" flag). */
export function isNewAt(newsFrom: Date | null, newsTo: Date | null, now: Date): boolean {
  if (!newsFrom && !newsTo) return false;
  if (newsFrom && newsFrom.getTime() > now.getTime()) return false;
  if (newsTo && newsTo.getTime() < now.getTime()) return false;
  return true;
}
