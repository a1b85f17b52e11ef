import type { siteSv } from './sv.ts';

/** Finnish texts of the site-wide forms and panels. */
export const siteFi: Record<keyof typeof siteSv, string> = {
  'site.newsletter.heading': 'Uutiskirje',
  'site.newsletter.open': 'Tilaa uutiskirje',
  'site.newsletter.optIn': 'Haluan tilata Nordpeakin uutiskirjeen',
  'site.newsletter.optInSaved': 'Uutiskirjeasetuksesi on tallennettu.',
  'site.support.heading': 'Ota yhteyttä asiakaspalveluun',
  'site.support.intro': 'Kirjoita meille, niin vastaamme yhden arkipäivän kuluessa.',
  'site.support.name': 'Nimi',
  'site.support.subject': 'Aihe',
  'site.support.message': 'Viesti',
  'site.support.send': 'Lähetä viesti',
  'site.support.sent': 'Kiitos! Viestisi on lähetetty asiakaspalveluun.',
  'site.support.noScript': 'Lomake vaatii JavaScriptin. Yllä olevat yhteystiedot toimivat aina.',
  'site.languages.open': 'Maa ja kieli: {store}',
  'site.languages.title': 'Valitse maa ja kieli',
  'site.campaigns.pages': 'Ajankohtaiset kampanjat',
  'site.cart.edit': 'Muokkaa: {name}',
  'site.cart.save': 'Tallenna muutos',
  'site.cart.cancel': 'Peruuta',
  'site.wishlist.close': 'Sulje toivelista',
  'site.wishlist.viewAll': 'Näytä koko toivelista',
};
