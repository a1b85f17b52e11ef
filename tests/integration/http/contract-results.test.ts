/** Each contract's successful answer, in every store, parses with the contract's result (and meta) schema. */
import { readFileSync } from 'node:fs';
import path from 'node:path';
import { describe, expect, inject, it } from 'vitest';
import type { AnyContract } from '../../../src/lib/api-client/contract.ts';
import { apiContracts } from '../../../src/lib/api-client/contracts.ts';
import * as accounts from '../../../src/lib/accounts/contract.ts';
import * as cart from '../../../src/lib/cart/contract.ts';
import * as catalog from '../../../src/lib/catalog/contract.ts';
import * as checkout from '../../../src/lib/checkout/contract.ts';
import { contentRevalidateContract } from '../../../src/lib/content/contract.ts';
import * as engagement from '../../../src/lib/engagement/contract.ts';
import * as staff from '../../../src/lib/staff/contract.ts';
import * as integration from '../../../src/lib/integration/contract.ts';
import { SCOPE_NAMES } from '../../../src/lib/integration/scopes.ts';
import { keyPlace } from '../../support/integration-http.ts';
import { createKey, orderOf } from '../../support/integration.ts';
import * as staffCustomers from '../../../src/lib/staff/customers-contract.ts';
import * as staffOrders from '../../../src/lib/staff/orders-contract.ts';
import * as staffReviews from '../../../src/lib/staff/reviews-contract.ts';
import * as staffStock from '../../../src/lib/staff/stock-contract.ts';
import { shopDatabase, shopQuery, testRequest, type TestInput } from '../../support/http.ts';
import { authenticator, sessionCookie, signupToken, staffCommand } from '../../support/staff.ts';
import { httpShop } from '../../support/staff-http.ts';
import { staffIntegrationCalls } from '../../support/staff-integration-calls.ts';
import { mismatches } from '../../support/contract-mismatches.ts';
import { guestOrderBody, orderAddress } from '../../support/order-body.ts';

const without2xx = ['content.preview', 'openapi', 'payment.complete'];

describe(`every contract's successful answer matches its result schema (${shopDatabase()} database)`, () => {
  const answered = new Set<string>();
  const problems: string[] = [];

  /** Sends a call of a contract, expects a 2xx and checks its result (and meta) against the contract. */
  async function call<C extends AnyContract>(contract: C, input: TestInput<C> = {}) {
    const answer = await testRequest(contract, input);
    const what = `${contract.method} ${contract.path}`;
    expect(answer.status, `${what}: ${JSON.stringify(answer.result).slice(0, 300)}`).toBeLessThan(300);
    answered.add(contract.name);
    problems.push(...mismatches(contract, answer, what));
    return answer;
  }

  const address = orderAddress;

  const email = `svar-${Date.now()}-${Math.floor(Math.random() * 1e6)}@example.se`;
  const password = 'Fjällräv-2026!';

  it('a guest cart, its shipping, coupon, gift card, service point and payment session', async () => {
    const cartId = (await call(cart.cartCreateContract)).result;
    const query = { cartId };
    const added = await call(cart.cartUpdateContract, {
      query,
      body: { cartItem: { sku: '150001-001', qty: 1, quoteId: cartId } },
    });
    await call(cart.cartPullContract, { query });
    await call(cart.cartTotalsContract, { query });
    await call(cart.cartPaymentMethodsContract, { query });
    await call(cart.cartShippingMethodsContract, { query, body: { address: { country_id: 'SE' } } });
    await call(cart.cartShippingInformationContract, {
      query,
      body: {
        addressInformation: {
          shippingAddress: address,
          billingAddress: address,
          shippingCarrierCode: 'postnord',
          shippingMethodCode: 'home',
        },
      },
    });
    await call(cart.cartCollectTotalsContract, { query, body: { methods: { paymentMethod: { method: 'avarda' } } } });
    await call(cart.cartApplyCouponContract, { query: { cartId, coupon: 'VINTER10' } });
    await call(cart.cartDeleteCouponContract, { query });
    await call(checkout.giftCardBalanceContract, { params: { code: 'NP-SE-250' } });
    await call(checkout.giftCardApplyContract, { body: { cart_id: cartId, code: 'NP-SE-250', amount: 10 } });
    await call(checkout.giftCardRemoveContract, { body: { cart_id: cartId } });
    const points = (await call(checkout.servicePointsContract, { query: { postcode: '11122' } })).result;
    if (points[0])
      await call(checkout.cartServicePointContract, { body: { cart_id: cartId, service_point_id: points[0].id } });
    await call(checkout.paymentInitContract, { params: { cartId } });
    await call(checkout.paymentLoadContract, { params: { cartId } });
    await call(checkout.paymentGetContract, { params: { cartId } });
    await call(checkout.paymentWidgetContract, { query: { amount: '2400' } });
    const item = added.result;
    await call(cart.cartDeleteContract, {
      query,
      body: { cartItem: { item_id: item.item_id, sku: item.sku } },
    });
  });

  it('an order', async () => {
    await call(checkout.orderCreateContract, {
      body: guestOrderBody([{ sku: '150001-001', qty: 1 }], { orderId: `svar${Date.now()}` }),
    });
  });

  it('an account: sign-up, sign-in, profile, password, orders, refresh, reset, sign-out', async () => {
    await call(accounts.userCreateContract, {
      body: {
        customer: {
          email,
          firstname: 'Åsa',
          lastname: 'Berg',
          addresses: [
            {
              firstname: 'Åsa',
              lastname: 'Berg',
              street: ['Storgatan 1'],
              city: 'Umeå',
              postcode: '90325',
              country_id: 'SE',
              default_shipping: true,
            },
          ],
        },
        password,
      },
    });
    const login = await call(accounts.userLoginContract, { body: { username: email, password } });
    const token = login.result;
    await call(accounts.userMeContract, { token });
    await call(accounts.userUpdateContract, {
      token,
      body: { customer: { firstname: 'Åsa', lastname: 'Bergström', email } },
    });
    await call(accounts.userOrderHistoryContract, { token });
    await call(accounts.userExportContract, { token });
    await call(accounts.userChangePasswordContract, {
      token,
      body: { currentPassword: password, newPassword: `${password}x` },
    });
    const refreshed = await call(accounts.userRefreshContract, {
      body: { refreshToken: String(login.meta?.['refreshToken']) },
    });
    await call(accounts.userLogoutContract, { token: refreshed.result, body: {} });
    await call(accounts.userResetPasswordContract, { body: { email } });
    // The reset mail is written after the answer (its timing tells nothing): wait for it in the outbox.
    let mail: string | undefined;
    for (let tries = 0; !mail && tries < 50; tries++) {
      const { rows } = await shopQuery('SELECT text FROM mail_outbox WHERE "to" LIKE $1 ORDER BY id DESC LIMIT 1', [
        `%${email}%`,
      ]);
      mail = (rows[0] as { text: string } | undefined)?.text;
      if (!mail) await new Promise((resolve) => setTimeout(resolve, 100));
    }
    const link = new URL(/https?:\/\/\S+/.exec(mail!)![0]);
    const resetToken = new URLSearchParams(link.hash.slice(1)).get('resetToken')!;
    await call(accounts.userCreatePasswordContract, { body: { email, newPassword: `${password}y`, resetToken } });
    // The account's end: a customer of its own (the address above is used again below).
    const leaving = `leaving-${email}`;
    await call(accounts.userCreateContract, {
      body: { customer: { email: leaving, firstname: 'Å', lastname: 'B' }, password },
    });
    const leavingToken = (await call(accounts.userLoginContract, { body: { username: leaving, password } })).result;
    await call(accounts.userDeleteContract, { token: leavingToken, body: { password } });
  });

  it('newsletter, review, stock alert, product view, mail and the content webhook', async () => {
    await call(engagement.newsletterSubscribeContract, { body: { email } });
    await call(engagement.newsletterStatusContract, { query: { email } });
    await call(engagement.newsletterUnsubscribeContract, { body: { email } });
    await call(engagement.reviewCreateContract, {
      body: {
        review: {
          product_id: 1,
          title: 'Bra',
          detail: 'Mycket bra.',
          nickname: 'O',
          ratings: [{ rating_name: 'Quality', value: 4 }],
        },
      },
    });
    await call(engagement.stockAlertContract, { body: { sku: '150001-000', email } });
    await call(engagement.productViewReportContract, { params: { productId: '1' } });
    const mailToken = (await call(engagement.mailTokenContract)).result;
    await call(engagement.mailSendContract, {
      body: { token: mailToken, sender: email, subject: 'Hej', text: 'Hej, en fråga om pjäxor.' },
    });
    const secret = readFileSync(path.join(path.dirname(inject('shopLog')), 'content-webhook-secret'), 'utf8').trim();
    await call(contentRevalidateContract, { headers: { authorization: `Bearer ${secret}` } });
  });

  it('the catalogue: searches with their sources, the URL map of each kind, rewrites, CMS and stock', async () => {
    await call(catalog.productSearchContract, {
      body: {
        query: { text: 'fischler', filters: { ls_farg: ['51', '52'] } },
        aggregations: ['ls_farg', 'price'],
        size: 10,
      },
    });
    await call(catalog.productSearchContract, {
      storeCode: 'no',
      body: { query: { filters: { type_id: ['bundle', 'grouped', 'configurable'] } }, size: 30 },
    });
    await call(catalog.categorySearchContract, { body: { query: { filters: { parent_id: 2 } } } });
    await call(catalog.attributeSearchContract, {
      body: { query: { filters: { attribute_code: ['ls_farg', 'ls_varumarke'] } } },
    });
    await call(catalog.taxruleSearchContract, { body: {} });
    await call(catalog.renderListContract, {
      query: { skus: '150001,150005,150005-000,GIFT-500', storeId: '11', currencyCode: 'SEK' },
    });
    // A Club member (group 2) sees tier prices: their shape is checked too.
    const member = `klubb-${email}`;
    await call(accounts.userCreateContract, {
      body: { customer: { email: member, firstname: 'Klubb', lastname: 'Medlem' }, password },
    });
    await shopQuery('UPDATE customers SET group_id = 2 WHERE email = $1', [member]);
    const token = (await call(accounts.userLoginContract, { body: { username: member, password } })).result;
    const club = await call(catalog.productSearchContract, { token, query: { userGroupId: '2' }, body: { size: 40 } });
    const skus = club.result.items.map((item) => item.sku).join(',');
    const prices = await call(catalog.renderListContract, { token, query: { userGroupId: '2', skus } });
    expect(prices.result.items.some((item) => (item.price_info.tier_prices ?? []).length > 0)).toBe(true);
    for (const url of [
      '/p/150001/fischler-speedmax-skate-langdskidor',
      '/c/langdskidor-skidor',
      '/sida/about-us',
      '/p/150001-000/x',
      '/kundservice',
    ]) {
      await call(catalog.urlMapContract, { body: { url } });
    }
    await call(catalog.urlRewriteContract, { body: { url: '/rea' } });
    await call(catalog.cmsPageContract, { params: { id: '1' } });
    await call(catalog.cmsBlockContract, { params: { id: '1' } });
    await call(catalog.cmsPageByIdentifierContract, { params: { identifier: 'about-us', storeId: '11' } });
    await call(catalog.cmsBlockByIdentifierContract, { params: { identifier: 'footer-usp', storeId: '7' } });
    await call(catalog.stockCheckContract, { query: { sku: '150001-001' } });
    await call(catalog.stockListContract, { query: { skus: '150001-001,150001-002' } });
  });

  it('the back office: sign-up from the staff command, sign-in, the session, staff accounts, sign-out', async () => {
    const shop = httpShop();
    const own = { origin: new URL(shop.baseUrl).origin };
    const staffEmail = `kontrakt-${Date.now()}@example.se`;
    const staffPassword = 'Fjällräv-Personal-2026!';
    const token = signupToken(await staffCommand(shop, ['add', staffEmail, '--role', 'admin']));
    const opened = await call(staff.staffSignupContract, { body: { token }, headers: own });
    const code = authenticator(opened.result.secret);
    await call(staff.staffSignupCompleteContract, {
      body: { token, password: staffPassword, code: await code() },
      headers: own,
    });
    const { challenge } = (
      await call(staff.staffLoginContract, { body: { email: staffEmail, password: staffPassword }, headers: own })
    ).result;
    const verified = await call(staff.staffVerifyContract, { body: { challenge, code: await code() }, headers: own });
    const headers = { ...own, cookie: sessionCookie(verified) };
    await call(staff.staffMeContract, { headers });
    await call(staff.staffLanguageContract, { body: { locale: 'no' }, headers });
    await call(staff.staffUsersContract, { headers });
    const invited = await call(staff.staffInviteContract, {
      body: { email: `kollega-${staffEmail}`, role: 'warehouse', store_code: 'fi' },
      headers,
    });
    const params = { id: String(invited.result.staff.id) };
    await call(staff.staffUpdateContract, { params, body: { role: 'support', store_code: null }, headers });
    await call(staff.staffReenrolContract, { params, headers });

    // Orders: two placed now, one taken through processing, a partial shipment, a refund and a mail sent again,
    // the other cancelled; the shopper of the account above found with their orders and sent a reset mail.
    const place = async () =>
      (
        await call(checkout.orderCreateContract, {
          body: guestOrderBody([{ sku: '150001-001', qty: 2 }], {
            orderId: `personal${Date.now()}${Math.floor(Math.random() * 1e6)}`,
          }),
        })
      ).result.order_number;
    const [first, second] = [await place(), await place()];
    const number = { number: first };
    await call(staffOrders.staffOrdersContract, { query: { q: first, page: 1 }, headers });
    await call(staffOrders.staffOrderContract, { params: number, headers });
    await call(staffOrders.staffOrderStatusContract, { params: number, body: { status: 'processing' }, headers });
    const shipped = await call(staffOrders.staffOrderShipContract, {
      params: number,
      body: { carrier: 'postnord', tracking_number: 'SE123456789SE', items: [{ sku: '150001-001', qty: 1 }] },
      headers,
    });
    await call(staffOrders.staffOrderRefundContract, {
      params: number,
      body: { items: [{ sku: '150001-001', qty: 1 }], reason: 'Retur' },
      headers,
    });
    const mail = shipped.result.history.find((step) => step.mail)!.mail!;
    await call(staffOrders.staffOrderResendContract, { params: number, body: { mail_id: mail.id }, headers });
    await call(staffOrders.staffOrderCancelContract, {
      params: { number: second },
      body: { reason: 'Ångrad' },
      headers,
    });
    const found = await call(staffCustomers.staffCustomersContract, { query: { q: email, page: 1 }, headers });
    const customer = { id: String(found.result.items[0]!.id) };
    await call(staffCustomers.staffCustomerContract, { params: customer, headers });
    await call(staffCustomers.staffCustomerResetContract, { params: customer, headers });
    await call(staffCustomers.staffAuditContract, { query: { action: 'order.' }, headers });
    const pending = await shopQuery(
      `INSERT INTO reviews (product_id, store_code, title, detail, nickname, status)
       SELECT id, 'sv', 'Bra', 'Bra', 'Kim', 'pending' FROM products WHERE sku = '150001' RETURNING id`,
    );
    await call(staffReviews.staffReviewsContract, { query: { status: 'pending' }, headers });
    const ids = [pending.rows[0].id as number];
    await call(staffReviews.staffModerateContract, { body: { ids, status: 'rejected' }, headers });
    const item = (await call(staffStock.staffSkuContract, { query: { sku: '150001-001' }, headers })).result;
    await call(staffStock.staffStockSetContract, { body: { sku: item.sku, qty: item.qty ?? 0 }, headers });
    const { store, price } = item.prices[0]!;
    await call(staffStock.staffPriceSetContract, { body: { sku: item.sku, store, price }, headers });
    await staffIntegrationCalls(call, headers, item.sku, item.qty ?? 0);
    await call(staff.staffLogoutContract, { headers });
  });

  it('the integration API: orders, their lifecycle, stock, prices, reviews and webhooks', async () => {
    const { key } = await createKey(keyPlace(), 'contracts', [...SCOPE_NAMES]);
    const base = { storeCode: null, headers: { authorization: `Bearer ${key}` } } as const;
    const hook = await call(integration.integrationWebhookCreateContract, {
      ...base,
      body: { url: 'http://127.0.0.1:9/nordpeak', events: ['order.placed'] },
    });
    const place = async () =>
      (await testRequest(checkout.orderCreateContract, { body: orderOf([{ sku: '150001-001', qty: 1 }], 'contracts') }))
        .result.order_number;
    const [first, second, third] = [await place(), await place(), await place()];
    await call(integration.integrationOrdersContract, { ...base, query: { limit: '5' } });
    await call(integration.integrationOrderContract, { ...base, params: { orderNumber: first } });
    for (const orderNumber of [first, third])
      await call(integration.integrationStatusContract, {
        ...base,
        params: { orderNumber },
        body: { status: 'processing' },
      });
    await call(integration.integrationShipmentContract, {
      ...base,
      params: { orderNumber: first },
      body: { carrier: 'postnord', tracking_number: 'SE55555555' },
    });
    await call(integration.integrationCancelContract, { ...base, params: { orderNumber: second }, body: {} });
    await call(integration.integrationRefundContract, { ...base, params: { orderNumber: third }, body: { amount: 1 } });
    const level = (await shopQuery("SELECT qty FROM stock_items WHERE sku = '150001-001'")).rows[0].qty as number;
    await call(integration.integrationStockContract, { ...base, body: { items: [{ sku: '150001-001', qty: level }] } });
    const price = (
      await shopQuery(
        "SELECT pp.price::float8 AS price FROM product_prices pp JOIN products p ON p.id = pp.product_id WHERE p.sku = '150001-001' AND pp.store_code = 'sv'",
      )
    ).rows[0].price as number;
    await call(integration.integrationPricesContract, {
      ...base,
      body: { items: [{ sku: '150001-001', store: 'sv', price }] },
    });
    await call(integration.integrationReviewsContract, { ...base, query: { status: 'approved' } });
    const review = (await shopQuery("SELECT id FROM reviews WHERE status = 'approved' LIMIT 1")).rows[0].id as number;
    await call(integration.integrationModerateContract, { ...base, body: { ids: [review], status: 'approved' } });
    await call(integration.integrationWebhooksContract, base);
    const params = { id: String(hook.result.id) };
    const deliveries = await call(integration.integrationDeliveriesContract, { ...base, params });
    await call(integration.integrationResendContract, { ...base, params: { id: String(deliveries.result[0]!.id) } });
    await call(integration.integrationWebhookActiveContract, { ...base, params, body: { active: false } });
    await call(integration.integrationWebhookActiveContract, { ...base, params, body: { active: true } });
    await call(integration.integrationWebhookDeleteContract, { ...base, params });
  });

  it('no answer differed from its contract, and every contract but the listed ones answered 2xx', () => {
    expect(problems).toEqual([]);
    expect(apiContracts.map((c) => c.name).filter((name) => !answered.has(name) && !without2xx.includes(name))).toEqual(
      [],
    );
  });
});
