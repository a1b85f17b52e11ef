/**
 * Gaps an outside, spec-driven tester found (spec audit): each case is what the specification says, tried over HTTP
 * against the built shop.
 */
import { describe, expect, it } from 'vitest';
import { request } from '../../support/http.ts';

const password = 'Fjällräv-2026!';
const unique = (tag: string) => `${tag}-${Date.now()}-${Math.floor(Math.random() * 1e6)}`;

describe('spec audit', () => {
  it('order history: paging defaults 20 and 1, an empty parameter is its default, a bad one is named (never "Field is required")', async () => {
    const email = `${unique('history')}@example.se`;
    expect((await request('POST', '/api/user/create', { body: { customer: { email, firstname: 'Eva', lastname: 'Lund' }, password } })).status).toBe(200);
    const login = await request('POST', '/api/user/login', { body: { username: email, password } });
    const token = login.result as string;
    const history = (query: string) => request('GET', `/api/user/order-history${query}`, { token });

    const plain = await history('');
    expect(plain.status).toBe(200);
    expect(plain.result.search_criteria).toEqual({ page_size: 20, current_page: 1 });
    const empty = await history('?pageSize=&currentPage=');
    expect(empty.status).toBe(200);
    expect(empty.result.search_criteria).toEqual({ page_size: 20, current_page: 1 });
    const chosen = await history('?pageSize=5&currentPage=2');
    expect(chosen.result.search_criteria).toEqual({ page_size: 5, current_page: 2 });
    for (const query of ['?pageSize=0', '?currentPage=-1', '?pageSize=abc', '?pageSize=2.5']) {
      const refused = await history(query);
      expect(refused.status, query).toBe(400);
      expect(refused.result, query).toBe('Must be greater than 0');
    }
  });

});
