import type { offlineSv } from './sv.ts';

/** Finnish texts of offline use. */
export const offlineFi: Record<keyof typeof offlineSv, string> = {
  'error.networkFailure': 'Kauppaan ei saatu yhteyttä. Tarkista verkkoyhteytesi ja yritä uudelleen.',
  'offline.title': 'Olet offline-tilassa',
  'offline.text': 'Jo vierailemasi sivut aukeavat ilman yhteyttä. Muu kauppa on käytettävissä, kun olet taas verkossa.',
  'offline.ok': 'OK',
  'offline.noResults': 'Olet offline-tilassa, eikä haulle ”{query}” ole tallennettuja tuloksia',
  'offline.confirmOrder': 'Vahvista offline-tilassa tekemäsi tilaus napsauttamalla tästä.',
  'offline.checkoutNotice':
    'Olet offline-tilassa. Tilaus tallennetaan selaimeen ja lähetetään, kun yhteys palaa. Maksat laskulla.',
  'offline.placeOrder': 'Tee tilaus offline-tilassa',
  'offline.waitingTitle': 'Tilauksesi odottaa lähetystä',
  'offline.waitingText': 'Tilaus ajalta {time} ({count} tuotetta) lähetetään heti, kun olet taas verkossa.',
  'offline.sending': 'Tilausta lähetetään …',
  'offline.refused': 'Tilausta ajalta {time} ei voitu toteuttaa: {message}',
  'offline.remove': 'Poista tilaus ajalta {time}',
  'offline.sent': 'Offline-tilassa tekemäsi tilaus on lähetetty. Tilausnumero: {number}',
};
