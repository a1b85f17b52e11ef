import { art, localized } from './helpers.ts';

/** Campaign content pages (/kampanjer/{slug}); the campaign list page belongs to the storefront. */
export const campaigns = [
  ...localized(
    'vinterstart',
    {
      image: art('campaigns', 'vinterstart'),
      validFrom: '2026-11-01',
      validTo: '2027-01-06',
      couponCode: 'VINTER10',
      products: ['150001', '150002', '150004'],
    },
    {
      sv: {
        slug: 'vinterstart',
        title: 'Vinterstart – 10 % på allt',
        excerpt: 'Säsongen är här. Använd koden VINTER10 och få 10 % rabatt på hela sortimentet.',
        categoryLinks: [
          { title: 'Längdskidor', slug: 'langdskidor' },
          { title: 'Kampanj', slug: 'kampanj' },
        ],
        body: '<p>Fira att spåren öppnar! Ange koden <strong>VINTER10</strong> i kassan så dras 10 % av på hela ordern. Erbjudandet gäller till och med trettondagen.</p>',
      },
      no: {
        slug: 'vinterstart',
        title: 'Vinterstart – 10 % på alt',
        excerpt: 'Sesongen er her. Bruk koden VINTER10 og få 10 % rabatt på hele sortimentet.',
        categoryLinks: [
          { title: 'Langrenn', slug: 'langrenn' },
          { title: 'Kampanje', slug: 'kampanje' },
        ],
        body: '<p>Feir at sporene åpner! Oppgi koden <strong>VINTER10</strong> i kassen, så trekkes 10 % fra hele ordren. Tilbudet gjelder til og med 6. januar.</p>',
      },
      fi: {
        slug: 'talven-avaus',
        title: 'Talven avaus – 10 % kaikesta',
        excerpt: 'Kausi on täällä. Käytä koodia VINTER10 ja saat 10 % alennuksen koko valikoimasta.',
        categoryLinks: [
          { title: 'Murtomaahiihto', slug: 'murtomaahiihto' },
          { title: 'Kampanja', slug: 'kampanja' },
        ],
        body: '<p>Juhlista latujen avautumista! Syötä koodi <strong>VINTER10</strong> kassalla, niin koko tilauksesta vähennetään 10 %. Tarjous on voimassa loppiaiseen asti.</p>',
      },
    },
  ),
  ...localized(
    'vallaveckan',
    {
      image: art('campaigns', 'vallaveckan'),
      validFrom: '2026-11-15',
      validTo: '2026-12-15',
      products: ['150078', '150080', '150081'],
    },
    {
      sv: {
        slug: 'vallaveckan',
        title: 'Vallaveckan',
        excerpt: 'Allt inom valla och vallningsutrustning – plus gratis vallakurs i våra butiker.',
        categoryLinks: [{ title: 'Valla', slug: 'langdskidor-valla' }],
        body: '<p>Under vallaveckan bjuder vi på kvällskurser i våra butiker. Lär dig grunderna i glid- och fästvallning av våra servicetekniker.</p>',
      },
      no: {
        slug: 'smoreuka',
        title: 'Smøreuka',
        excerpt: 'Alt innen smøring og smøreutstyr – pluss gratis smørekurs i butikkene våre.',
        categoryLinks: [{ title: 'Smøring', slug: 'langrenn-smoring' }],
        body: '<p>I smøreuka inviterer vi til kveldskurs i butikkene våre. Lær det grunnleggende om glid- og festesmøring av våre serviceteknikere.</p>',
      },
      fi: {
        slug: 'voiteluviikko',
        title: 'Voiteluviikko',
        excerpt: 'Kaikki voiteet ja voitelutarvikkeet – sekä ilmainen voitelukurssi myymälöissämme.',
        categoryLinks: [{ title: 'Voiteet', slug: 'murtomaahiihto-voiteet' }],
        body: '<p>Voiteluviikolla järjestämme iltakursseja myymälöissämme. Huoltoteknikkomme opettavat luisto- ja pitovoitelun perusteet.</p>',
      },
    },
  ),
];
