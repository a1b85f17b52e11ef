import type { Localized } from '../db/schema/catalog.ts';
import { storeViews } from '../../store-view/config.ts';

/** Store views with their free-shipping thresholds (from the store view config, where the promise is stated once). */
export const storeViewRows = [
  {
    id: 11,
    code: 'sv',
    name: 'Sverige',
    currencyCode: 'SEK',
    locale: 'sv-SE',
    countryId: 'SE',
    isDefault: true,
    freeShippingThreshold: storeViews.sv.freeShippingFrom,
  },
  {
    id: 7,
    code: 'no',
    name: 'Norge',
    currencyCode: 'NOK',
    locale: 'nb-NO',
    countryId: 'NO',
    isDefault: false,
    freeShippingThreshold: storeViews.no.freeShippingFrom,
  },
  {
    id: 9,
    code: 'fi',
    name: 'Suomi',
    currencyCode: 'EUR',
    locale: 'fi-FI',
    countryId: 'FI',
    isDefault: false,
    freeShippingThreshold: storeViews.fi.freeShippingFrom,
  },
];

/** Product tax classes; gift cards have a class no rule matches (tax 0). */
export const TAX_CLASS = { standard: 2, food: 5, giftCard: 6, retailCustomer: 3 } as const;

export const taxClassRows = [
  { id: TAX_CLASS.standard, name: 'Standard', type: 'product' as const },
  { id: TAX_CLASS.food, name: 'Livsmedel (reducerad moms)', type: 'product' as const },
  { id: TAX_CLASS.giftCard, name: 'Presentkort (ingen moms)', type: 'product' as const },
  { id: TAX_CLASS.retailCustomer, name: 'Retail Customer', type: 'customer' as const },
];

export const taxRateRows = [
  { id: 1, code: 'SE-25', countryId: 'SE', rate: 25 },
  { id: 2, code: 'NO-25', countryId: 'NO', rate: 25 },
  { id: 3, code: 'FI-25.5', countryId: 'FI', rate: 25.5 },
  { id: 4, code: 'SE-12-food', countryId: 'SE', rate: 12 },
  { id: 5, code: 'NO-15-food', countryId: 'NO', rate: 15 },
  { id: 6, code: 'FI-14-food', countryId: 'FI', rate: 14 },
];

export const taxRuleRows = [
  {
    id: 1,
    code: 'Standard rate',
    priority: 0,
    productTaxClassIds: [TAX_CLASS.standard],
    customerTaxClassIds: [TAX_CLASS.retailCustomer],
    taxRateIds: [1, 2, 3],
  },
  {
    id: 2,
    code: 'Sports nutrition (food rate)',
    priority: 0,
    productTaxClassIds: [TAX_CLASS.food],
    customerTaxClassIds: [TAX_CLASS.retailCustomer],
    taxRateIds: [4, 5, 6],
  },
];

/** Customer groups: 0 guests, 1 registered, 2 Club members (tier prices). */
export const CUSTOMER_GROUP = { guest: 0, general: 1, club: 2 } as const;

export const customerGroupRows = [
  { id: CUSTOMER_GROUP.guest, code: 'NOT LOGGED IN', name: 'Gäst', taxClassId: TAX_CLASS.retailCustomer },
  { id: CUSTOMER_GROUP.general, code: 'General', name: 'Kund', taxClassId: TAX_CLASS.retailCustomer },
  { id: CUSTOMER_GROUP.club, code: 'Club', name: 'Nordpeak Club', taxClassId: TAX_CLASS.retailCustomer },
];

const L = (sv: string, no: string, fi: string): Localized => ({ sv, no, fi });
const same = (text: string): Localized => L(text, text, text);

/** One option of a select attribute. */
export interface OptionDef {
  value: string;
  labels: Localized;
  swatch?: string;
}

/** An attribute definition of the demo catalogue. */
export interface AttributeDef {
  id: number;
  code: string;
  frontendInput: string;
  labels: Localized;
  isFilterable?: boolean;
  isComparable?: boolean;
  isUserDefined?: boolean;
  /** False keeps an internal attribute (article family) off the product page; default true. */
  isVisible?: boolean;
  isSingleValueFilter?: boolean;
  options?: OptionDef[];
}

/** Colours with swatches; the colour names (Green, White, Red …) map from these hex values. */
export const colours: (OptionDef & { key: string })[] = [
  { key: 'black', value: '49', labels: L('Svart', 'Svart', 'Musta'), swatch: '#000000' },
  { key: 'white', value: '50', labels: L('Vit', 'Hvit', 'Valkoinen'), swatch: '#ffffff' },
  { key: 'red', value: '51', labels: L('Röd', 'Rød', 'Punainen'), swatch: '#ff0000' },
  { key: 'blue', value: '52', labels: L('Blå', 'Blå', 'Sininen'), swatch: '#0000ff' },
  { key: 'green', value: '53', labels: L('Grön', 'Grønn', 'Vihreä'), swatch: '#008000' },
  { key: 'yellow', value: '54', labels: L('Gul', 'Gul', 'Keltainen'), swatch: '#ffff00' },
  { key: 'turquoise', value: '55', labels: L('Turkos', 'Turkis', 'Turkoosi'), swatch: '#40e0d0' },
  { key: 'orange', value: '56', labels: L('Orange', 'Oransje', 'Oranssi'), swatch: '#ffa500' },
  { key: 'grey', value: '57', labels: L('Grå', 'Grå', 'Harmaa'), swatch: '#808080' },
  { key: 'pink', value: '58', labels: L('Rosa', 'Rosa', 'Pinkki'), swatch: '#ff69b4' },
];

/** Clothing sizes XS–XXL. */
export const clothingSizes = ['XS', 'S', 'M', 'L', 'XL', 'XXL'];

/** Shoe sizes EU 36–47 with their UK, US and foot length equivalents. */
export const shoeSizes = [
  { eu: '36', uk: '3.5', us: '4.5', cm: '22.5' },
  { eu: '37', uk: '4', us: '5', cm: '23' },
  { eu: '38', uk: '5', us: '6', cm: '24' },
  { eu: '39', uk: '6', us: '7', cm: '24.5' },
  { eu: '40', uk: '6.5', us: '7.5', cm: '25' },
  { eu: '41', uk: '7.5', us: '8.5', cm: '26' },
  { eu: '42', uk: '8', us: '9', cm: '26.5' },
  { eu: '43', uk: '9', us: '10', cm: '27.5' },
  { eu: '44', uk: '9.5', us: '10.5', cm: '28' },
  { eu: '45', uk: '10.5', us: '11.5', cm: '29' },
  { eu: '46', uk: '11', us: '12', cm: '29.5' },
  { eu: '47', uk: '12', us: '13', cm: '30.5' },
];

/** Lengths in cm of cross-country skis, alpine skis and poles. */
export const lengths = {
  xcSki: [172, 177, 182, 187, 192, 197, 202, 207],
  alpineSki: [150, 155, 160, 165, 170, 175, 180, 185],
  pole: [140, 145, 150, 155, 160, 165, 170, 175],
};

export const tastes: OptionDef[] = [
  { value: 'citrus', labels: L('Citrus', 'Sitrus', 'Sitrus') },
  { value: 'bar', labels: L('Blåbär', 'Blåbær', 'Mustikka') },
  { value: 'jordgubb', labels: L('Jordgubb', 'Jordbær', 'Mansikka') },
  { value: 'neutral', labels: L('Neutral', 'Nøytral', 'Neutraali') },
  { value: 'kola', labels: L('Cola', 'Cola', 'Cola') },
  { value: 'salt', labels: L('Salt lakrits', 'Salt lakris', 'Salmiakki') },
];

export const seasons: OptionDef[] = [
  { value: 'vinter', labels: L('Vinter', 'Vinter', 'Talvi') },
  { value: 'sommar', labels: L('Sommar', 'Sommer', 'Kesä') },
  { value: 'helar', labels: L('Helår', 'Helår', 'Ympärivuotinen') },
];

export const activities: OptionDef[] = [
  { value: 'klassisk', labels: L('Klassisk längd', 'Klassisk langrenn', 'Perinteinen hiihto') },
  { value: 'skate', labels: L('Skate', 'Skøyting', 'Vapaa hiihto') },
  { value: 'alpint', labels: L('Alpint', 'Alpint', 'Laskettelu') },
  { value: 'terrang', labels: L('Terränglöpning', 'Terrengløp', 'Polkujuoksu') },
  { value: 'landsvag', labels: L('Landsvägslöpning', 'Landeveisløp', 'Maantiejuoksu') },
  { value: 'vandring', labels: L('Vandring', 'Fotturer', 'Vaellus') },
  { value: 'fjall', labels: L('Fjäll', 'Fjell', 'Tunturi') },
];

export const cushionings: OptionDef[] = [
  { value: 'lag', labels: L('Låg', 'Lav', 'Matala') },
  { value: 'medel', labels: L('Medel', 'Middels', 'Keskitaso') },
  { value: 'hog', labels: L('Hög', 'Høy', 'Korkea') },
];

export const lasts: OptionDef[] = [
  { value: 'smal', labels: L('Smal', 'Smal', 'Kapea') },
  { value: 'normal', labels: L('Normal', 'Normal', 'Normaali') },
  { value: 'bred', labels: L('Bred', 'Bred', 'Leveä') },
];

export const drops = ['0', '4', '6', '8', '10', '12'];

/** Gift card values per store currency (ls_varde). */
export const giftCardValues = [
  { value: '250', amounts: { sv: 250, no: 250, fi: 25 } },
  { value: '500', amounts: { sv: 500, no: 500, fi: 50 } },
  { value: '1000', amounts: { sv: 1000, no: 1000, fi: 100 } },
];

export const equipmentVariants: OptionDef[] = [
  { value: 'glid', labels: L('Glidvalla', 'Glidevoks', 'Luistovoide') },
  { value: 'fast', labels: L('Fästvalla', 'Festevoks', 'Pitovoide') },
  { value: 'klister', labels: L('Klister', 'Klister', 'Klisteri') },
  { value: 'verktyg', labels: L('Verktyg', 'Verktøy', 'Työkalu') },
];

/** Fictional brands with their sub-brands. */
export const brands = [
  { value: 'fischler', name: 'Fischler', subBrands: ['Fischler Speed', 'Fischler Tour'] },
  { value: 'nordvik', name: 'Nordvik', subBrands: ['Nordvik Race', 'Nordvik Junior'] },
  { value: 'polarlys', name: 'Polarlys', subBrands: ['Polarlys Pro'] },
  { value: 'kaamos', name: 'Kaamos', subBrands: ['Kaamos Arctic'] },
  { value: 'fjellrev', name: 'Fjellrev', subBrands: ['Fjellrev Expedition', 'Fjellrev Urban'] },
  { value: 'tindra', name: 'Tindra', subBrands: ['Tindra Trail'] },
  { value: 'vindel', name: 'Vindel', subBrands: ['Vindel Wax Lab'] },
  { value: 'revontuli', name: 'Revontuli', subBrands: ['Revontuli Run'] },
  { value: 'skarvik', name: 'Skarvik', subBrands: [] as string[] },
];

/** The ls_utg value marking variants being phased out (dropped when not in stock). */
export const UTG_PHASED_OUT = 'utgaende';

export const attributeDefs: AttributeDef[] = [
  {
    id: 100,
    code: 'ls_varumarke',
    frontendInput: 'select',
    labels: L('Varumärke', 'Merke', 'Merkki'),
    isFilterable: true,
    options: brands.map((b) => ({ value: b.value, labels: same(b.name) })),
  },
  {
    id: 101,
    code: 'ls_farg',
    frontendInput: 'swatch',
    labels: L('Färg', 'Farge', 'Väri'),
    isFilterable: true,
    isComparable: true,
    options: colours.map(({ value, labels, swatch }) => ({ value, labels, swatch: swatch! })),
  },
  {
    id: 102,
    code: 'ls_storlek_klader',
    frontendInput: 'select',
    labels: L('Storlek', 'Størrelse', 'Koko'),
    isFilterable: true,
    options: clothingSizes.map((s) => ({ value: s, labels: same(s) })),
  },
  {
    id: 103,
    code: 'ls_storlek_skor',
    frontendInput: 'select',
    labels: L('Skostorlek (EU)', 'Skostørrelse (EU)', 'Kenkäkoko (EU)'),
    isFilterable: true,
    options: shoeSizes.map((s) => ({ value: s.eu, labels: same(s.eu) })),
  },
  {
    id: 104,
    code: 'ls_storlek_utrust',
    frontendInput: 'select',
    labels: L('Storlek utrustning', 'Størrelse utstyr', 'Varusteen koko'),
    isFilterable: true,
    isComparable: true,
    options: ['S', 'M', 'L', '6', '7', '8', '9', '10', '11'].map((s) => ({ value: s, labels: same(s) })),
  },
  { id: 105, code: 'ls_modell', frontendInput: 'text', labels: L('Modell', 'Modell', 'Malli') },
  {
    id: 106,
    code: 'ls_sasong',
    frontendInput: 'select',
    labels: L('Säsong', 'Sesong', 'Kausi'),
    isFilterable: true,
    isSingleValueFilter: true,
    options: seasons,
  },
  {
    id: 107,
    code: 'ls_langd',
    frontendInput: 'select',
    labels: L('Längd', 'Lengde', 'Pituus'),
    isFilterable: true,
    options: [...new Set([...lengths.pole, ...lengths.alpineSki, ...lengths.xcSki])]
      .sort((a, b) => a - b)
      .map((cm) => ({ value: String(cm), labels: same(`${cm} cm`) })),
  },
  {
    id: 108,
    code: 'ls_aktivitet',
    frontendInput: 'multiselect',
    labels: L('Aktivitet', 'Aktivitet', 'Laji'),
    isFilterable: true,
    options: activities,
  },
  {
    id: 109,
    code: 'ls_passar_till',
    frontendInput: 'multiselect',
    labels: L('Passar till', 'Passer til', 'Sopii'),
    isFilterable: true,
    options: activities,
  },
  {
    id: 110,
    code: 'ls_last',
    frontendInput: 'select',
    labels: L('Läst', 'Lest', 'Lesti'),
    isFilterable: true,
    options: lasts,
  },
  {
    id: 111,
    code: 'ls_dropp',
    frontendInput: 'select',
    labels: L('Dropp (mm)', 'Dropp (mm)', 'Dropi (mm)'),
    isFilterable: true,
    options: drops.map((d) => ({ value: d, labels: same(`${d} mm`) })),
  },
  {
    id: 112,
    code: 'ls_dampning',
    frontendInput: 'select',
    labels: L('Dämpning', 'Demping', 'Vaimennus'),
    isFilterable: true,
    options: cushionings,
  },
  { id: 113, code: 'ls_cm', frontendInput: 'text', labels: L('Fotlängd (cm)', 'Fotlengde (cm)', 'Jalan pituus (cm)') },
  { id: 114, code: 'ls_uk', frontendInput: 'text', labels: same('UK') },
  { id: 115, code: 'ls_us', frontendInput: 'text', labels: same('US') },
  { id: 116, code: 'ls_usl', frontendInput: 'text', labels: L('US dam', 'US dame', 'US naiset') },
  {
    id: 117,
    code: 'ls_smak',
    frontendInput: 'select',
    labels: L('Smak', 'Smak', 'Maku'),
    isFilterable: true,
    isComparable: true,
    options: tastes,
  },
  {
    id: 118,
    code: 'ls_variant_utrust',
    frontendInput: 'select',
    labels: L('Variant', 'Variant', 'Versio'),
    isFilterable: true,
    isComparable: true,
    options: equipmentVariants,
  },
  {
    id: 119,
    code: 'ls_varde',
    frontendInput: 'select',
    labels: L('Värde', 'Verdi', 'Arvo'),
    isComparable: true,
    options: giftCardValues.map((g) => ({
      value: g.value,
      labels: L(`${g.amounts.sv} kr`, `${g.amounts.no} kr`, `${g.amounts.fi} €`),
    })),
  },
  {
    id: 120,
    code: 'ls_utg',
    frontendInput: 'select',
    labels: L('Utgående', 'Utgående', 'Poistuva'),
    isUserDefined: true,
    options: [{ value: UTG_PHASED_OUT, labels: L('Utgående', 'Utgående', 'Poistuva') }],
  },
  {
    id: 121,
    code: 'ls_artikelfamilj',
    frontendInput: 'text',
    labels: L('Artikelfamilj', 'Artikkelfamilie', 'Tuoteperhe'),
    isVisible: false,
  },
  {
    id: 122,
    code: 'ls_farg_valla',
    frontendInput: 'select',
    labels: L('Vallafärg', 'Voksfarge', 'Voiteen väri'),
    isComparable: true,
    options: [
      {
        value: 'gron',
        labels: L('Grön (−10 till −20 °C)', 'Grønn (−10 til −20 °C)', 'Vihreä (−10…−20 °C)'),
        swatch: '#008000',
      },
      {
        value: 'bla',
        labels: L('Blå (−2 till −10 °C)', 'Blå (−2 til −10 °C)', 'Sininen (−2…−10 °C)'),
        swatch: '#0000ff',
      },
      {
        value: 'lila',
        labels: L('Lila (0 till −3 °C)', 'Lilla (0 til −3 °C)', 'Violetti (0…−3 °C)'),
        swatch: '#800080',
      },
      {
        value: 'rod',
        labels: L('Röd (+3 till −1 °C)', 'Rød (+3 til −1 °C)', 'Punainen (+3…−1 °C)'),
        swatch: '#ff0000',
      },
      {
        value: 'gul',
        labels: L('Gul (+10 till 0 °C)', 'Gul (+10 til 0 °C)', 'Keltainen (+10…0 °C)'),
        swatch: '#ffff00',
      },
    ],
  },
];
