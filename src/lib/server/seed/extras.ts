import { Random } from './random.ts';

/** Towns with postcode prefixes and coordinates, for service points and distances. */
export const towns = [
  {
    countryId: 'SE',
    city: 'Stockholm',
    prefixes: ['111', '112', '113', '114', '115', '116', '117', '118'],
    lat: 59.3293,
    lng: 18.0686,
  },
  {
    countryId: 'SE',
    city: 'Göteborg',
    prefixes: ['411', '412', '413', '414', '415', '416', '417'],
    lat: 57.7089,
    lng: 11.9746,
  },
  {
    countryId: 'SE',
    city: 'Malmö',
    prefixes: ['211', '212', '213', '214', '215', '216', '217'],
    lat: 55.605,
    lng: 13.0038,
  },
  { countryId: 'SE', city: 'Uppsala', prefixes: ['752', '753', '754', '756'], lat: 59.8586, lng: 17.6389 },
  { countryId: 'SE', city: 'Umeå', prefixes: ['903', '904', '905', '906', '907'], lat: 63.8258, lng: 20.263 },
  { countryId: 'SE', city: 'Östersund', prefixes: ['831', '832', '833'], lat: 63.1792, lng: 14.6357 },
  { countryId: 'SE', city: 'Åre', prefixes: ['837'], lat: 63.3986, lng: 13.0817 },
  { countryId: 'SE', city: 'Mora', prefixes: ['792'], lat: 61.0049, lng: 14.5371 },
  { countryId: 'SE', city: 'Falun', prefixes: ['791'], lat: 60.6065, lng: 15.6355 },
  { countryId: 'SE', city: 'Kiruna', prefixes: ['981'], lat: 67.8558, lng: 20.2253 },
  {
    countryId: 'NO',
    city: 'Oslo',
    prefixes: ['01', '02', '03', '04', '05', '06', '07', '08', '09', '10', '11', '12'],
    lat: 59.9139,
    lng: 10.7522,
  },
  { countryId: 'NO', city: 'Bergen', prefixes: ['50', '51', '52', '53'], lat: 60.3913, lng: 5.3221 },
  { countryId: 'NO', city: 'Trondheim', prefixes: ['70', '71', '72'], lat: 63.4305, lng: 10.3951 },
  { countryId: 'NO', city: 'Lillehammer', prefixes: ['26'], lat: 61.1153, lng: 10.4662 },
  { countryId: 'NO', city: 'Tromsø', prefixes: ['90', '91', '92'], lat: 69.6492, lng: 18.9553 },
  { countryId: 'NO', city: 'Stavanger', prefixes: ['40', '41'], lat: 58.97, lng: 5.7331 },
  { countryId: 'FI', city: 'Helsinki', prefixes: ['00'], lat: 60.1699, lng: 24.9384 },
  { countryId: 'FI', city: 'Tampere', prefixes: ['33'], lat: 61.4978, lng: 23.761 },
  { countryId: 'FI', city: 'Turku', prefixes: ['20'], lat: 60.4518, lng: 22.2666 },
  { countryId: 'FI', city: 'Oulu', prefixes: ['90'], lat: 65.0121, lng: 25.4651 },
  { countryId: 'FI', city: 'Rovaniemi', prefixes: ['96'], lat: 66.5039, lng: 25.7294 },
  { countryId: 'FI', city: 'Lahti', prefixes: ['15'], lat: 60.9827, lng: 25.6612 },
  { countryId: 'FI', city: 'Kuopio', prefixes: ['70'], lat: 62.8924, lng: 27.677 },
];

/** Carriers per country with service points. */
export const carriersByCountry: Record<string, string[]> = {
  SE: ['postnord', 'dhl'],
  NO: ['postnord', 'bring'],
  FI: ['posti', 'matkahuolto'],
};

const placeKinds: Record<string, string[]> = {
  SE: ['Livs', 'Tobak & Spel', 'Servicebutik', 'Paketombud', 'Handelsbod'],
  NO: ['Dagligvare', 'Kiosk', 'Post i butikk', 'Pakkeutlevering', 'Nærbutikk'],
  FI: ['Lähikauppa', 'Kioski', 'Pakettipiste', 'Palvelupiste', 'Kauppa'],
};
const streets: Record<string, string[]> = {
  SE: ['Storgatan', 'Kungsgatan', 'Drottninggatan', 'Järnvägsgatan', 'Skolgatan', 'Torggatan'],
  NO: ['Storgata', 'Kirkegata', 'Torggata', 'Jernbanegata', 'Skolegata', 'Parkveien'],
  FI: ['Kauppakatu', 'Rautatienkatu', 'Koulukatu', 'Puistokatu', 'Asemakatu', 'Torikatu'],
};
const days = ['mon', 'tue', 'wed', 'thu', 'fri', 'sat', 'sun'];

/** Service points: several per town and carrier, with opening hours. */
export function generateServicePoints(seed = 7) {
  const rng = new Random(seed);
  const points: {
    id: string;
    carrierCode: string;
    name: string;
    street: string;
    postcode: string;
    city: string;
    countryId: string;
    latitude: number;
    longitude: number;
    openingHours: { day: string; opens: string; closes: string }[];
  }[] = [];
  for (const town of towns) {
    for (const carrier of carriersByCountry[town.countryId]!) {
      const count = town.prefixes.length > 3 ? 4 : 2;
      for (let i = 0; i < count; i++) {
        const prefix = rng.pick(town.prefixes);
        const postcode =
          town.countryId === 'SE'
            ? `${prefix} ${String(rng.int(10, 99))}`
            : `${prefix}${String(rng.int(10, 99)).padStart(4 - prefix.length, '0')}`
                .slice(0, town.countryId === 'FI' ? 5 : 4)
                .padEnd(town.countryId === 'FI' ? 5 : 4, '0');
        const street = `${rng.pick(streets[town.countryId]!)} ${rng.int(1, 60)}`;
        const weekend = rng.chance(0.7);
        points.push({
          id: `${carrier}-${town.countryId.toLowerCase()}-${town.city.toLowerCase().replace(/[^a-z]/g, '')}-${i + 1}`,
          carrierCode: carrier,
          name: `${rng.pick(placeKinds[town.countryId]!)} ${town.city} ${['Centrum', 'Nord', 'Syd', 'Väst', 'Öst'][i % 5]}`
            .replace('Väst', town.countryId === 'FI' ? 'Länsi' : town.countryId === 'NO' ? 'Vest' : 'Väst')
            .replace('Öst', town.countryId === 'FI' ? 'Itä' : town.countryId === 'NO' ? 'Øst' : 'Öst')
            .replace('Centrum', town.countryId === 'FI' ? 'Keskusta' : town.countryId === 'NO' ? 'Sentrum' : 'Centrum')
            .replace('Nord', town.countryId === 'FI' ? 'Pohjoinen' : 'Nord')
            .replace('Syd', town.countryId === 'FI' ? 'Etelä' : town.countryId === 'NO' ? 'Sør' : 'Syd'),
          street,
          postcode,
          city: town.city,
          countryId: town.countryId,
          latitude: town.lat + (rng.next() - 0.5) * 0.05,
          longitude: town.lng + (rng.next() - 0.5) * 0.08,
          openingHours: days
            .filter((d) => weekend || (d !== 'sat' && d !== 'sun'))
            .map((day) => ({
              day,
              opens: day === 'sat' || day === 'sun' ? '10:00' : rng.pick(['07:00', '08:00', '09:00']),
              closes: day === 'sun' ? '18:00' : rng.pick(['20:00', '21:00', '22:00']),
            })),
        });
      }
    }
  }
  return points;
}

/** Postcode prefixes with their town centre, for distances. */
export function postcodeLocationRows() {
  return towns.flatMap((town) =>
    town.prefixes.map((prefix) => ({
      countryId: town.countryId,
      postcodePrefix: prefix,
      city: town.city,
      latitude: town.lat,
      longitude: town.lng,
    })),
  );
}

/** Demo coupons (listed in the README). */
export function couponRows(now: Date) {
  const year = 365 * 86_400_000;
  return [
    {
      code: 'VINTER10',
      type: 'percent' as const,
      value: 10,
      storeCode: null,
      description: '10 % på hela köpet',
      expiresAt: new Date(now.getTime() + year),
      usageLimit: null,
      timesUsed: 0,
      isActive: 1,
    },
    {
      code: 'SKIDOR200',
      type: 'fixed' as const,
      value: 200,
      storeCode: 'sv',
      description: '200 kr rabatt',
      expiresAt: new Date(now.getTime() + year),
      usageLimit: null,
      timesUsed: 0,
      isActive: 1,
    },
    {
      code: 'LANGRENN200',
      type: 'fixed' as const,
      value: 200,
      storeCode: 'no',
      description: '200 kr rabatt',
      expiresAt: new Date(now.getTime() + year),
      usageLimit: null,
      timesUsed: 0,
      isActive: 1,
    },
    {
      code: 'LUMI20',
      type: 'fixed' as const,
      value: 20,
      storeCode: 'fi',
      description: '20 € alennus',
      expiresAt: new Date(now.getTime() + year),
      usageLimit: null,
      timesUsed: 0,
      isActive: 1,
    },
    {
      code: 'ENGANG50',
      type: 'percent' as const,
      value: 50,
      storeCode: null,
      description: 'Single use, 50 %',
      expiresAt: new Date(now.getTime() + year),
      usageLimit: 1,
      timesUsed: 0,
      isActive: 1,
    },
    {
      code: 'SOMMAR2025',
      type: 'percent' as const,
      value: 15,
      storeCode: null,
      description: 'Expired',
      expiresAt: new Date(now.getTime() - 90 * 86_400_000),
      usageLimit: null,
      timesUsed: 0,
      isActive: 1,
    },
  ];
}

/** Demo gift cards (listed in the README). */
export function giftCardRows(now: Date) {
  const expires = new Date(now.getTime() + 2 * 365 * 86_400_000);
  return [
    { code: 'NP-SE-1000', initialAmount: 1000, balance: 1000, currency: 'SEK', expiresAt: expires },
    { code: 'NP-SE-250', initialAmount: 250, balance: 250, currency: 'SEK', expiresAt: expires },
    { code: 'NP-NO-500', initialAmount: 500, balance: 500, currency: 'NOK', expiresAt: expires },
    { code: 'NP-FI-50', initialAmount: 50, balance: 50, currency: 'EUR', expiresAt: expires },
    { code: 'NP-SE-EMPTY', initialAmount: 500, balance: 0, currency: 'SEK', expiresAt: expires },
  ];
}

/** Demo CMS pages and blocks for /api/ext/cms-data, per store id. */
export function cmsRows() {
  const stores = [
    {
      id: 11,
      about: [
        'Om Nordpeak',
        '<p>Nordpeak är en nordisk butik för skidor, löpning och friluftsliv. Vi testar det vi säljer och hjälper dig hitta rätt.</p>',
      ],
      usp: [
        'Fördelar',
        '<ul><li>Fri frakt över 999 kr</li><li>Skickas inom 24 timmar om varan finns i lager</li><li>30 dagars öppet köp</li></ul>',
      ],
    },
    {
      id: 7,
      about: [
        'Om Nordpeak',
        '<p>Nordpeak er en nordisk butikk for ski, løping og friluftsliv. Vi tester det vi selger og hjelper deg å finne riktig.</p>',
      ],
      usp: [
        'Fordeler',
        '<ul><li>Fri frakt over 999 kr</li><li>Sendes innen 24 timer hvis varen er på lager</li><li>30 dagers åpent kjøp</li></ul>',
      ],
    },
    {
      id: 9,
      about: [
        'Tietoa Nordpeakista',
        '<p>Nordpeak on pohjoismainen hiihdon, juoksun ja ulkoilun kauppa. Testaamme myymämme tuotteet ja autamme löytämään oikean.</p>',
      ],
      usp: [
        'Edut',
        '<ul><li>Ilmainen toimitus yli 89 €</li><li>Lähetetään 24 tunnin kuluessa, jos tuote on varastossa</li><li>30 päivän palautusoikeus</li></ul>',
      ],
    },
  ];
  return {
    pages: stores.map((s) => ({
      identifier: 'about-us',
      storeId: s.id,
      title: s.about[0]!,
      content: s.about[1]!,
      isActive: true,
    })),
    blocks: stores.map((s) => ({
      identifier: 'footer-usp',
      storeId: s.id,
      title: s.usp[0]!,
      content: s.usp[1]!,
      isActive: true,
    })),
  };
}
