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
