import { art, localized } from './helpers.ts';

/** Magazine chapters. */
export const magazineChapters = [
  ...localized(
    'langdakning',
    { order: 1, image: art('magazine', 'langdakning'), heroLogo: art('magazine', 'logo') },
    {
      sv: {
        slug: 'langdakning',
        title: 'Längdåkning',
        excerpt: 'Teknik, träning och vallning för dig som älskar spåren – från första turen till Vasaloppet.',
        blocks: [
          {
            id: 'lang-b1',
            order: 1,
            title: 'Nybörjare i spåret?',
            text: 'Vi guidar dig till rätt skidor, pjäxor och stavar.',
            btnText: 'Läs köpguiden',
            link: '/kopguider/valj-langdskidor',
            bgColor: '#e7f0f8',
            textColor: '#14202b',
            size: 'medium',
            bredd: 6,
          },
          {
            id: 'lang-b2',
            order: 2,
            title: 'Vallaskolan',
            text: 'Glid, fäste och klister – så lyckas du varje gång.',
            btnText: 'Till vallning',
            link: '/c/langdskidor-valla',
            bgColor: '#1b4f8a',
            textColor: '#ffffff',
            size: 'medium',
            bredd: 6,
          },
        ],
      },
      no: {
        slug: 'langrenn',
        title: 'Langrenn',
        excerpt: 'Teknikk, trening og smøring for deg som elsker sporet – fra første tur til Birken.',
        blocks: [
          {
            id: 'lang-b1',
            order: 1,
            title: 'Ny i sporet?',
            text: 'Vi hjelper deg å finne riktige ski, støvler og staver.',
            btnText: 'Les kjøpsveiledningen',
            link: '/no/kjopsveiledninger/velg-langrennski',
            bgColor: '#e7f0f8',
            textColor: '#14202b',
            size: 'medium',
            bredd: 6,
          },
          {
            id: 'lang-b2',
            order: 2,
            title: 'Smøreskolen',
            text: 'Glid, feste og klister – slik lykkes du hver gang.',
            btnText: 'Til smøring',
            link: '/no/c/langrenn-smoring',
            bgColor: '#1b4f8a',
            textColor: '#ffffff',
            size: 'medium',
            bredd: 6,
          },
        ],
      },
      fi: {
        slug: 'hiihto',
        title: 'Hiihto',
        excerpt: 'Tekniikkaa, harjoittelua ja voitelua ladun ystävälle – ensimmäisestä lenkistä Finlandia-hiihtoon.',
        blocks: [
          {
            id: 'lang-b1',
            order: 1,
            title: 'Uusi ladulla?',
            text: 'Autamme valitsemaan oikeat sukset, monot ja sauvat.',
            btnText: 'Lue ostajan opas',
            link: '/fi/guides/valitse-murtomaasukset',
            bgColor: '#e7f0f8',
            textColor: '#14202b',
            size: 'medium',
            bredd: 6,
          },
          {
            id: 'lang-b2',
            order: 2,
            title: 'Voitelukoulu',
            text: 'Luisto, pito ja klisteri – näin onnistut joka kerta.',
            btnText: 'Voiteluun',
            link: '/fi/c/murtomaahiihto-voiteet',
            bgColor: '#1b4f8a',
            textColor: '#ffffff',
            size: 'medium',
            bredd: 6,
          },
        ],
      },
    },
  ),
  ...localized(
    'lopning',
    { order: 2, image: art('magazine', 'lopning'), heroLogo: art('magazine', 'logo') },
    {
      sv: {
        slug: 'lopning',
        title: 'Löpning',
        excerpt: 'Skor, träningsupplägg och inspiration för asfalt, stig och fjäll.',
      },
      no: { slug: 'loping', title: 'Løping', excerpt: 'Sko, treningsopplegg og inspirasjon for asfalt, sti og fjell.' },
      fi: {
        slug: 'juoksu',
        title: 'Juoksu',
        excerpt: 'Kenkiä, harjoitusohjelmia ja inspiraatiota asfaltille, poluille ja tuntureille.',
      },
    },
  ),
  ...localized(
    'friluftsliv',
    { order: 3, image: art('magazine', 'friluftsliv'), heroLogo: art('magazine', 'logo') },
    {
      sv: {
        slug: 'friluftsliv',
        title: 'Friluftsliv',
        excerpt: 'Vandring, fjällturer och packlistor för alla årstider.',
      },
      no: {
        slug: 'friluftsliv',
        title: 'Friluftsliv',
        excerpt: 'Fotturer, fjellturer og pakkelister for alle årstider.',
      },
      fi: {
        slug: 'retkeily',
        title: 'Retkeily',
        excerpt: 'Vaellusta, tunturiretkiä ja pakkauslistoja kaikkiin vuodenaikoihin.',
      },
    },
  ),
];

const p = (...paragraphs: string[]) =>
  paragraphs.map((text) => (text.startsWith('<') ? text : `<p>${text}</p>`)).join('\n');

/** Magazine articles; `chapter` is the chapter id. */
export const magazineItems = [
  ...localized(
    'klassisk-teknik',
    {
      chapter: 'langdakning',
      publishedAt: '2026-10-02',
      image: art('magazine', 'klassisk-teknik'),
      youtubeFilm: 'aqz-KE-bpKQ',
    },
    {
      sv: {
        slug: 'klassisk-teknik',
        title: 'Fem tips för bättre klassisk teknik',
        author: 'Anna Berglund',
        excerpt: 'Diagonalen är grunden i längdåkning. Så får du bättre fäste, längre glid och mer kraft i stavtaget.',
        body: p(
          'Klassisk åkning ser enkel ut men belönar den som jobbar med tekniken. De flesta tappar fart för att de står för långt bak på skidan eller sparkar för tidigt.',
          '<h2>Fem saker att träna på</h2>',
          '<ul><li>Låt höften följa med fram över foten innan du sparkar.</li><li>Tryck ned hela foten i sparken – fästzonen måste få kontakt med snön.</li><li>Håll stavarna nära kroppen och sätt i dem snett bakåt.</li><li>Slappna av i axlarna mellan stavtagen.</li><li>Åk korta intervaller i lätt uppför för att känna fästet.</li></ul>',
          'Filma gärna dig själv i spåret. Det du ser på film är nästan alltid något annat än det du tror att du gör.',
        ),
      },
      no: {
        slug: 'klassisk-teknikk',
        title: 'Fem tips for bedre klassisk teknikk',
        author: 'Anna Berglund',
        excerpt:
          'Diagonalgang er grunnmuren i langrenn. Slik får du bedre feste, lengre glid og mer kraft i stavtaket.',
        body: p(
          'Klassisk langrenn ser enkelt ut, men belønner den som jobber med teknikken. De fleste mister fart fordi de står for langt bak på skien eller sparker for tidlig.',
          '<h2>Fem ting å øve på</h2>',
          '<ul><li>La hoften komme frem over foten før du sparker.</li><li>Trykk hele foten ned i frasparket – festesonen må få kontakt med snøen.</li><li>Hold stavene nær kroppen og sett dem skrått bakover.</li><li>Slapp av i skuldrene mellom stavtakene.</li><li>Gå korte drag i slak motbakke for å kjenne festet.</li></ul>',
          'Film deg selv i sporet. Det du ser på film er nesten alltid noe annet enn det du tror du gjør.',
        ),
      },
      fi: {
        slug: 'perinteinen-tekniikka',
        title: 'Viisi vinkkiä parempaan perinteiseen tekniikkaan',
        author: 'Anna Berglund',
        excerpt:
          'Vuorohiihto on perinteisen hiihdon perusta. Näin saat paremman pidon, pidemmän luiston ja enemmän voimaa sauvontaan.',
        body: p(
          'Perinteinen hiihto näyttää helpolta, mutta palkitsee tekniikkaa harjoittelevan. Useimmat menettävät vauhtia, koska seisovat liian takana suksella tai potkaisevat liian aikaisin.',
          '<h2>Viisi harjoiteltavaa asiaa</h2>',
          '<ul><li>Anna lantion tulla jalan yli ennen potkua.</li><li>Paina koko jalkapohja alas potkussa – pitoalueen on koskettava lunta.</li><li>Pidä sauvat lähellä vartaloa ja iske ne vinosti taaksepäin.</li><li>Rentouta hartiat sauvontojen välissä.</li><li>Hiihdä lyhyitä vetoja loivaan ylämäkeen tunteaksesi pidon.</li></ul>',
          'Kuvaa itsesi ladulla. Videolla näkyy lähes aina jotain muuta kuin luulet tekeväsi.',
        ),
      },
    },
  ),
  ...localized(
    'valla-kallt-fore',
    { chapter: 'langdakning', publishedAt: '2026-11-05', image: art('magazine', 'valla-kallt-fore') },
    {
      sv: {
        slug: 'valla-i-kallt-fore',
        title: 'Så vallar du i kallt före',
        author: 'Jonas Lind',
        excerpt: 'Under minus tio grader är snön vass och torr. Hårda vallor och tunna lager är nyckeln.',
        body: p(
          'Kall snö har skarpa kristaller som river i sulan. Välj en hård glidvalla för låga temperaturer och stryk in den i flera tunna lager i stället för ett tjockt.',
          '<h2>Fästvalla</h2>',
          'För fästet gäller en grön eller blå hårdvalla. Lägg fyra till sex tunna lager, kork mellan varje lager och låt skidan svalna ute innan du åker.',
          'Ta med en extra burk i fickan. Om spåret är slitet eller solen kommer fram kan du behöva ett varmare lager mitt under foten.',
        ),
      },
      no: {
        slug: 'smoring-i-kaldt-fore',
        title: 'Slik smører du i kaldt føre',
        author: 'Jonas Lind',
        excerpt: 'Under minus ti grader er snøen skarp og tørr. Harde smøringer og tynne lag er nøkkelen.',
        body: p(
          'Kald snø har skarpe krystaller som river i sålen. Velg en hard glider for lave temperaturer og stryk den inn i flere tynne lag i stedet for ett tykt.',
          '<h2>Festesmøring</h2>',
          'Til feste gjelder grønn eller blå hardvoks. Legg fire til seks tynne lag, kork mellom hvert lag og la skien kjøle seg ned ute før du går.',
          'Ta med en ekstra boks i lomma. Er sporet slitt eller solen kommer frem, kan du trenge et varmere lag midt under foten.',
        ),
      },
      fi: {
        slug: 'voitelu-pakkaskelilla',
        title: 'Näin voitelet pakkaskelillä',
        author: 'Jonas Lind',
        excerpt:
          'Alle kymmenen asteen pakkasella lumi on terävää ja kuivaa. Kovat voiteet ja ohuet kerrokset ratkaisevat.',
        body: p(
          'Kylmässä lumessa on teräviä kiteitä, jotka raapivat pohjaa. Valitse kova luistovoide pakkasille ja silitä se useana ohuena kerroksena yhden paksun sijaan.',
          '<h2>Pitovoide</h2>',
          'Pitoon sopii vihreä tai sininen kova pitovoide. Levitä neljästä kuuteen ohutta kerrosta, korkkaa jokaisen välissä ja anna suksen jäähtyä ulkona ennen hiihtoa.',
          'Ota taskuun ylimääräinen purkki. Jos latu on kulunut tai aurinko tulee esiin, tarvitset ehkä lämpimämmän kerroksen jalan alle.',
        ),
      },
    },
  ),
  ...localized(
    'forsta-loppet',
    { chapter: 'langdakning', publishedAt: '2026-09-14', image: art('magazine', 'forsta-loppet') },
    {
      sv: {
        slug: 'ditt-forsta-langlopp',
        title: 'Ditt första långlopp – så förbereder du dig',
        author: 'Maria Holm',
        excerpt: 'Från träningsplan till depåstrategi: allt du behöver tänka på inför ditt första långlopp.',
        body: p(
          'Ett långlopp avgörs sällan på tävlingsdagen. Bygg upp din uthållighet under hösten med långa, lugna pass och lägg in teknikträning på rullskidor.',
          '<h2>Tävlingsdagen</h2>',
          'Ät en rejäl frukost tre timmar före start, drick i varje kontroll och starta lugnare än du tror. Den som håller jämn fart går förbi många i slutet.',
          'Testa all utrustning i förväg – nya pjäxor på tävlingsdagen är ett säkert recept på skavsår.',
        ),
      },
      no: {
        slug: 'ditt-forste-turrenn',
        title: 'Ditt første turrenn – slik forbereder du deg',
        author: 'Maria Holm',
        excerpt: 'Fra treningsplan til matstasjoner: alt du må tenke på før ditt første turrenn.',
        body: p(
          'Et turrenn avgjøres sjelden på konkurransedagen. Bygg utholdenhet gjennom høsten med lange, rolige økter og legg inn teknikktrening på rulleski.',
          '<h2>Konkurransedagen</h2>',
          'Spis en solid frokost tre timer før start, drikk på hver matstasjon og start roligere enn du tror. Den som holder jevn fart, går forbi mange på slutten.',
          'Test alt utstyr på forhånd – nye støvler på løpsdagen er en sikker oppskrift på gnagsår.',
        ),
      },
      fi: {
        slug: 'ensimmainen-hiihtotapahtuma',
        title: 'Ensimmäinen hiihtotapahtumasi – näin valmistaudut',
        author: 'Maria Holm',
        excerpt:
          'Harjoitusohjelmasta huoltopisteisiin: kaikki, mitä kannattaa miettiä ennen ensimmäistä pitkää hiihtoa.',
        body: p(
          'Pitkä hiihto ratkeaa harvoin kisapäivänä. Rakenna kestävyyttä syksyn aikana pitkillä, rauhallisilla lenkeillä ja harjoittele tekniikkaa rullasuksilla.',
          '<h2>Kisapäivä</h2>',
          'Syö kunnon aamiainen kolme tuntia ennen lähtöä, juo jokaisella huoltopisteellä ja lähde liikkeelle rauhallisemmin kuin luulet. Tasaisesti etenevä ohittaa lopussa monta.',
          'Testaa kaikki varusteet etukäteen – uudet monot kisapäivänä ovat varma resepti rakkoihin.',
        ),
      },
    },
  ),
  ...localized(
    'vinterns-nyheter',
    { chapter: 'langdakning', publishedAt: '2026-11-20', draft: true, image: art('magazine', 'vinterns-nyheter') },
    {
      sv: {
        slug: 'vinterns-nyheter',
        title: 'Förhandstitt: vinterns skidnyheter',
        author: 'Redaktionen',
        excerpt: 'Ett smakprov på säsongens nya skidor – publiceras snart.',
        body: p(
          'Vi har testat säsongens nyheter från Fischler, Nordvik och Kaamos. Hela testet publiceras när de sista skidorna har levererats.',
        ),
      },
      no: {
        slug: 'vinterens-nyheter',
        title: 'Forhåndstitt: vinterens skinyheter',
        author: 'Redaksjonen',
        excerpt: 'En smakebit av sesongens nye ski – publiseres snart.',
        body: p(
          'Vi har testet sesongens nyheter fra Fischler, Nordvik og Kaamos. Hele testen publiseres når de siste skiene er levert.',
        ),
      },
      fi: {
        slug: 'talven-uutuudet',
        title: 'Ennakkokatsaus: talven suksiuutuudet',
        author: 'Toimitus',
        excerpt: 'Maistiainen kauden uusista suksista – julkaistaan pian.',
        body: p(
          'Olemme testanneet kauden uutuudet Fischleriltä, Nordvikilta ja Kaamokselta. Koko testi julkaistaan, kun viimeiset sukset on toimitettu.',
        ),
      },
    },
  ),
  ...localized(
    'valj-loparsko',
    { chapter: 'lopning', publishedAt: '2026-08-22', image: art('magazine', 'valj-loparsko') },
    {
      sv: {
        slug: 'hitta-ratt-loparsko',
        title: 'Hitta rätt löparsko för din fot',
        author: 'Erik Sand',
        excerpt: 'Dämpning, drop och läst – vi reder ut begreppen så att du kan välja sko med gott samvete.',
        body: p(
          'Den bästa löparskon är den som känns bekväm från första steget. Börja med underlaget: asfalt kräver mer dämpning, stig kräver grepp och stabilitet.',
          '<h2>Drop och dämpning</h2>',
          'Drop är höjdskillnaden mellan häl och framfot. Ett lägre drop uppmuntrar ett steg under kroppen, men kräver starka vader. Byt gradvis om du är van vid högt drop.',
          'Prova skor på eftermiddagen när foten är som störst och ha en tumme plats framför tårna.',
        ),
      },
      no: {
        slug: 'finn-riktig-lopesko',
        title: 'Finn riktig løpesko for foten din',
        author: 'Erik Sand',
        excerpt: 'Demping, dropp og lest – vi forklarer begrepene så du kan velge sko med god samvittighet.',
        body: p(
          'Den beste løpeskoen er den som føles komfortabel fra første steg. Begynn med underlaget: asfalt krever mer demping, sti krever grep og stabilitet.',
          '<h2>Dropp og demping</h2>',
          'Dropp er høydeforskjellen mellom hæl og forfot. Lavere dropp oppmuntrer til et steg under kroppen, men krever sterke legger. Bytt gradvis hvis du er vant til høyt dropp.',
          'Prøv sko på ettermiddagen når foten er størst, og ha en tommel plass foran tærne.',
        ),
      },
      fi: {
        slug: 'oikea-juoksukenka',
        title: 'Löydä jalallesi oikea juoksukenkä',
        author: 'Erik Sand',
        excerpt: 'Vaimennus, drop ja lesti – selvitämme käsitteet, jotta valitset kengän hyvällä omallatunnolla.',
        body: p(
          'Paras juoksukenkä tuntuu mukavalta ensimmäisestä askeleesta. Aloita alustasta: asfaltilla tarvitaan enemmän vaimennusta, poluilla pitoa ja tukevuutta.',
          '<h2>Drop ja vaimennus</h2>',
          'Drop on kantapään ja päkiän korkeusero. Matala drop ohjaa askeleen vartalon alle, mutta vaatii vahvoja pohkeita. Vaihda vähitellen, jos olet tottunut korkeaan droppiin.',
          'Sovita kenkiä iltapäivällä, kun jalka on suurimmillaan, ja jätä varpaiden eteen peukalon verran tilaa.',
        ),
      },
    },
  ),
  ...localized(
    'intervaller',
    { chapter: 'lopning', publishedAt: '2026-07-10', image: art('magazine', 'intervaller') },
    {
      sv: {
        slug: 'intervaller-for-nyborjare',
        title: 'Intervaller för nybörjare',
        author: 'Erik Sand',
        excerpt: 'Ett pass i veckan med intervaller gör dig snabbare. Här är tre pass att börja med.',
        body: p(
          'Intervaller betyder att du växlar mellan hård och lätt löpning. Det lär kroppen att tåla högre fart och gör distanspassen lättare.',
          '<ol><li>6 × 2 minuter i tröskelfart med 1 minuts vila.</li><li>10 × 200 meter backe med jogg ned som vila.</li><li>3 × 8 minuter i jämn, ansträngande fart.</li></ol>',
          'Värm upp ordentligt i minst tio minuter och avsluta med lugn jogg. Hellre ett pass för lätt än ett för hårt.',
        ),
      },
      no: {
        slug: 'intervaller-for-nybegynnere',
        title: 'Intervaller for nybegynnere',
        author: 'Erik Sand',
        excerpt: 'Én intervalløkt i uka gjør deg raskere. Her er tre økter å begynne med.',
        body: p(
          'Intervaller betyr at du veksler mellom hard og lett løping. Det lærer kroppen å tåle høyere fart og gjør langturene lettere.',
          '<ol><li>6 × 2 minutter i terskelfart med 1 minutt pause.</li><li>10 × 200 meter motbakke med jogg ned som pause.</li><li>3 × 8 minutter i jevn, anstrengende fart.</li></ol>',
          'Varm opp grundig i minst ti minutter og avslutt med rolig jogg. Heller en økt for lett enn en for hard.',
        ),
      },
      fi: {
        slug: 'intervallit-aloittelijalle',
        title: 'Intervallit aloittelijalle',
        author: 'Erik Sand',
        excerpt: 'Yksi intervallitreeni viikossa tekee sinusta nopeamman. Tässä kolme treeniä alkuun.',
        body: p(
          'Intervalleissa vaihtelet kovaa ja kevyttä juoksua. Keho oppii sietämään kovempaa vauhtia, ja peruslenkit tuntuvat helpommilta.',
          '<ol><li>6 × 2 minuuttia kynnysvauhtia, 1 minuutin palautus.</li><li>10 × 200 metrin mäkivedot, hölkkä alas palautuksena.</li><li>3 × 8 minuuttia tasaista, reipasta vauhtia.</li></ol>',
          'Lämmittele huolella vähintään kymmenen minuuttia ja lopeta rauhalliseen hölkkään. Mieluummin liian kevyt kuin liian kova treeni.',
        ),
      },
    },
  ),
  ...localized(
    'traillopning',
    { chapter: 'lopning', publishedAt: '2026-06-03', image: art('magazine', 'traillopning') },
    {
      sv: {
        slug: 'kom-igang-med-traillopning',
        title: 'Kom igång med traillöpning',
        author: 'Lina Ek',
        excerpt: 'Stigar, rötter och utsikt. Så tar du steget från asfalt till terräng.',
        body: p(
          'Traillöpning handlar mer om närvaro än om tempo. Korta stegen i nedför, titta två till tre meter framför fötterna och låt armarna hjälpa balansen.',
          'Ett par skor med grova dubbar och en lätt löparväst med vatten räcker långt. Berätta alltid för någon vart du ska springa.',
        ),
      },
      no: {
        slug: 'kom-i-gang-med-terrenglop',
        title: 'Kom i gang med terrengløp',
        author: 'Lina Ek',
        excerpt: 'Stier, røtter og utsikt. Slik tar du steget fra asfalt til terreng.',
        body: p(
          'Terrengløp handler mer om tilstedeværelse enn om tempo. Korte steg i nedoverbakke, se to til tre meter foran føttene og la armene hjelpe balansen.',
          'Et par sko med grove knotter og en lett løpevest med vann kommer du langt med. Fortell alltid noen hvor du skal løpe.',
        ),
      },
      fi: {
        slug: 'aloita-polkujuoksu',
        title: 'Aloita polkujuoksu',
        author: 'Lina Ek',
        excerpt: 'Polkuja, juurakoita ja maisemia. Näin siirryt asfaltilta maastoon.',
        body: p(
          'Polkujuoksu on enemmän läsnäoloa kuin vauhtia. Lyhennä askelta alamäissä, katso kahdesta kolmeen metriä eteenpäin ja anna käsien auttaa tasapainossa.',
          'Karkeapohjaiset kengät ja kevyt juoksuliivi vesipulloineen riittävät pitkälle. Kerro aina jollekulle, minne olet menossa.',
        ),
      },
    },
  ),
  ...localized(
    'packlista-fjall',
    { chapter: 'friluftsliv', publishedAt: '2026-07-28', image: art('magazine', 'packlista-fjall') },
    {
      sv: {
        slug: 'packlista-for-fjallet',
        title: 'Packlistan för en vecka på fjället',
        author: 'Sara Nilsson',
        excerpt: 'Lätt packning utan att frysa. Vår beprövade lista för en veckas vandring.',
        body: p(
          'Vädret på fjället kan skifta på en timme. Klä dig i lager: underställ i ull, ett värmande mellanlager och ett skal som håller både vind och regn ute.',
          '<h2>Det viktigaste</h2>',
          '<ul><li>Tält som tål vind, sovsäck och liggunderlag</li><li>Kök, bränsle och mat för en extra dag</li><li>Karta, kompass och första hjälpen</li><li>Mössa och vantar – även i juli</li></ul>',
        ),
      },
      no: {
        slug: 'pakkeliste-for-fjellet',
        title: 'Pakkelisten for en uke på fjellet',
        author: 'Sara Nilsson',
        excerpt: 'Lett pakning uten å fryse. Vår utprøvde liste for en ukes fottur.',
        body: p(
          'Været på fjellet kan skifte på en time. Kle deg i lag: ullundertøy, et varmende mellomlag og et skall som holder både vind og regn ute.',
          '<h2>Det viktigste</h2>',
          '<ul><li>Telt som tåler vind, sovepose og liggeunderlag</li><li>Kokeapparat, brensel og mat for en ekstra dag</li><li>Kart, kompass og førstehjelp</li><li>Lue og votter – også i juli</li></ul>',
        ),
      },
      fi: {
        slug: 'tunturivaelluksen-pakkauslista',
        title: 'Pakkauslista viikon tunturivaellukselle',
        author: 'Sara Nilsson',
        excerpt: 'Kevyt rinkka ilman palelemista. Hyväksi havaittu listamme viikon vaellukselle.',
        body: p(
          'Tunturissa sää voi muuttua tunnissa. Pukeudu kerroksittain: villainen kerrasto, lämmin välikerros ja kuori, joka pitää tuulen ja sateen loitolla.',
          '<h2>Tärkeimmät</h2>',
          '<ul><li>Tuulta kestävä teltta, makuupussi ja makuualusta</li><li>Keitin, polttoaine ja ruokaa yhdeksi lisäpäiväksi</li><li>Kartta, kompassi ja ensiaputarvikkeet</li><li>Pipo ja lapaset – myös heinäkuussa</li></ul>',
        ),
      },
    },
  ),
  ...localized(
    'vinterfjall',
    { chapter: 'friluftsliv', publishedAt: '2026-11-12', image: art('magazine', 'vinterfjall') },
    {
      sv: {
        slug: 'sakert-pa-vinterfjallet',
        title: 'Säkert på vinterfjället',
        author: 'Sara Nilsson',
        excerpt: 'Kyla, mörker och lavinfara kräver respekt. Så planerar du en trygg vintertur.',
        body: p(
          'Följ alltid ledmarkeringarna och kontrollera lavinprognosen innan du ger dig av. Mörkret kommer tidigt – planera dagsetapper som ryms i dagsljuset.',
          'Ha extra värme i en vattentät påse och en termos med varm dryck. Vindskydd och en vindsäck kan vara skillnaden mellan en obehaglig och en farlig natt.',
        ),
      },
      no: {
        slug: 'trygg-pa-vinterfjellet',
        title: 'Trygg på vinterfjellet',
        author: 'Sara Nilsson',
        excerpt: 'Kulde, mørke og skredfare krever respekt. Slik planlegger du en trygg vintertur.',
        body: p(
          'Følg alltid merkingen og sjekk skredvarselet før du drar. Mørket kommer tidlig – planlegg dagsetapper som passer i dagslyset.',
          'Ha ekstra varme klær i en vanntett pose og en termos med varm drikke. Vindsekk kan være forskjellen mellom en ubehagelig og en farlig natt.',
        ),
      },
      fi: {
        slug: 'turvallisesti-talvitunturissa',
        title: 'Turvallisesti talvitunturissa',
        author: 'Sara Nilsson',
        excerpt: 'Pakkanen, pimeys ja lumivyöryvaara vaativat kunnioitusta. Näin suunnittelet turvallisen talviretken.',
        body: p(
          'Seuraa aina reittimerkintöjä ja tarkista lumivyöryennuste ennen lähtöä. Pimeä tulee aikaisin – suunnittele päivämatkat valoisan ajan mittaisiksi.',
          'Pakkaa lisävaatteet vesitiiviiseen pussiin ja ota mukaan termospullo lämmintä juotavaa. Tuulisuoja voi olla ero epämukavan ja vaarallisen yön välillä.',
        ),
      },
    },
  ),
  ...localized(
    'dagstur-med-barn',
    { chapter: 'friluftsliv', publishedAt: '2026-05-18', image: art('magazine', 'dagstur-med-barn') },
    {
      sv: {
        slug: 'dagstur-med-barn',
        title: 'Dagstur med barn – så blir den lyckad',
        author: 'Petra Lund',
        excerpt: 'Korta sträckor, mycket fika och ett mål som lockar. Våra bästa tips för turer med de minsta.',
        body: p(
          'Låt barnen bestämma tempot och planera för många pauser. Ett mål som en sjö, en utsiktspunkt eller en grillplats gör turen till ett äventyr.',
          'Packa torra strumpor, plåster och favoritmackan. Och glöm inte att berömma – stolta barn vill gärna ut igen.',
        ),
      },
      no: {
        slug: 'dagstur-med-barn',
        title: 'Dagstur med barn – slik blir den vellykket',
        author: 'Petra Lund',
        excerpt: 'Korte strekninger, mye matpakke og et mål som frister. Våre beste tips for turer med de minste.',
        body: p(
          'La barna bestemme tempoet og planlegg mange pauser. Et mål som et vann, et utsiktspunkt eller en grillplass gjør turen til et eventyr.',
          'Pakk tørre sokker, plaster og favorittmatpakken. Og ikke glem å rose – stolte barn vil gjerne ut igjen.',
        ),
      },
      fi: {
        slug: 'paivaretki-lasten-kanssa',
        title: 'Päiväretki lasten kanssa – näin se onnistuu',
        author: 'Petra Lund',
        excerpt:
          'Lyhyitä matkoja, paljon eväitä ja houkutteleva määränpää. Parhaat vinkkimme retkille pienimpien kanssa.',
        body: p(
          'Anna lasten määrätä tahti ja suunnittele paljon taukoja. Järvi, näköalapaikka tai nuotiopaikka tekee retkestä seikkailun.',
          'Pakkaa kuivat sukat, laastareita ja lempieväät. Ja muista kehua – ylpeät lapset haluavat mielellään uudelleen ulos.',
        ),
      },
    },
  ),
];
