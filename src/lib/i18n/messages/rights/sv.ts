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
};
