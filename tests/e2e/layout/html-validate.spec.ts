import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { expect, test, type APIRequestContext } from '@playwright/test';
import { FileSystemConfigLoader, HtmlValidate, type Message } from 'html-validate';
import { routePath } from '../../../src/lib/routes/routes.ts';
import { stores } from '../support/storefront-shop.ts';

/**
 * html-validate on the HTML the server sends for every page type in every store, with the project's
 * .htmlvalidate.json (html-validate:recommended + html-validate:document; the README explains the one tweak).
 */
const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..', '..', '..');
const validator = new HtmlValidate(new FileSystemConfigLoader());

/** Content pages of each kind (info, guide, magazine, CMS, activity, brand, campaign), per store. */
const contentPages: Record<'sv' | 'no' | 'fi', string[]> = {
  sv: [
    '/sida',
    '/sida/kundservice',
    '/kopguider',
    '/kopguider/valj-langdskidor',
    '/magasin',
    '/magasin/langdakning',
    '/magasin/langdakning/klassisk-teknik',
    '/magasin/cms/friluftsliv',
    '/aktiviteter-lx',
    '/aktiviteter-lx/langdakning',
    '/varumarken',
    '/varumarke/fischler',
    '/varumarke/fischler/speed',
    '/kampanjer/vinterstart',
  ],
  no: [
    '/no/sida',
    '/no/sida/kundeservice',
    '/no/kjopsveiledninger',
    '/no/kjopsveiledninger/smoreguide',
    '/no/magasin',
    '/no/magasin/langrenn',
    '/no/magasin/langrenn/klassisk-teknikk',
    '/no/magasin/cms/klassisk-teknik',
    '/no/aktiviteter-lx',
    '/no/aktiviteter-lx/fotturer',
    '/no/varumarken',
    '/no/varumarke/nordvik',
    '/no/varumarke/nordvik/junior',
    '/no/kampanjer/smoreuka',
  ],
  fi: [
    '/fi/page',
    '/fi/page/usein-kysyttya',
    '/fi/guides',
    '/fi/guides/valitse-murtomaasukset',
    '/fi/magazine',
    '/fi/magazine/juoksu',
    '/fi/magazine/juoksu/aloita-polkujuoksu',
    '/fi/magazine/cms/lopning',
    '/fi/activities-lx',
    '/fi/activities-lx/vaellus',
    '/fi/brands',
    '/fi/brand/fjellrev',
    '/fi/brand/fjellrev/urban',
    '/fi/campaigns/talven-avaus',
  ],
};

async function html(request: APIRequestContext, pathname: string, status = 200): Promise<string> {
  const answer = await request.get(pathname);
  expect(answer.status(), pathname).toBe(status);
  expect(answer.headers()['content-type'], pathname).toMatch(/^text\/html/);
  return answer.text();
}

/** The problems html-validate finds in a page, one line each (empty when the page is valid). */
async function problems(request: APIRequestContext, pathname: string, status = 200): Promise<string[]> {
  const markup = await html(request, pathname, status);
  const report = await validator.validateString(markup, path.join(root, 'page.html'));
  return report.results
    .flatMap((result) => result.messages)
    .map((m: Message) => `${pathname} ${m.ruleId}: ${m.message} (${m.selector ?? `offset ${m.offset}`})`);
}

/** The first link of the page matching `pattern` (a filter, a product of a listing). */
async function firstLink(request: APIRequestContext, pathname: string, pattern: RegExp): Promise<string> {
  const href = (await html(request, pathname)).match(pattern)?.[1];
  expect(href, `${pattern} on ${pathname}`).toBeTruthy();
  return href!.replaceAll('&amp;', '&');
}

for (const store of stores) {
  test(`every page type of the ${store.code} store is valid HTML (html-validate)`, async ({ request }) => {
    test.setTimeout(180_000);
    const category = store.category.path;
    const filtered = await firstLink(request, category, /href="([^"]*\?ls_[^"]*)"/);
    const twoFilters = await firstLink(request, filtered, new RegExp(`href="(${category}\\?[^"]*ls_[^"]*&amp;[^"]*)"`));
    const pages: [string, number?][] = [
      [`${store.prefix}/`],
      [category],
      [filtered],
      [twoFilters],
      [`${category}?sort=price:asc&page=2`],
      [`${category}?price=500-1000`],
      [`${store.prefix}/p/150001/x`],
      [`${store.prefix}/p/150001/x?childSku=150001-001`], // configurable, and a chosen child
      [`${store.prefix}/p/150328/x`],
      [`${store.prefix}/p/150338/x`], // bundle, grouped
      [`${store.prefix}/p/150084/x`],
      [`${store.prefix}/p/DL-VALLA/x`], // simple, downloadable
      [`${store.search.path}?s=valla`],
      [`${store.search.path}?s=${store.search.typo}`],
      [`${store.search.path}?s=zzzqqxx`],
      [store.search.path],
      [routePath(store.code, 'campaigns')],
      [routePath(store.code, 'cart')],
      [routePath(store.code, 'wishlist')],
      [routePath(store.code, 'compare')],
      [routePath(store.code, 'account')],
      [routePath(store.code, 'checkout')],
      [routePath(store.code, 'orderConfirmation')],
      [routePath(store.code, 'error')],
      [`${store.prefix}/finns-inte-${store.code}`, 404],
      [`${store.prefix}/p/999999/finns-inte`, 404],
      [`${store.prefix}/pay/no-such-token`, 404],
      ...contentPages[store.code].map((pathname): [string] => [pathname]),
    ];
    const found: string[] = [];
    for (const [pathname, status] of pages) found.push(...(await problems(request, pathname, status)));
    expect(found).toEqual([]);
  });
}

test('the payment step page is valid HTML (html-validate)', async ({ request }) => {
  const origin = { origin: new URL(process.env.E2E_BASE_URL ?? 'http://127.0.0.1:8080').origin };
  const cartId = (await (await request.post('/api/cart/create', { headers: origin })).json()).result as string;
  const address = {
    firstname: 'Anna',
    lastname: 'Svensson',
    street: ['Storgatan 1'],
    city: 'Stockholm',
    postcode: '111 22',
    countryId: 'SE',
    email: 'anna@example.se',
  };
  let added = false;
  for (let child = 0; child < 8 && !added; child++) {
    const answer = await request.post(`/api/cart/update?cartId=${cartId}`, {
      headers: origin,
      data: { cartItem: { sku: `150005-${String(child).padStart(3, '0')}`, qty: 1 } },
    });
    added = answer.status() === 200;
  }
  expect(added).toBe(true);
  const info = await request.post(`/api/cart/shipping-information?cartId=${cartId}`, {
    headers: origin,
    data: {
      addressInformation: {
        shippingAddress: address,
        billingAddress: address,
        shippingCarrierCode: 'postnord',
        shippingMethodCode: 'home',
      },
    },
  });
  expect(info.status()).toBe(200);
  const token = (await (await request.get(`/api/ext/polder/avarda/init/${cartId}`)).json()).result.token as string;
  expect(await problems(request, `/pay/${token}`)).toEqual([]);
});
