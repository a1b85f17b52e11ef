import { readFileSync } from 'node:fs';
import path from 'node:path';
import { expect, test, type APIRequestContext } from '@playwright/test';
import { translate } from '../../../src/lib/i18n/i18n.ts';
import { guestOrderBody } from '../../support/order-body.ts';

/*
 * What a load, a crash and a hostile client found, over HTTP against the built server. Throttles are
 * counted per client address: the server trusts X-Forwarded-For from loopback (TRUSTED_PROXIES default), so each
 * test speaks from addresses of its own and no other spec's requests count against them.
 */

/** A client address of this test only (random in 198.18.0.0/15, the benchmarking range). */
function address(): string {
  const octet = (n: number) => Math.floor(Math.random() * n);
  return `198.${18 + octet(2)}.${octet(256)}.${1 + octet(254)}`;
}
const from = (ip: string) => ({ 'X-Forwarded-For': ip });
const uniqueEmail = (tag: string) => `${tag}-${Date.now()}-${Math.floor(Math.random() * 1e6)}@example.com`;

async function firstLink(request: APIRequestContext, pattern: RegExp): Promise<string> {
  const html = await (await request.get('/')).text();
  const found = pattern.exec(html);
  expect(found, `a link matching ${pattern}`).not.toBeNull();
  return found![1]!.replaceAll('&amp;', '&');
}

test('the preview exit refuses a target a browser would read as another site (tab, backslash, //)', async ({
  request,
}) => {
  for (const path of [
    '/%09/evil.example',
    '/%0d%0a/evil.example',
    '//evil.example',
    '/\\evil.example',
    'https://evil.example/',
    '/%2F/evil.example',
  ]) {
    const answer = await request.get(`/api/preview?exit=1&path=${encodeURIComponent(decodeURIComponent(path))}`, {
      maxRedirects: 0,
    });
    expect(answer.status(), path).toBe(303);
    expect(answer.headers()['location'], path).toBe('/');
  }
  const fine = await request.get(`/api/preview?exit=1&path=${encodeURIComponent('/magasin?x=1')}`, { maxRedirects: 0 });
  expect(fine.headers()['location']).toBe('/magasin?x=1');
});

test('pages with a token in the URL are private, no-store and never answered from the cache', async ({ request }) => {
  for (const target of [
    '/mitt-konto?email=a%40example.com&resetToken=secret-token-1',
    '/no/min-konto?token=abc',
    '/mitt-konto?resetToken=x',
  ]) {
    for (let i = 0; i < 2; i++) {
      const answer = await request.get(target);
      expect(answer.headers()['cache-control'], target).toBe('private, no-store');
      expect(answer.headers()['x-cache'], target).toBeUndefined();
      expect(answer.headers()['referrer-policy']).toBe('same-origin');
    }
  }
});

test('tracking and unknown parameters are answered from the same cache entry as the page without them', async ({
  request,
}) => {
  const category = await firstLink(request, /href="(\/c\/[^"?#]+)"/);
  await request.get(category);
  expect((await request.get(category)).headers()['x-cache']).toBe('HIT');
  for (const extra of [
    'utm_source=newsletter&utm_campaign=vinter',
    `gclid=${Date.now()}`,
    `fbclid=x${Date.now()}`,
    `made_up=${Date.now()}`,
  ]) {
    const answer = await request.get(`${category}?${extra}`);
    expect(answer.status()).toBe(200);
    expect(answer.headers()['x-cache'], extra).toBe('HIT');
  }
});

test('images are served only for skus and views the catalogue lists', async ({ request }) => {
  const html = await (await request.get(await firstLink(request, /href="(\/c\/[^"?#]+)"/))).text();
  const image = /\/i\/\d+x\d+\/product\/([a-z-]+)\/([a-z]+)\/([A-Za-z0-9-]+)-(\d)\.(avif|webp|jpg)/.exec(html);
  expect(image).not.toBeNull();
  const [, shape, colour, sku] = image!;
  expect((await request.get(`/i/310x300/product/${shape}/${colour}/${sku}-1.jpg`)).status()).toBe(200);
  for (const made of [
    `/i/1200x630/product/ski/red/QQ12345-3.jpg`,
    `/i/310x300/product/${shape}/${colour}/${sku}-9.jpg`,
    `/i/310x300/product/${shape === 'ski' ? 'boot' : 'ski'}/${colour}/${sku}-1.jpg`,
  ]) {
    const answer = await request.get(made);
    expect(answer.status(), made).toBe(404);
  }
});

test('sign-ups are throttled per address and per e-mail (429 with Retry-After and a catalogue message)', async ({
  request,
}) => {
  const ip = address();
  const codes: number[] = [];
  for (let i = 0; i < 11; i++) {
    const answer = await request.post('/api/user/create', {
      headers: from(ip),
      data: {
        customer: { email: uniqueEmail('burst'), firstname: 'A', lastname: 'B' },
        password: 'Fjall-Vandring-2026',
      },
    });
    codes.push(answer.status());
  }
  expect(codes.slice(0, 10).every((code) => code === 200)).toBe(true);
  expect(codes[10]).toBe(429);
  const refused = await request.post('/api/user/create', {
    headers: from(ip),
    data: { customer: { email: uniqueEmail('burst'), firstname: 'A', lastname: 'B' }, password: 'Fjall-Vandring-2026' },
  });
  expect(refused.headers()['retry-after']).toMatch(/^\d+$/);
  expect((await refused.json()).result).toBe('Too many attempts. Please wait and try again.');

  const email = uniqueEmail('same');
  const perEmail: number[] = [];
  for (let i = 0; i < 6; i++) {
    perEmail.push(
      (
        await request.post('/api/user/create', {
          headers: from(address()),
          data: { customer: { email, firstname: 'A', lastname: 'B' }, password: 'Fjall-Vandring-2026' },
        })
      ).status(),
    );
  }
  expect(perEmail).toEqual([200, 400, 400, 400, 400, 429]);
});

test('gift card balance lookups are throttled per address', async ({ request }) => {
  const ip = address();
  const codes: number[] = [];
  for (let i = 0; i < 21; i++)
    codes.push(
      (await request.get(`/api/ext/polder/gift-card/balance/NP-SE-GUESS${i}`, { headers: from(ip) })).status(),
    );
  expect(codes.slice(0, 20).every((code) => code === 400)).toBe(true);
  expect(codes[20]).toBe(429);
  // Another address is not affected.
  expect(
    (await request.get('/api/ext/polder/gift-card/balance/NP-SE-1000', { headers: from(address()) })).status(),
  ).toBe(200);
});

test('failed logins lock out the guessing address for that account, never the owner', async ({ request }) => {
  const email = uniqueEmail('owner');
  const password = 'Eget-Fjall-Losen-2026';
  expect(
    (
      await request.post('/api/user/create', {
        headers: from(address()),
        data: { customer: { email, firstname: 'O', lastname: 'W' }, password },
      })
    ).status(),
  ).toBe(200);
  const attacker = address();
  for (let i = 0; i < 5; i++) {
    expect(
      (
        await request.post('/api/user/login', {
          headers: from(attacker),
          data: { username: email, password: `Gissning-${i}-x` },
        })
      ).status(),
    ).toBe(401);
  }
  const blocked = await request.post('/api/user/login', {
    headers: from(attacker),
    data: { username: email, password },
  });
  expect(blocked.status()).toBe(429);
  expect(blocked.headers()['retry-after']).toMatch(/^\d+$/);
  // The owner, from their own address, signs in (slowed down a little, not locked out).
  expect(
    (await request.post('/api/user/login', { headers: from(address()), data: { username: email, password } })).status(),
  ).toBe(200);
});

test('an order_id replayed with another body answers 409 and reveals nothing of the first order', async ({
  request,
}) => {
  const stock = async (sku: string) =>
    (
      (await (await request.get(`/api/stock/check?sku=${encodeURIComponent(sku)}`)).json()) as {
        result: { qty: number; is_in_stock: boolean };
      }
    ).result;
  let sku = '';
  for (let n = 150051; n < 150070 && !sku; n++) {
    const html = await (await request.get(`/p/${n}/x`)).text();
    const found = /name="sku" value="([^"]+)"/.exec(html);
    if (found && (await stock(found[1]!)).is_in_stock && (await stock(found[1]!)).qty >= 2) sku = found[1]!;
  }
  expect(sku, 'a sku in stock').not.toBe('');
  const body = guestOrderBody([{ sku, qty: 1 }], {
    orderId: `replay-${Date.now()}`,
    email: 'anna.replay@example.se',
  });
  const first = await request.post('/api/order', { data: body });
  expect(first.status()).toBe(200);
  const answer = (await first.json()).result as { order_number: string };
  // The same request again (a client retry, other timestamps) gets the first answer.
  const retry = await request.post('/api/order', {
    data: { ...body, transmited: true, created_at: new Date().toISOString() },
  });
  expect(retry.status()).toBe(200);
  expect((await retry.json()).result.order_number).toBe(answer.order_number);
  // Another body under the same order_id: 409, nothing of the first order.
  const stranger = { ...body.addressInformation.shippingAddress, email: 'someone.else@example.se', firstname: 'Eve' };
  const replay = await request.post('/api/order', {
    data: {
      ...body,
      addressInformation: { ...body.addressInformation, shippingAddress: stranger, billingAddress: stranger },
    },
  });
  expect(replay.status()).toBe(409);
  const text = await replay.text();
  expect(JSON.parse(text).result).toBe(
    'An order with this order_id was already placed with different contents. Start a new checkout to order again.',
  );
  for (const secret of [answer.order_number, 'anna.replay@example.se']) expect(text).not.toContain(secret);
  expect(translate('sv', 'error.orderIdConflict')).not.toBe('error.orderIdConflict');
});

test('cookies are Secure when the shop is reached over HTTPS through a trusted proxy, and only then', async ({
  request,
}) => {
  const secret = readFileSync(path.join(process.env.E2E_DATA_DIR ?? 'data', 'preview-secret'), 'utf8').trim();
  const open = (headers: Record<string, string>) =>
    request.get(`/api/preview?secret=${encodeURIComponent(secret)}&path=/`, { headers, maxRedirects: 0 });
  expect((await open({ 'X-Forwarded-Proto': 'https' })).headers()['set-cookie']).toMatch(/np_preview=.*;\s*Secure/i);
  expect((await open({})).headers()['set-cookie']).not.toMatch(/Secure/i);

  // The cart cookie of the add-to-cart form (the shop without JavaScript).
  const html = await (await request.get('/p/150001/x')).text();
  const form = /<form[^>]*data-island-slot="add-to-cart"[\s\S]*?<\/form>/.exec(html)![0];
  const fields: Record<string, string> = {};
  for (const input of form.matchAll(/<input[^>]*name="([^"]+)"[^>]*value="([^"]*)"/g))
    fields[input[1]!] = input[2]!.replaceAll('&amp;', '&');
  const added = await request.post('/varukorg', {
    form: fields,
    headers: {
      'X-Forwarded-Proto': 'https',
      Origin: new URL(process.env.E2E_BASE_URL ?? 'http://127.0.0.1:8080').origin,
    },
    maxRedirects: 0,
  });
  expect(added.status()).toBeLessThan(400);
  expect(added.headers()['set-cookie']).toMatch(/np_cart_sv=[^;]+;.*Secure/i);
});

test('control characters in a body, path or query are refused with the catalogue message and change nothing', async ({
  request,
}) => {
  const refused = translate('sv', 'error.controlCharacters');
  expect(refused).not.toBe('error.controlCharacters');
  const message =
    'The request contains characters that are not allowed (control characters). Please remove them and try again.';
  const ip = address();
  const email = uniqueEmail('ctrl');
  const answers = [
    await request.post('/api/user/login', {
      headers: from(ip),
      data: { username: 'a\u0000b@example.com', password: 'x' },
    }),
    await request.post('/api/user/create', {
      headers: from(ip),
      data: { customer: { email, firstname: 'A\u0007', lastname: 'B' }, password: 'Fjällräv-2026!' },
    }),
    await request.post('/api/review/create', {
      headers: from(ip),
      data: {
        review: {
          product_id: '150001',
          title: 'Bra',
          detail: 'a\u001bb',
          nickname: 'n',
          review_entity: 'product',
          review_status: 2,
        },
      },
    }),
    await request.get('/api/stock/check?sku=a%00b', { headers: from(ip) }),
    await request.get('/api/cart/pull?cartId=x%07y', { headers: from(ip) }),
  ];
  for (const answer of answers) {
    expect(answer.status(), answer.url()).toBe(400);
    expect((await answer.json()).result, answer.url()).toBe(message);
  }
  // Nothing was stored: the e-mail is still free to register.
  const created = await request.post('/api/user/create', {
    headers: from(address()),
    data: { customer: { email, firstname: 'A', lastname: 'B' }, password: 'Fjällräv-2026!' },
  });
  expect(created.status()).toBe(200);
  // Line breaks and tabs in text stay allowed.
  const multiline = await request.post('/api/user/login', {
    headers: from(ip),
    data: { username: email, password: 'wrong\tpass\nword' },
  });
  expect(multiline.status()).not.toBe(400);
});
