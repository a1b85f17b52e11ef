import type { rightsSv } from './sv.ts';

/** Norwegian (bokmål) texts of the shopper's rights. */
export const rightsNo: Record<keyof typeof rightsSv, string> = {
  'ui.checkout.withdrawal': 'Du har 14 dagers angrerett fra den dagen du mottar varene.',
  'ui.checkout.withdrawalLink': 'Slik angrer du et kjøp (kjøpsvilkårene)',
  'error.orderNumberInvalid': 'Ugyldig ordrenummer',
  'site.support.topic': 'Sak',
  'site.support.topic.question': 'Spørsmål til kundeservice',
  'site.support.topic.withdrawal': 'Angre et kjøp',
  'site.support.topic.accessibility': 'Tilgjengelighet: meld fra om et problem',
  'site.support.orderNumber': 'Ordrenummer',
  'site.support.withdrawalNote':
    'Skriv gjerne hvilke varer du angrer på hvis det ikke gjelder hele ordren. Du får en bekreftelse på e-post.',
  'site.support.withdrawalSent': 'Takk! Vi har mottatt at du angrer ordre {number}. En bekreftelse sendes til {email}.',
  'account.anonymousReviewer': 'Tidligere kunde',
  'ui.account.dataTitle': 'Dine opplysninger',
  'ui.account.dataIntro':
    'Last ned alt vi lagrer om deg som en JSON-fil: profil, adresser, ordrer, anmeldelser, abonnementer og samtykker.',
  'ui.account.download': 'Last ned opplysningene mine',
  'ui.account.downloaded': 'Filen {file} er lastet ned.',
  'ui.account.deleteTitle': 'Slett kontoen min',
  'ui.account.deleteIntro':
    'Vi sletter profilen, adressene, ønskelisten, abonnementene og innloggingene dine. Anmeldelser ligger igjen uten navnet ditt. Ordrer tar vi vare på uten kobling til kontoen i {years} år etter ordreåret, slik bokføringsloven krever. Du får en bekreftelse på e-post og kan opprette en ny konto med samme adresse.',
  'ui.account.deletePassword': 'Passordet ditt, for å bekrefte',
  'ui.account.deleteButton': 'Slett kontoen for godt',
  'ui.account.deleted': 'Kontoen din er slettet. En bekreftelse er sendt til {email}.',
  'unsubscribe.newsletterTitle': 'Meld av nyhetsbrevet',
  'unsubscribe.stockAlertTitle': 'Avslutt lagervarsler',
  'unsubscribe.newsletterAsk': 'Vi slutter å sende Nordpeaks nyhetsbrev til {email}.',
  'unsubscribe.stockAlertAsk': 'Vi fjerner alle varsler om utsolgte varer for {email}.',
  'unsubscribe.confirm': 'Meld av',
  'unsubscribe.newsletterDone': 'Ferdig! {email} får ikke flere nyhetsbrev fra oss.',
  'unsubscribe.stockAlertDone': 'Ferdig! {email} får ikke flere lagervarsler fra oss.',
  'unsubscribe.invalid':
    'Lenken er ugyldig eller for gammel. Du kan melde deg av nyhetsbrevet under Min konto eller be kundeservice om hjelp.',
  'unsubscribe.account': 'Til Min konto',
  'mail.unsubscribeNewsletter': 'Vil du ikke ha flere nyhetsbrev? Meld deg av her',
  'mail.unsubscribeStockAlert': 'Vil du ikke ha flere lagervarsler? Avslutt her',
  'unsubscribe.none':
    'Hvert nyhetsbrev og lagervarsel har en lenke nederst som avslutter det med ett klikk. Du kan også melde deg av nyhetsbrevet under Min konto.',
};
