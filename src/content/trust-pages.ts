import type { StoreCode } from '../lib/store-view/config.ts';
import { sellerHtml, serviceEmail as email } from './company.ts';
import { deviceStorageHtml } from './device-storage.ts';
import { localized } from './helpers.ts';
import { trustPageSlugs } from './slugs.ts';
import { withdrawalHtml, withdrawalSupportPath } from './withdrawal.ts';

export { servicePageSlugs, trustPageSlugs, type TrustPage } from './slugs.ts';

const company = { sv: sellerHtml('sv'), no: sellerHtml('no'), fi: sellerHtml('fi') };

const withdrawal = (store: StoreCode) => withdrawalHtml(store, withdrawalSupportPath(store));

/** CMS pages in three languages: delivery and returns, payment methods, terms, privacy and cookies, contact and company details. */
export const trustPages = [
  ...localized(
    'leverans',
    { identifier: 'delivery-and-returns', updatedAt: '2026-11-01' },
    {
      sv: {
        slug: trustPageSlugs.delivery.sv,
        title: 'Leverans och returer',
        excerpt: 'Fraktpriser, leveranstider och 30 dagars öppet köp.',
        metaDescription: 'Fraktpriser, leveranstider, fri frakt över 999 kr och 30 dagars öppet köp hos Nordpeak.',
        body: '<h2>Leverans</h2><p>Varor i lager skickas inom 24 timmar och levereras normalt inom 1–3 vardagar. Fri frakt till ombud när du handlar för minst 999 kr.</p><table><caption>Fraktsätt</caption><thead><tr><th scope="col">Fraktsätt</th><th scope="col">Leveranstid</th><th scope="col">Pris</th></tr></thead><tbody><tr><td>DHL, ombud</td><td>1–3 vardagar</td><td>55 kr</td></tr><tr><td>PostNord, ombud</td><td>1–3 vardagar</td><td>59 kr</td></tr><tr><td>PostNord, hemleverans</td><td>1–3 vardagar</td><td>99 kr</td></tr><tr><td>DHL Express</td><td>Nästa vardag</td><td>149 kr</td></tr></tbody></table><h2>Öppet köp och returer</h2><p>Du har 30 dagars öppet köp från den dag du tog emot varan. Varan ska vara oanvänd och skickas i originalförpackningen. Returen är kostnadsfri: använd returetiketten i paketet eller skriv ut en ny från Mitt konto.</p><p>Vi betalar tillbaka till samma betalsätt inom 14 dagar från att vi tagit emot returen.</p><h2>Reklamation</h2><p>Du har tre års reklamationsrätt enligt konsumentköplagen. Kontakta kundservice med ordernummer och en bild på felet.</p>',
      },
      no: {
        slug: trustPageSlugs.delivery.no,
        title: 'Levering og retur',
        excerpt: 'Fraktpriser, leveringstider og 30 dagers åpent kjøp.',
        metaDescription: 'Fraktpriser, leveringstider, fri frakt over 999 kr og 30 dagers åpent kjøp hos Nordpeak.',
        body: '<h2>Levering</h2><p>Varer på lager sendes innen 24 timer og leveres normalt innen 1–3 virkedager. Fri frakt til hentested når du handler for minst 999 kr.</p><table><caption>Fraktmåter</caption><thead><tr><th scope="col">Fraktmåte</th><th scope="col">Leveringstid</th><th scope="col">Pris</th></tr></thead><tbody><tr><td>PostNord, hentested</td><td>1–3 virkedager</td><td>69 kr</td></tr><tr><td>Bring, hentested</td><td>1–3 virkedager</td><td>79 kr</td></tr><tr><td>Bring, hjemlevering</td><td>1–3 virkedager</td><td>129 kr</td></tr><tr><td>Bring Ekspress</td><td>Neste virkedag</td><td>199 kr</td></tr></tbody></table><h2>Åpent kjøp og retur</h2><p>Du har 30 dagers åpent kjøp fra den dagen du mottok varen. Varen skal være ubrukt og sendes i originalemballasjen. Returen er gratis: bruk returetiketten i pakken eller skriv ut en ny fra Min konto.</p><p>Vi betaler tilbake til samme betalingsmåte innen 14 dager etter at vi har mottatt returen.</p><h2>Reklamasjon</h2><p>Du har fem års reklamasjonsrett etter forbrukerkjøpsloven for varer som er ment å vare lenge, ellers to år. Kontakt kundeservice med ordrenummer og et bilde av feilen.</p>',
      },
      fi: {
        slug: trustPageSlugs.delivery.fi,
        title: 'Toimitus ja palautukset',
        excerpt: 'Toimitusmaksut, toimitusajat ja 30 päivän palautusoikeus.',
        metaDescription:
          'Toimitusmaksut, toimitusajat, ilmainen toimitus yli 89 € tilauksiin ja 30 päivän palautusoikeus Nordpeakissa.',
        body: '<h2>Toimitus</h2><p>Varastossa olevat tuotteet lähetetään 24 tunnin kuluessa ja toimitetaan yleensä 1–3 arkipäivässä. Ilmainen toimitus noutopisteeseen vähintään 89 euron tilauksiin.</p><table><caption>Toimitustavat</caption><thead><tr><th scope="col">Toimitustapa</th><th scope="col">Toimitusaika</th><th scope="col">Hinta</th></tr></thead><tbody><tr><td>Matkahuolto, noutopiste</td><td>1–3 arkipäivää</td><td>4,90 €</td></tr><tr><td>Posti, noutopiste</td><td>1–3 arkipäivää</td><td>5,90 €</td></tr><tr><td>Posti, kotiinkuljetus</td><td>1–3 arkipäivää</td><td>9,90 €</td></tr><tr><td>Posti Express</td><td>Seuraava arkipäivä</td><td>14,90 €</td></tr></tbody></table><h2>Palautusoikeus ja palautukset</h2><p>Sinulla on 30 päivän palautusoikeus tuotteen vastaanottamisesta. Tuotteen tulee olla käyttämätön ja alkuperäispakkauksessa. Palautus on maksuton: käytä paketin palautustarraa tai tulosta uusi Oma tili -sivulta.</p><p>Palautamme rahat samalle maksutavalle 14 päivän kuluessa palautuksen saapumisesta.</p><h2>Virhevastuu</h2><p>Virheellisestä tuotteesta voit tehdä reklamaation kuluttajansuojalain mukaisesti. Ota yhteyttä asiakaspalveluun ja liitä mukaan tilausnumero ja kuva viasta.</p>',
      },
    },
  ),
  ...localized(
    'betalning',
    { identifier: 'payment-methods', updatedAt: '2026-11-01' },
    {
      sv: {
        slug: trustPageSlugs.payment.sv,
        title: 'Betalning',
        excerpt: 'Kort, faktura eller delbetalning – tryggt via Avarda.',
        metaDescription: 'Betala med kort, faktura eller delbetalning hos Nordpeak.',
        body: '<p>Betalningen hanteras av Avarda. Kortuppgifter når aldrig Nordpeak.</p><h2>Kort</h2><p>Visa och Mastercard. Beloppet reserveras när du lägger ordern och dras när varan skickas.</p><h2>Faktura</h2><p>Betala inom 30 dagar efter leverans. Ingen avgift.</p><h2>Delbetalning</h2><p>Dela upp betalningen på 3–24 månader. Du ser månadskostnaden på produktsidan och i kassan.</p><h2>Presentkort och rabattkoder</h2><p>Ange koden i kassan. Resterande saldo på ett presentkort finns kvar till nästa köp.</p>',
      },
      no: {
        slug: trustPageSlugs.payment.no,
        title: 'Betaling',
        excerpt: 'Kort, faktura eller delbetaling – trygt via Avarda.',
        metaDescription: 'Betal med kort, faktura eller delbetaling hos Nordpeak.',
        body: '<p>Betalingen håndteres av Avarda. Kortopplysninger når aldri Nordpeak.</p><h2>Kort</h2><p>Visa og Mastercard. Beløpet reserveres når du legger inn ordren og trekkes når varen sendes.</p><h2>Faktura</h2><p>Betal innen 30 dager etter levering. Ingen gebyr.</p><h2>Delbetaling</h2><p>Del opp betalingen over 3–24 måneder. Du ser månedskostnaden på produktsiden og i kassen.</p><h2>Gavekort og rabattkoder</h2><p>Oppgi koden i kassen. Resten av saldoen på et gavekort ligger igjen til neste kjøp.</p>',
      },
      fi: {
        slug: trustPageSlugs.payment.fi,
        title: 'Maksutavat',
        excerpt: 'Kortti, lasku tai osamaksu – turvallisesti Avardan kautta.',
        metaDescription: 'Maksa kortilla, laskulla tai osamaksulla Nordpeakissa.',
        body: '<p>Maksut käsittelee Avarda. Korttitietosi eivät koskaan päädy Nordpeakille.</p><h2>Kortti</h2><p>Visa ja Mastercard. Summa varataan tilauksen yhteydessä ja veloitetaan, kun tuote lähetetään.</p><h2>Lasku</h2><p>Maksa 30 päivän kuluessa toimituksesta. Ei laskutuslisää.</p><h2>Osamaksu</h2><p>Jaa maksu 3–24 kuukaudelle. Näet kuukausierän tuotesivulla ja kassalla.</p><h2>Lahjakortit ja alennuskoodit</h2><p>Syötä koodi kassalla. Lahjakortin jäljelle jäävä saldo säilyy seuraavaan ostokseen.</p>',
      },
    },
  ),
  ...localized(
    'kopvillkor',
    { identifier: 'terms', updatedAt: '2026-11-01' },
    {
      sv: {
        slug: trustPageSlugs.terms.sv,
        title: 'Köpvillkor',
        excerpt: 'Villkoren för köp hos Nordpeak.',
        metaDescription: 'Nordpeaks köpvillkor: priser, betalning, leverans, ångerrätt och reklamation.',
        body: `<p>Villkoren gäller köp som konsument i Nordpeaks webbutik i Sverige.</p><h2>Säljare</h2>${company.sv}<h2>Priser</h2><p>Alla priser anges i kronor inklusive moms. Fraktkostnaden visas i kassan innan du betalar.</p><h2>Avtal</h2><p>Avtalet ingås när du får orderbekräftelsen via e-post. Vi förbehåller oss rätten att häva köpet vid uppenbara prisfel.</p>${withdrawal('sv')}<h2>Öppet köp</h2><p>Utöver 14 dagars lagstadgad ångerrätt har du 30 dagars öppet köp. Se <a href="/sida/${trustPageSlugs.delivery.sv}">Leverans och returer</a>.</p><h2>Reklamation och tvister</h2><p>Du har tre års reklamationsrätt. Kan vi inte komma överens kan du vända dig till Allmänna reklamationsnämnden (ARN) eller EU:s plattform för tvistlösning online.</p>`,
      },
      no: {
        slug: trustPageSlugs.terms.no,
        title: 'Kjøpsvilkår',
        excerpt: 'Vilkårene for kjøp hos Nordpeak.',
        metaDescription: 'Nordpeaks kjøpsvilkår: priser, betaling, levering, angrerett og reklamasjon.',
        body: `<p>Vilkårene gjelder kjøp som forbruker i Nordpeaks nettbutikk i Norge.</p><h2>Selger</h2>${company.no}<h2>Priser</h2><p>Alle priser er oppgitt i kroner inkludert merverdiavgift. Fraktkostnaden vises i kassen før du betaler.</p><h2>Avtale</h2><p>Avtalen inngås når du mottar ordrebekreftelsen på e-post. Vi forbeholder oss retten til å heve kjøpet ved åpenbare prisfeil.</p>${withdrawal('no')}<h2>Åpent kjøp</h2><p>I tillegg til 14 dagers lovfestet angrerett har du 30 dagers åpent kjøp. Se <a href="/no/sida/${trustPageSlugs.delivery.no}">Levering og retur</a>.</p><h2>Reklamasjon og tvister</h2><p>Reklamasjonsfristen er to år, og fem år for varer som er ment å vare vesentlig lenger. Ved uenighet kan du kontakte Forbrukertilsynet og Forbrukerklageutvalget.</p>`,
      },
      fi: {
        slug: trustPageSlugs.terms.fi,
        title: 'Toimitusehdot',
        excerpt: 'Nordpeakin verkkokaupan ostoehdot.',
        metaDescription: 'Nordpeakin toimitusehdot: hinnat, maksaminen, toimitus, peruuttamisoikeus ja reklamaatiot.',
        body: `<p>Ehdot koskevat kuluttajan ostoja Nordpeakin suomalaisessa verkkokaupassa.</p><h2>Myyjä</h2>${company.fi}<h2>Hinnat</h2><p>Kaikki hinnat ovat euroja ja sisältävät arvonlisäveron. Toimitusmaksu näytetään kassalla ennen maksamista.</p><h2>Sopimus</h2><p>Sopimus syntyy, kun saat tilausvahvistuksen sähköpostiisi. Pidätämme oikeuden perua kaupan ilmeisen hintavirheen vuoksi.</p>${withdrawal('fi')}<h2>Palautusoikeus</h2><p>Lakisääteisen 14 päivän peruuttamisoikeuden lisäksi sinulla on 30 päivän palautusoikeus. Katso <a href="/fi/page/${trustPageSlugs.delivery.fi}">Toimitus ja palautukset</a>.</p><h2>Reklamaatiot ja riidat</h2><p>Jos emme pääse sopuun, voit kääntyä kuluttajaneuvonnan ja kuluttajariitalautakunnan puoleen.</p>`,
      },
    },
  ),
  ...localized(
    'integritet',
    { identifier: 'privacy-and-cookies', updatedAt: '2026-11-28' },
    {
      sv: {
        slug: trustPageSlugs.privacy.sv,
        title: 'Integritet och cookies',
        excerpt: 'Hur vi behandlar dina personuppgifter och vilka cookies vi använder.',
        metaDescription: 'Nordpeaks integritetspolicy och information om cookies.',
        body: `<p>Nordpeak AB är personuppgiftsansvarig för de uppgifter du lämnar när du handlar hos oss.</p><h2>Vilka uppgifter vi behandlar</h2><p>Namn, adress, e-post, telefonnummer och orderhistorik – för att leverera din order, ge kundservice och följa bokföringslagen.</p><h2>Hur länge</h2><p>Orderuppgifter sparas i sju år enligt bokföringslagen. Ett kundkonto kan du radera när du vill.</p><h2>Dina rättigheter</h2><p>Du kan begära utdrag, rättelse eller radering av dina uppgifter genom att skriva till <a href="mailto:${email}">${email}</a>. Du kan klaga hos Integritetsskyddsmyndigheten (IMY).</p>${deviceStorageHtml('sv')}`,
      },
      no: {
        slug: trustPageSlugs.privacy.no,
        title: 'Personvern og cookies',
        excerpt: 'Hvordan vi behandler personopplysningene dine og hvilke cookies vi bruker.',
        metaDescription: 'Nordpeaks personvernerklæring og informasjon om cookies.',
        body: `<p>Nordpeak AB er behandlingsansvarlig for opplysningene du gir når du handler hos oss.</p><h2>Hvilke opplysninger vi behandler</h2><p>Navn, adresse, e-post, telefonnummer og ordrehistorikk – for å levere ordren din, gi kundeservice og følge bokføringsloven.</p><h2>Hvor lenge</h2><p>Ordreopplysninger lagres i fem år etter bokføringsloven. En kundekonto kan du slette når du vil.</p><h2>Dine rettigheter</h2><p>Du kan be om innsyn, retting eller sletting ved å skrive til <a href="mailto:${email}">${email}</a>. Du kan klage til Datatilsynet.</p>${deviceStorageHtml('no')}`,
      },
      fi: {
        slug: trustPageSlugs.privacy.fi,
        title: 'Tietosuoja ja evästeet',
        excerpt: 'Miten käsittelemme henkilötietojasi ja mitä evästeitä käytämme.',
        metaDescription: 'Nordpeakin tietosuojaseloste ja tietoa evästeistä.',
        body: `<p>Nordpeak AB on rekisterinpitäjä tiedoille, jotka annat asioidessasi kanssamme.</p><h2>Mitä tietoja käsittelemme</h2><p>Nimi, osoite, sähköposti, puhelinnumero ja tilaushistoria – tilauksen toimittamiseen, asiakaspalveluun ja kirjanpitolain noudattamiseen.</p><h2>Kuinka kauan</h2><p>Tilaustiedot säilytetään kirjanpitolain mukaisesti. Asiakastilin voit poistaa milloin tahansa.</p><h2>Oikeutesi</h2><p>Voit pyytää tietojesi tarkastamista, oikaisemista tai poistamista osoitteesta <a href="mailto:${email}">${email}</a>. Voit tehdä valituksen tietosuojavaltuutetun toimistolle.</p>${deviceStorageHtml('fi')}`,
      },
    },
  ),
  ...localized(
    'kontakt',
    { identifier: 'contact-and-company', updatedAt: '2026-11-01' },
    {
      sv: {
        slug: trustPageSlugs.contact.sv,
        title: 'Kontakt och företagsuppgifter',
        excerpt: 'Kundservice, adress och organisationsnummer.',
        metaDescription: 'Kontakta Nordpeak: kundservice, adress och företagsuppgifter.',
        body: `<h2>Kundservice</h2><p>Vardagar 08–17<br>E-post: <a href="mailto:${email}">${email}</a><br>Telefon: 010-123 45 00</p><h2>Företagsuppgifter</h2>${company.sv}`,
      },
      no: {
        slug: trustPageSlugs.contact.no,
        title: 'Kontakt og firmaopplysninger',
        excerpt: 'Kundeservice, adresse og organisasjonsnummer.',
        metaDescription: 'Kontakt Nordpeak: kundeservice, adresse og firmaopplysninger.',
        body: `<h2>Kundeservice</h2><p>Hverdager 08–17<br>E-post: <a href="mailto:${email}">${email}</a><br>Telefon: 21 00 45 00</p><h2>Firmaopplysninger</h2>${company.no}`,
      },
      fi: {
        slug: trustPageSlugs.contact.fi,
        title: 'Yhteystiedot',
        excerpt: 'Asiakaspalvelu, osoite ja Y-tunnus.',
        metaDescription: 'Ota yhteyttä Nordpeakiin: asiakaspalvelu, osoite ja yritystiedot.',
        body: `<h2>Asiakaspalvelu</h2><p>Arkisin klo 8–17<br>Sähköposti: <a href="mailto:${email}">${email}</a><br>Puhelin: 09 4500 1200</p><h2>Yritystiedot</h2>${company.fi}`,
      },
    },
  ),
];
