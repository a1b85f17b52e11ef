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
};
