/**
 * The mails a shopper gets when their order moves on (the confirmation itself is ./mail.ts): a parcel shipped (with
 * the carrier's tracking link), the order cancelled, money refunded. In the language of the order's store, written
 * to the outbox in the transaction of the change.
 */
import { config } from '../config/config.ts';
import type { orders } from '../db/schema/index.ts';
import type { Mail } from '../mail/mailer.ts';
import { routePath } from '../../routes/routes.ts';
import { formatPrice } from '../../store-view/format.ts';
import { storeViews, type StoreCode } from '../../store-view/config.ts';

type Order = Pick<typeof orders.$inferSelect, 'orderNumber' | 'email' | 'shippingAddress' | 'currency'>;

const texts = {
  sv: {
    hello: 'Hej {name}!',
    shippedSubject: 'Din order {number} är skickad – Nordpeak',
    shipped: 'Nu är din order {number} på väg med {carrier}.',
    partlyShipped: 'En del av din order {number} är på väg med {carrier}; resten skickar vi så snart vi kan.',
    inParcel: 'I paketet',
    tracking: 'Kolli-id: {tracking}',
    track: 'Spåra paketet: {url}',
    cancelledSubject: 'Din order {number} är avbruten – Nordpeak',
    cancelled:
      'Din order {number} är avbruten. Ingenting dras från ditt betalsätt, och en reserverad betalning släpps.',
    refundedSubject: 'Återbetalning för order {number} – Nordpeak',
    refunded: 'Vi har återbetalat {amount} för din order {number}. Pengarna syns på ditt konto inom några bankdagar.',
    reason: 'Orsak: {reason}',
    orders: 'Dina ordrar: {url}',
  },
  no: {
    hello: 'Hei {name}!',
    shippedSubject: 'Ordren din {number} er sendt – Nordpeak',
    shipped: 'Nå er ordren din {number} på vei med {carrier}.',
    partlyShipped: 'En del av ordren din {number} er på vei med {carrier}; resten sender vi så snart vi kan.',
    inParcel: 'I pakken',
    tracking: 'Sporingsnummer: {tracking}',
    track: 'Spor pakken: {url}',
    cancelledSubject: 'Ordren din {number} er kansellert – Nordpeak',
    cancelled:
      'Ordren din {number} er kansellert. Ingenting trekkes fra betalingsmåten din, og en reservert betaling frigis.',
    refundedSubject: 'Refusjon for ordre {number} – Nordpeak',
    refunded: 'Vi har refundert {amount} for ordren din {number}. Pengene vises på kontoen din innen noen virkedager.',
    reason: 'Årsak: {reason}',
    orders: 'Dine ordrer: {url}',
  },
  fi: {
    hello: 'Hei {name}!',
    shippedSubject: 'Tilauksesi {number} on lähetetty – Nordpeak',
    shipped: 'Tilauksesi {number} on nyt matkalla: {carrier}.',
    partlyShipped: 'Osa tilauksestasi {number} on matkalla: {carrier}. Lähetämme loput niin pian kuin voimme.',
    inParcel: 'Paketissa',
    tracking: 'Seurantatunnus: {tracking}',
    track: 'Seuraa pakettia: {url}',
    cancelledSubject: 'Tilauksesi {number} on peruttu – Nordpeak',
    cancelled: 'Tilauksesi {number} on peruttu. Maksutavaltasi ei veloiteta mitään, ja varattu maksu vapautetaan.',
    refundedSubject: 'Hyvitys tilauksesta {number} – Nordpeak',
    refunded:
      'Olemme hyvittäneet {amount} tilauksestasi {number}. Rahat näkyvät tililläsi muutaman pankkipäivän kuluessa.',
    reason: 'Syy: {reason}',
    orders: 'Tilauksesi: {url}',
  },
} as const;

const fill = (text: string, params: Record<string, string>) =>
  text.replace(/\{(\w+)\}/g, (whole, name: string) => params[name] ?? whole);

const escapeHtml = (s: string) =>
  s.replace(/[&<>"']/g, (c) => ({ '&': '&amp;', '<': '&lt;', '>': '&gt;', '"': '&quot;', "'": '&#39;' })[c]!);

/** A mail of paragraphs (a line each) and at most one link, as text and HTML. */
function compose(order: Order, store: StoreCode, kind: string, subject: string, paragraphs: string[][]): Mail {
  const t = texts[store];
  const ordersUrl = `${config().publicBaseUrl}${routePath(store, 'account')}`;
  const body = [
    [fill(t.hello, { name: order.shippingAddress.firstname })],
    ...paragraphs,
    [fill(t.orders, { url: ordersUrl })],
  ];
  const linkify = (line: string) =>
    escapeHtml(line).replace(/https?:\/\/[^\s<]+/g, (url) => `<a href="${url}">${url}</a>`);
  return {
    to: order.email,
    subject: fill(subject, { number: order.orderNumber }),
    kind,
    text: [...body.map((lines) => lines.join('\n')), 'Nordpeak'].join('\n\n'),
    html: `<!doctype html><html lang="${storeViews[store].lang}"><body style="font-family:sans-serif">
${body.map((lines) => `<p>${lines.map(linkify).join('<br>')}</p>`).join('\n')}
<p>Nordpeak</p></body></html>`,
  };
}

/** The mail of a shipped parcel: the lines in it, the carrier, the tracking number and link. */
export function shippedMail(
  order: Order,
  store: StoreCode,
  parcel: { carrier: string; tracking: string; url: string | undefined; lines: { name: string; qty: number }[] },
  complete: boolean,
): Mail {
  const t = texts[store];
  const params = { number: order.orderNumber, carrier: parcel.carrier, tracking: parcel.tracking };
  return compose(order, store, 'order-shipped', t.shippedSubject, [
    [fill(complete ? t.shipped : t.partlyShipped, params)],
    [`${t.inParcel}:`, ...parcel.lines.map((line) => `${line.qty} × ${line.name}`)],
    [fill(t.tracking, params), ...(parcel.url ? [fill(t.track, { url: parcel.url })] : [])],
  ]);
}

/** The mail of a cancelled order. */
export function cancellationMail(order: Order, store: StoreCode, reason?: string | null): Mail {
  const t = texts[store];
  return compose(order, store, 'order-cancelled', t.cancelledSubject, [
    [fill(t.cancelled, { number: order.orderNumber })],
    ...(reason ? [[fill(t.reason, { reason })]] : []),
  ]);
}

/** The mail of a refund: the amount paid back. */
export function refundMail(order: Order, store: StoreCode, amount: number, reason?: string | null): Mail {
  const t = texts[store];
  return compose(order, store, 'order-refunded', t.refundedSubject, [
    [fill(t.refunded, { number: order.orderNumber, amount: formatPrice(amount, store) })],
    ...(reason ? [[fill(t.reason, { reason })]] : []),
  ]);
}
