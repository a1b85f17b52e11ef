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
  'account.anonymousReviewer': 'Entinen asiakas',
  'ui.account.dataTitle': 'Tietosi',
  'ui.account.dataIntro':
    'Lataa kaikki meillä olevat tietosi JSON-tiedostona: profiili, osoitteet, tilaukset, arvostelut, uutiskirje- ja saatavuusilmoitukset sekä suostumukset.',
  'ui.account.download': 'Lataa tietoni',
  'ui.account.downloaded': 'Tiedosto {file} on ladattu.',
  'ui.account.deleteTitle': 'Poista tilini',
  'ui.account.deleteIntro':
    'Poistamme profiilisi, osoitteesi, toivelistasi, uutiskirje- ja saatavuusilmoituksesi sekä kirjautumisesi. Arvostelut jäävät näkyviin ilman nimeäsi. Tilaukset säilytämme ilman yhteyttä tiliin {years} vuotta tilausvuoden jälkeen, kuten kirjanpitolaki edellyttää. Saat vahvistuksen sähköpostiisi ja voit luoda uuden tilin samalla osoitteella.',
  'ui.account.deletePassword': 'Salasanasi vahvistukseksi',
  'ui.account.deleteButton': 'Poista tili pysyvästi',
  'ui.account.deleted': 'Tilisi on poistettu. Vahvistus on lähetetty osoitteeseen {email}.',
  'unsubscribe.newsletterTitle': 'Peru uutiskirje',
  'unsubscribe.stockAlertTitle': 'Peru saatavuusilmoitukset',
  'unsubscribe.newsletterAsk': 'Lopetamme Nordpeakin uutiskirjeen lähettämisen osoitteeseen {email}.',
  'unsubscribe.stockAlertAsk': 'Poistamme kaikki osoitteen {email} saatavuusilmoitukset loppuunmyydyistä tuotteista.',
  'unsubscribe.confirm': 'Peru',
  'unsubscribe.newsletterDone': 'Valmis! Osoitteeseen {email} ei lähetetä enää uutiskirjeitä.',
  'unsubscribe.stockAlertDone': 'Valmis! Osoitteeseen {email} ei lähetetä enää saatavuusilmoituksia.',
  'unsubscribe.invalid':
    'Linkki on virheellinen tai liian vanha. Voit perua uutiskirjeen Oma tili -sivulla tai pyytää apua asiakaspalvelusta.',
  'unsubscribe.account': 'Oma tili -sivulle',
  'mail.unsubscribeNewsletter': 'Etkö halua enää uutiskirjeitä? Peru tästä',
  'mail.unsubscribeStockAlert': 'Etkö halua enää saatavuusilmoituksia? Peru tästä',
  'unsubscribe.none':
    'Jokaisen uutiskirjeen ja saatavuusilmoituksen lopussa on linkki, jolla perut sen yhdellä napsautuksella. Voit perua uutiskirjeen myös Oma tili -sivulla.',
};
