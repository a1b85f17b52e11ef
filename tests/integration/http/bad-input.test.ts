/**
 * Bad input that once got past the shop's checks, over HTTP against the built shop: a header value built from input
 * (a redirect target) and request bodies the control-character filter and the contracts' schemas must refuse. Each
 * answer is a 3xx or a 4xx with a catalogue message, never a 5xx.
 */
import { describe, expect, it } from 'vitest';
import { shopQuery, shopUrl } from '../../support/http.ts';

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
