/** Orders and mails of the consumer-rights HTTP tests, through the contracts of the running shop. */
import { expect } from 'vitest';
import { orderCreateContract } from '../../../src/lib/checkout/contract.ts';
import { storeViews, type StoreCode } from '../../../src/lib/store-view/config.ts';
import { unique } from '../../support/customers.ts';
import { shopQuery, testRequest } from '../../support/http.ts';

/** A simple product with plenty in stock in every store. */
export const stockedSku = '150107';

const addresses: Record<StoreCode, { street: string; postcode: string; city: string; carrier: string }> = {
  sv: { street: 'Storgatan 1', postcode: '903 25', city: 'Umeå', carrier: 'postnord' },
  no: { street: 'Storgata 2', postcode: '0355', city: 'Oslo', carrier: 'bring' },
  fi: { street: 'Kauppakatu 3', postcode: '00100', city: 'Helsinki', carrier: 'posti' },
};

/** Places an order paid by invoice in a store (as a customer with `token`); answers its number. */
export async function placeOrder(store: StoreCode, email: string, token?: string): Promise<string> {
  const a = addresses[store];
  const address = {
    firstname: 'Eva',
    lastname: 'Lund',
    street: [a.street],
    city: a.city,
    postcode: a.postcode,
    countryId: storeViews[store].countryId,
    telephone: '0701234567',
    email,
  };
  const placed = await testRequest(orderCreateContract, {
    storeCode: store,
    ...(token ? { token } : {}),
    body: {
      order_id: unique('rights-order'),
      products: [{ sku: stockedSku, qty: 1 }],
      addressInformation: {
        shippingAddress: address,
        billingAddress: address,
        shipping_method_code: 'home',
        shipping_carrier_code: a.carrier,
        payment_method_code: 'invoice',
        payment_method_additional: {},
      },
    },
  });
  expect(placed.status, JSON.stringify(placed.result)).toBe(200);
  return placed.result.order_number;
}

/** An outbox mail to an address. */
export interface OutboxMail {
  kind: string;
  to: string;
  subject: string;
  text: string;
  html: string | null;
  reply_to: string | null;
}

/** The outbox mails to `to` (of a kind), oldest first, once at least `count` are there (polled: mails go out after the answer). */
export async function outboxMails(to: string, kind?: string, count = 1): Promise<OutboxMail[]> {
  let rows: OutboxMail[] = [];
  for (let tries = 0; tries < 100; tries++) {
    rows = (
      await shopQuery(
        'SELECT kind, "to", subject, text, html, reply_to FROM mail_outbox WHERE "to" = $1 AND ($2::text IS NULL OR kind = $2) ORDER BY id',
        [to, kind ?? null],
      )
    ).rows as OutboxMail[];
    if (rows.length >= count) return rows;
    await new Promise((resolve) => setTimeout(resolve, 100));
  }
  return rows;
}
