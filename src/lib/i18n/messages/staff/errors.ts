/**
 * The back office's refusals (errors.ts, `staff*` and `crossSiteRequest`) in the three languages. They are part of
 * the shop's catalogue like every API message, so any caller can translate any answer of the API.
 */

/** Swedish. */
export const staffErrorsSv = {
  'error.staffSignInRequired': 'Logga in i backoffice för att fortsätta.',
  'error.staffForbidden': 'Din roll tillåter inte detta.',
  'error.staffOtherStore': 'Det här hör till en butik som ditt konto inte får hantera.',
  'error.crossSiteRequest': 'Anropet kom inte från backoffice. Ladda om sidan och försök igen.',
  'error.staffCodeInvalid':
    'Koden stämmer inte. Ange den aktuella koden i din autentiseringsapp eller en oanvänd reservkod.',
  'error.staffChallengeExpired': 'Inloggningen har gått ut. Logga in igen.',
  'error.staffInviteInvalid': 'Registreringslänken är ogiltig eller har gått ut. Be en administratör om en ny.',
  'error.staffEmailExists': 'Det finns redan ett personalkonto med den här e-postadressen.',
  'error.staffLastAdmin': 'Den sista aktiva administratören kan inte inaktiveras eller få en annan roll.',
} as const;

/** Norwegian. */
export const staffErrorsNo: Record<keyof typeof staffErrorsSv, string> = {
  'error.staffSignInRequired': 'Logg inn i backoffice for å fortsette.',
  'error.staffForbidden': 'Rollen din tillater ikke dette.',
  'error.staffOtherStore': 'Dette hører til en butikk kontoen din ikke har lov til å håndtere.',
  'error.crossSiteRequest': 'Forespørselen kom ikke fra backoffice. Last inn siden på nytt og prøv igjen.',
  'error.staffCodeInvalid':
    'Koden er ikke gyldig. Skriv inn gjeldende kode fra autentiseringsappen eller en ubrukt reservekode.',
  'error.staffChallengeExpired': 'Innloggingen er utløpt. Logg inn på nytt.',
  'error.staffInviteInvalid': 'Registreringslenken er ugyldig eller utløpt. Be en administrator om en ny.',
  'error.staffEmailExists': 'Det finnes allerede en ansattkonto med denne e-postadressen.',
  'error.staffLastAdmin': 'Den siste aktive administratoren kan ikke deaktiveres eller få en annen rolle.',
};

/** Finnish. */
export const staffErrorsFi: Record<keyof typeof staffErrorsSv, string> = {
  'error.staffSignInRequired': 'Kirjaudu ylläpitoon jatkaaksesi.',
  'error.staffForbidden': 'Roolisi ei salli tätä.',
  'error.staffOtherStore': 'Tämä kuuluu kauppaan, jota tilisi ei saa käsitellä.',
  'error.crossSiteRequest': 'Pyyntö ei tullut ylläpidosta. Lataa sivu uudelleen ja yritä uudestaan.',
  'error.staffCodeInvalid': 'Koodi ei kelpaa. Anna todennussovelluksen nykyinen koodi tai käyttämätön varakoodi.',
  'error.staffChallengeExpired': 'Kirjautuminen on vanhentunut. Kirjaudu uudelleen.',
  'error.staffInviteInvalid': 'Rekisteröitymislinkki ei kelpaa tai on vanhentunut. Pyydä ylläpitäjältä uusi.',
  'error.staffEmailExists': 'Tällä sähköpostiosoitteella on jo henkilökunnan tili.',
  'error.staffLastAdmin': 'Viimeistä aktiivista ylläpitäjää ei voi poistaa käytöstä eikä hänen rooliaan vaihtaa.',
};
