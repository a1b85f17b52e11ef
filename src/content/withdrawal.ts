/** The right of withdrawal of a distance sale (14 days), in each store's language. More in README.md. */
import type { StoreCode } from '../lib/store-view/config.ts';
import { contentPath } from '../lib/content/routes.ts';
import { sellerLine } from './company.ts';
import { servicePageSlugs } from './slugs.ts';

/** The withdrawal information and model form of one store. */
export interface WithdrawalText {
  heading: string;
  /** The rule in one sentence (checkout, mails). */
  summary: string;
  /** How to withdraw with the shop's own means: the support form's subject and the order number. */
  howTo: string;
  /** The model information, paragraph by paragraph. */
  information: string[];
  formHeading: string;
  formIntro: string;
  /** The form's lines after "To:"; a line ending in ':' is filled in by the shopper. */
  formLines: string[];
  formNote: string;
  /** "To" of the form. */
  to: string;
  /** The support form's link text. */
  supportLink: string;
}

const texts: Record<StoreCode, Omit<WithdrawalText, 'to'>> = {
  sv: {
    heading: 'Ångerrätt',
    summary: 'Du har 14 dagars ångerrätt från den dag du tar emot varorna. Utöver det har du 30 dagars öppet köp.',
    howTo:
      'Ångra ditt köp genom kontaktformuläret på vår kundservicesida: välj ärendet "Ångra ett köp" och ange ordernumret. Du får en bekräftelse via e-post. Du kan också skicka standardformuläret nedan eller ett eget meddelande per e-post eller brev.',
    information: [
      'Du har rätt att frånträda detta avtal inom 14 dagar utan att ange något skäl.',
      'Ångerfristen löper ut 14 dagar efter den dag då du eller en tredje part (dock inte transportören) som du har angett tar varorna i fysisk besittning. Om en beställning levereras i flera försändelser räknas fristen från den dag du tar emot den sista varan.',
      'För att utöva ångerrätten ska du meddela oss ditt beslut att frånträda avtalet genom ett otvetydigt meddelande (till exempel via vårt kontaktformulär, e-post eller brev). Du får använda standardformuläret för utövande av ångerrätt, men det är inte obligatoriskt. För att ångerfristen ska iakttas räcker det att du skickar ditt meddelande innan fristen har gått ut.',
      'Om du frånträder avtalet betalar vi tillbaka alla betalningar vi fått från dig, inklusive leveranskostnader (utom tillkommande kostnader för ett annat leveranssätt än vårt billigaste standardleveranssätt), utan onödigt dröjsmål och senast 14 dagar från den dag vi fick ditt meddelande. Vi använder samma betalningsmetod som du använde vid köpet, om vi inte uttryckligen kommit överens om annat, och du debiteras inga avgifter för återbetalningen. Vi får vänta med återbetalningen tills vi har fått tillbaka varorna eller du har visat att du skickat tillbaka dem.',
      'Skicka tillbaka varorna utan onödigt dröjsmål och senast 14 dagar från den dag du meddelade oss att du frånträder avtalet. Vi står för returkostnaden. Du ansvarar bara för varornas minskade värde till följd av att de hanterats på annat sätt än vad som är nödvändigt för att fastställa deras egenskaper och funktion.',
    ],
    formHeading: 'Standardformulär för utövande av ångerrätt',
    formIntro: '(Fyll i och returnera detta formulär endast om du vill frånträda avtalet.)',
    formLines: [
      'Jag/Vi (*) meddelar härmed att jag/vi (*) vill frånträda mitt/vårt (*) avtal om köp av följande varor:',
      'Beställd den (*)/mottagen den (*):',
      'Ordernummer:',
      'Konsumentens/konsumenternas namn:',
      'Konsumentens/konsumenternas adress:',
      'Konsumentens/konsumenternas namnteckning (endast om formuläret lämnas på papper):',
      'Datum:',
    ],
    formNote: '(*) Stryk det som inte gäller.',
    supportLink: 'Ångra ett köp via kundservice',
  },
  no: {
    heading: 'Angrerett',
    summary: 'Du har 14 dagers angrerett fra den dagen du mottar varene. I tillegg har du 30 dagers åpent kjøp.',
    howTo:
      'Angre kjøpet via kontaktskjemaet på kundeservicesiden vår: velg saken «Angre et kjøp» og oppgi ordrenummeret. Du får en bekreftelse på e-post. Du kan også sende angreskjemaet nedenfor eller en egen melding på e-post eller brev.',
    information: [
      'Du har rett til å gå fra denne avtalen innen 14 dager uten å oppgi noen grunn.',
      'Angrefristen utløper 14 dager etter den dagen du, eller en tredjepart du har utpekt (men ikke transportøren), får varene i fysisk besittelse. Leveres en bestilling i flere forsendelser, regnes fristen fra den dagen du mottar den siste varen.',
      'For å bruke angreretten må du gi oss melding om beslutningen din om å gå fra avtalen i en utvetydig erklæring (for eksempel via kontaktskjemaet vårt, e-post eller brev). Du kan bruke angreskjemaet, men det er ikke påkrevd. For å overholde angrefristen er det nok at du sender meldingen før fristen er ute.',
      'Går du fra avtalen, betaler vi tilbake alle betalinger vi har mottatt fra deg, også leveringskostnadene (unntatt tilleggskostnader for en annen leveringsmåte enn vår billigste standardlevering), uten unødig opphold og senest 14 dager fra den dagen vi mottok meldingen din. Vi bruker samme betalingsmiddel som ved kjøpet, med mindre vi uttrykkelig har avtalt noe annet, og du belastes ikke gebyrer for tilbakebetalingen. Vi kan holde tilbake betalingen til vi har mottatt varene, eller til du har lagt fram dokumentasjon på at de er sendt tilbake.',
      'Send varene tilbake uten unødig opphold og senest 14 dager fra den dagen du ga oss melding om at du går fra avtalen. Vi dekker returkostnaden. Du er bare ansvarlig for en eventuell verdireduksjon som skyldes annen håndtering av varene enn det som er nødvendig for å fastslå deres art, egenskaper og funksjon.',
    ],
    formHeading: 'Angreskjema',
    formIntro: '(Fyll ut og returner dette skjemaet bare dersom du ønsker å gå fra avtalen.)',
    formLines: [
      'Jeg/vi (*) underretter herved om at jeg/vi (*) ønsker å gå fra min/vår (*) avtale om kjøp av følgende varer:',
      'Bestilt den (*)/mottatt den (*):',
      'Ordrenummer:',
      'Forbrukerens/forbrukernes navn:',
      'Forbrukerens/forbrukernes adresse:',
      'Forbrukerens/forbrukernes underskrift (bare dersom skjemaet sendes på papir):',
      'Dato:',
    ],
    formNote: '(*) Stryk det som ikke gjelder.',
    supportLink: 'Angre et kjøp via kundeservice',
  },
  fi: {
    heading: 'Peruuttamisoikeus',
    summary:
      'Sinulla on 14 päivän peruuttamisoikeus siitä päivästä, jona vastaanotat tuotteet. Lisäksi sinulla on 30 päivän palautusoikeus.',
    howTo:
      'Peruuta ostoksesi asiakaspalvelusivumme yhteydenottolomakkeella: valitse aiheeksi ”Tilauksen peruuttaminen” ja anna tilausnumero. Saat vahvistuksen sähköpostiisi. Voit myös lähettää alla olevan peruuttamislomakkeen tai oman ilmoituksen sähköpostilla tai kirjeellä.',
    information: [
      'Sinulla on oikeus peruuttaa tämä sopimus 14 päivän kuluessa ilman syytä.',
      'Peruuttamisaika päättyy 14 päivän kuluttua siitä päivästä, jona sinä tai ilmoittamasi kolmas osapuoli, joka ei ole kuljettaja, on saanut tavarat fyysisesti haltuunsa. Jos tilaus toimitetaan useassa erässä, aika lasketaan viimeisen tavaran vastaanottamisesta.',
      'Peruuttamisoikeuden käyttämiseksi sinun on ilmoitettava meille päätöksestäsi peruuttaa sopimus yksiselitteisellä ilmoituksella (esimerkiksi yhteydenottolomakkeellamme, sähköpostilla tai kirjeellä). Voit käyttää mallilomaketta, mutta se ei ole pakollista. Peruuttamisaikaa noudatetaan, kun lähetät ilmoituksen ennen peruuttamisajan päättymistä.',
      'Jos peruutat sopimuksen, palautamme sinulta saadut maksut, myös toimituskulut (lukuun ottamatta lisäkustannuksia, jotka johtuvat muun kuin edullisimman vakiotoimitustapamme valitsemisesta), viivytyksettä ja viimeistään 14 päivän kuluttua siitä, kun saimme ilmoituksesi. Käytämme samaa maksutapaa kuin alkuperäisessä ostossa, ellet ole nimenomaisesti sopinut kanssamme muuta, eikä palautuksesta aiheudu sinulle kuluja. Voimme pidättäytyä maksujen palauttamisesta, kunnes olemme saaneet tavarat takaisin tai olet osoittanut lähettäneesi ne.',
      'Lähetä tavarat takaisin viivytyksettä ja viimeistään 14 päivän kuluttua siitä, kun ilmoitit peruuttamisesta. Vastaamme palautuksen kustannuksista. Vastaat ainoastaan tavaroiden arvon alenemisesta, joka johtuu muusta kuin tavaroiden luonteen, ominaisuuksien ja toimivuuden toteamisen kannalta tarpeellisesta käsittelystä.',
    ],
    formHeading: 'Malli peruuttamislomakkeesta',
    formIntro: '(Täytä ja palauta tämä lomake vain, jos haluat peruuttaa sopimuksen.)',
    formLines: [
      'Ilmoitan/Ilmoitamme (*) täten, että haluan/haluamme (*) peruuttaa tekemäni/tekemämme (*) sopimuksen, joka koskee seuraavien tavaroiden kauppaa:',
      'Tilauspäivä (*)/vastaanottopäivä (*):',
      'Tilausnumero:',
      'Kuluttajan nimi/kuluttajien nimet:',
      'Kuluttajan osoite/kuluttajien osoitteet:',
      'Kuluttajan allekirjoitus/kuluttajien allekirjoitukset (vain jos lomake tehdään paperilla):',
      'Päiväys:',
    ],
    formNote: '(*) Tarpeeton yliviivataan.',
    supportLink: 'Peruuta tilaus asiakaspalvelun kautta',
  },
};

const toLabel: Record<StoreCode, string> = { sv: 'Till', no: 'Til', fi: 'Vastaanottaja' };

/** The id of the withdrawal heading on the terms page (the checkout links to it). */
export const withdrawalAnchor: Record<StoreCode, string> = {
  sv: 'angerratt',
  no: 'angrerett',
  fi: 'peruuttamisoikeus',
};

/** The withdrawal information and model form of a store, addressed to its seller. */
export function withdrawalText(store: StoreCode): WithdrawalText {
  return { ...texts[store], to: `${toLabel[store]}: ${sellerLine(store)}` };
}

/** The support page's contact form with the withdrawal subject chosen (terms page, confirmation mail). */
export function withdrawalSupportPath(store: StoreCode): string {
  return `${contentPath(store, 'page', servicePageSlugs.support[store])}?subject=withdrawal`;
}

const escapeHtml = (value: string) =>
  value.replace(/[&<>"']/g, (c) => ({ '&': '&amp;', '<': '&lt;', '>': '&gt;', '"': '&quot;', "'": '&#39;' })[c]!);

/**
 * The withdrawal information and form as HTML (the terms page and the confirmation mail), headings at `level`; the
 * support form link when given (with the order number filled in from a mail).
 */
export function withdrawalHtml(store: StoreCode, support?: string, level = 2): string {
  const text = withdrawalText(store);
  const h = (content: string, depth = level, anchor = '') =>
    `<h${depth}${anchor ? ` id="${anchor}"` : ''}>${escapeHtml(content)}</h${depth}>`;
  const link = support ? ` <a href="${escapeHtml(support)}">${escapeHtml(text.supportLink)}</a>` : '';
  return [
    h(text.heading, level, withdrawalAnchor[store]),
    `<p><strong>${escapeHtml(text.summary)}</strong></p>`,
    `<p>${escapeHtml(text.howTo)}${link}</p>`,
    ...text.information.map((p) => `<p>${escapeHtml(p)}</p>`),
    h(text.formHeading, level + 1),
    `<p>${escapeHtml(text.formIntro)}</p>`,
    `<ul><li>${[text.to, ...text.formLines].map((line) => escapeHtml(line)).join('</li><li>')}</li></ul>`,
    `<p>${escapeHtml(text.formNote)}</p>`,
  ].join('');
}

/** The withdrawal information and form as plain text (the confirmation mail's text part). */
export function withdrawalPlain(store: StoreCode, support?: string): string {
  const text = withdrawalText(store);
  const rule = '-'.repeat(60);
  return [
    text.heading.toUpperCase(),
    '',
    text.summary,
    '',
    text.howTo,
    ...(support ? [`${text.supportLink}: ${support}`] : []),
    '',
    ...text.information.flatMap((p) => [p, '']),
    rule,
    text.formHeading.toUpperCase(),
    text.formIntro,
    '',
    text.to,
    ...text.formLines.map((line) => (line.endsWith(':') ? `${line} ____________________` : line)),
    '',
    text.formNote,
    rule,
  ].join('\n');
}
