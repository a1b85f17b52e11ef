/** Swedish texts of the shopper's rights: withdrawal, data rights, unsubscribing, accessibility. */
export const rightsSv = {
  'ui.checkout.withdrawal': 'Du har 14 dagars ångerrätt från den dag du tar emot varorna.',
  'ui.checkout.withdrawalLink': 'Så ångrar du ett köp (köpvillkoren)',
  'error.orderNumberInvalid': 'Ogiltigt ordernummer',
  'site.support.topic': 'Ärende',
  'site.support.topic.question': 'Fråga till kundservice',
  'site.support.topic.withdrawal': 'Ångra ett köp',
  'site.support.topic.accessibility': 'Tillgänglighet: rapportera ett problem',
  'site.support.orderNumber': 'Ordernummer',
  'site.support.withdrawalNote':
    'Skriv gärna vilka varor du ångrar om det inte gäller hela ordern. Du får en bekräftelse via e-post.',
  'site.support.withdrawalSent':
    'Tack! Vi har tagit emot att du ångrar order {number}. En bekräftelse skickas till {email}.',
  'account.anonymousReviewer': 'Tidigare kund',
  'ui.account.dataTitle': 'Dina uppgifter',
  'ui.account.dataIntro':
    'Ladda ned allt vi sparar om dig som en JSON-fil: profil, adresser, ordrar, recensioner, prenumerationer och samtycken.',
  'ui.account.download': 'Ladda ned mina uppgifter',
  'ui.account.downloaded': 'Filen {file} är nedladdad.',
  'ui.account.deleteTitle': 'Radera mitt konto',
  'ui.account.deleteIntro':
    'Vi raderar din profil, dina adresser, din önskelista, dina prenumerationer och inloggningar. Recensioner ligger kvar utan ditt namn. Ordrar sparar vi utan koppling till kontot i {years} år efter orderåret, som bokföringslagen kräver. Du får en bekräftelse via e-post och kan skapa ett nytt konto med samma adress.',
  'ui.account.deletePassword': 'Ditt lösenord, för att bekräfta',
  'ui.account.deleteButton': 'Radera kontot för gott',
  'ui.account.deleted': 'Ditt konto är raderat. En bekräftelse har skickats till {email}.',
  'unsubscribe.newsletterTitle': 'Avsluta nyhetsbrevet',
  'unsubscribe.stockAlertTitle': 'Avsluta bevakningar',
  'unsubscribe.newsletterAsk': 'Vi slutar skicka Nordpeaks nyhetsbrev till {email}.',
  'unsubscribe.stockAlertAsk': 'Vi tar bort alla bevakningar av slutsålda varor för {email}.',
  'unsubscribe.confirm': 'Avsluta',
  'unsubscribe.newsletterDone': 'Klart! {email} får inte fler nyhetsbrev från oss.',
  'unsubscribe.stockAlertDone': 'Klart! {email} får inte fler bevakningsmejl från oss.',
  'unsubscribe.invalid':
    'Länken är ogiltig eller för gammal. Du kan avsluta nyhetsbrevet under Mitt konto eller be kundservice om hjälp.',
  'unsubscribe.account': 'Till Mitt konto',
  'mail.unsubscribeNewsletter': 'Vill du inte få fler nyhetsbrev? Avsluta här',
  'mail.unsubscribeStockAlert': 'Vill du inte få fler bevakningsmejl? Avsluta här',
  'unsubscribe.none':
    'Varje nyhetsbrev och bevakningsmejl har en länk längst ned som avslutar det med ett klick. Du kan också avsluta nyhetsbrevet under Mitt konto.',
};
