/**
 * A withdrawal from an order sent through the support form: what the support desk reads about the order, and the
 * acknowledgement of receipt the shopper gets on a durable medium (a mail) at once, as the law asks of a shop that
 * takes withdrawals on its website.
 */
import { eq } from 'drizzle-orm';
import { config } from '../config/config.ts';
import { storeViews, type StoreCode } from '../../store-view/config.ts';
import { getDb } from '../db/client.ts';
import { orders } from '../db/schema/index.ts';
import type { Mail } from '../mail/mailer.ts';

/** What the desk is told about the order a withdrawal names (never told to the sender: no order lookup by mail). */
export async function withdrawalOrderNote(orderNumber: string, email: string): Promise<string> {
  const db = await getDb();
  const [order] = await db
    .select({ createdAt: orders.createdAt, email: orders.email, storeCode: orders.storeCode, status: orders.status })
    .from(orders)
    .where(eq(orders.orderNumber, orderNumber.trim().toUpperCase()));
  if (!order) return `Order ${orderNumber}: not found.`;
  const same = order.email.toLowerCase() === email.toLowerCase() ? 'the same e-mail' : 'ANOTHER e-mail';
  return `Order ${orderNumber}: placed ${order.createdAt.toISOString()} in store ${order.storeCode} (${order.status}) with ${same}.`;
}

const receipts: Record<StoreCode, { subject: string; body: string; next: string; notYou: string }> = {
  sv: {
    subject: 'Vi har tagit emot att du ångrar order {number} – Nordpeak',
    body: 'Hej! Vi har tagit emot ditt meddelande den {date} om att du frånträder köpet med ordernummer {number}.',
    next: 'Skicka tillbaka varorna inom 14 dagar, med returetiketten i paketet. Vi betalar tillbaka till samma betalsätt senast 14 dagar från i dag; vi får vänta tills vi har fått varorna eller du har visat att du skickat dem.',
    notYou: 'Har du inte skickat detta? Svara på mejlet så hjälper vi dig.',
  },
  no: {
    subject: 'Vi har mottatt at du angrer ordre {number} – Nordpeak',
    body: 'Hei! Vi har mottatt meldingen din {date} om at du går fra kjøpet med ordrenummer {number}.',
    next: 'Send varene tilbake innen 14 dager, med returetiketten i pakken. Vi betaler tilbake til samme betalingsmåte senest 14 dager fra i dag; vi kan vente til vi har mottatt varene eller du har vist at de er sendt.',
    notYou: 'Har du ikke sendt dette? Svar på e-posten, så hjelper vi deg.',
  },
  fi: {
    subject: 'Olemme vastaanottaneet tilauksen {number} peruutuksen – Nordpeak',
    body: 'Hei! Olemme vastaanottaneet {date} ilmoituksesi, että peruutat tilauksen {number}.',
    next: 'Lähetä tuotteet takaisin 14 päivän kuluessa paketin palautustarralla. Palautamme maksun samalle maksutavalle viimeistään 14 päivän kuluttua tästä päivästä; voimme odottaa, kunnes olemme saaneet tuotteet tai olet osoittanut lähettäneesi ne.',
    notYou: 'Etkö lähettänyt tätä? Vastaa tähän viestiin, niin autamme.',
  },
};

const fill = (text: string, values: Record<string, string>) =>
  text.replace(/\{(\w+)\}/g, (whole, name: string) => values[name] ?? whole);

/** The acknowledgement of a withdrawal, to the address that sent it, in the store's language. */
export function withdrawalReceiptMail(store: StoreCode, to: string, orderNumber: string, now: Date): Mail {
  const t = receipts[store];
  const values = { number: orderNumber, date: now.toLocaleDateString(storeViews[store].locale) };
  const paragraphs = [fill(t.body, values), t.next, t.notYou];
  return {
    to,
    kind: 'withdrawal-receipt',
    replyTo: config().supportEmail,
    subject: fill(t.subject, values),
    text: `${paragraphs.join('\n\n')}\n\nNordpeak\n`,
  };
}
