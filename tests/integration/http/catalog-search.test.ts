import { describe, expect, it } from 'vitest';
import { request } from '../../support/http.ts';

describe('POST /api/catalog/{storeCode}/{type}/_search over HTTP', () => {
  for (const storeCode of ['sv', 'no', 'fi']) {
    for (const type of ['product', 'category', 'attribute', 'taxrule']) {
      it(`answers ${type} in ${storeCode}`, async () => {
        const answer = await request('POST', `/api/catalog/${storeCode}/${type}/_search`, { body: { size: 2 } });
        expect(answer.status).toBe(200);
        expect(answer.code).toBe(200);
        expect(Array.isArray(answer.result.items)).toBe(true);
        expect(answer.result.items.length).toBeGreaterThan(0);
      });
    }
  }

  it('answers the catch-all 404 for another action', async () => {
    const answer = await request('POST', '/api/catalog/sv/product/_count', { body: {} });
    expect(answer.status).toBe(404);
    expect(answer.result).toBe('Not found');
  });
});
