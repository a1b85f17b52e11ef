/**
 * The accessibility statement of each store: the standard the shop meets, how that is tested, what is known not to
 * work yet, the date and where to report a problem. Keep the limitations true: update them when one is fixed or found.
 */
import type { StoreCode } from '../lib/store-view/config.ts';
import { contentPath } from '../lib/content/routes.ts';
import { servicePageSlugs } from './slugs.ts';

/** The day the statement was last reviewed (ISO date). */
export const accessibilityReviewed = '2026-11-28';

/** The statement's texts in one store. */
export interface AccessibilityStatement {
  title: string;
  description: string;
  intro: string;
  standardHeading: string;
  standard: string;
  testingHeading: string;
  testing: string[];
  limitationsHeading: string;
  limitations: string[];
  feedbackHeading: string;
  feedback: string;
  feedbackLink: string;
  enforcementHeading: string;
  enforcement: string;
  /** "Reviewed on {date}". */
  reviewed: string;
}

/** The statements, per store. */
export const accessibilityStatements: Record<StoreCode, AccessibilityStatement> = {
  sv: {
    title: 'Tillgänglighetsredogörelse',
    description:
      'Hur tillgänglig Nordpeaks webbutik är, hur vi testar den, kända brister och hur du rapporterar problem.',
    intro:
      'Nordpeak vill att alla ska kunna handla hos oss, med tangentbord, skärmläsare, förstoring eller på en liten skärm. Den här redogörelsen gäller webbutiken på nordpeak.se och omfattas av lagen om vissa produkters och tjänsters tillgänglighet.',
    standardHeading: 'Vilken standard vi följer',
    standard:
      'Webbutiken uppfyller kraven i EN 301 549, som för webbsidor motsvarar WCAG 2.1 på nivå AA, med de undantag som står under Kända brister.',
    testingHeading: 'Så testar vi',
    testing: [
      'Automatiska tester med verktyget axe på varje sidtyp och öppen panel (meny, minivarukorg, språkval, filter), i alla tre butiker, i mobil- och datorstorlek. En ändring som ger ett fel kan inte publiceras.',
      'Ett automatiskt test som går hela vägen från startsidan till en lagd order med enbart tangentbord och kontrollerar att fokus syns.',
      'Manuella kontroller av nya funktioner med tangentbord, 200 % förstoring och utan JavaScript. Varukorgen, filtren och menyn testas också automatiskt utan JavaScript.',
    ],
    limitationsHeading: 'Kända brister',
    limitations: [
      'Axe hittar bara en del av de fel som WCAG beskriver. Vi har ännu inte gått igenom hela köpet med skärmläsare (VoiceOver, NVDA, TalkBack), låtit en extern expert granska webbutiken eller testat den tillsammans med användare med funktionsnedsättning.',
      'Produktbilderna beskrivs med produktens namn och bildens nummer, inte med vad de visar, till exempel färg eller detaljer. Det som syns på bilderna står i produkttexten och specifikationen.',
      'Artiklar och kampanjsidor skrivs i vårt publiceringsverktyg; de testas automatiskt, men bildtexter och rubrikordning i äldre texter kan brista.',
      'Betalningen sker hos vår betalleverantör, vars sidor vi inte själva testar.',
    ],
    feedbackHeading: 'Rapportera ett problem',
    feedback:
      'Hittar du något som inte fungerar, eller behöver du innehåll i en annan form? Skriv till oss via kundservice med ärendet "Tillgänglighet: rapportera ett problem".',
    feedbackLink: 'Rapportera ett tillgänglighetsproblem',
    enforcementHeading: 'Tillsyn',
    enforcement:
      'Är du inte nöjd med vårt svar kan du vända dig till Post- och telestyrelsen (PTS), som har tillsyn över tillgängligheten i e-handel.',
    reviewed: 'Redogörelsen granskades senast {date}.',
  },
  no: {
    title: 'Tilgjengelighetserklæring',
    description:
      'Hvor tilgjengelig Nordpeaks nettbutikk er, hvordan vi tester den, kjente mangler og hvordan du melder fra om problemer.',
    intro:
      'Nordpeak vil at alle skal kunne handle hos oss, med tastatur, skjermleser, forstørrelse eller på en liten skjerm. Denne erklæringen gjelder nettbutikken på nordpeak.no.',
    standardHeading: 'Hvilken standard vi følger',
    standard:
      'Nettbutikken oppfyller kravene i EN 301 549, som for nettsider tilsvarer WCAG 2.1 på nivå AA, med unntakene under Kjente mangler.',
    testingHeading: 'Slik tester vi',
    testing: [
      'Automatiske tester med verktøyet axe på hver sidetype og åpent panel (meny, minihandlekurv, språkvalg, filtre), i alle tre butikker, i mobil- og PC-størrelse. En endring som gir en feil, kan ikke publiseres.',
      'En automatisk test som går hele veien fra forsiden til en lagt ordre med bare tastatur, og kontrollerer at fokus er synlig.',
      'Manuelle kontroller av nye funksjoner med tastatur, 200 % forstørrelse og uten JavaScript. Handlekurven, filtrene og menyen testes også automatisk uten JavaScript.',
    ],
    limitationsHeading: 'Kjente mangler',
    limitations: [
      'Axe finner bare en del av feilene WCAG beskriver. Vi har ennå ikke gått gjennom hele kjøpet med skjermleser (VoiceOver, NVDA, TalkBack), fått nettbutikken vurdert av en ekstern ekspert eller testet den sammen med brukere med funksjonsnedsettelse.',
      'Produktbildene beskrives med produktets navn og bildets nummer, ikke med hva de viser, for eksempel farge eller detaljer. Det som vises på bildene, står i produktteksten og spesifikasjonene.',
      'Artikler og kampanjesider skrives i publiseringsverktøyet vårt; de testes automatisk, men bildetekster og overskriftsrekkefølge i eldre tekster kan ha mangler.',
      'Betalingen skjer hos betalingsleverandøren vår, og sidene deres tester vi ikke selv.',
    ],
    feedbackHeading: 'Meld fra om et problem',
    feedback:
      'Finner du noe som ikke fungerer, eller trenger du innhold i en annen form? Skriv til oss via kundeservice med emnet «Tilgjengelighet: meld fra om et problem».',
    feedbackLink: 'Meld fra om et tilgjengelighetsproblem',
    enforcementHeading: 'Tilsyn',
    enforcement:
      'Er du ikke fornøyd med svaret vårt, kan du kontakte Tilsynet for universell utforming av ikt i Digitaliseringsdirektoratet.',
    reviewed: 'Erklæringen ble sist gjennomgått {date}.',
  },
  fi: {
    title: 'Saavutettavuusseloste',
    description:
      'Kuinka saavutettava Nordpeakin verkkokauppa on, miten testaamme sitä, tunnetut puutteet ja miten ilmoitat ongelmasta.',
    intro:
      'Nordpeak haluaa, että kaikki voivat asioida kanssamme näppäimistöllä, ruudunlukijalla, suurennuksella tai pienellä näytöllä. Tämä seloste koskee verkkokauppaa osoitteessa nordpeak.fi.',
    standardHeading: 'Mitä standardia noudatamme',
    standard:
      'Verkkokauppa täyttää standardin EN 301 549 vaatimukset, jotka verkkosivuilla vastaavat WCAG 2.1 -ohjeiden AA-tasoa, lukuun ottamatta kohdassa Tunnetut puutteet mainittuja.',
    testingHeading: 'Näin testaamme',
    testing: [
      'Automaattiset testit axe-työkalulla jokaiselle sivutyypille ja avoimelle paneelille (valikko, miniostoskori, kielivalinta, suodattimet) kaikissa kolmessa kaupassa puhelimen ja tietokoneen näyttökoossa. Muutosta, joka aiheuttaa virheen, ei voi julkaista.',
      'Automaattinen testi, joka kulkee etusivulta tehtyyn tilaukseen pelkällä näppäimistöllä ja tarkistaa, että kohdistus näkyy.',
      'Uusien toimintojen käsin tehtävät tarkistukset näppäimistöllä, 200 %:n suurennuksella ja ilman JavaScriptiä. Ostoskori, suodattimet ja valikko testataan myös automaattisesti ilman JavaScriptiä.',
    ],
    limitationsHeading: 'Tunnetut puutteet',
    limitations: [
      'Axe löytää vain osan WCAG:n kuvaamista virheistä. Emme ole vielä käyneet koko ostopolkua läpi ruudunlukijalla (VoiceOver, NVDA, TalkBack), teettäneet ulkopuolista arviointia emmekä testanneet verkkokauppaa yhdessä vammaisten käyttäjien kanssa.',
      'Tuotekuvat kuvataan tuotteen nimellä ja kuvan numerolla, ei sillä, mitä kuvassa näkyy, kuten väreillä tai yksityiskohdilla. Kuvissa näkyvät tiedot löytyvät tuotekuvauksesta ja teknisistä tiedoista.',
      'Artikkelit ja kampanjasivut kirjoitetaan julkaisutyökalussamme; ne testataan automaattisesti, mutta vanhempien tekstien kuvateksteissä ja otsikkojärjestyksessä voi olla puutteita.',
      'Maksaminen tapahtuu maksupalveluntarjoajamme sivuilla, joita emme itse testaa.',
    ],
    feedbackHeading: 'Ilmoita ongelmasta',
    feedback:
      'Löysitkö jotain, mikä ei toimi, tai tarvitsetko sisältöä toisessa muodossa? Kirjoita meille asiakaspalvelun lomakkeella ja valitse aiheeksi ”Saavutettavuus: ilmoita ongelmasta”.',
    feedbackLink: 'Ilmoita saavutettavuusongelmasta',
    enforcementHeading: 'Valvonta',
    enforcement:
      'Jos et ole tyytyväinen vastaukseemme, voit ilmoittaa asiasta saavutettavuusvaatimusten valvontaviranomaiselle (saavutettavuusvaatimukset.fi).',
    reviewed: 'Seloste on tarkistettu viimeksi {date}.',
  },
};

/** The support form with the accessibility subject chosen. */
export function accessibilitySupportPath(store: StoreCode): string {
  return `${contentPath(store, 'page', servicePageSlugs.support[store])}?subject=accessibility`;
}
