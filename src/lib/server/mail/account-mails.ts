import type { StoreCode } from '../../store-view/config.ts';
import type { Mail } from './mailer.ts';

/** The mails of accounts, back-in-stock alerts and the support form, in the customer's store language. */

const escapeHtml = (value: string) =>
  value.replace(/[&<>"']/g, (c) => ({ '&': '&amp;', '<': '&lt;', '>': '&gt;', '"': '&quot;', "'": '&#39;' })[c]!);

function html(paragraphs: string[], link?: { href: string; label: string }): string {
  const body = paragraphs.map((p) => `<p>${escapeHtml(p)}</p>`).join('\n');
  const button = link ? `\n<p><a href="${escapeHtml(link.href)}">${escapeHtml(link.label)}</a></p>` : '';
  return `<!doctype html>\n<html><body style="font-family: sans-serif; line-height: 1.5">\n${body}${button}\n<p>Nordpeak</p>\n</body></html>\n`;
}

const resetTexts: Record<
  StoreCode,
  {
    subject: string;
    greeting: (name: string) => string;
    body: (minutes: number) => string;
    ignore: string;
    label: string;
  }
> = {
  sv: {
    subject: 'Återställ ditt lösenord hos Nordpeak',
    greeting: (name) => `Hej ${name}!`,
    body: (minutes) =>
      `Vi har fått en begäran om att återställa lösenordet till ditt konto. Länken nedan fungerar en gång och gäller i ${minutes} minuter.`,
    ignore: 'Om du inte har begärt detta kan du bortse från mejlet – ditt lösenord är oförändrat.',
    label: 'Välj ett nytt lösenord',
  },
  no: {
    subject: 'Tilbakestill passordet ditt hos Nordpeak',
    greeting: (name) => `Hei ${name}!`,
    body: (minutes) =>
      `Vi har fått en forespørsel om å tilbakestille passordet til kontoen din. Lenken nedenfor virker én gang og gjelder i ${minutes} minutter.`,
    ignore: 'Hvis du ikke har bedt om dette, kan du se bort fra e-posten – passordet ditt er uendret.',
    label: 'Velg et nytt passord',
  },
  fi: {
    subject: 'Nollaa Nordpeak-salasanasi',
    greeting: (name) => `Hei ${name}!`,
    body: (minutes) =>
      `Saimme pyynnön nollata tilisi salasana. Alla oleva linkki toimii kerran ja on voimassa ${minutes} minuuttia.`,
    ignore: 'Jos et pyytänyt tätä, voit jättää viestin huomiotta – salasanasi ei ole muuttunut.',
    label: 'Valitse uusi salasana',
  },
};

/** The password reset mail with its single-use link. */
export function passwordResetMail(
  store: StoreCode,
  to: string,
  firstname: string,
  link: string,
  validMinutes: number,
): Mail {
  const t = resetTexts[store];
  const paragraphs = [t.greeting(firstname), t.body(validMinutes)];
  return {
    to,
    kind: 'password-reset',
    subject: t.subject,
    text: `${paragraphs.join('\n\n')}\n\n${t.label}: ${link}\n\n${t.ignore}\n\nNordpeak\n`,
    html: html([...paragraphs], { href: link, label: t.label }).replace(
      '<p>Nordpeak</p>',
      `<p>${escapeHtml(t.ignore)}</p>\n<p>Nordpeak</p>`,
    ),
  };
}

const stockTexts: Record<
  StoreCode,
  { subject: (name: string) => string; body: (name: string) => string; label: string; footer: string }
> = {
  sv: {
    subject: (name) => `${name} finns i lager igen`,
    body: (name) =>
      `Goda nyheter! ${name}, som du bad oss bevaka, finns i lager igen. Varor som finns i lager skickas inom 24 timmar.`,
    label: 'Se produkten',
    footer:
      'Du får det här mejlet en gång eftersom du bad om en bevakning. Vi sparar inte din adress för andra utskick.',
  },
  no: {
    subject: (name) => `${name} er på lager igjen`,
    body: (name) =>
      `Gode nyheter! ${name}, som du ba oss følge med på, er på lager igjen. Varer på lager sendes innen 24 timer.`,
    label: 'Se produktet',
    footer:
      'Du får denne e-posten én gang fordi du ba om et lagervarsel. Vi bruker ikke adressen din til andre utsendelser.',
  },
  fi: {
    subject: (name) => `${name} on taas varastossa`,
    body: (name) =>
      `Hyviä uutisia! ${name}, jota pyysit meitä seuraamaan, on taas varastossa. Varastossa olevat tuotteet lähetetään 24 tunnin kuluessa.`,
    label: 'Katso tuote',
    footer: 'Saat tämän viestin kerran, koska tilasit saatavuusilmoituksen. Emme käytä osoitettasi muihin viesteihin.',
  },
};

/**
 * The back-in-stock mail for one subscriber, with the one-click link that ends the address's back-in-stock alerts
 * (`unsubscribe`: its text and link, and the list headers).
 */
export function backInStockMail(
  store: StoreCode,
  to: string,
  productName: string,
  link: string,
  unsubscribe?: { label: string; link: string; headers: Record<string, string> },
): Mail {
  const t = stockTexts[store];
  const footer = unsubscribe ? `${t.footer}\n\n${unsubscribe.label}: ${unsubscribe.link}` : t.footer;
  return {
    to,
    kind: 'stock-alert',
    subject: t.subject(productName),
    text: `${t.body(productName)}\n\n${t.label}: ${link}\n\n${footer}\n\nNordpeak\n`,
    html: html([t.body(productName)], { href: link, label: t.label }).replace(
      '<p>Nordpeak</p>',
      `<p>${escapeHtml(t.footer)}</p>\n${
        unsubscribe ? `<p><a href="${escapeHtml(unsubscribe.link)}">${escapeHtml(unsubscribe.label)}</a></p>\n` : ''
      }<p>Nordpeak</p>`,
    ),
    ...(unsubscribe ? { headers: unsubscribe.headers } : {}),
  };
}

/** The mail a support form message becomes: to the support desk, answerable to the sender. */
export function supportMail(
  to: string,
  sender: { name: string; email: string },
  subject: string,
  text: string,
  store: StoreCode,
): Mail {
  return {
    to,
    kind: 'support',
    replyTo: sender.email,
    subject: `[Kundservice ${store.toUpperCase()}] ${subject}`,
    text: `From: ${sender.name} <${sender.email}>\nStore: ${store}\n\n${text}\n`,
  };
}
