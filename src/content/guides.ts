import { art, localized } from './helpers.ts';

/** Buying guides; `relatedGuides` are guide ids. */
export const guides = [
  ...localized(
    'valj-langdskidor',
    {
      images: [art('guides', 'valj-langdskidor'), art('guides', 'valj-langdskidor-2')],
      products: ['150001', '150002', '150004'],
      relatedGuides: ['valla-guide', 'valj-pjaxor'],
      updatedAt: '2026-10-15',
    },
    {
      sv: {
        slug: 'valj-langdskidor',
        title: 'Välj rätt längdskidor',
        excerpt: 'Klassiskt eller skate, skin eller vallningsbara? Så hittar du skidorna som passar dig.',
        categoryLinks: [
          { title: 'Längdskidor', slug: 'langdskidor-skidor' },
          { title: 'Pjäxor', slug: 'langdskidor-pjaxor' },
          { title: 'Stavar', slug: 'langdskidor-stavar' },
        ],
        body: '<p>Börja med stilen. Klassiska skidor har en fästzon under foten, skateskidor är kortare och styvare. Skinskidor har ett inbyggt fäste av mohair och behöver ingen fästvalla – perfekt för den som vill ut direkt.</p><h2>Längd och spann</h2><p>Skidans längd väljs efter din längd, men spannet – hur styv skidan är – väljs efter din vikt. Klassiska skidor ska vara ungefär 20–30 cm längre än du, skateskidor 10–15 cm.</p><h2>Våra råd</h2><ul><li>Motionär: skin-skidor med medelstyvt spann.</li><li>Tävling: vallningsbara skidor i kolfiber.</li><li>Barn: kortare skidor med mjukt spann.</li></ul>',
      },
      no: {
        slug: 'velg-langrennski',
        title: 'Velg riktige langrennski',
        excerpt: 'Klassisk eller skøyting, felleski eller smøreski? Slik finner du skiene som passer deg.',
        categoryLinks: [
          { title: 'Langrennski', slug: 'langrenn-ski' },
          { title: 'Støvler', slug: 'langrenn-stovler' },
          { title: 'Staver', slug: 'langrenn-staver' },
        ],
        body: '<p>Begynn med stilarten. Klassiske ski har en festesone under foten, skøyteski er kortere og stivere. Felleski har innebygd feste av mohair og trenger ikke festesmøring – perfekt for deg som vil rett ut.</p><h2>Lengde og spenn</h2><p>Lengden velges etter høyden din, men spennet – hvor stiv skien er – velges etter vekten. Klassiske ski bør være 20–30 cm lengre enn deg, skøyteski 10–15 cm.</p><h2>Våre råd</h2><ul><li>Mosjonist: felleski med middels spenn.</li><li>Konkurranse: smøreski i karbon.</li><li>Barn: kortere ski med mykt spenn.</li></ul>',
      },
      fi: {
        slug: 'valitse-murtomaasukset',
        title: 'Valitse oikeat murtomaasukset',
        excerpt: 'Perinteinen vai vapaa, karvapohja vai voideltava? Näin löydät itsellesi sopivat sukset.',
        categoryLinks: [
          { title: 'Sukset', slug: 'murtomaahiihto-sukset' },
          { title: 'Monot', slug: 'murtomaahiihto-monot' },
          { title: 'Sauvat', slug: 'murtomaahiihto-sauvat' },
        ],
        body: '<p>Aloita hiihtotavasta. Perinteisen suksissa on pitoalue jalan alla, vapaan sukset ovat lyhyemmät ja jäykemmät. Karvapohjasuksissa on mohair-pito, joten pitovoidetta ei tarvita – täydellinen valinta, kun haluat heti ladulle.</p><h2>Pituus ja jäykkyys</h2><p>Pituus valitaan pituutesi mukaan, mutta jäykkyys painosi mukaan. Perinteisen sukset ovat noin 20–30 cm sinua pidemmät, vapaan sukset 10–15 cm.</p><h2>Neuvomme</h2><ul><li>Kuntoilija: karvapohjasukset keskijäykällä jousella.</li><li>Kilpailu: voideltavat hiilikuitusukset.</li><li>Lapset: lyhyemmät sukset pehmeällä jousella.</li></ul>',
      },
    },
  ),
  ...localized(
    'valla-guide',
    {
      images: [art('guides', 'valla-guide')],
      products: ['150078', '150080', '150081'],
      relatedGuides: ['valj-langdskidor'],
      updatedAt: '2026-11-01',
    },
    {
      sv: {
        slug: 'vallaguide',
        title: 'Vallaguiden: glid och fäste',
        excerpt: 'Vilken valla ska du välja? Temperatur, snötyp och luftfuktighet avgör.',
        categoryLinks: [{ title: 'Valla och tillbehör', slug: 'langdskidor-valla' }],
        body: '<p>Glidvalla gör att skidan går fort, fästvalla gör att du kommer uppför backen. Temperaturen på vallaburken gäller snöns temperatur, inte luftens.</p><h2>Tumregler</h2><ul><li>Ny snö och kyla: hård valla, grön eller blå.</li><li>Runt noll: violett eller röd.</li><li>Isig eller omvandlad snö: klister.</li></ul><p>Stryk glidvallan med ett vallajärn på låg värme, låt svalna och borsta ur ordentligt.</p>',
      },
      no: {
        slug: 'smoreguide',
        title: 'Smøreguiden: glid og feste',
        excerpt: 'Hvilken smøring skal du velge? Temperatur, snøtype og luftfuktighet avgjør.',
        categoryLinks: [{ title: 'Smøring og tilbehør', slug: 'langrenn-smoring' }],
        body: '<p>Glider gjør at skien går fort, festesmøring gjør at du kommer opp bakken. Temperaturen på boksen gjelder snøens temperatur, ikke luftens.</p><h2>Tommelfingerregler</h2><ul><li>Nysnø og kulde: hardvoks, grønn eller blå.</li><li>Rundt null: fiolett eller rød.</li><li>Isete eller omdannet snø: klister.</li></ul><p>Stryk gliden inn med smørejern på lav varme, la den kjøle seg ned og børst grundig.</p>',
      },
      fi: {
        slug: 'voiteluopas',
        title: 'Voiteluopas: luisto ja pito',
        excerpt: 'Minkä voiteen valitset? Lämpötila, lumen laatu ja kosteus ratkaisevat.',
        categoryLinks: [{ title: 'Voiteet ja tarvikkeet', slug: 'murtomaahiihto-voiteet' }],
        body: '<p>Luistovoide tekee suksesta nopean, pitovoide vie sinut mäen päälle. Purkin lämpötila tarkoittaa lumen, ei ilman lämpötilaa.</p><h2>Nyrkkisäännöt</h2><ul><li>Uusi lumi ja pakkanen: kova voide, vihreä tai sininen.</li><li>Nollan tienoilla: violetti tai punainen.</li><li>Jäinen tai vanha lumi: klisteri.</li></ul><p>Silitä luistovoide matalalla lämmöllä, anna jäähtyä ja harjaa huolellisesti.</p>',
      },
    },
  ),
  ...localized(
    'valj-pjaxor',
    {
      images: [art('guides', 'valj-pjaxor')],
      products: ['150031', '150034', '150037'],
      relatedGuides: ['valj-langdskidor'],
      updatedAt: '2026-09-20',
    },
    {
      sv: {
        slug: 'valj-pjaxor',
        title: 'Så väljer du längdpjäxor',
        excerpt: 'Passform före allt. Så provar du pjäxor som håller hela säsongen.',
        categoryLinks: [
          { title: 'Pjäxor', slug: 'langdskidor-pjaxor' },
          { title: 'Bindningar', slug: 'langdskidor-bindningar' },
        ],
        body: '<p>Pjäxan ska sitta tight runt hälen men ge tårna plats att röra sig. Prova med de strumpor du åker i och gå runt en stund.</p><p>Skatepjäxor har en högre och styvare krage för stöd i sidled, klassiska pjäxor är mjukare för att foten ska kunna rulla. Kombipjäxor fungerar för båda stilarna.</p>',
      },
      no: {
        slug: 'velg-langrennsstovler',
        title: 'Slik velger du langrennsstøvler',
        excerpt: 'Passform foran alt. Slik prøver du støvler som holder hele sesongen.',
        categoryLinks: [
          { title: 'Støvler', slug: 'langrenn-stovler' },
          { title: 'Bindinger', slug: 'langrenn-bindinger' },
        ],
        body: '<p>Støvelen skal sitte stramt rundt hælen, men gi tærne plass til å bevege seg. Prøv med sokkene du går med, og gå rundt en stund.</p><p>Skøytestøvler har en høyere og stivere mansjett for sidestøtte, klassiske støvler er mykere slik at foten kan rulle. Kombistøvler fungerer for begge stilarter.</p>',
      },
      fi: {
        slug: 'valitse-hiihtomonot',
        title: 'Näin valitset hiihtomonot',
        excerpt: 'Istuvuus ennen kaikkea. Näin sovitat monot, jotka kestävät koko kauden.',
        categoryLinks: [
          { title: 'Monot', slug: 'murtomaahiihto-monot' },
          { title: 'Siteet', slug: 'murtomaahiihto-siteet' },
        ],
        body: '<p>Monon on istuttava tiukasti kantapään ympärillä, mutta varpailla on oltava tilaa liikkua. Sovita hiihtosukkien kanssa ja kävele hetki.</p><p>Vapaan monoissa on korkeampi ja jäykempi varsi sivutukea varten, perinteisen monot ovat pehmeämmät, jotta jalka pääsee rullaamaan. Yhdistelmämonot sopivat molempiin tyyleihin.</p>',
      },
    },
  ),
  ...localized(
    'valj-loparsko-guide',
    {
      images: [art('guides', 'valj-loparsko')],
      products: ['150163', '150166', '150169'],
      relatedGuides: [],
      updatedAt: '2026-06-12',
    },
    {
      sv: {
        slug: 'valj-loparskor',
        title: 'Köpguide: löparskor',
        excerpt: 'Asfalt eller terräng, mycket eller lite dämpning? Vi hjälper dig att välja.',
        categoryLinks: [
          { title: 'Löparskor', slug: 'lopning-loparskor' },
          { title: 'Löparkläder', slug: 'lopning-loparklader' },
        ],
        body: '<p>Landsvägsskor har jämn sula och mycket dämpning. Terrängskor har grova dubbar och ett stenskydd i sulan. Springer du både och, välj en hybridsko.</p><p>Byt skor efter ungefär 60–80 mil – dämpningen försämras långt innan sulan ser sliten ut.</p>',
      },
      no: {
        slug: 'velg-lopesko',
        title: 'Kjøpsveiledning: løpesko',
        excerpt: 'Asfalt eller terreng, mye eller lite demping? Vi hjelper deg å velge.',
        categoryLinks: [
          { title: 'Løpesko', slug: 'loping-lopesko' },
          { title: 'Løpeklær', slug: 'loping-lopeklaer' },
        ],
        body: '<p>Landeveissko har jevn såle og mye demping. Terrengsko har grove knotter og steinbeskyttelse i sålen. Løper du begge deler, velg en hybridsko.</p><p>Bytt sko etter omtrent 600–800 kilometer – dempingen blir dårligere lenge før sålen ser slitt ut.</p>',
      },
      fi: {
        slug: 'valitse-juoksukengat',
        title: 'Ostajan opas: juoksukengät',
        excerpt: 'Asfaltti vai maasto, paljon vai vähän vaimennusta? Autamme valitsemaan.',
        categoryLinks: [
          { title: 'Juoksukengät', slug: 'juoksu-juoksukengat' },
          { title: 'Juoksuvaatteet', slug: 'juoksu-juoksuvaatteet' },
        ],
        body: '<p>Maantiekengissä on tasainen pohja ja paljon vaimennusta. Polkukengissä on karkeat nastat ja kivisuoja pohjassa. Jos juokset molempia, valitse hybridikenkä.</p><p>Vaihda kengät noin 600–800 kilometrin välein – vaimennus heikkenee kauan ennen kuin pohja näyttää kuluneelta.</p>',
      },
    },
  ),
];
