import { art, localized } from './helpers.ts';

const block = (id: string, order: number, fields: Record<string, unknown>) => ({ id, order, ...fields });

/** The home content (fixed id 'home'): hero, blocks (≤ 4), middle blocks (≤ 5), content areas (≤ 2), linked categories. */
export const home = localized('home', { bannerBackgroundImage: art('home', 'hero') }, {
  sv: {
    hero: block('hero', 0, { title: 'Vintern är här', text: 'Nya längdskidor, varma lager och valla för alla före.', btnText: 'Handla längdskidor', link: '/c/langdskidor', bgColor: '#0f2f52', textColor: '#ffffff', bgImage: art('home', 'hero'), showBgImg: true, size: 'large' }),
    blocks: [
      block('b1', 1, { title: 'Längdskidor', text: 'Klassiskt, skate och skin.', btnText: 'Se alla', link: '/c/langdskidor', bgColor: '#e7f0f8', bredd: 3 }),
      block('b2', 2, { title: 'Alpint', text: 'Skidor, pjäxor och hjälmar.', btnText: 'Se alla', link: '/c/alpint', bgColor: '#fdecea', bredd: 3 }),
      block('b3', 3, { title: 'Löpning', text: 'Skor för asfalt och stig.', btnText: 'Se alla', link: '/c/lopning', bgColor: '#eaf6ee', bredd: 3 }),
      block('b4', 4, { title: 'Friluftsliv', text: 'Jackor, ryggsäckar och tält.', btnText: 'Se alla', link: '/c/friluftsliv', bgColor: '#fff6e0', bredd: 3 }),
    ],
    middleBlocks: [
      block('m1', 1, { title: 'Vallaguiden', text: 'Hitta rätt valla för dagens före.', btnText: 'Läs guiden', link: '/kopguider/vallaguide', bgColor: '#1b4f8a', textColor: '#ffffff', bredd: 6 }),
      block('m2', 2, { title: 'Magasinet', text: 'Teknik, träning och turtips.', btnText: 'Till magasinet', link: '/magasin', bgColor: '#14202b', textColor: '#ffffff', bredd: 6 }),
      block('m3', 3, { title: 'Vinterstart', text: '10 % rabatt med koden VINTER10.', btnText: 'Till kampanjen', link: '/kampanjer/vinterstart', bgColor: '#b3261e', textColor: '#ffffff', bredd: 4 }),
      block('m4', 4, { title: 'Presentkort', text: 'Ge bort en tur i spåret.', btnText: 'Köp presentkort', link: '/c/presentkort', bgColor: '#f3f6f8', bredd: 4 }),
      block('m5', 5, { title: 'Kundservice', text: 'Vi svarar vardagar 08–17.', btnText: 'Kontakta oss', link: '/sida/kundservice', bgColor: '#f3f6f8', bredd: 4 }),
    ],
    contentAreas: [
      { id: 'c1', title: 'Utrustning av skidåkare, för skidåkare', body: '<p>Alla hos Nordpeak åker, springer och vandrar själva. Därför testar vi det vi säljer och ger ärliga råd.</p>' },
      { id: 'c2', title: 'Trygg handel', body: '<p>Orderbekräftelse inom 20 minuter, leverans inom 24 timmar om varan finns i lager och 30 dagars öppet köp.</p>' },
    ],
    linkedCategories: [
      { magentoId: 10, icon: 'xc-ski', title: 'Längdskidor', slug: 'langdskidor' }, { magentoId: 20, icon: 'alpine', title: 'Alpint', slug: 'alpint' },
      { magentoId: 30, icon: 'running', title: 'Löpning', slug: 'lopning' }, { magentoId: 40, icon: 'outdoor', title: 'Friluftsliv', slug: 'friluftsliv' },
      { magentoId: 50, icon: 'clothing', title: 'Kläder', slug: 'klader' },
    ],
  },
  no: {
    hero: block('hero', 0, { title: 'Vinteren er her', text: 'Nye langrennski, varme lag og smøring for alt føre.', btnText: 'Kjøp langrennski', link: '/no/c/langrenn', bgColor: '#0f2f52', textColor: '#ffffff', bgImage: art('home', 'hero'), showBgImg: true, size: 'large' }),
    blocks: [
      block('b1', 1, { title: 'Langrenn', text: 'Klassisk, skøyting og felle.', btnText: 'Se alle', link: '/no/c/langrenn', bgColor: '#e7f0f8', bredd: 3 }),
      block('b2', 2, { title: 'Alpint', text: 'Ski, støvler og hjelmer.', btnText: 'Se alle', link: '/no/c/alpint', bgColor: '#fdecea', bredd: 3 }),
      block('b3', 3, { title: 'Løping', text: 'Sko for asfalt og sti.', btnText: 'Se alle', link: '/no/c/loping', bgColor: '#eaf6ee', bredd: 3 }),
      block('b4', 4, { title: 'Friluftsliv', text: 'Jakker, sekker og telt.', btnText: 'Se alle', link: '/no/c/friluftsliv', bgColor: '#fff6e0', bredd: 3 }),
    ],
    middleBlocks: [
      block('m1', 1, { title: 'Smøreguiden', text: 'Finn riktig smøring for dagens føre.', btnText: 'Les veiledningen', link: '/no/kjopsveiledninger/smoreguide', bgColor: '#1b4f8a', textColor: '#ffffff', bredd: 6 }),
      block('m2', 2, { title: 'Magasinet', text: 'Teknikk, trening og turtips.', btnText: 'Til magasinet', link: '/no/magasin', bgColor: '#14202b', textColor: '#ffffff', bredd: 6 }),
      block('m3', 3, { title: 'Vinterstart', text: '10 % rabatt med koden VINTER10.', btnText: 'Til kampanjen', link: '/no/kampanjer/vinterstart', bgColor: '#b3261e', textColor: '#ffffff', bredd: 4 }),
      block('m4', 4, { title: 'Gavekort', text: 'Gi bort en tur i sporet.', btnText: 'Kjøp gavekort', link: '/no/c/gavekort', bgColor: '#f3f6f8', bredd: 4 }),
      block('m5', 5, { title: 'Kundeservice', text: 'Vi svarer hverdager 08–17.', btnText: 'Kontakt oss', link: '/no/sida/kundeservice', bgColor: '#f3f6f8', bredd: 4 }),
    ],
    contentAreas: [
      { id: 'c1', title: 'Utstyr fra skiløpere, for skiløpere', body: '<p>Alle i Nordpeak går på ski, løper og går turer selv. Derfor tester vi det vi selger og gir ærlige råd.</p>' },
      { id: 'c2', title: 'Trygg handel', body: '<p>Ordrebekreftelse innen 20 minutter, sending innen 24 timer når varen er på lager og 30 dagers åpent kjøp.</p>' },
    ],
    linkedCategories: [
      { magentoId: 10, icon: 'xc-ski', title: 'Langrenn', slug: 'langrenn' }, { magentoId: 20, icon: 'alpine', title: 'Alpint', slug: 'alpint' },
      { magentoId: 30, icon: 'running', title: 'Løping', slug: 'loping' }, { magentoId: 40, icon: 'outdoor', title: 'Friluftsliv', slug: 'friluftsliv' },
      { magentoId: 50, icon: 'clothing', title: 'Klær', slug: 'klaer' },
    ],
  },
  fi: {
    hero: block('hero', 0, { title: 'Talvi on täällä', text: 'Uudet murtomaasukset, lämpimät kerrokset ja voiteet joka kelille.', btnText: 'Osta murtomaasukset', link: '/fi/c/murtomaahiihto', bgColor: '#0f2f52', textColor: '#ffffff', bgImage: art('home', 'hero'), showBgImg: true, size: 'large' }),
    blocks: [
      block('b1', 1, { title: 'Murtomaahiihto', text: 'Perinteinen, vapaa ja karvapohja.', btnText: 'Katso kaikki', link: '/fi/c/murtomaahiihto', bgColor: '#e7f0f8', bredd: 3 }),
      block('b2', 2, { title: 'Laskettelu', text: 'Sukset, monot ja kypärät.', btnText: 'Katso kaikki', link: '/fi/c/laskettelu', bgColor: '#fdecea', bredd: 3 }),
      block('b3', 3, { title: 'Juoksu', text: 'Kengät asfaltille ja poluille.', btnText: 'Katso kaikki', link: '/fi/c/juoksu', bgColor: '#eaf6ee', bredd: 3 }),
      block('b4', 4, { title: 'Retkeily', text: 'Takit, reput ja teltat.', btnText: 'Katso kaikki', link: '/fi/c/retkeily', bgColor: '#fff6e0', bredd: 3 }),
    ],
    middleBlocks: [
      block('m1', 1, { title: 'Voiteluopas', text: 'Löydä oikea voide päivän kelille.', btnText: 'Lue opas', link: '/fi/guides/voiteluopas', bgColor: '#1b4f8a', textColor: '#ffffff', bredd: 6 }),
      block('m2', 2, { title: 'Lehti', text: 'Tekniikkaa, harjoittelua ja retkivinkkejä.', btnText: 'Lehteen', link: '/fi/magazine', bgColor: '#14202b', textColor: '#ffffff', bredd: 6 }),
      block('m3', 3, { title: 'Talven avaus', text: '10 % alennus koodilla VINTER10.', btnText: 'Kampanjaan', link: '/fi/campaigns/talven-avaus', bgColor: '#b3261e', textColor: '#ffffff', bredd: 4 }),
      block('m4', 4, { title: 'Lahjakortit', text: 'Anna lahjaksi hiihtoretki.', btnText: 'Osta lahjakortti', link: '/fi/c/lahjakortit', bgColor: '#f3f6f8', bredd: 4 }),
      block('m5', 5, { title: 'Asiakaspalvelu', text: 'Vastaamme arkisin klo 8–17.', btnText: 'Ota yhteyttä', link: '/fi/page/asiakaspalvelu', bgColor: '#f3f6f8', bredd: 4 }),
    ],
    contentAreas: [
      { id: 'c1', title: 'Hiihtäjien varusteet hiihtäjiltä', body: '<p>Kaikki Nordpeakilla hiihtävät, juoksevat ja retkeilevät itse. Siksi testaamme myymämme tuotteet ja annamme rehellisiä neuvoja.</p>' },
      { id: 'c2', title: 'Turvallista kaupankäyntiä', body: '<p>Tilausvahvistus 20 minuutissa, lähetys 24 tunnissa varastotuotteille ja 30 päivän palautusoikeus.</p>' },
    ],
    linkedCategories: [
      { magentoId: 10, icon: 'xc-ski', title: 'Murtomaahiihto', slug: 'murtomaahiihto' }, { magentoId: 20, icon: 'alpine', title: 'Laskettelu', slug: 'laskettelu' },
      { magentoId: 30, icon: 'running', title: 'Juoksu', slug: 'juoksu' }, { magentoId: 40, icon: 'outdoor', title: 'Retkeily', slug: 'retkeily' },
      { magentoId: 50, icon: 'clothing', title: 'Vaatteet', slug: 'vaatteet' },
    ],
  },
});
