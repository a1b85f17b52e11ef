import type { Db } from '../db/client.ts';
import type { Totals, TotalsItem } from '../../cart/schema.ts';
import { customerGroups, taxRates, taxRules } from '../db/schema/index.ts';
import { fromMinor, splitTaxMinor, taxRateFor, type Minor, type TaxRule } from '../catalog/pricing.ts';
import type { StoreView } from '../../store-view/config.ts';
import { shippingQuotes, type ShippingQuote } from '../checkout/shipping.ts';
import type { ResolvedLine } from './resolve.ts';

/** Totals and their lines: the shapes the storefront's cart client declares. */
export type { Totals, TotalsItem };

/** The tax data the totals need, read once per database. */
export interface TaxData {
  rules: TaxRule[];
  customerTaxClass: Map<number, number>;
}

const taxCache = new WeakMap<object, Promise<TaxData>>();

/** Tax rules with their rates and the tax class of each customer group (cached: reference data). */
export function taxData(db: Db): Promise<TaxData> {
  let cached = taxCache.get(db);
  if (!cached) {
    cached = (async () => {
      const [rules, rates, groups] = await Promise.all([
        db.select().from(taxRules),
        db.select().from(taxRates),
        db.select().from(customerGroups),
      ]);
      return {
        rules: rules.map((r) => ({
          id: r.id,
          priority: r.priority,
          productTaxClassIds: r.productTaxClassIds,
          customerTaxClassIds: r.customerTaxClassIds,
          rates: rates
            .filter((rate) => r.taxRateIds.includes(rate.id))
            .map((rate) => ({ countryId: rate.countryId, regionId: rate.regionId, rate: rate.rate })),
        })),
        customerTaxClass: new Map(groups.map((g) => [g.id, g.taxClassId])),
      };
    })();
    cached.catch(() => taxCache.delete(db));
    taxCache.set(db, cached);
  }
  return cached;
}

/** The product tax class shipping is taxed with (the standard class). */
export const SHIPPING_TAX_CLASS = 2;

/** What totals are computed from. */
export interface TotalsInput {
  store: StoreView;
  lines: { itemId: number; qty: number; line: ResolvedLine }[];
  groupId: number;
  countryId: string;
  postcode?: string | null;
  coupon: { code: string; type: 'percent' | 'fixed'; value: number } | null;
  giftCards: { code: string; requested: Minor; balance: Minor }[];
  shipping: { carrierCode: string; methodCode: string } | null;
  freeShippingThreshold: Minor;
  tax: TaxData;
}

/** Totals with what an order needs beyond the API answer. */
export interface ComputedTotals {
  totals: Totals;
  grandTotal: Minor;
  quotes: ShippingQuote[];
  shippingQuote: ShippingQuote | undefined;
  giftCardUse: { code: string; amount: Minor }[];
  discount: Minor;
  allVirtual: boolean;
  lineAmounts: { rowInclTax: Minor; discount: Minor; tax: Minor; taxPercent: number; unitInclTax: Minor }[];
}

/**
 * Computes totals in minor units: per line the tier-aware unit price, the coupon discount spread over the lines,
 * tax per product class × customer class × country on what is paid, shipping (free over the threshold) with its
 * tax, then gift cards; the grand total never goes below 0.
 */
export function computeTotals(input: TotalsInput): ComputedTotals {
  const customerClass = input.tax.customerTaxClass.get(input.groupId) ?? 3;
  const country = input.countryId.toUpperCase();
  const rows = input.lines.map(({ itemId, qty, line }) => {
    const unitInclTax = line.unitPrice(qty);
    const taxPercent = taxRateFor(input.tax.rules, line.taxClassId, customerClass, country);
    return { itemId, qty, line, unitInclTax, rowInclTax: unitInclTax * qty, taxPercent, discount: 0 };
  });
  const subtotalInclTax = rows.reduce((s, r) => s + r.rowInclTax, 0);

  let discount = 0;
  if (input.coupon && subtotalInclTax > 0) {
    discount =
      input.coupon.type === 'percent'
        ? Math.round((subtotalInclTax * Math.min(100, Math.max(0, input.coupon.value))) / 100)
        : Math.min(subtotalInclTax, Math.round(input.coupon.value * 100));
    let left = discount;
    rows.forEach((r, i) => {
      const share =
        i === rows.length - 1 ? left : Math.min(left, Math.round((discount * r.rowInclTax) / subtotalInclTax));
      r.discount = share;
      left -= share;
    });
  }

  let subtotalExcl = 0;
  let itemTax = 0;
  const items: TotalsItem[] = [];
  const lineAmounts: ComputedTotals['lineAmounts'] = [];
  for (const r of rows) {
    const gross = splitTaxMinor(r.rowInclTax, r.taxPercent);
    const paid = splitTaxMinor(r.rowInclTax - r.discount, r.taxPercent);
    const unit = splitTaxMinor(r.unitInclTax, r.taxPercent);
    subtotalExcl += gross.exclTax;
    itemTax += paid.tax;
    lineAmounts.push({
      rowInclTax: r.rowInclTax,
      discount: r.discount,
      tax: paid.tax,
      taxPercent: r.taxPercent,
      unitInclTax: r.unitInclTax,
    });
    items.push({
      item_id: r.itemId,
      sku: r.line.sku,
      name: r.line.name,
      qty: r.qty,
      price: fromMinor(unit.exclTax),
      price_incl_tax: fromMinor(r.unitInclTax),
      row_total: fromMinor(gross.exclTax),
      row_total_incl_tax: fromMinor(r.rowInclTax),
      tax_percent: r.taxPercent,
      tax_amount: fromMinor(paid.tax),
      discount_amount: fromMinor(r.discount),
    });
  }

  const allVirtual = rows.length > 0 && rows.every((r) => r.line.isVirtual);
  const shippingRate = taxRateFor(input.tax.rules, SHIPPING_TAX_CLASS, customerClass, country);
  const quotes = shippingQuotes({
    countryId: country,
    postcode: input.postcode,
    goodsValue: subtotalInclTax - discount,
    freeShippingThreshold: input.freeShippingThreshold,
    allVirtual,
    taxRate: shippingRate,
  });
  const shippingQuote = input.shipping
    ? quotes.find(
        (q) =>
          q.available && q.carrierCode === input.shipping!.carrierCode && q.methodCode === input.shipping!.methodCode,
      )
    : undefined;
  const shippingIncl = rows.length > 0 ? (shippingQuote?.inclTax ?? 0) : 0;
  const shippingSplit = splitTaxMinor(shippingIncl, shippingRate);

  let remaining = Math.max(0, subtotalInclTax - discount + shippingIncl);
  const giftCardUse: { code: string; amount: Minor }[] = [];
  for (const card of input.giftCards) {
    const amount = Math.max(0, Math.min(card.requested, card.balance, remaining));
    giftCardUse.push({ code: card.code, amount });
    remaining -= amount;
  }
  const giftCardTotal = giftCardUse.reduce((s, g) => s + g.amount, 0);
  const grandTotal = Math.max(0, remaining);
  const taxTotal = itemTax + shippingSplit.tax;
  const t = (sv: string, no: string, fi: string) => ({ sv, no, fi })[input.store.storeCode];

  const segments: Totals['total_segments'] = [
    { code: 'subtotal', title: t('Delsumma', 'Delsum', 'Välisumma'), value: fromMinor(subtotalInclTax) },
    { code: 'shipping', title: t('Frakt', 'Frakt', 'Toimitus'), value: fromMinor(shippingIncl) },
  ];
  if (input.coupon)
    segments.push({
      code: 'discount',
      title: t(`Rabatt (${input.coupon.code})`, `Rabatt (${input.coupon.code})`, `Alennus (${input.coupon.code})`),
      value: -fromMinor(discount),
    });
  if (input.giftCards.length > 0)
    segments.push({
      code: 'giftcard',
      title: t('Presentkort', 'Gavekort', 'Lahjakortti'),
      value: -fromMinor(giftCardTotal),
    });
  segments.push({ code: 'tax', title: t('Varav moms', 'Herav mva', 'Sisältää ALV'), value: fromMinor(taxTotal) });
  segments.push({ code: 'grand_total', title: t('Totalt', 'Totalt', 'Yhteensä'), value: fromMinor(grandTotal) });

  return {
    totals: {
      grand_total: fromMinor(grandTotal),
      base_grand_total: fromMinor(grandTotal),
      subtotal: fromMinor(subtotalExcl),
      subtotal_incl_tax: fromMinor(subtotalInclTax),
      tax_amount: fromMinor(taxTotal),
      base_tax_amount: fromMinor(taxTotal),
      shipping_amount: fromMinor(shippingSplit.exclTax),
      shipping_incl_tax: fromMinor(shippingIncl),
      base_shipping_amount: fromMinor(shippingSplit.exclTax),
      discount_amount: -fromMinor(discount),
      coupon_code: input.coupon?.code ?? null,
      base_currency_code: input.store.currencyCode,
      quote_currency_code: input.store.currencyCode,
      items_qty: rows.reduce((s, r) => s + r.qty, 0),
      items,
      total_segments: segments,
    },
    grandTotal,
    quotes,
    shippingQuote,
    giftCardUse,
    discount,
    allVirtual,
    lineAmounts,
  };
}
