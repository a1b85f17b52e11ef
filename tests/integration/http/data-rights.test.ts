/** A customer's data rights over HTTP. More in README.md. */
import { describe, expect, it } from 'vitest';
import { dataExportSchema, type DataExport } from '../../../src/lib/accounts/data-rights.ts';
import {
  userCreateContract,
  userDeleteContract,
  userExportContract,
  userLoginContract,
  userMeContract,
  userOrderHistoryContract,
} from '../../../src/lib/accounts/contract.ts';
import { keptUntil } from '../../../src/lib/accounts/retention.ts';
import {
  newsletterSubscribeContract,
  reviewCreateContract,
  stockAlertContract,
} from '../../../src/lib/engagement/contract.ts';
import { translate } from '../../../src/lib/i18n/i18n.ts';
import { testPassword, unique } from '../../support/customers.ts';
import { shopQuery, testRequest } from '../../support/http.ts';
import { outboxMails, placeOrder, stockedSku } from './rights-support.ts';

const store = 'no';
// Reviews and alerts are limited per client address and hour: this file is its own client.
const headers = { 'x-forwarded-for': '198.51.100.88' };

/** A customer of the Norwegian store with an address, two orders, a review, the newsletter and a stock alert. */
async function activeCustomer(tag: string) {
  const email = `${unique(tag)}@example.com`;
  const created = await testRequest(userCreateContract, {
    storeCode: store,
    body: {
      customer: {
        email,
        firstname: 'Kari',
        lastname: tag,
        addresses: [
          {
            firstname: 'Kari',
            lastname: tag,
            street: ['Storgata 2'],
            city: 'Oslo',
            postcode: '0155',
            country_id: 'NO',
            telephone: '+4791234567',
          },
        ],
      },
      password: testPassword,
    },
  });
  expect(created.status, JSON.stringify(created.result)).toBe(200);
  const token = (
    await testRequest(userLoginContract, { storeCode: store, body: { username: email, password: testPassword } })
  ).result;
  const orders = [await placeOrder(store, email, token), await placeOrder(store, email, token)];
  const review = await testRequest(reviewCreateContract, {
    storeCode: store,
    token,
    headers,
    body: { review: { product_id: 1, title: `Fin ${tag}`, detail: 'Svært god.', nickname: `Kari ${tag}` } },
  });
  expect(review.status).toBe(200);
  expect((await testRequest(newsletterSubscribeContract, { storeCode: store, body: { email } })).status).toBe(200);
  const alert = await testRequest(stockAlertContract, { storeCode: store, headers, body: { sku: stockedSku, email } });
  expect(alert.status).toBe(200);
  return { email, token, orders, reviewId: review.result.id };
}

/** The customer's data download (parsed with the contract's schema). */
async function download(token: string): Promise<DataExport> {
  const answer = await testRequest(userExportContract, { storeCode: store, token });
  expect(answer.status, JSON.stringify(answer.result)).toBe(200);
  return dataExportSchema.parse(answer.result);
}

/** What a download says, without the parts that change by themselves (time, login sessions). */
const lasting = ({ exported_at: _at, logins: _logins, ...rest }: DataExport) => rest;

describe('data rights', () => {
  it('a customer downloads their data and deletes the account; another customer is untouched', async () => {
    const kari = await activeCustomer('kari');
    const other = await activeCustomer('other');
    const otherBefore = await download(other.token);

    // The download: the customer's own data, nobody else's.
    expect((await testRequest(userExportContract, { storeCode: store })).status).toBe(401);
    const data = await download(kari.token);
    expect(data.profile.email).toBe(kari.email);
    expect(data.addresses).toHaveLength(1);
    expect(data.orders.map((o) => o.order_number).sort()).toEqual([...kari.orders].sort());
    expect(data.orders[0]!.kept_until).toBe(keptUntil(store, new Date(data.orders[0]!.created_at)));
    expect(data.reviews.map((r) => r.id)).toEqual([kari.reviewId]);
    expect(data.newsletter).toMatchObject({ email: kari.email, status: 'subscribed' });
    expect(data.stock_alerts).toMatchObject([{ sku: stockedSku, store_code: store }]);
    expect(data.consents).toMatchObject([{ purpose: 'newsletter', granted: true }]);
    expect(data.logins.some((l) => l.active)).toBe(true);
    const text = JSON.stringify(data);
    for (const foreign of [other.email, ...other.orders]) expect(text).not.toContain(foreign);

    // Deleting asks for the password again; a wrong one changes nothing.
    const wrong = await testRequest(userDeleteContract, {
      storeCode: store,
      token: kari.token,
      body: { password: 'x' },
    });
    expect(wrong.status).toBe(400);
    expect(wrong.result).toBe('The current password is not correct.');
    expect((await testRequest(userMeContract, { storeCode: store, token: kari.token })).status).toBe(200);
    const deleted = await testRequest(userDeleteContract, {
      storeCode: store,
      token: kari.token,
      body: { password: testPassword },
    });
    expect(deleted.status, JSON.stringify(deleted.result)).toBe(200);

    // No session and no login any more.
    expect((await testRequest(userMeContract, { storeCode: store, token: kari.token })).status).toBe(401);
    const login = await testRequest(userLoginContract, {
      storeCode: store,
      body: { username: kari.email, password: testPassword },
    });
    expect(login.status).toBe(401);

    // The orders are kept with only what bookkeeping needs, linked to no login.
    const { rows: kept } = await shopQuery(
      'SELECT customer_id, email, billing_address, shipping_address, response FROM orders WHERE order_number = ANY($1)',
      [kari.orders],
    );
    expect(kept).toHaveLength(2);
    for (const order of kept as Record<string, any>[]) {
      expect(order['customer_id']).toBeNull();
      expect(order['email']).toBe('');
      expect(order['billing_address']).toMatchObject({ firstname: 'Eva', lastname: 'Lund', countryId: 'NO' });
      expect(order['billing_address']).not.toHaveProperty('telephone');
      expect(order['billing_address']).not.toHaveProperty('email');
      expect(order['shipping_address']).toMatchObject({ countryId: 'NO', street: [], city: '' });
      expect(JSON.stringify(order)).not.toContain(kari.email);
    }
    // The review stays, signed by nobody; the rest is gone.
    const { rows: review } = await shopQuery('SELECT customer_id, nickname FROM reviews WHERE id = $1', [
      kari.reviewId,
    ]);
    expect(review[0]).toEqual({ customer_id: null, nickname: translate(store, 'account.anonymousReviewer') });
    for (const [table, column] of [
      ['customers', 'email'],
      ['newsletter_subscriptions', 'email'],
      ['stock_alerts', 'email'],
    ] as const) {
      const { rows } = await shopQuery(`SELECT 1 FROM ${table} WHERE ${column} = $1`, [kari.email]);
      expect(rows, table).toHaveLength(0);
    }
    const { rows: sent } = await shopQuery('SELECT kind FROM mail_outbox WHERE "to" = $1 AND sent_at IS NOT NULL', [
      kari.email,
    ]);
    expect(sent.filter((m: { kind: string }) => m.kind !== 'account-deleted')).toEqual([]);

    // A confirmation in the store's language.
    const [mail] = await outboxMails(kari.email, 'account-deleted');
    expect(mail?.subject).toBe('Kontoen din hos Nordpeak er slettet');
    expect(mail?.text).toContain('i 5 år etter utgangen av året');

    // The address can register again, to an empty account.
    const again = await testRequest(userCreateContract, {
      storeCode: store,
      body: { customer: { email: kari.email, firstname: 'Kari', lastname: 'Ny' }, password: testPassword },
    });
    expect(again.status, JSON.stringify(again.result)).toBe(200);
    const token = (
      await testRequest(userLoginContract, { storeCode: store, body: { username: kari.email, password: testPassword } })
    ).result;
    expect((await testRequest(userOrderHistoryContract, { storeCode: store, token })).result.total_count).toBe(0);

    // The other customer's data is as it was.
    expect(lasting(await download(other.token))).toEqual(lasting(otherBefore));
    expect((await testRequest(userMeContract, { storeCode: store, token: other.token })).status).toBe(200);
  });
});
