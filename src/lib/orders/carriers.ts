import type { StoreCode } from '../store-view/config.ts';

/** A carrier parcels are sent with, and where a shopper follows a parcel by its tracking number. */
export interface Carrier {
  code: string;
  title: string;
  /** The tracking page per store language; `{tracking}` is replaced by the URL-encoded tracking number. */
  trackingUrl: Record<StoreCode, string>;
}

const everywhere = (url: string): Record<StoreCode, string> => ({ sv: url, no: url, fi: url });

/** The carriers of the three stores (the checkout's delivery methods) and the common international ones. */
export const CARRIERS: readonly Carrier[] = [
  {
    code: 'postnord',
    title: 'PostNord',
    trackingUrl: {
      sv: 'https://tracking.postnord.com/se/?id={tracking}',
      no: 'https://tracking.postnord.com/no/?id={tracking}',
      fi: 'https://tracking.postnord.com/fi/?id={tracking}',
    },
  },
  {
    code: 'bring',
    title: 'Bring',
    trackingUrl: {
      sv: 'https://tracking.bring.se/tracking/{tracking}',
      no: 'https://sporing.bring.no/sporing/{tracking}',
      fi: 'https://tracking.bring.com/tracking/{tracking}',
    },
  },
  {
    code: 'posti',
    title: 'Posti',
    trackingUrl: {
      sv: 'https://www.posti.fi/sv/uppfoljning#/sandning/{tracking}',
      no: 'https://www.posti.fi/en/tracking#/shipment/{tracking}',
      fi: 'https://www.posti.fi/fi/seuranta#/lahetys/{tracking}',
    },
  },
  {
    code: 'matkahuolto',
    title: 'Matkahuolto',
    trackingUrl: everywhere('https://www.matkahuolto.fi/seuranta?parcelNumber={tracking}'),
  },
  {
    code: 'dhl',
    title: 'DHL',
    trackingUrl: {
      sv: 'https://www.dhl.com/se-sv/home/tracking.html?tracking-id={tracking}',
      no: 'https://www.dhl.com/no-no/home/tracking.html?tracking-id={tracking}',
      fi: 'https://www.dhl.com/fi-fi/home/tracking.html?tracking-id={tracking}',
    },
  },
  { code: 'ups', title: 'UPS', trackingUrl: everywhere('https://www.ups.com/track?tracknum={tracking}') },
  {
    code: 'schenker',
    title: 'DB Schenker',
    trackingUrl: everywhere('https://www.dbschenker.com/app/tracking-public/?refNumber={tracking}'),
  },
];

/** The codes of the known carriers. */
export const CARRIER_CODES = CARRIERS.map((carrier) => carrier.code);

/** The carrier of a code, if known. */
export function carrierOf(code: string): Carrier | undefined {
  return CARRIERS.find((carrier) => carrier.code === code);
}

/** The page a shopper of `store` follows a parcel on (undefined for an unknown carrier). */
export function trackingUrl(carrierCode: string, trackingNumber: string, store: StoreCode): string | undefined {
  const carrier = carrierOf(carrierCode);
  return carrier?.trackingUrl[store].replace('{tracking}', encodeURIComponent(trackingNumber));
}
