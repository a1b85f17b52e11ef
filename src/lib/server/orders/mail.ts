import { withdrawalHtml, withdrawalPlain, withdrawalSupportPath } from '../../../content/withdrawal.ts';
import { translate } from '../../i18n/i18n.ts';
import { config } from '../config/config.ts';
import { formatPrice } from '../../store-view/format.ts';
import type { StoreView } from '../../store-view/config.ts';
import type { StoredAddress } from '../db/schema/index.ts';
import type { Mail } from '../mail/mailer.ts';
import type { Totals } from '../cart/totals.ts';
import type { StoreCode } from '../../store-view/config.ts';
import type { LineOption } from '../../orders/schema.ts';

/** The title of the payment method the shopper actually used at the provider (card, invoice, part payment), if known. */
export function usedPaymentTitle(
  store: StoreCode,
  additional: Record<string, unknown> | null | undefined,
): string | undefined {
  const method = additional?.['method'];
  if (method === 'card') return translate(store, 'pay.usedCard');
  if (method === 'invoice') return translate(store, 'pay.usedInvoice');
  if (method === 'partpayment') return translate(store, 'pay.usedPartPayment');
  return undefined;
}

const texts = {
  sv: {
    subject: 'Orderbekräftelse {number} – Nordpeak',
    hello: 'Hej {name}!',
    thanks: 'Tack för din beställning hos Nordpeak. Här är en sammanfattning.',
    order: 'Ordernummer',
    items: 'Artiklar',
    subtotal: 'Delsumma',
    shipping: 'Frakt',
    discount: 'Rabatt',
    giftcard: 'Presentkort',
    tax: 'Varav moms',
    total: 'Totalt',
    address: 'Leveransadress',
    method: 'Leveranssätt',
    payment: 'Betalning',
    servicePoint: 'Utlämningsställe',
  },
  no: {
    subject: 'Ordrebekreftelse {number} – Nordpeak',
    hello: 'Hei {name}!',
    thanks: 'Takk for bestillingen hos Nordpeak. Her er et sammendrag.',
    order: 'Ordrenummer',
    items: 'Varer',
    subtotal: 'Delsum',
    shipping: 'Frakt',
    discount: 'Rabatt',
    giftcard: 'Gavekort',
    tax: 'Herav mva',
    total: 'Totalt',
    address: 'Leveringsadresse',
    method: 'Leveringsmåte',
    payment: 'Betaling',
    servicePoint: 'Hentested',
  },
  fi: {
    subject: 'Tilausvahvistus {number} – Nordpeak',
    hello: 'Hei {name}!',
    thanks: 'Kiitos tilauksestasi Nordpeakista. Tässä yhteenveto.',
    order: 'Tilausnumero',
    items: 'Tuotteet',
    subtotal: 'Välisumma',
    shipping: 'Toimitus',
    discount: 'Alennus',
    giftcard: 'Lahjakortti',
    tax: 'Sisältää ALV',
    total: 'Yhteensä',
    address: 'Toimitusosoite',
    method: 'Toimitustapa',
    payment: 'Maksu',
    servicePoint: 'Noutopiste',
  },
} as const;

const escapeHtml = (s: string) =>
  s.replace(/[&<>"']/g, (c) => ({ '&': '&amp;', '<': '&lt;', '>': '&gt;', '"': '&quot;', "'": '&#39;' })[c]!);

/**
 * The order confirmation mail in the store's language: order, items, totals, the delivery promises, and the right
 * of withdrawal with the model withdrawal form (the durable medium the law asks for), linking to the support form
 * with this order filled in.
 */
export function orderConfirmationMail(input: {
  store: StoreView;
  email: string;
  orderNumber: string;
  totals: Totals;
  address: StoredAddress;
  shippingTitle: string;
  paymentTitle: string;
  servicePointName?: string | undefined;
  /** The chosen options of each line (colour, size, package parts), in the order of `totals.items`. */
  lineOptions?: LineOption[][];
}): Mail {
  const { store, totals, address } = input;
  const t = texts[store.storeCode];
  const money = (amount: number) => formatPrice(amount, store.storeCode);
  const optionsOf = (index: number) => (input.lineOptions?.[index] ?? []).map((o) => `${o.label}: ${o.value}`);
  const lines = totals.items.flatMap((i, index) => [
    `${i.qty} × ${i.name} (${i.sku})  ${money(i.row_total_incl_tax)}`,
    ...optionsOf(index).map((o) => `   ${o}`),
  ]);
  const sums: [string, number][] = [
    [t.subtotal, totals.subtotal_incl_tax],
    [t.shipping, totals.shipping_incl_tax],
  ];
  if (totals.discount_amount !== 0) sums.push([t.discount, totals.discount_amount]);
  const giftcard = totals.total_segments.find((s) => s.code === 'giftcard');
  if (giftcard && giftcard.value !== 0) sums.push([t.giftcard, giftcard.value]);
  sums.push([t.tax, totals.tax_amount], [t.total, totals.grand_total]);
  const promises = [
    translate(store.storeCode, 'footer.promiseConfirmation'),
    translate(store.storeCode, 'footer.promiseShipping'),
  ];
  const addressLines = [
    `${address.firstname} ${address.lastname}`,
    ...address.street,
    `${address.postcode} ${address.city}`,
    address.countryId,
  ];
  const withdrawalLink = `${config().publicBaseUrl}${withdrawalSupportPath(store.storeCode)}&order=${encodeURIComponent(input.orderNumber)}`;
  const delivery = `${input.shippingTitle}${input.servicePointName ? ` – ${t.servicePoint}: ${input.servicePointName}` : ''}`;
  const text = [
    t.hello.replace('{name}', address.firstname),
    '',
    t.thanks,
    '',
    `${t.order}: ${input.orderNumber}`,
    '',
    `${t.items}:`,
    ...lines,
    '',
    ...sums.map(([label, value]) => `${label}: ${money(value)}`),
    '',
    `${t.method}: ${delivery}`,
    `${t.payment}: ${input.paymentTitle}`,
    '',
    `${t.address}:`,
    ...addressLines,
    '',
    ...promises.map((p) => `• ${p}`),
    '',
    withdrawalPlain(store.storeCode, withdrawalLink),
    '',
    'Nordpeak',
  ].join('\n');
  const html = `<!doctype html><html lang="${store.lang}"><body style="font-family:sans-serif">
<p>${escapeHtml(t.hello.replace('{name}', address.firstname))}</p><p>${escapeHtml(t.thanks)}</p>
<p><strong>${escapeHtml(t.order)}: ${escapeHtml(input.orderNumber)}</strong></p>
<table><thead><tr><th align="left">${escapeHtml(t.items)}</th><th></th></tr></thead><tbody>
${totals.items
  .map(
    (i, index) =>
      `<tr><td>${i.qty} × ${escapeHtml(i.name)} (${escapeHtml(i.sku)})${optionsOf(index)
        .map((o) => `<br><small>${escapeHtml(o)}</small>`)
        .join('')}</td><td align="right">${escapeHtml(money(i.row_total_incl_tax))}</td></tr>`,
  )
  .join('\n')}
${sums.map(([label, value]) => `<tr><td>${escapeHtml(label)}</td><td align="right">${escapeHtml(money(value))}</td></tr>`).join('\n')}
</tbody></table>
<p>${escapeHtml(t.method)}: ${escapeHtml(delivery)}<br>${escapeHtml(t.payment)}: ${escapeHtml(input.paymentTitle)}</p>
<p>${escapeHtml(t.address)}:<br>${addressLines.map(escapeHtml).join('<br>')}</p>
<ul>${promises.map((p) => `<li>${escapeHtml(p)}</li>`).join('')}</ul>
${withdrawalHtml(store.storeCode, withdrawalLink)}
<p>Nordpeak</p></body></html>`;
  return {
    to: input.email,
    subject: t.subject.replace('{number}', input.orderNumber),
    text,
    html,
    kind: 'order-confirmation',
  };
}
