/** Codes of the three store views; Sweden is the default and unprefixed in URLs. */
export const storeCodes = ['sv', 'no', 'fi'] as const;
export type StoreCode = (typeof storeCodes)[number];

/** One store view of the shop: its market, currency and language. */
export interface StoreView {
  storeCode: StoreCode;
  storeId: number;
  name: string;
  currencyCode: 'SEK' | 'NOK' | 'EUR';
  currencySign: string;
  locale: 'sv-SE' | 'nb-NO' | 'fi-FI';
  /** Language of texts and of the html lang attribute. */
  lang: 'sv' | 'nb' | 'fi';
  countryId: 'SE' | 'NO' | 'FI';
  /** URL prefix: '' for the default store, '/no' and '/fi' otherwise. */
  prefix: '' | '/no' | '/fi';
  isDefault: boolean;
  /** Free service-point and home delivery from this goods value incl. tax (the one statement of the shop's promise). */
  freeShippingFrom: number;
}

/** The store views. */
export const storeViews: Record<StoreCode, StoreView> = {
  sv: {
    storeCode: 'sv',
    storeId: 11,
    name: 'Sverige',
    currencyCode: 'SEK',
    currencySign: 'kr',
    locale: 'sv-SE',
    lang: 'sv',
    countryId: 'SE',
    prefix: '',
    isDefault: true,
    freeShippingFrom: 999,
  },
  no: {
    storeCode: 'no',
    storeId: 7,
    name: 'Norge',
    currencyCode: 'NOK',
    currencySign: 'kr',
    locale: 'nb-NO',
    lang: 'nb',
    countryId: 'NO',
    prefix: '/no',
    isDefault: false,
    freeShippingFrom: 999,
  },
  fi: {
    storeCode: 'fi',
    storeId: 9,
    name: 'Suomi',
    currencyCode: 'EUR',
    currencySign: '€',
    locale: 'fi-FI',
    lang: 'fi',
    countryId: 'FI',
    prefix: '/fi',
    isDefault: false,
    freeShippingFrom: 89,
  },
};

/** The default store view (Sweden). */
export const defaultStoreView = storeViews.sv;

/** True when the value is one of the store codes. */
export function isStoreCode(value: unknown): value is StoreCode {
  return typeof value === 'string' && (storeCodes as readonly string[]).includes(value);
}

/** The store view whose numeric id is given, if any. */
export function storeViewById(storeId: number): StoreView | undefined {
  return Object.values(storeViews).find((view) => view.storeId === storeId);
}

/** The store view a URL path belongs to, from its first segment. */
export function storeViewForPath(pathname: string): StoreView {
  const first = pathname.split('/')[1];
  if (first === 'no') return storeViews.no;
  if (first === 'fi') return storeViews.fi;
  return storeViews.sv;
}

/** Prefixes a store-relative path ('/c/skidor') with the store's URL prefix. */
export function storePath(store: StoreView | StoreCode, path: string): string {
  const view = typeof store === 'string' ? storeViews[store] : store;
  const clean = path.startsWith('/') ? path : `/${path}`;
  if (clean === '/') return view.prefix ? `${view.prefix}/` : '/';
  return `${view.prefix}${clean}`;
}
