import type { StoreCode } from '../lib/store-view/config.ts';

/** The pages a shopper looks for before buying (footer links): id → slug per store. */
export const trustPageSlugs = {
  delivery: { sv: 'leverans-och-returer', no: 'levering-og-retur', fi: 'toimitus-ja-palautukset' },
  payment: { sv: 'betalning', no: 'betaling', fi: 'maksutavat' },
  terms: { sv: 'kopvillkor', no: 'kjopsvilkar', fi: 'toimitusehdot' },
  privacy: { sv: 'integritet-och-cookies', no: 'personvern-og-cookies', fi: 'tietosuoja-ja-evasteet' },
  contact: { sv: 'kontakt-och-foretagsuppgifter', no: 'kontakt-og-firmaopplysninger', fi: 'yhteystiedot' },
} as const satisfies Record<string, Record<StoreCode, string>>;

/** The other service pages the footer links to (their entries are in pages.ts): id → slug per store. */
export const servicePageSlugs = {
  support: { sv: 'kundservice', no: 'kundeservice', fi: 'asiakaspalvelu' },
  faq: { sv: 'vanliga-fragor', no: 'ofte-stilte-sporsmal', fi: 'usein-kysyttya' },
  stores: { sv: 'butiker-och-oppettider', no: 'butikker-og-apningstider', fi: 'myymalat-ja-aukioloajat' },
  about: { sv: 'om-nordpeak', no: 'om-nordpeak', fi: 'tietoa-nordpeakista' },
} as const satisfies Record<string, Record<StoreCode, string>>;

/** A trust page's id. */
export type TrustPage = keyof typeof trustPageSlugs;

/** First path segments of the content routes per store (src/lib/content/routes.ts builds their paths). */
export const contentBases = {
  page: { sv: 'sida', no: 'sida', fi: 'page' },
  guide: { sv: 'kopguider', no: 'kjopsveiledninger', fi: 'guides' },
  magazine: { sv: 'magasin', no: 'magasin', fi: 'magazine' },
  activity: { sv: 'aktiviteter-lx', no: 'aktiviteter-lx', fi: 'activities-lx' },
  brands: { sv: 'varumarken', no: 'varumarken', fi: 'brands' },
  brand: { sv: 'varumarke', no: 'varumarke', fi: 'brand' },
  campaign: { sv: 'kampanjer', no: 'kampanjer', fi: 'campaigns' },
} as const satisfies Record<string, Record<StoreCode, string>>;

/** Named pages whose path differs per store (src/lib/routes/routes.ts builds their paths). */
export const localizedPaths = {
  search: { sv: '/sokresultat', no: '/sokresultat', fi: '/search-result' },
  // The campaigns list is the base of the campaign content pages (/kampanjer/{slug}): one definition.
  campaigns: {
    sv: `/${contentBases.campaign.sv}`,
    no: `/${contentBases.campaign.no}`,
    fi: `/${contentBases.campaign.fi}`,
  },
  cart: { sv: '/varukorg', no: '/handlekurv', fi: '/ostoskori' },
  wishlist: { sv: '/onskelista', no: '/onskeliste', fi: '/toivelista' },
  compare: { sv: '/jamfor', no: '/sammenlign', fi: '/vertaa' },
  account: { sv: '/mitt-konto', no: '/min-konto', fi: '/oma-tili' },
  orderConfirmation: { sv: '/orderbekraftelse', no: '/ordrebekreftelse', fi: '/tilausvahvistus' },
  checkout: { sv: '/checkout', no: '/checkout', fi: '/checkout' },
  error: { sv: '/error', no: '/error', fi: '/error' },
  // One-click unsubscribing of the newsletter and back-in-stock mails (a signed token in `?token=`).
  unsubscribe: { sv: '/avregistrera', no: '/avmelding', fi: '/peru-tilaus' },
  accessibility: { sv: '/tillganglighet', no: '/tilgjengelighet', fi: '/saavutettavuus' },
} as const satisfies Record<string, Record<StoreCode, string>>;
