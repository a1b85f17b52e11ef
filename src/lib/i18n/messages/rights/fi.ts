import type { rightsSv } from './sv.ts';

/** Finnish texts of the shopper's rights. */
export const rightsFi: Record<keyof typeof rightsSv, string> = {
  'ui.checkout.withdrawal': 'Sinulla on 14 päivän peruuttamisoikeus siitä päivästä, jona vastaanotat tuotteet.',
  'ui.checkout.withdrawalLink': 'Näin peruutat ostoksen (toimitusehdot)',
  'error.orderNumberInvalid': 'Virheellinen tilausnumero',
  'site.support.topic': 'Asia',
  'site.support.topic.question': 'Kysymys asiakaspalvelulle',
  'site.support.topic.withdrawal': 'Tilauksen peruuttaminen',
  'site.support.topic.accessibility': 'Saavutettavuus: ilmoita ongelmasta',
  'site.support.orderNumber': 'Tilausnumero',
  'site.support.withdrawalNote':
    'Kerro halutessasi, mitkä tuotteet palautat, jos peruutus ei koske koko tilausta. Saat vahvistuksen sähköpostiisi.',
  'site.support.withdrawalSent':
    'Kiitos! Olemme vastaanottaneet tilauksen {number} peruutuksen. Vahvistus lähetetään osoitteeseen {email}.',
};
