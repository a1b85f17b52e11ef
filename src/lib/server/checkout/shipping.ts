import type { StoreView } from '../../store-view/config.ts';
import { toMinor, type Minor } from '../catalog/pricing.ts';
import type { ShippingMethod } from '../../cart/schema.ts';

/** A shipping method as the API answers it: the type the storefront's cart client declares. */
export type { ShippingMethod };

type Kind = 'servicepoint' | 'home' | 'express' | 'digital';

interface MethodDef {
  carrier: string;
  carrierTitle: string;
  kind: Kind;
  /** Price incl. tax in the country's currency. */
  price: number;
}

const titles: Record<Kind, Record<string, string>> = {
  servicepoint: { SE: 'Hämta hos ombud', NO: 'Hent på hentested', FI: 'Nouto noutopisteestä' },
  home: { SE: 'Hemleverans', NO: 'Hjemlevering', FI: 'Kotiinkuljetus' },
  express: { SE: 'Express nästa vardag', NO: 'Ekspress neste virkedag', FI: 'Pikatoimitus seuraavana arkipäivänä' },
  digital: {
    SE: 'Digital leverans via e-post',
    NO: 'Digital levering på e-post',
    FI: 'Digitaalinen toimitus sähköpostilla',
  },
};

/** The carriers and methods per country; the carriers with service points match the seeded points. */
const methodsByCountry: Record<string, MethodDef[]> = {
  SE: [
    { carrier: 'postnord', carrierTitle: 'PostNord', kind: 'servicepoint', price: 59 },
    { carrier: 'dhl', carrierTitle: 'DHL', kind: 'servicepoint', price: 55 },
    { carrier: 'postnord', carrierTitle: 'PostNord', kind: 'home', price: 99 },
    { carrier: 'dhl', carrierTitle: 'DHL Express', kind: 'express', price: 149 },
  ],
  NO: [
    { carrier: 'postnord', carrierTitle: 'PostNord', kind: 'servicepoint', price: 69 },
    { carrier: 'bring', carrierTitle: 'Bring', kind: 'servicepoint', price: 79 },
    { carrier: 'bring', carrierTitle: 'Bring', kind: 'home', price: 129 },
    { carrier: 'bring', carrierTitle: 'Bring Ekspress', kind: 'express', price: 199 },
  ],
  FI: [
    { carrier: 'posti', carrierTitle: 'Posti', kind: 'servicepoint', price: 5.9 },
    { carrier: 'matkahuolto', carrierTitle: 'Matkahuolto', kind: 'servicepoint', price: 4.9 },
    { carrier: 'posti', carrierTitle: 'Posti', kind: 'home', price: 9.9 },
    { carrier: 'posti', carrierTitle: 'Posti Express', kind: 'express', price: 14.9 },
  ],
};

/**
 * What a product page promises about delivery in a store: the cheapest standard (service-point or home) delivery
 * of its country and the store's free-shipping threshold (the same rule shippingQuotes applies), in major units.
 */
export function deliveryPromise(store: StoreView): { from: number; freeFrom: number } {
  const prices = (methodsByCountry[store.countryId] ?? [])
    .filter((d) => d.kind === 'servicepoint' || d.kind === 'home')
    .map((d) => d.price);
  return { from: prices.length ? Math.min(...prices) : 0, freeFrom: store.freeShippingFrom };
}

/** True when the store ships to the country (each store serves its own market). */
export function servesCountry(store: StoreView, countryId: string): boolean {
  return store.countryId === countryId.toUpperCase();
}

/** What shipping methods depend on. */
export interface ShippingContext {
  countryId: string;
  postcode?: string | null | undefined;
  /** Goods value incl. tax after discounts, in minor units (for the free-shipping threshold). */
  goodsValue: Minor;
  freeShippingThreshold: Minor;
  allVirtual: boolean;
  /** A shipping rate's tax percent. */
  taxRate: number;
}

/** One method with its computed availability and price, before it is shaped for the API. */
export interface ShippingQuote {
  carrierCode: string;
  methodCode: string;
  carrierTitle: string;
  methodTitle: string;
  inclTax: Minor;
  exclTax: Minor;
  available: boolean;
  servicePoint: boolean;
}

/**
 * Every method of the country with its price and availability: service-point and home delivery are free from the
 * store's threshold (express is not); express does not reach the far north (postcodes starting with 9); a cart of virtual products
 * only gets digital delivery.
 */
export function shippingQuotes(ctx: ShippingContext): ShippingQuote[] {
  const country = ctx.countryId.toUpperCase();
  const defs = methodsByCountry[country] ?? [];
  const quotes: ShippingQuote[] = defs.map((def) => {
    // The shop's promise (store view config): service-point and home delivery are free from the threshold.
    const free = (def.kind === 'servicepoint' || def.kind === 'home') && ctx.goodsValue >= ctx.freeShippingThreshold;
    const inclTax = free ? 0 : toMinor(def.price);
    const remote = def.kind === 'express' && typeof ctx.postcode === 'string' && ctx.postcode.trim().startsWith('9');
    return {
      carrierCode: def.carrier,
      methodCode: def.kind,
      carrierTitle: def.carrierTitle,
      methodTitle: titles[def.kind][country] ?? def.kind,
      inclTax,
      exclTax: Math.round((inclTax * 100) / (100 + ctx.taxRate)),
      available: !ctx.allVirtual && !remote,
      servicePoint: def.kind === 'servicepoint',
    };
  });
  if (defs.length > 0) {
    quotes.push({
      carrierCode: 'nordpeak',
      methodCode: 'digital',
      carrierTitle: 'Nordpeak',
      methodTitle: titles.digital[country] ?? 'digital',
      inclTax: 0,
      exclTax: 0,
      available: ctx.allVirtual,
      servicePoint: false,
    });
  }
  return quotes;
}

/** The available methods shaped for the API (methods with `available: false` are dropped). */
export function toShippingMethods(quotes: ShippingQuote[]): ShippingMethod[] {
  return quotes
    .filter((q) => q.available)
    .map((q) => ({
      carrier_code: q.carrierCode,
      method_code: q.methodCode,
      carrier_title: q.carrierTitle,
      method_title: q.methodTitle,
      amount: q.exclTax / 100,
      price_incl_tax: q.inclTax / 100,
      available: true,
      service_point: q.servicePoint,
    }));
}
