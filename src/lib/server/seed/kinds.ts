import type { Localized } from '../db/schema/catalog.ts';
import { TAX_CLASS } from './reference.ts';

/** The axes a configurable kind varies by. */
export type Axis =
  | 'colour'
  | 'clothingSize'
  | 'shoeSize'
  | 'xcLength'
  | 'alpineLength'
  | 'poleLength'
  | 'taste'
  | 'equipmentSize'
  | 'gloveSize';

/** A kind of product in the demo catalogue: where it sits, what it costs, how it is named and described. */
export interface KindDef {
  key: string;
  /** Illustration drawn for it (see images/illustrations.ts). */
  shape: string;
  /** A model drawn as another shape (a wind jacket among running tops). */
  modelShapes?: Record<string, string>;
  categories: string[];
  count: number;
  brands: string[];
  models: string[];
  suffixes?: string[];
  nouns: Localized;
  axes: Axis[];
  /** Number of colours a configurable kind comes in. */
  colourCount?: [number, number];
  priceSek: [number, number];
  taxClass?: number;
  season: 'vinter' | 'sommar' | 'helar';
  activities: string[];
  equipmentVariant?: string[];
  descriptions: Localized;
  features: { sv: string[]; no: string[]; fi: string[] };
}

/**
 * Description templates: {name} the product name, {feature} one feature sentence, {brand} the brand.
 * Written to read naturally in each language.
 */
export const kindDefs: KindDef[] = [
  {
    key: 'xc-ski',
    shape: 'ski',
    categories: ['xc-skis'],
    count: 30,
    brands: ['fischler', 'nordvik', 'polarlys', 'kaamos'],
    models: [
      'Speedmax',
      'Carbonlite',
      'Glide Pro',
      'Arctic Race',
      'Fjällspår',
      'Crown',
      'Zero',
      'Twin Skin',
      'Aurora',
      'Vasa',
    ],
    suffixes: ['Skate', 'Classic', 'Skin'],
    nouns: { sv: 'längdskidor', no: 'langrennski', fi: 'murtomaasukset' },
    axes: ['xcLength'],
    priceSek: [1499, 6999],
    season: 'vinter',
    activities: ['klassisk', 'skate'],
    descriptions: {
      sv: '{name} från {brand} är gjorda för dig som vill få ut mer av varje skidtur. {feature} Välj längd efter vikt och längd – fråga gärna vår kundservice om du är osäker.',
      no: '{name} fra {brand} er laget for deg som vil få mer ut av hver skitur. {feature} Velg lengde etter vekt og høyde – spør gjerne kundeservice hvis du er usikker.',
      fi: '{brand} {name} on tehty hiihtäjälle, joka haluaa saada jokaisesta lenkistä enemmän irti. {feature} Valitse pituus painon ja pituuden mukaan – kysy tarvittaessa asiakaspalvelulta.',
    },
    features: {
      sv: [
        'Den lätta träkärnan med kolfiberförstärkning ger ett spänstigt frånskjut.',
        'Slipningen ger bra glid i både kall och blöt snö.',
        'Mjuk spets gör skidan lättåkt i spåret även för motionärer.',
      ],
      no: [
        'Den lette trekjernen med karbonforsterkning gir et spenstig fraspark.',
        'Slipingen gir god gli både i kald og våt snø.',
        'Myk tupp gjør skien lettgått i sporet også for mosjonister.',
      ],
      fi: [
        'Kevyt puuydin ja hiilikuituvahvikkeet antavat potkuun jäntevyyttä.',
        'Pohjan hionta luistaa hyvin sekä pakkaslumella että nuoskalla.',
        'Pehmeä kärki tekee suksesta helpon myös kuntohiihtäjälle.',
      ],
    },
  },
  {
    key: 'xc-boot',
    shape: 'boot',
    categories: ['xc-boots'],
    count: 20,
    brands: ['fischler', 'nordvik', 'kaamos'],
    models: ['Carbon Skate', 'Classic Pro', 'Tour Comfort', 'Junior Race', 'Pursuit', 'Speed Combi'],
    nouns: { sv: 'längdpjäxor', no: 'langrennsstøvler', fi: 'hiihtomonot' },
    axes: ['shoeSize'],
    priceSek: [999, 3999],
    season: 'vinter',
    activities: ['klassisk', 'skate'],
    descriptions: {
      sv: '{name} kombinerar stöd och komfort för långa pass i spåret. {feature} Pjäxan passar NNN-bindningar.',
      no: '{name} kombinerer støtte og komfort for lange økter i sporet. {feature} Støvelen passer NNN-bindinger.',
      fi: '{name} yhdistää tuen ja mukavuuden pitkille hiihtolenkeille. {feature} Mono sopii NNN-siteisiin.',
    },
    features: {
      sv: [
        'Den värmeformbara innerskon formar sig efter din fot.',
        'Snörskyddet håller snön ute och värmen inne.',
        'Den styva sulan ger en direkt kraftöverföring.',
      ],
      no: [
        'Den varmeformbare innersokken former seg etter foten din.',
        'Snørebeskyttelsen holder snøen ute og varmen inne.',
        'Den stive sålen gir direkte kraftoverføring.',
      ],
      fi: [
        'Lämpömuotoiltava sisäkenkä mukautuu jalkaasi.',
        'Nauhasuoja pitää lumen ulkona ja lämmön sisällä.',
        'Jäykkä pohja välittää voiman suoraan suksille.',
      ],
    },
  },
  {
    key: 'xc-binding',
    shape: 'binding',
    categories: ['xc-bindings'],
    count: 12,
    brands: ['fischler', 'nordvik', 'skarvik'],
    models: ['Move Race', 'Control Classic', 'Turnamic Tour', 'Xcelerator', 'Prolink'],
    nouns: { sv: 'längdbindning', no: 'langrennsbinding', fi: 'murtomaasiteet' },
    axes: [],
    priceSek: [499, 1299],
    season: 'vinter',
    activities: ['klassisk', 'skate'],
    descriptions: {
      sv: '{name} är en pålitlig bindning med enkel instegning. {feature}',
      no: '{name} er en pålitelig binding med enkel innstigning. {feature}',
      fi: '{name} on luotettava side, johon on helppo astua. {feature}',
    },
    features: {
      sv: [
        'Bindningen kan flyttas fram och bak utan verktyg för bättre fäste eller glid.',
        'Låg vikt och stabil plattform ger god kontroll.',
      ],
      no: [
        'Bindingen kan flyttes frem og tilbake uten verktøy for bedre feste eller gli.',
        'Lav vekt og stabil plattform gir god kontroll.',
      ],
      fi: [
        'Sitettä voi siirtää eteen ja taakse ilman työkaluja paremman pidon tai luiston saamiseksi.',
        'Keveys ja vakaa alusta antavat hyvän hallinnan.',
      ],
    },
  },
  {
    key: 'xc-pole',
    shape: 'pole',
    categories: ['xc-poles'],
    count: 15,
    brands: ['fischler', 'nordvik', 'polarlys', 'skarvik'],
    models: ['Carbon 100', 'Race Lite', 'Tour Alu', 'Speed 80', 'Junior'],
    nouns: { sv: 'längdstavar', no: 'langrennsstaver', fi: 'hiihtosauvat' },
    axes: ['poleLength'],
    priceSek: [399, 2999],
    season: 'vinter',
    activities: ['klassisk', 'skate'],
    descriptions: {
      sv: '{name} ger ett lätt och effektivt stavtag. {feature} Tumregel: klassiskt ca 83 % och skate ca 89 % av din längd.',
      no: '{name} gir et lett og effektivt stavtak. {feature} Tommelfingerregel: klassisk ca. 83 % og skøyting ca. 89 % av høyden din.',
      fi: '{name} tekee sauvonnasta kevyttä ja tehokasta. {feature} Nyrkkisääntö: perinteisellä noin 83 % ja vapaalla noin 89 % pituudestasi.',
    },
    features: {
      sv: [
        'Stavröret i kolfiber är styvt men väger nästan ingenting.',
        'Handremmen med kardborre går snabbt att justera.',
      ],
      no: ['Stavrøret i karbon er stivt, men veier nesten ingenting.', 'Håndremmen med borrelås er rask å justere.'],
      fi: ['Hiilikuituvarsi on jäykkä mutta lähes painoton.', 'Tarrakiinnitteinen rannelenkki on nopea säätää.'],
    },
  },
  {
    key: 'wax',
    shape: 'wax',
    categories: ['wax'],
    count: 30,
    brands: ['vindel', 'fischler', 'skarvik'],
    models: ['Pro', 'Race', 'Base', 'Tour', 'Cold', 'Wet', 'Universal'],
    nouns: { sv: 'valla', no: 'smøring', fi: 'voide' },
    axes: [],
    priceSek: [99, 699],
    season: 'vinter',
    activities: ['klassisk', 'skate'],
    equipmentVariant: ['glid', 'fast', 'klister', 'verktyg'],
    descriptions: {
      sv: '{name} hjälper dig att få rätt fäste och glid. {feature} Läs gärna vår vallningsguide innan du börjar vallningen.',
      no: '{name} hjelper deg å få riktig feste og gli. {feature} Les gjerne smøreguiden vår før du begynner å smøre.',
      fi: '{name} auttaa saamaan oikean pidon ja luiston. {feature} Lue voiteluopas ennen kuin aloitat voitelun.',
    },
    features: {
      sv: [
        'Fluorfri formula som är snäll mot både skidor och natur.',
        'Passar för vallning hemma i källaren såväl som vid spåret.',
      ],
      no: [
        'Fluorfri formel som er skånsom mot både ski og natur.',
        'Passer for smøring hjemme i kjelleren så vel som ved sporet.',
      ],
      fi: [
        'Fluoriton koostumus on hellävarainen suksille ja luonnolle.',
        'Sopii voiteluun niin kotona kuin ladun varrella.',
      ],
    },
  },
  {
    key: 'alpine-ski',
    shape: 'alpine-ski',
    categories: ['alpine-skis'],
    count: 20,
    brands: ['fischler', 'polarlys', 'tindra'],
    models: ['Allmountain 84', 'Carve Pro', 'Freeride 98', 'Piste SL', 'Frost GS', 'Powder 106'],
    nouns: { sv: 'alpinskidor', no: 'alpinski', fi: 'laskettelusukset' },
    axes: ['alpineLength'],
    priceSek: [2999, 8999],
    season: 'vinter',
    activities: ['alpint'],
    descriptions: {
      sv: '{name} ger dig fart och kontroll i backen. {feature}',
      no: '{name} gir deg fart og kontroll i bakken. {feature}',
      fi: '{name} antaa vauhtia ja hallintaa rinteessä. {feature}',
    },
    features: {
      sv: [
        'Rocker i spetsen gör skidan lättsvängd, medan camber under foten ger grepp på hårt underlag.',
        'Titanallaget dämpar vibrationer i höga farter.',
      ],
      no: [
        'Rocker i tuppen gjør skien lettsvingt, mens camber under foten gir grep på hardt underlag.',
        'Titanallaget demper vibrasjoner i høy fart.',
      ],
      fi: [
        'Kärjen rocker tekee suksesta helposti kääntyvän, ja jalan alla oleva camber pitää kovalla alustalla.',
        'Titaanikerros vaimentaa tärinää kovissa vauhdeissa.',
      ],
    },
  },
  {
    key: 'alpine-boot',
    shape: 'alpine-boot',
    categories: ['alpine-boots'],
    count: 15,
    brands: ['polarlys', 'tindra'],
    models: ['Flex 100', 'Flex 120', 'Comfort 80', 'Race 130'],
    nouns: { sv: 'alpinpjäxor', no: 'alpinstøvler', fi: 'laskettelumonot' },
    axes: ['shoeSize'],
    priceSek: [1999, 5999],
    season: 'vinter',
    activities: ['alpint'],
    descriptions: {
      sv: '{name} ger stöd utan att klämma. {feature}',
      no: '{name} gir støtte uten å klemme. {feature}',
      fi: '{name} tukee puristamatta. {feature}',
    },
    features: {
      sv: [
        'Fyra spännen och ett brett kardborreband ger exakt passform.',
        'Gå-läget gör det enkelt att ta sig till liften.',
      ],
      no: [
        'Fire spenner og et bredt borrelåsbånd gir nøyaktig passform.',
        'Gåmodus gjør det enkelt å komme seg til heisen.',
      ],
      fi: [
        'Neljä solkea ja leveä tarranauha antavat tarkan istuvuuden.',
        'Kävelyasento helpottaa siirtymistä hissille.',
      ],
    },
  },
  {
    key: 'alpine-binding',
    shape: 'binding',
    categories: ['alpine-bindings'],
    count: 10,
    brands: ['polarlys', 'skarvik'],
    models: ['Attack 11', 'Griffon 13', 'Rockerflex 10'],
    nouns: { sv: 'alpinbindning', no: 'alpinbinding', fi: 'laskettelusiteet' },
    axes: [],
    priceSek: [1299, 3499],
    season: 'vinter',
    activities: ['alpint'],
    descriptions: {
      sv: '{name} är en säker bindning med tydlig utlösning. {feature} Låt alltid en verkstad ställa in bindningen.',
      no: '{name} er en sikker binding med tydelig utløsning. {feature} La alltid et verksted stille inn bindingen.',
      fi: '{name} on turvallinen side selkeällä laukaisulla. {feature} Anna aina huollon säätää siteet.',
    },
    features: {
      sv: ['DIN-intervallet passar både nybörjare och vana åkare.'],
      no: ['DIN-området passer både nybegynnere og erfarne kjørere.'],
      fi: ['DIN-alue sopii sekä aloittelijoille että kokeneille laskijoille.'],
    },
  },
  {
    key: 'helmet',
    shape: 'helmet',
    categories: ['helmets'],
    count: 10,
    brands: ['tindra', 'polarlys'],
    models: ['Shield MIPS', 'Vista', 'Junior Guard'],
    nouns: { sv: 'skidhjälm', no: 'skihjelm', fi: 'laskettelukypärä' },
    axes: ['equipmentSize'],
    priceSek: [799, 2499],
    season: 'vinter',
    activities: ['alpint'],
    descriptions: {
      sv: '{name} skyddar utan att kännas tung. {feature}',
      no: '{name} beskytter uten å føles tung. {feature}',
      fi: '{name} suojaa tuntumatta raskaalta. {feature}',
    },
    features: {
      sv: ['MIPS-skyddet minskar rotationskrafter vid fall.'],
      no: ['MIPS-beskyttelsen reduserer rotasjonskrefter ved fall.'],
      fi: ['MIPS-suojaus vähentää kiertovoimia kaatuessa.'],
    },
  },
  {
    key: 'running-shoe',
    shape: 'shoe',
    categories: ['running-shoes'],
    count: 30,
    brands: ['revontuli', 'tindra', 'nordvik'],
    models: ['Cloudrunner', 'Trail Hawk', 'Tempo 3', 'Asfalt', 'Skogsstig', 'Marathon Elite', 'Recovery'],
    nouns: { sv: 'löparskor', no: 'løpesko', fi: 'juoksukengät' },
    axes: ['colour', 'shoeSize'],
    colourCount: [1, 3],
    priceSek: [999, 2199],
    season: 'helar',
    activities: ['terrang', 'landsvag'],
    descriptions: {
      sv: '{name} är byggda för mil efter mil. {feature} Skon har {drop} mm dropp.',
      no: '{name} er bygget for mil etter mil. {feature} Skoen har {drop} mm dropp.',
      fi: '{name} on tehty kilometri toisensa perään. {feature} Kengän dropi on {drop} mm.',
    },
    features: {
      sv: [
        'Mellansulan ger mjuk dämpning och energiåtergivning.',
        'Den grova sulan greppar bra på stig och rötter.',
        'Ovandelen i andningsbar mesh håller foten sval.',
      ],
      no: [
        'Mellomsålen gir myk demping og energiretur.',
        'Den grove sålen griper godt på sti og røtter.',
        'Overdelen i pustende mesh holder foten kjølig.',
      ],
      fi: [
        'Välipohja vaimentaa pehmeästi ja palauttaa energiaa.',
        'Karkea pohja pitää hyvin poluilla ja juurakoissa.',
        'Hengittävä verkkopäällinen pitää jalan viileänä.',
      ],
    },
  },
  {
    key: 'running-top',
    shape: 'shirt',
    modelShapes: { 'Vindjacka Light': 'jacket' },
    categories: ['running-clothes'],
    count: 25,
    brands: ['revontuli', 'tindra', 'kaamos'],
    models: ['Tempo Tee', 'Långärmad Merino', 'Vindjacka Light', 'Tights Warm', 'Shorts 5"'],
    nouns: { sv: 'löparplagg', no: 'løpeplagg', fi: 'juoksuvaate' },
    axes: ['colour', 'clothingSize'],
    colourCount: [1, 3],
    priceSek: [299, 1299],
    season: 'helar',
    activities: ['terrang', 'landsvag'],
    descriptions: {
      sv: '{name} transporterar bort fukt och sitter skönt genom hela passet. {feature}',
      no: '{name} transporterer bort fukt og sitter godt gjennom hele økten. {feature}',
      fi: '{name} siirtää kosteuden pois ja istuu mukavasti koko treenin ajan. {feature}',
    },
    features: {
      sv: ['Reflexdetaljer syns i mörkret.', 'Platta sömmar minskar risken för skav.'],
      no: ['Refleksdetaljer synes i mørket.', 'Flate sømmer reduserer risikoen for gnagsår.'],
      fi: ['Heijastimet näkyvät pimeässä.', 'Litteät saumat vähentävät hiertymiä.'],
    },
  },
  {
    key: 'nutrition',
    shape: 'nutrition',
    categories: ['nutrition'],
    count: 15,
    brands: ['vindel', 'revontuli'],
    models: ['Energigel', 'Sportdryck', 'Proteinbar', 'Elektrolyt', 'Återhämtning'],
    nouns: { sv: 'sportnäring', no: 'sportsernæring', fi: 'urheiluravinne' },
    axes: ['taste'],
    priceSek: [19, 399],
    taxClass: TAX_CLASS.food,
    season: 'helar',
    activities: ['terrang', 'landsvag', 'klassisk'],
    descriptions: {
      sv: '{name} ger snabb energi när det behövs som mest. {feature}',
      no: '{name} gir rask energi når du trenger det som mest. {feature}',
      fi: '{name} antaa nopeaa energiaa silloin, kun sitä tarvitaan eniten. {feature}',
    },
    features: {
      sv: ['Lätt för magen även under hård ansträngning.'],
      no: ['Lett for magen også under hard innsats.'],
      fi: ['Hellävarainen vatsalle kovassakin rasituksessa.'],
    },
  },
  {
    key: 'jacket',
    shape: 'jacket',
    categories: ['jackets'],
    count: 25,
    brands: ['fjellrev', 'kaamos', 'tindra'],
    models: ['Expedition Down', 'Shell 3L', 'Storm Pro', 'Fjälljacka', 'Primaloft Hybrid', 'Urban Parka'],
    nouns: { sv: 'jacka', no: 'jakke', fi: 'takki' },
    axes: ['colour', 'clothingSize'],
    colourCount: [1, 3],
    priceSek: [999, 5999],
    season: 'helar',
    activities: ['vandring', 'fjall'],
    descriptions: {
      sv: '{name} håller dig varm och torr i nordiskt väder. {feature}',
      no: '{name} holder deg varm og tørr i nordisk vær. {feature}',
      fi: '{name} pitää sinut lämpimänä ja kuivana pohjoisen säässä. {feature}',
    },
    features: {
      sv: [
        'Det vattentäta membranet andas, så du slipper bli blöt inifrån.',
        'Huvan rymmer en hjälm och kan justeras med en hand.',
      ],
      no: [
        'Den vanntette membranen puster, så du slipper å bli våt innenfra.',
        'Hetten har plass til hjelm og kan justeres med én hånd.',
      ],
      fi: [
        'Vedenpitävä kalvo hengittää, joten et kastu sisältäpäin.',
        'Huppu mahtuu kypärän päälle ja säätyy yhdellä kädellä.',
      ],
    },
  },
  {
    key: 'backpack',
    shape: 'backpack',
    categories: ['backpacks'],
    count: 15,
    brands: ['fjellrev', 'skarvik'],
    models: ['Dagstur 20', 'Topptur 35', 'Fjäll 55', 'Expedition 75', 'Pendel 18'],
    nouns: { sv: 'ryggsäck', no: 'sekk', fi: 'reppu' },
    axes: ['colour'],
    colourCount: [1, 3],
    priceSek: [499, 2999],
    season: 'helar',
    activities: ['vandring', 'fjall'],
    descriptions: {
      sv: '{name} bär bekvämt även när packningen är tung. {feature}',
      no: '{name} bærer komfortabelt også når pakningen er tung. {feature}',
      fi: '{name} kantaa mukavasti painavankin kuorman. {feature}',
    },
    features: {
      sv: ['Det justerbara bärsystemet fördelar vikten på höfterna.'],
      no: ['Det justerbare bæresystemet fordeler vekten på hoftene.'],
      fi: ['Säädettävä kantojärjestelmä jakaa painon lantiolle.'],
    },
  },
  {
    key: 'tent',
    shape: 'tent',
    categories: ['tents'],
    count: 10,
    brands: ['fjellrev', 'skarvik'],
    models: ['Tunnel 2', 'Kupol 3', 'Fjälltält 2', 'Ultralight 1'],
    nouns: { sv: 'tält', no: 'telt', fi: 'teltta' },
    axes: [],
    priceSek: [1999, 8999],
    season: 'helar',
    activities: ['vandring', 'fjall'],
    descriptions: {
      sv: '{name} står stadigt när det blåser på kalfjället. {feature}',
      no: '{name} står støtt når det blåser på snaufjellet. {feature}',
      fi: '{name} pysyy tukevasti pystyssä tuulisella tunturilla. {feature}',
    },
    features: {
      sv: ['Innertältet sitter i yttertältet och reses i ett moment.'],
      no: ['Innerteltet sitter i ytterteltet og slås opp i én operasjon.'],
      fi: ['Sisäteltta on kiinni ulkoteltassa, joten pystytys käy yhdellä kertaa.'],
    },
  },
  {
    key: 'baselayer',
    shape: 'shirt',
    categories: ['baselayers'],
    count: 20,
    brands: ['kaamos', 'fjellrev', 'revontuli'],
    models: ['Merino 200', 'Merino 150', 'Wool Tech', 'Arctic Warm'],
    nouns: { sv: 'underställ', no: 'ullundertøy', fi: 'kerrasto' },
    axes: ['colour', 'clothingSize'],
    colourCount: [1, 2],
    priceSek: [299, 999],
    season: 'vinter',
    activities: ['klassisk', 'skate', 'alpint', 'fjall'],
    descriptions: {
      sv: '{name} i mjuk merinoull värmer även när den är fuktig. {feature}',
      no: '{name} i myk merinoull varmer selv når den er fuktig. {feature}',
      fi: 'Pehmeästä merinovillasta valmistettu {name} lämmittää kosteanakin. {feature}',
    },
    features: {
      sv: ['Ullen motverkar lukt, så plagget klarar flera dagar på tur.'],
      no: ['Ullen motvirker lukt, så plagget klarer flere dager på tur.'],
      fi: ['Villa estää hajuja, joten vaate kestää useamman päivän retken.'],
    },
  },
  {
    key: 'beanie',
    shape: 'beanie',
    categories: ['beanies'],
    count: 15,
    brands: ['kaamos', 'nordvik', 'fjellrev'],
    models: ['Rib Wool', 'Race Hat', 'Pompom', 'Windstopper'],
    nouns: { sv: 'mössa', no: 'lue', fi: 'pipo' },
    axes: ['colour'],
    colourCount: [2, 3],
    priceSek: [149, 499],
    season: 'vinter',
    activities: ['klassisk', 'skate', 'alpint'],
    descriptions: {
      sv: '{name} håller öronen varma på skidturen. {feature}',
      no: '{name} holder ørene varme på skituren. {feature}',
      fi: '{name} pitää korvat lämpiminä hiihtolenkillä. {feature}',
    },
    features: {
      sv: ['Stickad i slitstark ullblandning.'],
      no: ['Strikket i slitesterk ullblanding.'],
      fi: ['Neulottu kestävästä villasekoitteesta.'],
    },
  },
  {
    key: 'gloves',
    shape: 'glove',
    categories: ['gloves'],
    count: 10,
    brands: ['kaamos', 'nordvik'],
    models: ['Race Glove', 'Lobster', 'Tour Mitten', 'Windproof'],
    nouns: { sv: 'handskar', no: 'hansker', fi: 'käsineet' },
    axes: ['gloveSize'],
    priceSek: [249, 899],
    season: 'vinter',
    activities: ['klassisk', 'skate', 'alpint'],
    descriptions: {
      sv: '{name} ger varma händer och gott grepp om stavarna. {feature}',
      no: '{name} gir varme hender og godt grep om stavene. {feature}',
      fi: '{name} pitää kädet lämpiminä ja sauvaotteen varmana. {feature}',
    },
    features: {
      sv: ['Vindtät ovansida och greppvänlig handflata.'],
      no: ['Vindtett overside og grepsvennlig håndflate.'],
      fi: ['Tuulenpitävä päällinen ja pitävä kämmen.'],
    },
  },
];
