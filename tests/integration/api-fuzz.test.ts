/**
 * Bad input on every API call: malformed JSON, wrong types, huge numbers, long strings, SQL and script fragments,
 * unknown store codes. Each answer must be a 4xx envelope with a message, never a 5xx, and no row may change.
 *
 * To add your calls: append entries to `calls` (route module, method, path params, a valid-looking query and/or
 * body). The junk below is applied to each entry: every junk body replaces the body (POST/PUT/DELETE), every junk
 * value replaces each query parameter and path parameter in turn, and unknown store codes are tried.
 */
import { sql } from 'drizzle-orm';
import type { APIRoute } from 'astro';
import { expect, it } from 'vitest';
import * as catalogSearch from '../../src/pages/api/catalog/[storeCode]/[type]/[action].ts';
import * as renderList from '../../src/pages/api/product/render-list.ts';
import * as urlMap from '../../src/pages/api/url/map.ts';
import * as rewriteFind from '../../src/pages/api/ext/polder/url-rewrites/find.ts';
import * as cmsData from '../../src/pages/api/ext/cms-data/[...path].ts';
import * as cartPull from '../../src/pages/api/cart/pull.ts';
import * as cartUpdate from '../../src/pages/api/cart/update.ts';
import * as cartDelete from '../../src/pages/api/cart/delete.ts';
import * as cartTotals from '../../src/pages/api/cart/totals.ts';
import * as cartPaymentMethods from '../../src/pages/api/cart/payment-methods.ts';
import * as cartShippingMethods from '../../src/pages/api/cart/shipping-methods.ts';
import * as cartShippingInformation from '../../src/pages/api/cart/shipping-information.ts';
import * as cartCollectTotals from '../../src/pages/api/cart/collect-totals.ts';
import * as cartApplyCoupon from '../../src/pages/api/cart/apply-coupon.ts';
import * as cartDeleteCoupon from '../../src/pages/api/cart/delete-coupon.ts';
import * as orderCreate from '../../src/pages/api/order.ts';
import * as giftCardBalance from '../../src/pages/api/ext/polder/gift-card/balance/[code].ts';
import * as giftCardApply from '../../src/pages/api/ext/polder/gift-card/apply.ts';
import * as giftCardRemove from '../../src/pages/api/ext/polder/gift-card/remove.ts';
import * as servicePoints from '../../src/pages/api/ext/polder/service-points/index.ts';
import * as cartServicePoint from '../../src/pages/api/ext/polder/cart/service-point.ts';
import * as avarda from '../../src/pages/api/ext/polder/avarda/[action]/[cartId].ts';
import * as avardaWidget from '../../src/pages/api/ext/avarda-widget/init.ts';
import * as userCreate from '../../src/pages/api/user/create.ts';
import * as userLogin from '../../src/pages/api/user/login.ts';
import * as userRefresh from '../../src/pages/api/user/refresh.ts';
import * as userLogout from '../../src/pages/api/user/logout.ts';
import * as userResetPassword from '../../src/pages/api/user/reset-password.ts';
import * as userCreatePassword from '../../src/pages/api/user/create-password.ts';
import * as newsletter from '../../src/pages/api/ext/mailchimp-subscribe/subscribe.ts';
import * as reviewCreate from '../../src/pages/api/review/create.ts';
import * as stockAlert from '../../src/pages/api/ext/polder/stock-alert.ts';
import * as productView from '../../src/pages/api/ext/polder/reports/catalog-product-view/[productId].ts';
import * as mailToken from '../../src/pages/api/ext/mail-service/get-token.ts';
import * as mailSend from '../../src/pages/api/ext/mail-service/send-email.ts';
import { callApi } from '../support/call-api.ts';
import { describeEachDatabase } from '../support/db.ts';

/** One API call to fuzz. */
interface FuzzCall {
  name: string;
  route: { ALL: APIRoute };
  method: 'GET' | 'POST' | 'PUT' | 'DELETE';
  params?: Record<string, string>;
  query?: Record<string, string>;
  body?: unknown;
  /** Some junk may legitimately be accepted (200) by this call, e.g. free text; default: 4xx only when junk is in the body. */
  acceptsJunk?: boolean;
}

/** The calls under test (add yours). */
const calls: FuzzCall[] = [
  ...['product', 'category', 'attribute', 'taxrule'].map((type): FuzzCall => ({
    name: `catalog ${type} _search`, route: catalogSearch, method: 'POST', params: { storeCode: 'sv', type, action: '_search' },
    body: { query: { text: 'skidor', filters: {} }, size: 5 }, acceptsJunk: true,
  })),
  { name: 'product render-list', route: renderList, method: 'GET', query: { skus: '150001,150002', currencyCode: 'SEK', storeId: '11' }, acceptsJunk: true },
  { name: 'url map', route: urlMap, method: 'POST', body: { url: '/c/langdskidor' }, acceptsJunk: true },
  { name: 'url-rewrites find', route: rewriteFind, method: 'POST', body: { url: 'rea' }, acceptsJunk: true },
  { name: 'cms-data', route: cmsData, method: 'GET', params: { path: 'cmsPageIdentifier/about-us/11' }, acceptsJunk: true },
  // Accounts, newsletter, reviews, stock alerts, reports, support mail (calls needing a customer token are fuzzed in tests/integration/accounts/fuzz.test.ts).
  { name: 'user create', route: userCreate, method: 'POST', body: { customer: { email: 'fuzz@example.se', firstname: 'F', lastname: 'Z' }, password: 'Fuzz-Lösen-2026' } },
  { name: 'user login', route: userLogin, method: 'POST', body: { username: 'fuzz@example.se', password: 'Fuzz-Lösen-2026' } },
  { name: 'user refresh', route: userRefresh, method: 'POST', body: { refreshToken: 'x' } },
  // Logout ends what it can and answers true for any object without a refresh token.
  { name: 'user logout', route: userLogout, method: 'POST', body: {}, acceptsJunk: true },
  { name: 'user reset-password', route: userResetPassword, method: 'POST', body: { email: 'fuzz@example.se' } },
  { name: 'user create-password', route: userCreatePassword, method: 'POST', body: { email: 'fuzz@example.se', newPassword: 'Fuzz-Lösen-2027', resetToken: 'x' } },
  { name: 'newsletter status', route: newsletter, method: 'GET', query: { email: 'fuzz@example.se' } },
  { name: 'newsletter subscribe', route: newsletter, method: 'POST', body: { email: 'fuzz@example.se' } },
  { name: 'newsletter unsubscribe', route: newsletter, method: 'DELETE', body: { email: 'fuzz@example.se' } },
  { name: 'review create', route: reviewCreate, method: 'POST', body: { review: { product_id: 1, title: 'T', detail: 'D', nickname: 'N' } } },
  { name: 'stock alert', route: stockAlert, method: 'POST', body: { sku: '150001-000', email: 'fuzz@example.se' } },
  // The report takes no body (contract: "no body, silent"), so any body is ignored; its path parameter is fuzzed.
  { name: 'product view report', route: productView, method: 'POST', params: { productId: '1' }, acceptsJunk: true },
  { name: 'mail-service get-token', route: mailToken, method: 'GET' },
  { name: 'mail-service send-email', route: mailSend, method: 'POST', body: { token: 'x', sender: 'fuzz@example.se', subject: 'S', text: 'T' } },
  // Cart, checkout, payment provider and orders (fuzzed with a real cart in tests/integration/cart/fuzz.test.ts; here the
  // cart id is unknown, so every junk must still end in a 4xx and never reach a row). cart/create is left out: it makes carts.
  ...([
    ['cart pull', cartPull, 'GET'], ['cart totals', cartTotals, 'GET'], ['cart payment-methods', cartPaymentMethods, 'GET'],
    ['cart apply-coupon', cartApplyCoupon, 'POST'], ['cart delete-coupon', cartDeleteCoupon, 'POST'],
  ] as const).map(([name, route, method]): FuzzCall => ({ name, route, method, query: { cartId: 'fuzz-cart', coupon: 'VINTER10' }, ...(method === 'POST' ? { body: {} } : {}) })),
  { name: 'cart update', route: cartUpdate, method: 'POST', query: { cartId: 'fuzz-cart' }, body: { cartItem: { sku: '150001-000', qty: 1 } } },
  { name: 'cart delete', route: cartDelete, method: 'POST', query: { cartId: 'fuzz-cart' }, body: { cartItem: { item_id: 1, sku: '150001-000' } } },
  { name: 'cart shipping-methods', route: cartShippingMethods, method: 'POST', query: { cartId: 'fuzz-cart' }, body: { address: { country_id: 'SE' } } },
  { name: 'cart shipping-information', route: cartShippingInformation, method: 'POST', query: { cartId: 'fuzz-cart' }, body: { addressInformation: { shippingAddress: { countryId: 'SE' }, shippingCarrierCode: 'postnord', shippingMethodCode: 'home' } } },
  { name: 'cart collect-totals', route: cartCollectTotals, method: 'POST', query: { cartId: 'fuzz-cart' }, body: { methods: { paymentMethod: { method: 'avarda' } } } },
  { name: 'order', route: orderCreate, method: 'POST', body: { order_id: 'fuzz', products: [{ sku: 'FUZZ-NOPE', qty: 1 }], addressInformation: { shippingAddress: { countryId: 'SE' }, shipping_method_code: 'home', shipping_carrier_code: 'postnord', payment_method_code: 'avarda' } } },
  { name: 'gift-card balance', route: giftCardBalance, method: 'GET', params: { code: 'NP-SE-250' } },
  { name: 'gift-card apply', route: giftCardApply, method: 'POST', body: { cart_id: 'fuzz-cart', code: 'NP-SE-250', amount: 10 } },
  { name: 'gift-card remove', route: giftCardRemove, method: 'POST', body: { cart_id: 'fuzz-cart' } },
  { name: 'service-points', route: servicePoints, method: 'GET', query: { country: 'SE', postcode: '11122', carrier: 'postnord' } },
  { name: 'cart service-point', route: cartServicePoint, method: 'POST', body: { cart_id: 'fuzz-cart', service_point_id: 'postnord-se-stockholm-1' } },
  { name: 'avarda get', route: avarda, method: 'GET', params: { action: 'get', cartId: 'fuzz-cart' } },
  { name: 'avarda complete', route: avarda, method: 'POST', params: { action: 'complete', cartId: 'fuzz-cart' }, body: {} },
  { name: 'avarda-widget init', route: avardaWidget, method: 'GET', query: { amount: '1000' } },
];

/** The tables whose rows must not change (row count and content hash). */
const TABLES = [
  'carts', 'cart_items', 'cart_gift_cards', 'coupons', 'gift_cards', 'orders', 'order_items', 'order_sequences', 'payment_sessions',
  'products', 'product_prices', 'product_translations', 'stock_items', 'categories', 'url_rewrites', 'cms_pages', 'cms_blocks', 'attributes', 'tax_rules',
  'customers', 'refresh_tokens', 'password_reset_tokens', 'newsletter_subscriptions', 'reviews', 'stock_alerts', 'mail_log', 'mail_outbox',
];

const longString = 'x'.repeat(20_000);
/** Junk values for query and path parameters. */
const junkValues = [
  '', ' ', '-1', '0', '1e309', '99999999999999999999999', 'NaN', 'null', 'undefined', '[]', '{}', "1' OR '1'='1", '1; DROP TABLE products; --',
  '<script>alert(1)</script>', '../../etc/passwd', '%00', '\u0000', 'ä'.repeat(3000), longString, '😀'.repeat(500),
];
/** Junk JSON bodies (a string is sent as it is). */
const junkBodies: unknown[] = [
  'not json', '{"query":', '[]', 'null', '0', '"text"', 'true', [1, 2, 3],
  { query: null }, { query: [] }, { query: 'x' }, { query: { text: 123 } }, { query: { text: longString } },
  { query: { text: "'; DROP TABLE products; --" } }, { query: { text: '<script>alert(1)</script>' } }, { query: { text: '!!!&&&|||:*()' } },
  { query: { filters: { price: 'cheap' } } }, { query: { filters: { price: { from: -1 } } } }, { query: { filters: { price: { from: 1e309 } } } },
  { query: { filters: { price: { from: 10, to: 1 } } } }, { query: { filters: { category_ids: ['x'] } } }, { query: { filters: { category_ids: [1e20] } } },
  { query: { filters: { 'ls_farg); DROP TABLE products; --': 'x' } } }, { query: { filters: { ls_farg: { $ne: 1 } } } }, { query: { filters: { ls_farg: [] } } },
  { query: { filters: { sku: null } } }, { query: { filters: { id: [-1] } } }, { query: { exclude: { unknown_field: 1 } } },
  { size: 'many' }, { size: 1e309 }, { size: 99999999999999999999 }, { from: -99999999999999 }, { from: { a: 1 } }, { sort: 'drop table' }, { sort: 5 },
  { aggregations: ['nope'] }, { aggregations: 'ls_farg' }, { _sourceInclude: 'sku' }, { _sourceExclude: [1] },
  { url: 5 }, { url: '' }, { url: longString }, { url: null }, { url: ['/c/x'] }, { url: 'javascript:alert(1)' }, { url: '/p/%E0%A4%A/x' },
  { url: '/c/langdskidor', groupId: 'admin' }, { url: '/c/langdskidor', groupId: -1 }, { url: '/c/x', filters: { sku: 5 } },
  JSON.parse('{"__proto__": {"polluted": true}}'), `${'['.repeat(20_000)}${']'.repeat(20_000)}`,
];

async function snapshot(db: { execute: (query: ReturnType<typeof sql>) => Promise<unknown> }): Promise<string[]> {
  const out: string[] = [];
  for (const table of TABLES) {
    const result = await db.execute(sql.raw(`SELECT count(*)::text || ':' || coalesce(md5(string_agg(t::text, '|' ORDER BY t::text)), '') AS h FROM "${table}" t`));
    const rows = (result as { rows?: { h: string }[] }).rows ?? (result as unknown as { h: string }[]);
    out.push(`${table}=${rows[0]!.h}`);
  }
  return out;
}

describeEachDatabase('API fuzz', (ctx) => {
  it('answers bad input with a 4xx envelope, never a 5xx, and changes no row', async () => {
    const before = await snapshot(ctx.db);
    const failures: string[] = [];
    const check = async (label: string, call: FuzzCall, variant: Partial<FuzzCall> & { rawBody?: unknown }, expectClientError: boolean) => {
      const answer = await callApi(call.route, {
        method: call.method,
        ...(variant.params ?? call.params ? { params: variant.params ?? call.params } : {}),
        ...(variant.query ?? call.query ? { query: variant.query ?? call.query } : {}),
        ...('rawBody' in variant ? { body: variant.rawBody } : call.body !== undefined ? { body: call.body } : {}),
      });
      const envelopeOk = answer.code === answer.status && (answer.status === 200 || typeof answer.result === 'string');
      if (answer.status >= 500 || !envelopeOk || (expectClientError && answer.status < 400)) {
        failures.push(`${call.name} ${label}: ${answer.status} ${JSON.stringify(answer.result).slice(0, 120)}`);
      }
    };
    for (const call of calls) {
      if (call.method !== 'GET') {
        for (const [index, body] of junkBodies.entries()) await check(`body #${index}`, call, { rawBody: body }, !call.acceptsJunk);
      }
      for (const name of Object.keys(call.query ?? {})) {
        for (const value of junkValues) await check(`query ${name}=${value.slice(0, 20)}`, call, { query: { ...call.query, [name]: value } }, false);
      }
      for (const name of Object.keys(call.params ?? {})) {
        for (const value of junkValues) await check(`param ${name}=${value.slice(0, 20)}`, call, { params: { ...call.params, [name]: value } }, false);
      }
      for (const storeCode of ['xx', 'SV', "sv'--", longString]) {
        await check(`storeCode=${storeCode.slice(0, 10)}`, call, { query: { ...call.query, storeCode } }, true);
      }
    }
    expect(failures).toEqual([]);
    expect(await snapshot(ctx.db)).toEqual(before);
    expect(({} as Record<string, unknown>).polluted).toBeUndefined();
  });
});
