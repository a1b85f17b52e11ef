import { and, eq, sql } from 'drizzle-orm';
import { beforeAll, expect, it } from 'vitest';
import * as t from '../../../src/lib/server/db/schema/index.ts';
import { config } from '../../../src/lib/server/config/config.ts';
import {
  approvedReviews,
  moderateReview,
  reviewSummary,
  reviewsByStatus,
} from '../../../src/lib/server/reviews/service.ts';
import { notifyBackInStock, restock } from '../../../src/lib/server/stock-alerts/service.ts';
import { issueFormToken } from '../../../src/lib/server/mail-service/service.ts';
import * as newsletterRoute from '../../../src/pages/api/ext/mailchimp-subscribe/subscribe.ts';
import * as reviewRoute from '../../../src/pages/api/review/create.ts';
import * as stockAlertRoute from '../../../src/pages/api/ext/polder/stock-alert.ts';
import * as productViewRoute from '../../../src/pages/api/ext/polder/reports/catalog-product-view/[productId].ts';
import * as getTokenRoute from '../../../src/pages/api/ext/mail-service/get-token.ts';
import * as sendEmailRoute from '../../../src/pages/api/ext/mail-service/send-email.ts';
import { callApi } from '../../support/call-api.ts';
import { describeEachDatabase } from '../../support/db.ts';
import { readOutbox, signUp, uniqueEmail, useTempConfig } from './helpers.ts';

describeEachDatabase('newsletter, reviews, stock alerts, reports, support mail', (ctx) => {
  let outbox = '';
  beforeAll(() => {
    outbox = useTempConfig();
  });

  it('subscribes, reports the status and unsubscribes a newsletter address', async () => {
    const email = uniqueEmail('nyhetsbrev');
    const status = () => callApi(newsletterRoute, { method: 'GET', query: { email } });
    expect(await status()).toMatchObject({ code: 200, result: 'unsubscribed' });
    expect(
      await callApi(newsletterRoute, {
        method: 'POST',
        query: { storeCode: 'no' },
        body: { email: email.toUpperCase() },
      }),
    ).toMatchObject({ code: 200, result: true });
    expect(await status()).toMatchObject({ code: 200, result: 'subscribed' });
    const [row] = await ctx.db
      .select()
      .from(t.newsletterSubscriptions)
      .where(eq(t.newsletterSubscriptions.email, email));
    expect(row!.storeCode).toBe('no');
    expect(await callApi(newsletterRoute, { method: 'DELETE', body: { email } })).toMatchObject({
      code: 200,
      result: true,
    });
    expect(await status()).toMatchObject({ code: 200, result: 'unsubscribed' });
    for (const call of [
      { method: 'GET', query: { email: 'nope' } },
      { method: 'GET' },
      { method: 'POST', body: { email: 'a@' } },
      { method: 'DELETE', body: {} },
    ]) {
      expect(await callApi(newsletterRoute, call)).toMatchObject({ code: 400, result: 'Not a valid emailadress' });
    }
  });

  it('stores a review as pending; only approved reviews are shown, after moderation', async () => {
    const [product] = await ctx.db.select().from(t.products).where(eq(t.products.sku, '150001'));
    const before = await approvedReviews(product!.id, 'sv');
    const answer = await callApi(reviewRoute, {
      method: 'POST',
      body: {
        review: {
          product_id: product!.id,
          title: 'Glider fint',
          detail: 'Bra fäste och glid i kallt före.',
          nickname: 'Skidlasse',
          ratings: [{ rating_name: 'Quality', value: 5 }],
          status: 'approved',
        },
      },
    });
    expect(answer.code).toBe(200);
    expect(answer.result).toMatchObject({
      product_id: product!.id,
      title: 'Glider fint',
      nickname: 'Skidlasse',
      status: 'pending',
      ratings: [{ rating_name: 'Quality', value: 5 }],
    });
    expect(await approvedReviews(product!.id, 'sv')).toHaveLength(before.length);
    expect((await reviewsByStatus('pending', 1000)).some((r) => r.id === answer.result.id)).toBe(true);
    await moderateReview(answer.result.id, 'approved');
    const after = await approvedReviews(product!.id, 'sv');
    expect(after[0]).toMatchObject({ id: answer.result.id, status: 'approved' });
    expect(after.every((r) => r.status === 'approved' && r.store_code === 'sv')).toBe(true);
    const summary = await reviewSummary(product!.id, 'sv');
    expect(summary.count).toBe(after.length);
    const values = after.flatMap((r) => r.ratings.map((x) => x.value));
    expect(summary.average).toBe(Math.round((values.reduce((a, b) => a + b, 0) / values.length) * 10) / 10);
    expect(await reviewSummary(99_999_999, 'sv')).toEqual({ count: 0, average: null });
    await moderateReview(answer.result.id, 'rejected');
    expect(await approvedReviews(product!.id, 'sv')).toHaveLength(before.length);
    // A signed-in reviewer is remembered.
    const { token, customer } = await signUp();
    const mine = await callApi(reviewRoute, {
      method: 'POST',
      token,
      body: { review: { product_id: product!.id, title: 'Bra', detail: 'Bra.', nickname: 'A' } },
    });
    const [row] = await ctx.db.select().from(t.reviews).where(eq(t.reviews.id, mine.result.id));
    expect(row!.customerId).toBe(customer.id);
    expect(
      await callApi(reviewRoute, {
        method: 'POST',
        body: {
          review: { product_id: String(product!.id), title: 'Från formulär', detail: 'Id som text.', nickname: 'F' },
        },
      }),
    ).toMatchObject({ code: 200, result: { product_id: product!.id } });
    expect(
      await callApi(reviewRoute, {
        method: 'POST',
        body: { review: { product_id: 99_999_999, title: 'x', detail: 'y', nickname: 'z' } },
      }),
    ).toMatchObject({ code: 404 });
    expect(
      await callApi(reviewRoute, {
        method: 'POST',
        body: { review: { product_id: product!.id, title: '', detail: 'y', nickname: 'z' } },
      }),
    ).toMatchObject({ code: 400, result: 'Field is required' });
  });

  it('mails back-in-stock alerts once, in the store language, when the stock returns', async () => {
    const [child] = await ctx.db.select().from(t.products).where(eq(t.products.sku, '150001-000'));
    await ctx.db.update(t.stockItems).set({ qty: 0, isInStock: false }).where(eq(t.stockItems.sku, '150001-000'));
    const sv = uniqueEmail('bevaka');
    const fi = uniqueEmail('seuraa');
    expect(await callApi(stockAlertRoute, { method: 'POST', body: { sku: '150001-000', email: sv } })).toMatchObject({
      code: 200,
      result: true,
    });
    expect(await callApi(stockAlertRoute, { method: 'POST', body: { sku: '150001-000', email: sv } })).toMatchObject({
      code: 200,
      result: true,
    });
    expect(
      await callApi(stockAlertRoute, {
        method: 'POST',
        query: { storeCode: 'fi' },
        body: { sku: '150001-000', email: fi },
      }),
    ).toMatchObject({ code: 200 });
    expect(await callApi(stockAlertRoute, { method: 'POST', body: { sku: 'no-such-sku', email: sv } })).toMatchObject({
      code: 404,
    });
    expect(await callApi(stockAlertRoute, { method: 'POST', body: { sku: '150001-000', email: 'x' } })).toMatchObject({
      code: 400,
      result: 'Not a valid emailadress',
    });
    const open = await ctx.db.select().from(t.stockAlerts).where(eq(t.stockAlerts.sku, '150001-000'));
    expect(open.filter((a) => a.email === sv)).toHaveLength(1);

    expect(await notifyBackInStock('150001-000')).toBe(0); // still out of stock
    await ctx.db.update(t.stockItems).set({ qty: 3, isInStock: true }).where(eq(t.stockItems.sku, '150001-000'));
    const [sent, again] = await Promise.all([notifyBackInStock('150001-000'), notifyBackInStock('150001-000')]);
    expect(sent + again).toBe(2);
    expect(await notifyBackInStock('150001-000')).toBe(0);
    const mails = readOutbox(outbox).filter((m) => m.kind === 'stock-alert');
    const [name] = await ctx.db
      .select()
      .from(t.productTranslations)
      .where(and(eq(t.productTranslations.productId, child!.id), eq(t.productTranslations.storeCode, 'fi')));
    expect(mails.find((m) => m.to === sv)!.subject).toMatch(/finns i lager igen$/);
    const fiMail = mails.find((m) => m.to === fi)!;
    expect(fiMail.subject).toBe(`${name!.name} on taas varastossa`);
    expect(fiMail.text).toMatch(/\/fi\/p\/150001\/[^/\s]+\/150001-000/);
    const notified = await ctx.db
      .select()
      .from(t.stockAlerts)
      .where(and(eq(t.stockAlerts.sku, '150001-000'), sql`${t.stockAlerts.notifiedAt} is not null`));
    expect(notified.length).toBeGreaterThanOrEqual(2);
  });

  it('restocking a sku sets its stock and mails its alerts when it becomes available', async () => {
    const [item] = await ctx.db
      .select()
      .from(t.stockItems)
      .where(sql`${t.stockItems.sku} <> '150001-000' and ${t.stockItems.manageStock}`)
      .orderBy(t.stockItems.productId)
      .limit(1);
    const sku = item!.sku;
    await ctx.db.update(t.stockItems).set({ qty: 0, isInStock: false }).where(eq(t.stockItems.sku, sku));
    const email = uniqueEmail('leverans');
    expect((await callApi(stockAlertRoute, { method: 'POST', body: { sku, email } })).code).toBe(200);
    expect(await restock(sku, 0)).toEqual({ sku, previous: 0, qty: 0, mailed: 0 });
    expect(await restock(sku, 4)).toEqual({ sku, previous: 0, qty: 4, mailed: 1 });
    const [after] = await ctx.db.select().from(t.stockItems).where(eq(t.stockItems.sku, sku));
    expect(after).toMatchObject({ qty: 4, isInStock: true });
    expect(readOutbox(outbox).filter((m) => m.to === email && m.kind === 'stock-alert')).toHaveLength(1);
    expect(await restock(sku, 9)).toMatchObject({ previous: 4, mailed: 0 });
    expect(await restock('no-such-sku', 1)).toBeUndefined();
    await expect(restock(sku, -1)).rejects.toThrow(RangeError);
  });

  it('stores product view reports; an unknown product is a 404', async () => {
    const [product] = await ctx.db.select().from(t.products).where(eq(t.products.sku, '150001'));
    const count = async () =>
      (
        await ctx.db
          .select({ n: sql<number>`count(*)::int` })
          .from(t.productViewReports)
          .where(eq(t.productViewReports.productId, product!.id))
      )[0]!.n;
    const before = await count();
    expect(
      await callApi(productViewRoute, {
        method: 'POST',
        params: { productId: String(product!.id) },
        query: { storeCode: 'no' },
      }),
    ).toMatchObject({ code: 200, result: true });
    expect(await count()).toBe(before + 1);
    for (const productId of ['99999999', 'abc', '-1', '1e3', '']) {
      expect(await callApi(productViewRoute, { method: 'POST', params: { productId } })).toMatchObject({
        code: 404,
        result: 'Not found',
      });
    }
    expect((await callApi(productViewRoute, { method: 'GET', params: { productId: String(product!.id) } })).code).toBe(
      405,
    );
  });

  it('sends a support message with a form token to the support address, once per token, rate limited', async () => {
    const token = (await callApi(getTokenRoute, { method: 'GET' })).result as string;
    const sender = uniqueEmail('fraga');
    const message = {
      token,
      sender,
      name: 'Olle',
      subject: 'Fråga om valla',
      text: 'Vilken valla passar för -10 grader?',
      targetAddress: 'attacker@example.com',
    };
    expect(await callApi(sendEmailRoute, { method: 'POST', body: message, clientAddress: '192.0.2.50' })).toMatchObject(
      { code: 200, result: true },
    );
    const mail = readOutbox(outbox).find((m) => m.kind === 'support' && m.replyTo === sender)!;
    expect(mail.to).toBe(config().supportEmail);
    expect(mail.subject).toContain('Fråga om valla');
    expect(mail.text).toContain('Vilken valla passar för -10 grader?');
    // The same token again, a forged token, an expired one.
    expect(await callApi(sendEmailRoute, { method: 'POST', body: message, clientAddress: '192.0.2.50' })).toMatchObject(
      { code: 400, result: 'The form has expired. Please reload the page and try again.' },
    );
    expect(
      await callApi(sendEmailRoute, {
        method: 'POST',
        body: { ...message, token: `${token.slice(0, -2)}xx` },
        clientAddress: '192.0.2.50',
      }),
    ).toMatchObject({ code: 400 });
    expect(
      await callApi(sendEmailRoute, {
        method: 'POST',
        body: { ...message, token: issueFormToken(Date.now() - 31 * 60 * 1000) },
        clientAddress: '192.0.2.50',
      }),
    ).toMatchObject({ code: 400 });
    expect(
      await callApi(sendEmailRoute, {
        method: 'POST',
        body: { ...message, token: issueFormToken(), subject: 'Rad\r\nBcc: x@y.se' },
        clientAddress: '192.0.2.50',
      }),
    ).toMatchObject({ code: 400 });
    // Vue Storefront's field names work too; after 5 messages an hour from one address: 429.
    const vsf = (n: number) => ({
      token: issueFormToken(),
      sourceAddress: sender,
      subject: `Fråga ${n}`,
      emailText: 'Hej!',
    });
    for (let n = 0; n < 4; n++)
      expect((await callApi(sendEmailRoute, { method: 'POST', body: vsf(n), clientAddress: '192.0.2.50' })).code).toBe(
        200,
      );
    const limited = await callApi(sendEmailRoute, { method: 'POST', body: vsf(9), clientAddress: '192.0.2.50' });
    expect(limited.code).toBe(429);
    expect(Number(limited.headers.get('retry-after'))).toBeGreaterThan(0);
    expect((await callApi(sendEmailRoute, { method: 'POST', body: vsf(10), clientAddress: '192.0.2.51' })).code).toBe(
      200,
    );
  });
});
