import type { StoreCode } from '../../store-view/config.ts';
import type { Mail } from '../mail/mailer.ts';

const texts: Record<
  StoreCode,
  { subject: string; hello: (name: string) => string; body: string; orders: (years: number) => string; again: string }
> = {
  sv: {
    subject: 'Ditt konto hos Nordpeak är raderat',
    hello: (name) => `Hej ${name}!`,
    body: 'Vi har raderat ditt kundkonto som du bad om: dina uppgifter, adresser, prenumerationer och inloggningar finns inte kvar. Dina recensioner ligger kvar utan ditt namn.',
    orders: (years) =>
      `Dina ordrar sparar vi, utan koppling till något konto och utan e-post och telefonnummer, i ${years} år efter utgången av det år de lades, som bokföringslagen kräver. Sedan raderas de.`,
    again: 'Du är välkommen att skapa ett nytt konto med samma e-postadress när du vill.',
  },
  no: {
    subject: 'Kontoen din hos Nordpeak er slettet',
    hello: (name) => `Hei ${name}!`,
    body: 'Vi har slettet kundekontoen din slik du ba om: opplysningene, adressene, abonnementene og innloggingene dine finnes ikke lenger. Anmeldelsene dine ligger igjen uten navnet ditt.',
    orders: (years) =>
      `Ordrene dine tar vi vare på, uten kobling til noen konto og uten e-post og telefonnummer, i ${years} år etter utgangen av året de ble lagt inn, slik bokføringsloven krever. Deretter slettes de.`,
    again: 'Du er velkommen til å opprette en ny konto med samme e-postadresse når du vil.',
  },
  fi: {
    subject: 'Nordpeak-tilisi on poistettu',
    hello: (name) => `Hei ${name}!`,
    body: 'Olemme poistaneet asiakastilisi pyyntösi mukaisesti: tietosi, osoitteesi, uutiskirje- ja saatavuusilmoituksesi sekä kirjautumisesi on poistettu. Arvostelusi jäävät näkyviin ilman nimeäsi.',
    orders: (years) =>
      `Säilytämme tilauksesi ilman yhteyttä mihinkään tiliin ja ilman sähköpostiosoitetta ja puhelinnumeroa ${years} vuotta niiden tekovuoden päättymisestä, kuten kirjanpitolaki edellyttää. Sen jälkeen ne poistetaan.`,
    again: 'Voit luoda uuden tilin samalla sähköpostiosoitteella milloin tahansa.',
  },
};

/** The confirmation of a deleted account, in its store's language: what was removed, what is kept and how long. */
export function accountDeletedMail(store: StoreCode, to: string, firstname: string, years: number): Mail {
  const t = texts[store];
  return {
    to,
    kind: 'account-deleted',
    subject: t.subject,
    text: `${[t.hello(firstname), t.body, t.orders(years), t.again].join('\n\n')}\n\nNordpeak\n`,
  };
}
