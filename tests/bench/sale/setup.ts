/** A flash sale's data (hot skus, their pages and sale prices, the browsing set) and the check of its start. */
import type pg from 'pg';
import { send } from '../open-loop.ts';
import type { Topology } from './topologies.ts';

/** The sale's data: the hot skus with their product pages and sale prices, the browsing working set. */
export interface SaleSetup {
  hot: { sku: string; productId: number; stock: number; paths: string[]; salePrices: number[] }[];
  browse: string[];
}

/** Picks one sale sku per entry of `stocks`, with that many units. */
export async function prepare(topology: Topology, client: pg.Client, stocks: number[]): Promise<SaleSetup> {
  const { rows } = await client.query<{ sku: string; id: number; price: string }>(
    `SELECT p.sku, p.id, pp.price FROM products p JOIN product_prices pp ON pp.product_id = p.id AND pp.store_code = 'sv'
     WHERE p.parent_id IS NULL AND p.type_id = 'simple' AND p.status = 1 AND p.visibility = 4
       AND pp.special_price IS NULL AND pp.price >= 100 ORDER BY p.id LIMIT ${stocks.length}`,
  );
  await client.query('UPDATE stock_items SET qty = 1000000, is_in_stock = true, manage_stock = true');
  await client.query(
    'UPDATE stock_items s SET qty = v.qty FROM unnest($1::int[], $2::int[]) v(id, qty) WHERE s.product_id = v.id',
    [rows.map((row) => row.id), rows.map((_, i) => stocks[i]!)],
  );
  const hot: SaleSetup['hot'] = [];
  for (const [i, row] of rows.entries()) {
    // Each store's page with that store's sale price (60 % of its own regular price, in its own currency).
    const prices = await client.query<{ store_code: string; price: string }>(
      'SELECT store_code, price FROM product_prices WHERE product_id = $1',
      [row.id],
    );
    const paths: string[] = [];
    const salePrices: number[] = [];
    for (const [prefix, store] of [
      ['', 'sv'],
      ['/no', 'no'],
      ['/fi', 'fi'],
    ] as const) {
      const price = prices.rows.find((price) => price.store_code === store);
      const answer = await fetch(`${topology.entry}${prefix}/p/${row.sku}/x`, { redirect: 'manual' });
      await answer.arrayBuffer();
      const location = answer.headers.get('location');
      if (answer.status !== 301 || !location || !price) continue;
      paths.push(new URL(location, topology.entry).pathname);
      salePrices.push(Math.round(Number(price.price) * 0.6));
    }
    hot.push({ sku: row.sku, productId: row.id, stock: stocks[i]!, paths, salePrices });
  }
  // The working set of ordinary browsing: home pages and what they link to (categories, content), products.
  const browse = new Set<string>(['/', '/no/', '/fi/', '/kampanjer', '/no/kampanjer', '/fi/campaigns']);
  for (const home of ['/', '/no/', '/fi/']) {
    const html = (await send(topology.entry, 'GET', home, undefined, 120_000)).body;
    for (const [, href] of html.matchAll(/href="(\/[^"#?]*)"/g))
      if (/^\/(?:no\/|fi\/)?(?:c|p|magasin|magazine|sida|page)\//.test(href!)) browse.add(href!);
  }
  return { hot, browse: [...browse] };
}

/** True when a product page shows the sale price (its structured data's offer). */
const showsSale = (html: string, salePrice: number) => html.includes(`"price":"${salePrice.toFixed(2)}"`);

/**
 * Asks every instance for every sale page from just before T to a second after it, each instance's pages in a loop
 * of their own; answers the samples taken after T and how many of them showed the sale price.
 */
export async function sampleStart(topology: Topology, setup: SaleSetup, at: number): Promise<string> {
  const samples: { instance: number; after: number; sale: boolean }[] = [];
  await new Promise((resolve) => setTimeout(resolve, Math.max(0, at - Date.now() - 300)));
  await Promise.all(
    topology.instances.map(async (instance, index) => {
      for (let round = 0; Date.now() < at + 1_000; round++) {
        const item = setup.hot[round % setup.hot.length]!;
        const which = Math.floor(round / setup.hot.length) % item.paths.length;
        const asked = Date.now();
        // Uncompressed, so the page's structured data can be read.
        const answer = await send(instance.base, 'GET', item.paths[which]!, undefined, 10_000, {
          'accept-encoding': 'identity',
        });
        if (asked >= at)
          samples.push({ instance: index, after: asked - at, sale: showsSale(answer.body, item.salePrices[which]!) });
      }
    }),
  );
  const shown = samples.filter((sample) => sample.sale).length;
  const late = samples.filter((sample) => !sample.sale).map((sample) => `${sample.after} ms on ${sample.instance + 1}`);
  return `${shown}/${samples.length} pages sampled in the second after T showed the sale price${late.length ? ` (not: ${late.slice(0, 5).join(', ')})` : ''}`;
}
