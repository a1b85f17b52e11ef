import type { StoreCode } from '../lib/store-view/config.ts';

/** The customer service address every page and mail names. */
export const serviceEmail = 'kundservice@nordpeak.example';

/** The seller in each store: name, registration and address lines (terms, contact page, withdrawal form). */
export const sellers: Record<StoreCode, { name: string; registration: string[]; address: string; more?: string[] }> = {
  sv: {
    name: 'Nordpeak AB',
    registration: ['Organisationsnummer 559123-4567', 'Momsregistreringsnummer SE559123456701'],
    address: 'Prästgatan 40, 831 31 Östersund, Sverige',
  },
  no: {
    name: 'Nordpeak AB, NUF',
    registration: ['Organisasjonsnummer 923 456 789 MVA'],
    address: 'Bogstadveien 30, 0355 Oslo, Norge',
    more: ['Hovedkontor: Prästgatan 40, 831 31 Östersund, Sverige'],
  },
  fi: {
    name: 'Nordpeak AB, Suomen sivuliike',
    registration: ['Y-tunnus 3123456-7', 'ALV-tunniste FI31234567'],
    address: 'Mannerheimintie 20, 00100 Helsinki, Suomi',
  },
};

/** The seller as one line: name, address and e-mail (the "to" of the withdrawal form). */
export function sellerLine(store: StoreCode): string {
  const seller = sellers[store];
  return `${seller.name}, ${seller.address}, ${serviceEmail}`;
}

/** The seller's details as an HTML paragraph (terms and contact pages). */
export function sellerHtml(store: StoreCode): string {
  const seller = sellers[store];
  return `<p><strong>${seller.name}</strong><br>${[...seller.registration, seller.address, ...(seller.more ?? [])].join('<br>')}</p>`;
}
