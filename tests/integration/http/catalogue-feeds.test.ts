import { get } from 'node:http';
import { gunzipSync } from 'node:zlib';
import { describe, expect, it } from 'vitest';
import { shopUrl } from '../../support/http.ts';

/*
 * The product feeds for Google Merchant Center (`/feeds/google/{sv|no|fi}.xml`) checked against the Merchant Center
 * attribute rules: required attributes, price format ('1649.00 SEK'), availability values, variants grouped, sale
 * prices with their dates, shipping per country with the free-shipping threshold, absolute links that answer 200.
 */
type Item = Map<string, string[]>;

function items(xml: string): Item[] {
  return [...xml.matchAll(/<item>([\s\S]*?)<\/item>/g)].map(([, body]) => {
    const fields: Item = new Map();
    for (const [, name, value] of body!.matchAll(/<g:([a-z_]+)>([^<]*)<\/g:\1>/g)) {
      fields.set(name!, [...(fields.get(name!) ?? []), value!.replace(/&amp;/g, '&').replace(/&apos;/g, "'")]);
    }
    return fields;
  });
}

const currency = { sv: 'SEK', no: 'NOK', fi: 'EUR' } as const;
const country = { sv: 'SE', no: 'NO', fi: 'FI' } as const;
const threshold = { sv: '999.00 SEK', no: '999.00 NOK', fi: '89.00 EUR' } as const;

describe('Google Merchant Center feeds', () => {
  it('lists every listed product of each store by the Merchant Center rules, with links that answer', async () => {
    for (const store of ['sv', 'no', 'fi'] as const) {
      // Its socket is not kept for the link checks below: the checks of every item take longer on a loaded machine than
      // the shop keeps an idle connection open, and the next request could be sent on one it is closing.
      const answer = await fetch(`${shopUrl()}/feeds/google/${store}.xml`, { headers: { connection: 'close' } });
      expect(answer.status).toBe(200);
      expect(answer.headers.get('content-type')).toBe('application/xml; charset=utf-8');
      const xml = await answer.text();
      expect(
        xml.startsWith(
          '<?xml version="1.0" encoding="UTF-8"?>\n<rss version="2.0" xmlns:g="http://base.google.com/ns/1.0">',
        ),
      ).toBe(true);
      const list = items(xml);
      expect(list.length).toBeGreaterThan(1000);
      const ids = new Set<string>();
      const money = new RegExp(`^\\d+\\.\\d{2} ${currency[store]}$`);
      for (const item of list) {
        const one = (name: string) => item.get(name)?.[0];
        for (const required of [
          'id',
          'title',
          'description',
          'link',
          'image_link',
          'availability',
          'price',
          'condition',
          'brand',
        ])
          expect(one(required), `${one('id')} ${required}`).toBeTruthy();
        expect(one('gtin') ?? one('mpn')).toBeTruthy();
        expect(ids.has(one('id')!), `duplicate id ${one('id')}`).toBe(false);
        ids.add(one('id')!);
        expect(one('id')!.length).toBeLessThanOrEqual(50);
        expect(one('title')!.length).toBeLessThanOrEqual(150);
        expect(one('description')!.length).toBeLessThanOrEqual(5000);
        expect(['in_stock', 'out_of_stock', 'preorder', 'backorder']).toContain(one('availability'));
        expect(one('price')).toMatch(money);
        expect(one('condition')).toBe('new');
        for (const link of [one('link')!, one('image_link')!, ...(item.get('additional_image_link') ?? [])])
          expect(link.startsWith(`${shopUrl()}/`), link).toBe(true);
        expect(item.get('additional_image_link')?.length ?? 0).toBeLessThanOrEqual(10);
        if (one('sale_price')) {
          expect(one('sale_price')).toMatch(money);
          expect(parseFloat(one('sale_price')!)).toBeLessThan(parseFloat(one('price')!));
          const dates = one('sale_price_effective_date');
          if (dates) expect(dates).toMatch(/^\d{4}-\d{2}-\d{2}T\d{2}:\d{2}Z\/\d{4}-\d{2}-\d{2}T\d{2}:\d{2}Z$/);
        }
        const shipping = body(xml, one('id')!, 'shipping');
        expect(shipping).toContain(`<g:country>${country[store]}</g:country>`);
        expect(shipping).toMatch(new RegExp(`<g:price>\\d+\\.\\d{2} ${currency[store]}</g:price>`));
        expect(body(xml, one('id')!, 'free_shipping_threshold')).toContain(
          `<g:price_threshold>${threshold[store]}</g:price_threshold>`,
        );
      }
      // Variants of a configurable product share its group and have their own size or colour.
      const variants = list.filter((item) => item.get('item_group_id'));
      expect(variants.length).toBeGreaterThan(500);
      expect(variants.every((item) => item.get('size') || item.get('color'))).toBe(true);
      expect(list.some((item) => item.get('sale_price'))).toBe(true);
      expect(list.some((item) => item.get('availability')![0] === 'out_of_stock')).toBe(true);
      // Links and image links answer 200 (a spread sample of the items).
      for (let i = 0; i < list.length; i += Math.ceil(list.length / 12)) {
        for (const link of [list[i]!.get('link')![0]!, list[i]!.get('image_link')![0]!]) {
          const answer = await fetch(link, { headers: { connection: 'close' } });
          await answer.arrayBuffer();
          expect(answer.status, link).toBe(200);
        }
      }
    }
    expect((await fetch(`${shopUrl()}/feeds/google/de.xml`)).status).toBe(404);
  }, 300_000);

  it('sends the feed gzipped to a client that accepts it, and plain to one that does not, at its pace', async () => {
    // `pauseMs`: the client stops reading after its first chunk for that long (the shop sends at the client's pace).
    const raw = (encoding: string, pauseMs = 0) =>
      new Promise<{ headers: Record<string, unknown>; bytes: Buffer }>((resolve, reject) =>
        get(`${shopUrl()}/feeds/google/fi.xml`, { headers: { 'accept-encoding': encoding } }, (answer) => {
          const chunks: Buffer[] = [];
          answer.on('data', (chunk: Buffer) => {
            chunks.push(chunk);
            if (chunks.length === 1 && pauseMs) {
              answer.pause();
              setTimeout(() => answer.resume(), pauseMs);
            }
          });
          answer.on('end', () => resolve({ headers: answer.headers, bytes: Buffer.concat(chunks) }));
          answer.on('error', reject);
        }).on('error', reject),
      );
    const zipped = await raw('gzip, deflate, br');
    const plain = await raw('identity');
    const refused = await raw('gzip;q=0, identity');
    expect(zipped.headers['content-encoding']).toBe('gzip');
    expect(zipped.headers.vary).toBe('Accept-Encoding');
    expect(plain.headers['content-encoding']).toBeUndefined();
    expect(refused.headers['content-encoding']).toBeUndefined();
    expect(plain.bytes.toString('utf8').startsWith('<?xml version="1.0" encoding="UTF-8"?>')).toBe(true);
    expect(zipped.bytes.length).toBeLessThan(plain.bytes.length / 5);
    expect(gunzipSync(zipped.bytes).equals(plain.bytes)).toBe(true);
    expect(refused.bytes.equals(plain.bytes)).toBe(true);
    const slow = await raw('identity', 1500);
    expect(slow.bytes.equals(plain.bytes)).toBe(true);
  }, 120_000);
});

/** The XML of one `g:` attribute of the item with `id`. */
function body(xml: string, id: string, name: string): string {
  const start = xml.indexOf(`<g:id>${id}</g:id>`);
  const end = xml.indexOf('</item>', start);
  const part = xml.slice(start, end);
  return part.slice(part.indexOf(`<g:${name}>`), part.indexOf(`</g:${name}>`));
}
