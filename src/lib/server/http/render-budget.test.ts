import { describe, expect, it } from 'vitest';
import { crawlerName, renderClient, renderRefused, spendRender } from './render-budget.ts';

const browser =
  'Mozilla/5.0 (Windows NT 10.0; Win64; x64) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/131.0 Safari/537.36';

describe('render budget', () => {
  it('names crawlers and scripts by their User-Agent, never a browser', () => {
    expect(crawlerName('Mozilla/5.0 (compatible; Googlebot/2.1; +http://www.google.com/bot.html)')).toBe('googlebot');
    expect(crawlerName('PriceRunnerBot/1.0')).toBe('pricerunnerbot');
    expect(crawlerName('curl/8.5.0')).toBe('curl');
    expect(crawlerName('python-requests/2.32')).toBe('python-requests');
    expect(crawlerName('')).toBe('no-user-agent');
    expect(crawlerName(browser)).toBeUndefined();
    expect(crawlerName(`${browser.replace('Chrome', 'HeadlessChrome')}`)).toBeUndefined();
  });

  it('allows a burst of 30 renders, then 4 a second, per address and per crawler name', () => {
    const now = 1_000_000;
    const crawler = renderClient('203.0.113.7', 'ExampleBot/1.0');
    for (let i = 0; i < 30; i++) expect(spendRender(crawler, now)).toBeUndefined();
    expect(spendRender(crawler, now)).toBe(1);
    // The same crawler from another address: its name's budget is spent too.
    expect(spendRender(renderClient('203.0.113.8', 'ExampleBot/1.0'), now)).toBe(1);
    // A browser elsewhere has its own budget; one from the crawler's address shares the address's.
    expect(spendRender(renderClient('203.0.113.9', browser), now)).toBeUndefined();
    expect(spendRender(renderClient('203.0.113.7', browser), now)).toBe(1);
    // A quarter of a second later, one more; asking whether it may takes nothing.
    expect(renderRefused(crawler, now + 250)).toBeUndefined();
    expect(spendRender(crawler, now + 250)).toBeUndefined();
    expect(spendRender(crawler, now + 250)).toBe(1);
  });

  it('has no budget for the machine itself', () => {
    const local = renderClient('127.0.0.1', 'curl/8');
    for (let i = 0; i < 100; i++) expect(spendRender(local, 5_000)).toBeUndefined();
  });
});
