import { describe, expect, it } from 'vitest';
import {
  attributeSearchContract,
  categorySearchContract,
  productSearchContract,
  taxruleSearchContract,
} from '../../../src/lib/catalog/contract.ts';
import { request, testRequest } from '../../support/http.ts';

describe('the catalogue searches over HTTP', () => {
  for (const storeCode of ['sv', 'no', 'fi']) {
    for (const contract of [
      productSearchContract,
      categorySearchContract,
      attributeSearchContract,
      taxruleSearchContract,
    ]) {
      it(`answers ${contract.name} in ${storeCode}`, async () => {
        const answer = await testRequest(contract, { storeCode, body: { size: 2 } });
        expect(answer.status).toBe(200);
        expect(answer.code).toBe(200);
        expect(Array.isArray(answer.result.items)).toBe(true);
        expect(answer.result.items.length).toBeGreaterThan(0);
      });
    }
  }

  it('answers the catch-all 404 for another action', async () => {
    // No contract declares this path: the raw request is the point.
    const answer = await request('POST', '/api/catalog/sv/product/_count', { body: {} });
    expect(answer.status).toBe(404);
    expect(answer.result).toBe('Not found');
  });
});
