import type { StoreCode } from '../lib/store-view/config.ts';
import { art, localized } from './helpers.ts';

type Texts = Record<StoreCode, { description: string; metaDescription: string }>;

const topTitle = { sv: 'Populära produkter', no: 'Populære produkter', fi: 'Suosituimmat tuotteet' };

function brand(
  id: string,
  name: string,
  topProducts: string[],
  texts: Texts,
  extra: { youtubeFilm?: string; sizeguide?: Record<StoreCode, string> } = {},
) {
  const { sizeguide: guide, ...shared } = extra;
  return localized(
    id,
    {
      slug: id,
      name,
      title: name,
      brandLogo: art('brands', `${id}-logo`),
      heroImage: art('brands', id),
      topProducts,
      showTopProducts: true,
      ...shared,
    },
    {
      sv: { ...texts.sv, topProductsTitle: `${topTitle.sv} från ${name}`, ...(guide ? { sizeguide: guide.sv } : {}) },
      no: { ...texts.no, topProductsTitle: `${topTitle.no} fra ${name}`, ...(guide ? { sizeguide: guide.no } : {}) },
      fi: { ...texts.fi, topProductsTitle: `${topTitle.fi}: ${name}`, ...(guide ? { sizeguide: guide.fi } : {}) },
    },
  );
}

const sizeguide = {
  sv: '<p>Välj skidlängd efter din längd och spann efter din vikt. Mellan två storlekar? Välj den längre för klassisk och den kortare för skate.</p><table><caption>Längd på klassiska skidor</caption><thead><tr><th scope="col">Din längd</th><th scope="col">Skidlängd</th></tr></thead><tbody><tr><td>160–170 cm</td><td>187–192 cm</td></tr><tr><td>170–180 cm</td><td>197–202 cm</td></tr><tr><td>180–190 cm</td><td>202–207 cm</td></tr></tbody></table>',
  no: '<p>Velg skilengde etter høyden din og spenn etter vekten. Mellom to størrelser? Velg den lengste til klassisk og den korteste til skøyting.</p><table><caption>Lengde på klassiske ski</caption><thead><tr><th scope="col">Din høyde</th><th scope="col">Skilengde</th></tr></thead><tbody><tr><td>160–170 cm</td><td>187–192 cm</td></tr><tr><td>170–180 cm</td><td>197–202 cm</td></tr><tr><td>180–190 cm</td><td>202–207 cm</td></tr></tbody></table>',
  fi: '<p>Valitse suksen pituus pituutesi ja jäykkyys painosi mukaan. Kahden koon välissä? Valitse perinteiseen pidempi ja vapaaseen lyhyempi.</p><table><caption>Perinteisen suksien pituus</caption><thead><tr><th scope="col">Pituutesi</th><th scope="col">Suksen pituus</th></tr></thead><tbody><tr><td>160–170 cm</td><td>187–192 cm</td></tr><tr><td>170–180 cm</td><td>197–202 cm</td></tr><tr><td>180–190 cm</td><td>202–207 cm</td></tr></tbody></table>',
};

/** Every demo brand of the catalogue (src/lib/server/seed/reference.ts). */
export const brands = [
  ...brand(
    'fischler',
    'Fischler',
    ['150001', '150005', '150031', '150034'],
    {
      sv: {
        description:
          '<p>Fischler bygger längdskidor för alla som vill fort fram – från motionärens skinskidor till världscupens tävlingsmodeller. Lätta kärnor, noggrant utprovade spann och pjäxor som sitter som en handske.</p>',
        metaDescription: 'Längdskidor, pjäxor och tillbehör från Fischler hos Nordpeak.',
      },
      no: {
        description:
          '<p>Fischler lager langrennski for alle som vil fort frem – fra mosjonistens felleski til verdenscupens konkurransemodeller. Lette kjerner, nøye utprøvde spenn og støvler som sitter som hanske.</p>',
        metaDescription: 'Langrennski, støvler og tilbehør fra Fischler hos Nordpeak.',
      },
      fi: {
        description:
          '<p>Fischler valmistaa murtomaasuksia kaikille, jotka haluavat edetä nopeasti – kuntoilijan karvapohjista maailmancupin kilpamalleihin. Kevyet ytimet, tarkasti testatut jouset ja monot, jotka istuvat kuin hansikas.</p>',
        metaDescription: 'Fischlerin murtomaasukset, monot ja tarvikkeet Nordpeakilta.',
      },
    },
    { youtubeFilm: 'aqz-KE-bpKQ', sizeguide },
  ),
  ...brand(
    'nordvik',
    'Nordvik',
    ['150002', '150006', '150032'],
    {
      sv: {
        description:
          '<p>Nordvik föddes i de norska skogarna och gör skidor och pjäxor med fokus på hållbarhet och passform. Juniorserien gör det enkelt att ta med hela familjen ut i spåret.</p>',
        metaDescription: 'Nordviks längdskidor och pjäxor för vuxna och juniorer.',
      },
      no: {
        description:
          '<p>Nordvik ble født i de norske skogene og lager ski og støvler med fokus på holdbarhet og passform. Juniorserien gjør det enkelt å ta med hele familien i sporet.</p>',
        metaDescription: 'Nordviks langrennski og støvler for voksne og juniorer.',
      },
      fi: {
        description:
          '<p>Nordvik syntyi Norjan metsissä ja tekee suksia ja monoja kestävyys ja istuvuus edellä. Junioreiden mallisto tekee koko perheen ladulle lähtemisestä helppoa.</p>',
        metaDescription: 'Nordvikin murtomaasukset ja monot aikuisille ja junioreille.',
      },
    },
    { sizeguide },
  ),
  ...brand('polarlys', 'Polarlys', ['150003', '150065', '150109'], {
    sv: {
      description:
        '<p>Polarlys – norrsken på norska – gör stavar och skidor för både längd och alpint. Lätta kolfiberstavar och alpinskidor som älskar carving.</p>',
      metaDescription: 'Stavar, längdskidor och alpinskidor från Polarlys.',
    },
    no: {
      description:
        '<p>Polarlys lager staver og ski for både langrenn og alpint. Lette karbonstaver og alpinski som elsker carving.</p>',
      metaDescription: 'Staver, langrennski og alpinski fra Polarlys.',
    },
    fi: {
      description:
        '<p>Polarlys – revontulet norjaksi – tekee sauvoja ja suksia sekä murtomaalle että rinteeseen. Kevyitä hiilikuitusauvoja ja laskettelusuksia, jotka rakastavat kaarrehiihtoa.</p>',
      metaDescription: 'Polarlysin sauvat, murtomaasukset ja laskettelusukset.',
    },
  }),
  ...brand('kaamos', 'Kaamos', ['150004', '150033', '150195'], {
    sv: {
      description:
        '<p>Kaamos är det finska ordet för polarnatten. Märket gör utrustning för de mörkaste och kallaste månaderna – varma pjäxor, skidor för kall snö och löparkläder med reflexer.</p>',
      metaDescription: 'Kaamos: skidor, pjäxor och löparkläder för kalla vintrar.',
    },
    no: {
      description:
        '<p>Kaamos er det finske ordet for mørketid. Merket lager utstyr for de mørkeste og kaldeste månedene – varme støvler, ski for kald snø og løpeklær med refleks.</p>',
      metaDescription: 'Kaamos: ski, støvler og løpeklær for kalde vintre.',
    },
    fi: {
      description:
        '<p>Kaamos tekee varusteita vuoden pimeimpiin ja kylmimpiin kuukausiin – lämpimiä monoja, pakkaslumen suksia ja heijastimin varustettuja juoksuvaatteita.</p>',
      metaDescription: 'Kaamos: sukset, monot ja juoksuvaatteet kylmiin talviin.',
    },
  }),
  ...brand('fjellrev', 'Fjellrev', ['150233', '150236', '150258', '150262'], {
    sv: {
      description:
        '<p>Fjellrev – fjällräv på norska – gör jackor och ryggsäckar för långa turer i hårt väder. Slitstarka material, genomtänkta detaljer och reparerbara konstruktioner.</p>',
      metaDescription: 'Jackor och ryggsäckar från Fjellrev för fjäll och stad.',
    },
    no: {
      description:
        '<p>Fjellrev lager jakker og sekker for lange turer i hardt vær. Slitesterke materialer, gjennomtenkte detaljer og konstruksjoner som kan repareres.</p>',
      metaDescription: 'Jakker og sekker fra Fjellrev for fjell og by.',
    },
    fi: {
      description:
        '<p>Fjellrev – naali norjaksi – tekee takkeja ja reppuja pitkille retkille kovassa säässä. Kestävät materiaalit, harkitut yksityiskohdat ja korjattavat rakenteet.</p>',
      metaDescription: 'Fjellrevin takit ja reput tunturiin ja kaupunkiin.',
    },
  }),
  ...brand('tindra', 'Tindra', ['150110', '150113', '150129', '150153'], {
    sv: {
      description:
        '<p>Tindra gör alpinskidor, pjäxor och hjälmar för dig som vill ha kontroll i alla lägen – från preparerad pist till djup puder.</p>',
      metaDescription: 'Alpinskidor, pjäxor och hjälmar från Tindra.',
    },
    no: {
      description:
        '<p>Tindra lager alpinski, støvler og hjelmer for deg som vil ha kontroll i alle situasjoner – fra preparert løype til dyp puddersnø.</p>',
      metaDescription: 'Alpinski, støvler og hjelmer fra Tindra.',
    },
    fi: {
      description:
        '<p>Tindra tekee laskettelusuksia, -monoja ja kypäriä sinulle, joka haluat hallita jokaista tilannetta – rinteestä syvään puuteriin.</p>',
      metaDescription: 'Tindran laskettelusukset, monot ja kypärät.',
    },
  }),
  ...brand('vindel', 'Vindel', ['150078', '150081', '150218'], {
    sv: {
      description:
        '<p>Vindel utvecklar valla i sitt eget labb i Västerbotten och testar varje recept i riktiga spår. Dessutom sportnäring för långa dagar ute.</p>',
      metaDescription: 'Valla, vallningstillbehör och sportnäring från Vindel.',
    },
    no: {
      description:
        '<p>Vindel utvikler smøring i sitt eget laboratorium og tester hver oppskrift i ekte spor. I tillegg sportsernæring for lange dager ute.</p>',
      metaDescription: 'Smøring, smøreutstyr og sportsernæring fra Vindel.',
    },
    fi: {
      description:
        '<p>Vindel kehittää voiteet omassa laboratoriossaan ja testaa jokaisen reseptin oikeilla laduilla. Lisäksi urheiluravinteita pitkille päiville ulkona.</p>',
      metaDescription: 'Vindelin voiteet, voitelutarvikkeet ja urheiluravinteet.',
    },
  }),
  ...brand('revontuli', 'Revontuli', ['150163', '150166', '150193'], {
    sv: {
      description:
        '<p>Revontuli betyder norrsken på finska. Märket gör löparskor och löparkläder för nordiska förhållanden: grepp på blöta stigar och värme i mörka morgnar.</p>',
      metaDescription: 'Löparskor och löparkläder från Revontuli.',
    },
    no: {
      description:
        '<p>Revontuli betyr nordlys på finsk. Merket lager løpesko og løpeklær for nordiske forhold: grep på våte stier og varme i mørke morgener.</p>',
      metaDescription: 'Løpesko og løpeklær fra Revontuli.',
    },
    fi: {
      description:
        '<p>Revontuli tekee juoksukenkiä ja -vaatteita pohjoisiin oloihin: pitoa märille poluille ja lämpöä pimeisiin aamuihin.</p>',
      metaDescription: 'Revontulen juoksukengät ja juoksuvaatteet.',
    },
  }),
  ...brand('skarvik', 'Skarvik', ['150053', '150066', '150080'], {
    sv: {
      description:
        '<p>Skarvik gör bindningar, stavar och vallningsutrustning – de delar som gör att allt annat fungerar. Robust, enkelt och lätt att serva.</p>',
      metaDescription: 'Bindningar, stavar och valla från Skarvik.',
    },
    no: {
      description:
        '<p>Skarvik lager bindinger, staver og smøreutstyr – delene som får alt annet til å fungere. Robust, enkelt og lett å vedlikeholde.</p>',
      metaDescription: 'Bindinger, staver og smøring fra Skarvik.',
    },
    fi: {
      description:
        '<p>Skarvik tekee siteitä, sauvoja ja voitelutarvikkeita – osia, joiden ansiosta kaikki muu toimii. Kestävää, yksinkertaista ja helppohuoltoista.</p>',
      metaDescription: 'Skarvikin siteet, sauvat ja voiteet.',
    },
  }),
];

type SubTexts = Record<StoreCode, { title?: string; description: string }>;

function subBrand(parent: string, slug: string, title: string, fields: Record<string, unknown>, texts: SubTexts) {
  const linkTitle = {
    sv: `Alla produkter från ${parent[0]!.toUpperCase()}${parent.slice(1)}`,
    no: `Alle produkter fra ${parent[0]!.toUpperCase()}${parent.slice(1)}`,
    fi: `Kaikki ${parent[0]!.toUpperCase()}${parent.slice(1)}-tuotteet`,
  };
  const brandBase = { sv: '/varumarke', no: '/no/varumarke', fi: '/fi/brand' };
  const customTitle = { sv: 'Utvalda produkter', no: 'Utvalgte produkter', fi: 'Valitut tuotteet' };
  return localized(
    `${parent}-${slug}`,
    { slug, subBrandSlug: slug, parentBrand: parent, heroImage: art('brands', `${parent}-${slug}`), ...fields },
    {
      sv: {
        title: texts.sv.title ?? title,
        description: texts.sv.description,
        customProductsTitle: customTitle.sv,
        subBrandLinks: [{ title: linkTitle.sv, url: `${brandBase.sv}/${parent}` }],
      },
      no: {
        title: texts.no.title ?? title,
        description: texts.no.description,
        customProductsTitle: customTitle.no,
        subBrandLinks: [{ title: linkTitle.no, url: `${brandBase.no}/${parent}` }],
      },
      fi: {
        title: texts.fi.title ?? title,
        description: texts.fi.description,
        customProductsTitle: customTitle.fi,
        subBrandLinks: [{ title: linkTitle.fi, url: `${brandBase.fi}/${parent}` }],
      },
    },
  );
}

/** Sub-brands; `parentBrand` is the brand id; `attributes` filter the brand's products. */
export const subBrands = [
  ...subBrand(
    'fischler',
    'speed',
    'Fischler Speed',
    { attributes: [{ attributeProperty: 'ls_aktivitet', attributeValue: 'skate' }], customProducts: ['150001'] },
    {
      sv: {
        description:
          '<p>Speed-serien är Fischlers snabbaste skateutrustning: styva skidor och pjäxor med högt stöd.</p>',
      },
      no: {
        description: '<p>Speed-serien er Fischlers raskeste skøyteutstyr: stive ski og støvler med høy støtte.</p>',
      },
      fi: {
        description: '<p>Speed-sarja on Fischlerin nopein vapaan hiihdon varustus: jäykät sukset ja tukevat monot.</p>',
      },
    },
  ),
  ...subBrand(
    'fischler',
    'tour',
    'Fischler Tour',
    { attributes: [{ attributeProperty: 'ls_aktivitet', attributeValue: 'klassisk' }], customProducts: ['150037'] },
    {
      sv: {
        description:
          '<p>Tour är gjord för långa, sköna turer i klassisk stil – bekväma pjäxor och förlåtande skidor.</p>',
      },
      no: {
        description:
          '<p>Tour er laget for lange, gode turer i klassisk stil – komfortable støvler og tilgivende ski.</p>',
      },
      fi: {
        description:
          '<p>Tour on tehty pitkille ja mukaville perinteisen retkille – mukavat monot ja anteeksiantavat sukset.</p>',
      },
    },
  ),
  ...subBrand(
    'nordvik',
    'race',
    'Nordvik Race',
    { attributes: [{ attributeProperty: 'ls_aktivitet', attributeValue: 'skate' }] },
    {
      sv: { description: '<p>Race är Nordviks tävlingsserie, utvecklad tillsammans med norska klubbåkare.</p>' },
      no: { description: '<p>Race er Nordviks konkurranseserie, utviklet sammen med norske klubbløpere.</p>' },
      fi: {
        description:
          '<p>Race on Nordvikin kilpasarja, joka on kehitetty yhdessä norjalaisten seurahiihtäjien kanssa.</p>',
      },
    },
  ),
  ...subBrand(
    'nordvik',
    'junior',
    'Nordvik Junior',
    { attributes: [{ attributeProperty: 'ls_modell', attributeValue: 'Junior Race' }], customProducts: ['150041'] },
    {
      sv: {
        description: '<p>Junior gör det roligt att lära sig åka: lätta pjäxor och skidor som växer med barnet.</p>',
      },
      no: { description: '<p>Junior gjør det gøy å lære å gå på ski: lette støvler og ski som vokser med barnet.</p>' },
      fi: {
        description:
          '<p>Junior tekee hiihtämään oppimisesta hauskaa: kevyet monot ja sukset, jotka kasvavat lapsen mukana.</p>',
      },
    },
  ),
  ...subBrand(
    'polarlys',
    'pro',
    'Polarlys Pro',
    { attributes: [{ attributeProperty: 'ls_aktivitet', attributeValue: 'alpint' }] },
    {
      sv: { description: '<p>Pro-serien samlar Polarlys alpinskidor för dig som åker mycket och fort.</p>' },
      no: { description: '<p>Pro-serien samler Polarlys sine alpinski for deg som kjører mye og fort.</p>' },
      fi: { description: '<p>Pro-sarja kokoaa Polarlysin laskettelusukset paljon ja lujaa laskeville.</p>' },
    },
  ),
  ...subBrand(
    'kaamos',
    'arctic',
    'Kaamos Arctic',
    { attributes: [{ attributeProperty: 'ls_sasong', attributeValue: 'vinter' }] },
    {
      sv: { description: '<p>Arctic är Kaamos vinterserie för riktigt kalla dagar.</p>' },
      no: { description: '<p>Arctic er Kaamos sin vinterserie for virkelig kalde dager.</p>' },
      fi: { description: '<p>Arctic on Kaamoksen talvimallisto todella kylmiin päiviin.</p>' },
    },
  ),
  ...subBrand(
    'fjellrev',
    'expedition',
    'Fjellrev Expedition',
    {
      attributes: [{ attributeProperty: 'ls_aktivitet', attributeValue: 'fjall' }],
      customProducts: ['150233', '150264'],
    },
    {
      sv: { description: '<p>Expedition är byggd för veckor på fjället: dunjackor och stora ryggsäckar.</p>' },
      no: { description: '<p>Expedition er bygget for uker på fjellet: dunjakker og store sekker.</p>' },
      fi: { description: '<p>Expedition on tehty viikkojen tunturiretkille: untuvatakit ja isot rinkat.</p>' },
    },
  ),
  ...subBrand(
    'fjellrev',
    'urban',
    'Fjellrev Urban',
    { customProducts: ['150248', '150266'], filterByText: 'Urban' },
    {
      sv: { description: '<p>Urban tar med sig fjällkvaliteten in i staden – parkas och pendlarryggsäckar.</p>' },
      no: { description: '<p>Urban tar fjellkvaliteten med inn i byen – parkaser og pendlersekker.</p>' },
      fi: { description: '<p>Urban tuo tunturilaadun kaupunkiin – parkat ja työmatkareput.</p>' },
    },
  ),
  ...subBrand(
    'tindra',
    'trail',
    'Tindra Trail',
    { attributes: [{ attributeProperty: 'ls_sasong', attributeValue: 'vinter' }] },
    {
      sv: { description: '<p>Trail är Tindras serie för toppturer och offpist.</p>' },
      no: { description: '<p>Trail er Tindras serie for toppturer og offpist.</p>' },
      fi: { description: '<p>Trail on Tindran mallisto huipputureille ja offareille.</p>' },
    },
  ),
  ...subBrand(
    'vindel',
    'wax-lab',
    'Vindel Wax Lab',
    { attributes: [{ attributeProperty: 'ls_variant_utrust', attributeValue: 'glid' }] },
    {
      sv: { description: '<p>Wax Lab är Vindels tävlingsvallor, testade i labbet och i spåret.</p>' },
      no: { description: '<p>Wax Lab er Vindels konkurransesmøring, testet i laboratoriet og i sporet.</p>' },
      fi: { description: '<p>Wax Lab on Vindelin kilpavoiteet, testattu laboratoriossa ja ladulla.</p>' },
    },
  ),
  ...subBrand(
    'revontuli',
    'run',
    'Revontuli Run',
    { attributes: [{ attributeProperty: 'ls_aktivitet', attributeValue: 'landsvag' }] },
    {
      sv: { description: '<p>Run är Revontulis skor och kläder för asfalt och grusväg.</p>' },
      no: { description: '<p>Run er Revontulis sko og klær for asfalt og grusvei.</p>' },
      fi: { description: '<p>Run on Revontulen kengät ja vaatteet asfaltille ja soratielle.</p>' },
    },
  ),
];
