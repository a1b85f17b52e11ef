/** The right of withdrawal over HTTP in sv, no and fi. More in README.md. */
import { describe, expect, it } from 'vitest';
import { trustPageSlugs } from '../../../src/content/slugs.ts';
import { withdrawalSupportPath, withdrawalText } from '../../../src/content/withdrawal.ts';
import { mailSendContract, mailTokenContract } from '../../../src/lib/engagement/contract.ts';
import { contentPath } from '../../../src/lib/content/routes.ts';
import { translate } from '../../../src/lib/i18n/i18n.ts';
import { storeCodes, type StoreCode } from '../../../src/lib/store-view/config.ts';
import { unique } from '../../support/customers.ts';
import { shopUrl, testRequest } from '../../support/http.ts';
import { outboxMails, placeOrder } from './rights-support.ts';

const others = (store: StoreCode) => storeCodes.filter((code) => code !== store);

describe('the right of withdrawal', () => {
  it('the terms page states the 14 days and leads to the support form with the withdrawal subject', async () => {
    for (const store of storeCodes) {
      const page = await fetch(new URL(contentPath(store, 'page', trustPageSlugs.terms[store]), shopUrl()));
      expect(page.status).toBe(200);
      const html = await page.text();
      const text = withdrawalText(store);
      expect(html).toContain(text.summary);
      expect(html).toContain(text.formHeading);
      expect(html).toContain(`href="${withdrawalSupportPath(store)}"`);
    }
  });

  it("the order confirmation mail carries the withdrawal information and the model form in the store's language", async () => {
    for (const store of storeCodes) {
      const email = `${unique(`withdraw-${store}`)}@example.com`;
      const number = await placeOrder(store, email);
      const [mail] = await outboxMails(email, 'order-confirmation');
      expect(mail, `${store}: confirmation in the outbox`).toBeDefined();
      const text = withdrawalText(store);
      for (const part of [text.summary, text.howTo, ...text.information, text.formIntro, text.to, text.formNote])
        expect(mail!.text, `${store}: ${part.slice(0, 40)}`).toContain(part);
      expect(mail!.text).toContain(text.formHeading.toUpperCase());
      for (const line of text.formLines) expect(mail!.text).toContain(line);
      // The link fills in this order on the support form.
      expect(mail!.text).toContain(`${withdrawalSupportPath(store)}&order=${number}`);
      expect(mail!.html).toContain(`<h3>${text.formHeading}</h3>`);
      // In this store's language only.
      for (const other of others(store)) expect(mail!.text).not.toContain(withdrawalText(other).formHeading);
    }
  });

  it('a withdrawal through the support form names its order to the desk and is acknowledged to the shopper', async () => {
    const store = 'no';
    const email = `${unique('withdraw-form')}@example.com`;
    const number = await placeOrder(store, email);
    // Its own client address: support messages are limited per address and hour.
    const headers = { 'x-forwarded-for': '198.51.100.77' };
    const send = async (body: Record<string, unknown>) => {
      const token = (await testRequest(mailTokenContract, { storeCode: store })).result;
      return testRequest(mailSendContract, { storeCode: store, headers, body: { token, email, ...body } as never });
    };

    const missing = await send({ topic: 'withdrawal' });
    expect(missing.status).toBe(400);
    expect(missing.result).toBe('Field is required');
    const malformed = await send({ topic: 'withdrawal', order_number: 'order 1 <b>' });
    expect(malformed.status).toBe(400);
    expect(malformed.result).toBe('Not a valid order number');

    const sent = await send({ topic: 'withdrawal', order_number: number.toLowerCase(), name: 'Eva Lund' });
    expect(sent.status, JSON.stringify(sent.result)).toBe(200);
    const [receipt] = await outboxMails(email, 'withdrawal-receipt');
    expect(receipt?.subject).toBe(`Vi har mottatt at du angrer ordre ${number} – Nordpeak`);
    expect(receipt?.text).toContain(`ordrenummer ${number}`);
    const [desk] = (await outboxMails(receipt!.reply_to!, 'support', 1)).filter((m) => m.subject.includes(number));
    expect(desk?.subject).toContain(`${translate(store, 'site.support.topic.withdrawal')}: ${number}`);
    expect(desk?.text).toMatch(new RegExp(`Order ${number}: placed .* with the same e-mail`));
    expect(desk?.reply_to).toBe(email);
  });
});
