import { art, localized } from './helpers.ts';

/** Activity pages (/aktiviteter-lx). */
export const activityPages = [
  ...localized(
    'langdakning',
    { image: art('activities', 'langdakning'), products: ['150001', '150034', '150065'] },
    {
      sv: {
        slug: 'langdakning',
        title: 'Längdåkning',
        excerpt: 'Allt för klassisk åkning och skate – skidor, pjäxor, stavar och valla.',
        categoryLinks: [
          { title: 'Längdskidor', slug: 'langdskidor' },
          { title: 'Valla', slug: 'langdskidor-valla' },
        ],
        body: '<p>Längdåkning är träning för hela kroppen och ett av de bästa sätten att njuta av vintern. Här har vi samlat utrustningen du behöver för spåret.</p>',
      },
      no: {
        slug: 'langrenn',
        title: 'Langrenn',
        excerpt: 'Alt til klassisk og skøyting – ski, støvler, staver og smøring.',
        categoryLinks: [
          { title: 'Langrenn', slug: 'langrenn' },
          { title: 'Smøring', slug: 'langrenn-smoring' },
        ],
        body: '<p>Langrenn er trening for hele kroppen og en av de beste måtene å nyte vinteren på. Her har vi samlet utstyret du trenger i sporet.</p>',
      },
      fi: {
        slug: 'hiihto',
        title: 'Hiihto',
        excerpt: 'Kaikki perinteiseen ja vapaaseen – sukset, monot, sauvat ja voiteet.',
        categoryLinks: [
          { title: 'Murtomaahiihto', slug: 'murtomaahiihto' },
          { title: 'Voiteet', slug: 'murtomaahiihto-voiteet' },
        ],
        body: '<p>Hiihto on koko kehon liikuntaa ja yksi parhaista tavoista nauttia talvesta. Kokosimme tähän varusteet, joita tarvitset ladulla.</p>',
      },
    },
  ),
  ...localized(
    'lopning',
    { image: art('activities', 'lopning'), products: ['150163', '150169', '150193'] },
    {
      sv: {
        slug: 'lopning',
        title: 'Löpning',
        excerpt: 'Skor, kläder och energi för varje runda.',
        categoryLinks: [
          { title: 'Löparskor', slug: 'lopning-loparskor' },
          { title: 'Sportnäring', slug: 'lopning-sportnaring' },
        ],
        body: '<p>Oavsett om du springer din första femma eller tränar inför ett maraton hittar du rätt skor och kläder här.</p>',
      },
      no: {
        slug: 'loping',
        title: 'Løping',
        excerpt: 'Sko, klær og energi for hver runde.',
        categoryLinks: [
          { title: 'Løpesko', slug: 'loping-lopesko' },
          { title: 'Sportsernæring', slug: 'loping-sportsernaering' },
        ],
        body: '<p>Enten du løper din første femmer eller trener mot et maraton, finner du riktige sko og klær her.</p>',
      },
      fi: {
        slug: 'juoksu',
        title: 'Juoksu',
        excerpt: 'Kengät, vaatteet ja energiaa jokaiselle lenkille.',
        categoryLinks: [
          { title: 'Juoksukengät', slug: 'juoksu-juoksukengat' },
          { title: 'Urheiluravinteet', slug: 'juoksu-urheiluravinteet' },
        ],
        body: '<p>Juoksitpa ensimmäistä viitostasi tai harjoittelet maratonille, löydät täältä oikeat kengät ja vaatteet.</p>',
      },
    },
  ),
  ...localized(
    'vandring',
    { image: art('activities', 'vandring'), products: ['150233', '150258', '150262'] },
    {
      sv: {
        slug: 'vandring',
        title: 'Vandring',
        excerpt: 'Jackor, ryggsäckar och tält för dagsturer och långa fjällvandringar.',
        categoryLinks: [
          { title: 'Friluftsliv', slug: 'friluftsliv' },
          { title: 'Ryggsäckar', slug: 'friluftsliv-ryggsackar' },
          { title: 'Tält', slug: 'friluftsliv-talt' },
        ],
        body: '<p>Från en kort dagstur i skogen till en vecka längs Kungsleden – här är utrustningen som håller dig torr och varm.</p>',
      },
      no: {
        slug: 'fotturer',
        title: 'Fotturer',
        excerpt: 'Jakker, sekker og telt for dagsturer og lange fjellturer.',
        categoryLinks: [
          { title: 'Friluftsliv', slug: 'friluftsliv' },
          { title: 'Sekker', slug: 'friluftsliv-sekker' },
          { title: 'Telt', slug: 'friluftsliv-telt' },
        ],
        body: '<p>Fra en kort dagstur i skogen til en uke i Jotunheimen – her er utstyret som holder deg tørr og varm.</p>',
      },
      fi: {
        slug: 'vaellus',
        title: 'Vaellus',
        excerpt: 'Takit, reput ja teltat päiväretkille ja pitkille tunturivaelluksille.',
        categoryLinks: [
          { title: 'Retkeily', slug: 'retkeily' },
          { title: 'Reput', slug: 'retkeily-reput' },
          { title: 'Teltat', slug: 'retkeily-teltat' },
        ],
        body: '<p>Lyhyestä metsäretkestä viikon vaellukseen Lapissa – tässä varusteet, jotka pitävät sinut kuivana ja lämpimänä.</p>',
      },
    },
  ),
];
