import type { siteSv } from './sv.ts';

/** Norwegian (bokmål) texts of the site-wide forms and panels. */
export const siteNo: Record<keyof typeof siteSv, string> = {
  'site.newsletter.heading': 'Nyhetsbrev',
  'site.newsletter.open': 'Abonner på nyhetsbrevet',
  'site.newsletter.optIn': 'Jeg vil motta Nordpeaks nyhetsbrev',
  'site.newsletter.optInSaved': 'Innstillingene for nyhetsbrev er lagret.',
  'site.support.heading': 'Kontakt kundeservice',
  'site.support.intro': 'Skriv til oss, så svarer vi innen én arbeidsdag.',
  'site.support.name': 'Navn',
  'site.support.subject': 'Emne',
  'site.support.message': 'Melding',
  'site.support.send': 'Send meldingen',
  'site.support.sent': 'Takk! Meldingen din er sendt til kundeservice.',
  'site.support.noScript': 'Skjemaet krever JavaScript. Kontaktopplysningene ovenfor fungerer alltid.',
  'site.languages.open': 'Land og språk: {store}',
  'site.languages.title': 'Velg land og språk',
  'site.campaigns.pages': 'Aktuelle kampanjer',
  'site.cart.edit': 'Endre {name}',
  'site.cart.save': 'Lagre endringen',
  'site.cart.cancel': 'Avbryt',
  'site.wishlist.close': 'Lukk ønskelisten',
  'site.wishlist.viewAll': 'Vis hele ønskelisten',
};
