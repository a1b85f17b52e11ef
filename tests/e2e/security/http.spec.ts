import { expect, test } from '@playwright/test';

test('API clients without an Origin header can call POST endpoints over HTTP', async ({ request }) => {
  const created = await request.post('/api/cart/create');
  expect(created.status()).toBe(200);
  const body = (await created.json()) as { code: number; result: string };
  expect(body.code).toBe(200);
  expect(body.result).toMatch(/^[\w-]{20,}$/);
});

test('a POST body that is not JSON gets the 415 envelope, not an HTML error', async ({ request }) => {
  const response = await request.post('/api/user/login', {
    headers: { 'content-type': 'text/plain' },
    data: 'username=a&password=b',
  });
  expect(response.status()).toBe(415);
  expect(await response.json()).toEqual({ code: 415, result: 'Error with response - bad content-type!' });
});

test('a form post from another site is refused', async ({ request }) => {
  const response = await request.post('/varukorg', {
    headers: { origin: 'https://evil.example', 'content-type': 'application/x-www-form-urlencoded' },
    data: 'sku=150001-000&qty=1',
  });
  expect(response.status()).toBe(403);
});

test('unknown API routes and wrong methods answer with the envelope', async ({ request }) => {
  const missing = await request.get('/api/no/such/call');
  expect(missing.status()).toBe(404);
  expect(await missing.json()).toEqual({ code: 404, result: 'Not found' });
  const wrongMethod = await request.get('/api/cart/create');
  expect(wrongMethod.status()).toBe(405);
  expect(((await wrongMethod.json()) as { code: number }).code).toBe(405);
});
