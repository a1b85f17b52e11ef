/**
 * Real answers of the API checked against the OpenAPI document served at /api/openapi.json: each answer's status
 * must be documented for its path and method, and its body must match the documented schema.
 *
 * To add your calls: append to `calls` (the documented path template, the route module and the call).
 */
import type { APIRoute } from 'astro';
import { Ajv2020 } from 'ajv/dist/2020.js';
import { expect, it } from 'vitest';
import * as catalogSearch from '../../src/pages/api/catalog/[storeCode]/[type]/[action].ts';
import * as renderList from '../../src/pages/api/product/render-list.ts';
import * as urlMap from '../../src/pages/api/url/map.ts';
import * as rewriteFind from '../../src/pages/api/ext/polder/url-rewrites/find.ts';
import * as cmsData from '../../src/pages/api/ext/cms-data/[...path].ts';
import * as openapiRoute from '../../src/pages/api/openapi.json.ts';
import * as contentRevalidate from '../../src/pages/api/content/revalidate.ts';
import { config } from '../../src/lib/server/config/config.ts';
import { productDocumentSchema } from '../../src/lib/catalog/contract.ts';
import { jsonSchemaOf, openApiDocument } from '../../src/lib/server/openapi/document.ts';
import * as userCreate from '../../src/pages/api/user/create.ts';
import * as userLogin from '../../src/pages/api/user/login.ts';
import * as userRefresh from '../../src/pages/api/user/refresh.ts';
import * as userMe from '../../src/pages/api/user/me.ts';
import * as userHistory from '../../src/pages/api/user/order-history.ts';
import * as userResetPassword from '../../src/pages/api/user/reset-password.ts';
import * as newsletter from '../../src/pages/api/ext/mailchimp-subscribe/subscribe.ts';
import * as reviewCreate from '../../src/pages/api/review/create.ts';
import * as stockAlert from '../../src/pages/api/ext/polder/stock-alert.ts';
import * as productView from '../../src/pages/api/ext/polder/reports/catalog-product-view/[productId].ts';
import * as mailToken from '../../src/pages/api/ext/mail-service/get-token.ts';
import * as mailSend from '../../src/pages/api/ext/mail-service/send-email.ts';
import { callApi, type ApiCall } from '../support/call-api.ts';
import { describeEachDatabase } from '../support/db.ts';

interface DocumentedCall { path: string; route: { ALL: APIRoute }; call: ApiCall; status: number }

const search = (storeCode: string, type: string, body: unknown, status = 200): DocumentedCall => ({
  path: `/api/catalog/{storeCode}/${type}/_search`, route: catalogSearch, status, call: { method: 'POST', params: { storeCode, type, action: '_search' }, body },
});

/** Real calls and the status each must answer (add yours). */
const calls: DocumentedCall[] = [
  search('sv', 'product', { query: { text: 'fischler', filters: { ls_farg: ['51', '52'] } }, aggregations: ['ls_farg', 'price'], size: 10 }),
  search('no', 'product', { query: { filters: { type_id: ['bundle', 'grouped', 'configurable'] } }, size: 30 }),
  search('fi', 'product', { query: { filters: { price: 'x' } } }, 400),
  search('sv', 'category', { query: { filters: { parent_id: 2 } } }),
  search('sv', 'category', { query: { filters: { id: 1 } } }, 404),
  search('sv', 'attribute', { query: { filters: { attribute_code: ['ls_farg', 'ls_varumarke'] } } }),
  search('sv', 'taxrule', {}),
  { path: '/api/product/render-list', route: renderList, status: 200, call: { query: { skus: '150001,150005,GIFT-500', userGroupId: 2, storeId: 11, currencyCode: 'SEK' } } },
  { path: '/api/product/render-list', route: renderList, status: 400, call: { query: { skus: '' } } },
  { path: '/api/url/map', route: urlMap, status: 200, call: { method: 'POST', body: { url: '/p/150001/fischler-speedmax-skate-langdskidor' } } },
  { path: '/api/url/map', route: urlMap, status: 200, call: { method: 'POST', body: { url: '/c/langdskidor-skidor' } } },
  { path: '/api/url/map', route: urlMap, status: 200, call: { method: 'POST', body: { url: '/sida/about-us' } } },
  { path: '/api/url/map', route: urlMap, status: 200, call: { method: 'POST', body: { url: '/p/150001-000/x' } } },
  { path: '/api/url/map', route: urlMap, status: 404, call: { method: 'POST', body: { url: '/no-such-thing' } } },
  { path: '/api/ext/polder/url-rewrites/find', route: rewriteFind, status: 200, call: { method: 'POST', body: { url: '/rea' } } },
  { path: '/api/ext/polder/url-rewrites/find', route: rewriteFind, status: 404, call: { method: 'POST', body: { url: '/nothing' } } },
  { path: '/api/ext/cms-data/cmsPageIdentifier/{identifier}/{storeId}', route: cmsData, status: 200, call: { params: { path: 'cmsPageIdentifier/about-us/11' } } },
  { path: '/api/ext/cms-data/cmsBlockIdentifier/{identifier}/{storeId}', route: cmsData, status: 200, call: { params: { path: 'cmsBlockIdentifier/footer-usp/7' } } },
  { path: '/api/ext/cms-data/cmsPage/{id}', route: cmsData, status: 404, call: { params: { path: 'cmsPage/99999' } } },
  { path: '/api/content/revalidate', route: contentRevalidate, status: 401, call: { method: 'POST', headers: { authorization: 'Bearer wrong' } } },
  { path: '/api/content/revalidate', route: contentRevalidate, status: 200, call: { method: 'POST', get headers() { return { authorization: `Bearer ${config().contentWebhookSecret}` }; } } },
  // Accounts and the small calls beside them (in order: the account is created before it signs in).
  { path: '/api/user/create', route: userCreate, status: 200, call: { method: 'POST', body: { customer: { email: 'openapi@example.se', firstname: 'Open', lastname: 'Api', addresses: [{ firstname: 'Open', lastname: 'Api', street: ['Storgatan 1'], city: 'Umeå', postcode: '90325', country_id: 'SE', default_shipping: true }] }, password: 'Openapi-Lösen-2026' } } },
  { path: '/api/user/create', route: userCreate, status: 400, call: { method: 'POST', body: { customer: { email: 'openapi@example.se', firstname: 'Open', lastname: 'Api' }, password: 'Openapi-Lösen-2026' } } },
  { path: '/api/user/login', route: userLogin, status: 200, call: { method: 'POST', body: { username: 'openapi@example.se', password: 'Openapi-Lösen-2026' } } },
  { path: '/api/user/login', route: userLogin, status: 401, call: { method: 'POST', body: { username: 'openapi@example.se', password: 'wrong-password' } } },
  { path: '/api/user/refresh', route: userRefresh, status: 401, call: { method: 'POST', body: { refreshToken: 'not-a-token' } } },
  { path: '/api/user/me', route: userMe, status: 401, call: { method: 'GET' } },
  { path: '/api/user/order-history', route: userHistory, status: 401, call: { method: 'GET', query: { token: 'x.y.z' } } },
  { path: '/api/user/reset-password', route: userResetPassword, status: 200, call: { method: 'POST', body: { email: 'nobody@example.se' } } },
  { path: '/api/ext/mailchimp-subscribe/subscribe', route: newsletter, status: 200, call: { method: 'POST', body: { email: 'openapi@example.se' } } },
  { path: '/api/ext/mailchimp-subscribe/subscribe', route: newsletter, status: 200, call: { method: 'GET', query: { email: 'openapi@example.se' } } },
  { path: '/api/ext/mailchimp-subscribe/subscribe', route: newsletter, status: 400, call: { method: 'GET', query: { email: 'nope' } } },
  { path: '/api/ext/mailchimp-subscribe/subscribe', route: newsletter, status: 200, call: { method: 'DELETE', body: { email: 'openapi@example.se' } } },
  { path: '/api/review/create', route: reviewCreate, status: 200, call: { method: 'POST', body: { review: { product_id: 1, title: 'Bra', detail: 'Mycket bra.', nickname: 'O', ratings: [{ rating_name: 'Quality', value: 4 }] } } } },
  { path: '/api/review/create', route: reviewCreate, status: 404, call: { method: 'POST', body: { review: { product_id: 99999999, title: 'Bra', detail: 'Bra.', nickname: 'O' } } } },
  { path: '/api/ext/polder/stock-alert', route: stockAlert, status: 200, call: { method: 'POST', body: { sku: '150001-000', email: 'openapi@example.se' } } },
  { path: '/api/ext/polder/stock-alert', route: stockAlert, status: 404, call: { method: 'POST', body: { sku: 'no-such-sku', email: 'openapi@example.se' } } },
  { path: '/api/ext/polder/reports/catalog-product-view/{productId}', route: productView, status: 200, call: { method: 'POST', params: { productId: '1' } } },
  { path: '/api/ext/polder/reports/catalog-product-view/{productId}', route: productView, status: 404, call: { method: 'POST', params: { productId: '99999999' } } },
  { path: '/api/ext/mail-service/get-token', route: mailToken, status: 200, call: { method: 'GET' } },
  { path: '/api/ext/mail-service/send-email', route: mailSend, status: 400, call: { method: 'POST', body: { token: 'x.y.z', sender: 'openapi@example.se', subject: 'Hej', text: 'Hej' } } },
];

describeEachDatabase('OpenAPI answers', () => {
  const document = openApiDocument();
  const ajv = new Ajv2020({ strict: false, allErrors: true });

  it('serves the document at /api/openapi.json', async () => {
    const response = await openapiRoute.GET({ url: new URL('http://shop.test/api/openapi.json') } as never);
    const served = await response.json() as { openapi: string; paths: Record<string, unknown> };
    expect(served.openapi).toBe('3.1.0');
    expect(Object.keys(served.paths)).toEqual(expect.arrayContaining(calls.map((c) => c.path)));
  });

  it.each(calls.map((c, i) => [`${i} ${c.call.method ?? 'GET'} ${c.path} → ${c.status}`, c] as const))('%s matches the document', async (_name, documented) => {
    const answer = await callApi(documented.route, documented.call);
    expect(answer.status, JSON.stringify(answer.result).slice(0, 300)).toBe(documented.status);
    const method = (documented.call.method ?? 'GET').toLowerCase();
    const response = document.paths[documented.path]?.[method]?.responses[String(answer.status)];
    expect(response, `${method} ${documented.path} ${answer.status} documented`).toBeDefined();
    const schema = response!.content?.['application/json']?.schema;
    const body = { code: answer.code, result: answer.result, ...(answer.meta ? { meta: answer.meta } : {}) };
    const validate = ajv.compile(schema as object);
    expect(validate(body) ? [] : validate.errors).toEqual([]);
    if (documented.path.endsWith('_search') && documented.call.params?.type === 'product' && answer.status === 200) {
      const validateProduct = ajv.compile(jsonSchemaOf(productDocumentSchema, 'output'));
      for (const item of (answer.result as { items: unknown[] }).items) expect(validateProduct(item) ? [] : validateProduct.errors).toEqual([]);
    }
  });
});
