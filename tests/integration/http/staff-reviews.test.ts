/** The review queue of the back office, over HTTP against the running shop. See README.md, "The review queue". */
import { beforeAll, describe, expect, it } from 'vitest';
import { errorText, formMessages } from '../../../src/lib/i18n/errors.ts';
import { staffModerateContract, staffReviewsContract } from '../../../src/lib/staff/reviews-contract.ts';
import { invalid, shopQuery, shopUrl, testRequest } from '../../support/http.ts';
import { addStaff } from '../../support/staff.ts';
import { httpShop } from '../../support/staff-http.ts';

let support: Record<string, string>;
let sku: string;

/** A new pending review of the product in a store; answers its id. */
async function pendingReview(store: string, title: string): Promise<number> {
  const { rows } = await shopQuery(
    `INSERT INTO reviews (product_id, store_code, title, detail, nickname, ratings, status)
     SELECT id, $1, $2, 'Sitter bra', 'Kim', '[{"rating_name":"Kvalitet","value":5}]'::jsonb, 'pending'
     FROM products WHERE sku = $3 RETURNING id`,
    [store, title, sku],
  );
  return rows[0].id as number;
}

const statusOf = async (id: number) =>
  (await shopQuery('SELECT status FROM reviews WHERE id = $1', [id])).rows[0].status as string;

async function productPage(): Promise<string> {
  const response = await fetch(new URL(`/p/${sku}/x`, shopUrl()));
  expect(response.status).toBe(200);
  return response.text();
}

/** Whether the page was answered from the page cache. */
const cacheOf = async (path: string) => (await fetch(new URL(path, shopUrl()))).headers.get('x-cache');

beforeAll(async () => {
  support = (await addStaff(httpShop(), 'support')).headers;
  // A product nobody else reviews: the newest visible one without reviews.
  const { rows } = await shopQuery(
    `SELECT p.sku FROM products p WHERE p.parent_id IS NULL AND p.status = 1 AND p.visibility = 4
     AND NOT EXISTS (SELECT 1 FROM reviews r WHERE r.product_id = p.id) ORDER BY p.id DESC LIMIT 1`,
  );
  sku = rows[0].sku as string;
});

describe('review queue of the back office', () => {
  it('an approved review is on the cached product page at once, and in the audit log', async () => {
    expect(await productPage()).not.toContain('Varm och skön');
    const id = await pendingReview('sv', 'Varm och skön');
    const queue = await testRequest(staffReviewsContract, { query: { status: 'pending' }, headers: support });
    expect(queue.status).toBe(200);
    expect(queue.result.find((review) => review.id === id)).toMatchObject({ sku, title: 'Varm och skön' });

    const done = await testRequest(staffModerateContract, {
      body: { ids: [id], status: 'approved' },
      headers: support,
    });
    expect(done.status, JSON.stringify(done.result)).toBe(200);
    expect(done.result).toMatchObject([{ id, status: 'approved', sku }]);
    expect(await productPage()).toContain('Varm och skön');
    const audit = await shopQuery(`SELECT action FROM audit_log WHERE entity_type = 'review' AND entity_id = $1`, [
      String(id),
    ]);
    expect(audit.rows.map((row) => row.action)).toEqual(['review.approve']);
  });

  it('an approval retires the reviewed product only: other pages stay cached', async () => {
    const other = '/kopguider';
    await expect.poll(() => cacheOf(other), { timeout: 30_000 }).toBe('HIT');
    const id = await pendingReview('sv', 'Lätt att bära');
    const done = await testRequest(staffModerateContract, {
      body: { ids: [id], status: 'approved' },
      headers: support,
    });
    expect(done.status).toBe(200);
    expect(await productPage()).toContain('Lätt att bära');
    // Past the data stamp's refresh: a review is not part of it.
    await new Promise((resolve) => setTimeout(resolve, 5_500));
    expect(await cacheOf(other)).toBe('HIT');
  });

  it('several at once: rejected together, none left pending', async () => {
    const ids = [await pendingReview('sv', 'Reklam ett'), await pendingReview('sv', 'Reklam två')];
    const done = await testRequest(staffModerateContract, { body: { ids, status: 'rejected' }, headers: support });
    expect(done.status).toBe(200);
    expect(done.result.map((review) => review.status)).toEqual(['rejected', 'rejected']);
    const rejected = await testRequest(staffReviewsContract, { query: { status: 'rejected' }, headers: support });
    expect(rejected.result.map((review) => review.id)).toEqual(expect.arrayContaining(ids));
  });

  it('bad input is a translated 400 and an unknown id a 404, nothing changed', async () => {
    const id = await pendingReview('sv', 'Väntar kvar');
    const bad = [
      { ids: [], status: 'approved' },
      { ids: [id], status: 'maybe' },
      { ids: ['x'], status: 'approved' },
      { ids: [id, -1], status: 'approved' },
    ];
    for (const body of bad) {
      const answer = await testRequest(staffModerateContract, { body: invalid(body), headers: support });
      expect(answer.status, JSON.stringify(body)).toBe(400);
      expect(answer.result).toBe(formMessages.fixErrors);
    }
    const unknown = await testRequest(staffModerateContract, {
      body: { ids: [id, 2_000_000_000], status: 'approved' },
      headers: support,
    });
    expect(unknown.status).toBe(404);
    expect(unknown.result).toBe(errorText('reviewUnknown', { id: 2_000_000_000 }));
    const status = await testRequest(staffReviewsContract, { query: invalid({ status: 'all' }), headers: support });
    expect(status.status).toBe(400);
    expect(await statusOf(id)).toBe('pending');
  });

  it('a staff member limited to one store neither sees nor moderates another store’s reviews', async () => {
    const norway = (await addStaff(httpShop(), 'support', { store: 'no' })).headers;
    const id = await pendingReview('sv', 'Bara i Sverige');
    const queue = await testRequest(staffReviewsContract, { query: { status: 'pending' }, headers: norway });
    expect(queue.status).toBe(200);
    expect(queue.result.every((review) => review.store_code === 'no')).toBe(true);
    const refused = await testRequest(staffModerateContract, {
      body: { ids: [id], status: 'approved' },
      headers: norway,
    });
    expect(refused.status).toBe(403);
    expect(refused.result).toBe(errorText('staffOtherStore'));
    expect(await statusOf(id)).toBe('pending');
  });

  it('the queue page is private, never stored, in the menu', async () => {
    const page = await fetch(new URL('/staff/recensioner', shopUrl()), { headers: support });
    expect(page.status).toBe(200);
    expect(page.headers.get('cache-control')).toContain('no-store');
    expect(page.headers.get('cache-control')).toContain('private');
    const html = await page.text();
    expect(html).toContain('href="/staff/recensioner"');
  });
});
