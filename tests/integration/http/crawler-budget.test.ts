/** Anonymous uncached work is bounded per client. More in README.md. */
import { describe, expect, it } from 'vitest';
import { shopUrl } from '../../support/http.ts';

const CRAWLER = 'Mozilla/5.0 (compatible; PrisBot/2.1; +https://prisbot.example/bot)';
const BROWSER = 'Mozilla/5.0 (X11; Linux x86_64) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/131.0 Safari/537.36';

/** An address of this test only (random in 198.18.0.0/15, the benchmarking range). */
function address(): string {
  const octet = (n: number) => Math.floor(Math.random() * n);
  return `198.${18 + octet(2)}.${octet(256)}.${1 + octet(254)}`;
}

async function get(path: string, client: { ip: string; agent: string }) {
  const response = await fetch(new URL(path, shopUrl()), {
    headers: { 'user-agent': client.agent, 'x-forwarded-for': client.ip },
  });
  return { status: response.status, headers: response.headers, body: await response.text() };
}

describe('the render budget of a client', () => {
  it('a crawler past its budget gets 503 with Retry-After while a shopper is served and cached pages still serve', async () => {
    const run = `${Date.now()}`;
    const crawler = { ip: address(), agent: CRAWLER };
    const cached = '/magasin';
    expect((await get(cached, { ip: address(), agent: BROWSER })).status).toBe(200);

    // Searches nobody made yet: each one is rendered, not cached.
    const answers = await Promise.all(
      Array.from({ length: 60 }, (_, i) => get(`/sokresultat?s=prisbot-${run}-${i}`, crawler)),
    );
    const refused = answers.filter((answer) => answer.status === 503);
    expect(answers.every((answer) => answer.status === 200 || answer.status === 503)).toBe(true);
    expect(refused.length).toBeGreaterThan(0);
    for (const answer of refused) {
      expect(Number(answer.headers.get('retry-after'))).toBeGreaterThanOrEqual(1);
      expect(answer.headers.get('cache-control')).toBe('no-store');
      expect(answer.body).toContain('Försök igen om');
    }

    // Meanwhile a shopper's page nobody asked for yet is rendered for them.
    const shopper = await get(`/sokresultat?s=skidor-${run}`, { ip: address(), agent: BROWSER });
    expect(shopper.status).toBe(200);
    expect(shopper.headers.get('x-cache')).toBe('MISS');

    // The crawler still gets cached pages (warmed again: a price window elsewhere may have retired it meanwhile).
    await get(cached, { ip: address(), agent: BROWSER });
    const again = await get(cached, crawler);
    expect([again.status, again.headers.get('x-cache')]).toEqual([200, 'HIT']);
  });
});
