/**
 * Bad input that once got past the shop's checks, over HTTP against the built shop: a header value built from input
 * (a redirect target) and request bodies the control-character filter and the contracts' schemas must refuse. Each
 * answer is a 3xx or a 4xx with a catalogue message, never a 5xx.
 */
import { describe, expect, it } from 'vitest';
import { cartCollectTotalsContract, cartCreateContract, cartUpdateContract } from '../../../src/lib/cart/contract.ts';
import { reviewCreateContract } from '../../../src/lib/engagement/contract.ts';
import { keyForSourceText } from '../../../src/lib/i18n/errors.ts';
import { invalid, shopQuery, shopUrl, testRequest } from '../../support/http.ts';

const CONTROL_MESSAGE =
  'The request contains characters that are not allowed (control characters). Please remove them and try again.';

const go = (path: string) => fetch(new URL(path, shopUrl()), { redirect: 'manual' });

describe('header values built from input', () => {
  it('the preview exit encodes a target outside Latin-1 instead of failing on it', async () => {
    const cases: [string, string][] = [
      ['/%E3%80%80/evil.example', '/%E3%80%80/evil.example'],
      ['/%C3%A5', '/%C3%A5'],
      ['/magasin?q=%E2%9C%93', '/magasin?q=%E2%9C%93'],
    ];
    for (const [given, location] of cases) {
      const answer = await go(`/api/preview?exit=1&path=${given}`);
      expect(answer.status, given).toBe(303);
      expect(answer.headers.get('location'), given).toBe(location);
    }
  });

  it('a redirect of the URL map to a path outside Latin-1 is sent encoded', async () => {
    const request = `fault-redirect-${Date.now()}`;
    await shopQuery(
      "INSERT INTO url_rewrites (store_code, request_path, target_path, redirect_type) VALUES ('sv', $1, $2, 301)",
      [request, 'guide/\u3000kjøp'],
    );
    try {
      const answer = await go(`/${request}`);
      expect(answer.status).toBe(301);
      expect(answer.headers.get('location')).toBe('/guide/%E3%80%80kj%C3%B8p');
    } finally {
      await shopQuery('DELETE FROM url_rewrites WHERE request_path = $1', [request]);
    }
  });
});

describe('request bodies', () => {
  it('a lone surrogate (half a UTF-16 pair) is refused like a control character, anywhere in a body', async () => {
    const cartId = (await testRequest(cartCreateContract)).result;
    const cases = [
      testRequest(cartCollectTotalsContract, {
        query: { cartId },
        body: { methods: { paymentMethod: { method: 'avarda\ud800' } } },
      }),
      testRequest(cartUpdateContract, { query: { cartId }, body: { cartItem: { sku: '\udc00150001-001', qty: 1 } } }),
      testRequest(reviewCreateContract, {
        body: { review: { product_id: 150001, title: 'Bra', detail: 'Bra \ud83d skidor.', nickname: 'Eva' } },
      }),
      testRequest(cartCollectTotalsContract, { query: { cartId }, rawBody: '{"methods": {}, "\\ud800": 1}' }),
    ];
    for (const answer of await Promise.all(cases)) {
      expect(answer.status).toBe(400);
      expect(answer.result).toBe(CONTROL_MESSAGE);
    }
    // A whole pair (an emoji) is text like any other.
    const emoji = await testRequest(cartUpdateContract, {
      query: { cartId },
      body: { cartItem: { sku: '\ud83d\ude00', qty: 1 } },
    });
    expect(emoji.status).toBe(400);
    expect(emoji.result).toBe('Some of the ordered products are not available!');
  });

  it('collect-totals checks its body against the contract: without `methods` it is a translated 400', async () => {
    const cartId = (await testRequest(cartCreateContract)).result;
    for (const body of [{ rawBody: '{}' }, { rawBody: '' }, { body: invalid({ methods: null }) }]) {
      const answer = await testRequest(cartCollectTotalsContract, { query: { cartId }, ...body });
      expect(answer.status, JSON.stringify(body)).toBe(400);
      expect(keyForSourceText(String(answer.result))?.key, JSON.stringify(body)).toMatch(/^form\./);
      expect(answer.meta?.['errors']).toEqual([{ path: 'methods', message: answer.result }]);
    }
    const chosen = await testRequest(cartCollectTotalsContract, {
      query: { cartId },
      body: { methods: { paymentMethod: { method: 'avarda' } } },
    });
    expect(chosen.status).toBe(200);
  });
});
