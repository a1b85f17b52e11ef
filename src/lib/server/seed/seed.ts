import { count, getTableColumns, sql, type Table } from 'drizzle-orm';
import type { Db } from '../db/client.ts';
import * as t from '../db/schema/index.ts';
import { ImportReport } from '../import/report.ts';
import { importDocuments } from '../import/vsf/run.ts';
import { demoDocuments } from './documents.ts';
import { couponRows, generateServicePoints, giftCardRows, postcodeLocationRows } from './extras.ts';
import { generateCatalog } from './generator.ts';
import { customerGroupRows, storeViewRows, taxClassRows } from './reference.ts';
import { seedPriceHistory } from './price-history.ts';
import { ensureSearchIndex } from '../search/indexer.ts';
import { Random } from './random.ts';
import { storeCodes, type StoreCode } from '../../store-view/config.ts';

/** Options of a seed run. */
export interface SeedOptions {
  /** Build at least this many products (parents and variants) for benchmarks. */
  products?: number;
  seed?: number;
  now?: Date;
  onProgress?: (phase: string, done: number, total: number) => void;
}

async function insertAll<T extends Table>(
  db: Db,
  table: T,
  rows: T['$inferInsert'][],
  onBatch?: (done: number) => void,
): Promise<void> {
  if (rows.length === 0) return;
  const columns = Object.keys(getTableColumns(table)).length;
  const size = Math.max(1, Math.floor(30_000 / columns));
  for (let i = 0; i < rows.length; i += size) {
    await db.insert(table).values(rows.slice(i, i + size) as never);
    onBatch?.(Math.min(rows.length, i + size));
  }
}

/** True when the catalogue has been seeded. */
export async function isSeeded(db: Db): Promise<boolean> {
  const [row] = await db.select({ n: count() }).from(t.storeViews);
  return (row?.n ?? 0) > 0;
}

const ALL_TABLES = [
  'mail_outbox',
  'mail_log',
  'cms_blocks',
  'cms_pages',
  'postcode_locations',
  'service_points',
  'payment_sessions',
  'order_items',
  'orders',
  'cart_gift_cards',
  'gift_cards',
  'coupons',
  'cart_items',
  'carts',
  'stock_alerts',
  'newsletter_subscriptions',
  'rate_limits',
  'password_reset_tokens',
  'refresh_tokens',
  'customer_addresses',
  'customers',
  'reviews',
  'product_view_reports',
  'url_rewrites',
  'stock_items',
  'product_links',
  'bundle_option_links',
  'bundle_options',
  'configurable_options',
  'product_categories',
  'tier_prices',
  'product_prices',
  'product_translations',
  'products',
  'category_translations',
  'categories',
  'attribute_options',
  'attributes',
  'customer_groups',
  'tax_rules',
  'tax_rates',
  'tax_classes',
  'store_views',
];

/** Empties every table (the seed starts from a clean database). */
export async function clearAll(db: Db): Promise<void> {
  await db.execute(sql.raw(`TRUNCATE ${ALL_TABLES.map((name) => `"${name}"`).join(', ')} RESTART IDENTITY CASCADE`));
}

/**
 * Seeds the demo shop: store views, taxes, attributes, the category tree, the catalogue (deterministic for a seed),
 * stock, coupons, gift cards, service points, URL rewrites, CMS data and a few approved reviews.
 */
export async function seedDemo(
  db: Db,
  options: SeedOptions = {},
): Promise<{ products: number; sellable: number; parents: number }> {
  const now = options.now ?? new Date();
  const progress = options.onProgress ?? (() => {});
  const catalog = generateCatalog({
    seed: options.seed ?? 20261121,
    now,
    ...(options.products ? { minProducts: options.products } : {}),
    onProgress: (done, total) => progress('generate', done, total),
  });

  // One transaction (one commit): each imported document is a savepoint in it, and a seed is all or nothing.
  await db.transaction(async (tx) => {
    const d = tx as unknown as Db;
    await clearAll(d);
    await insertAll(d, t.taxClasses, taxClassRows);
    await insertAll(d, t.customerGroups, customerGroupRows);
    // The catalogue goes through the import, as a retailer's Vue Storefront dump would (the demo is one more source).
    const report = new ImportReport('seed', 'the demo catalogue');
    const documents = demoDocuments(catalog);
    await importDocuments(
      d,
      {
        totals: new Map([...documents].map(([entity, list]) => [entity, list.length])),
        async *documents(entity) {
          let line = 0;
          for (const { store, doc } of documents.get(entity) ?? []) yield { line: ++line, store, doc };
        },
      },
      report,
      { onProgress: progress },
    );
    if (report.refusals.length) throw new Error(`The import refused part of the demo catalogue:\n${report.text()}`);
    await seedPriceHistory(d, now);
    await insertAll(d, t.coupons, couponRows(now));
    await insertAll(d, t.giftCards, giftCardRows(now));
    await insertAll(d, t.servicePoints, generateServicePoints());
    await insertAll(d, t.postcodeLocations, postcodeLocationRows());

    // URL rewrites: the legacy product path of the spec, old campaign and category paths, a canonical rewrite.
    const first = catalog.productTranslations.filter(
      (tr) => tr.productId === catalog.products.find((p) => p.sku === '150001')!.id,
    );
    const rewrites = first.flatMap((tr) => [
      {
        storeCode: tr.storeCode,
        requestPath: `produkt/150001/${tr.urlKey}.html`,
        targetPath: `p/150001/${tr.urlKey}?childSku=150001-000`,
        redirectType: 302,
        entityType: 'product',
        entityId: tr.productId,
      },
    ]);
    rewrites.push(
      {
        storeCode: 'sv',
        requestPath: 'rea',
        targetPath: 'kampanjer',
        redirectType: 301,
        entityType: 'cms',
        entityId: 0,
      },
      {
        storeCode: 'no',
        requestPath: 'salg',
        targetPath: 'kampanjer',
        redirectType: 301,
        entityType: 'cms',
        entityId: 0,
      },
      {
        storeCode: 'fi',
        requestPath: 'ale',
        targetPath: 'campaigns',
        redirectType: 301,
        entityType: 'cms',
        entityId: 0,
      },
      {
        storeCode: 'sv',
        requestPath: 'langdskidor.html',
        targetPath: 'c/langdskidor',
        redirectType: 301,
        entityType: 'category',
        entityId: 10,
      },
      {
        storeCode: 'sv',
        requestPath: 'skidor',
        targetPath: 'c/langdskidor-skidor',
        redirectType: 0,
        entityType: 'category',
        entityId: 11,
      },
    );
    await insertAll(d, t.urlRewrites, rewrites);

    // A few approved and pending reviews on popular parents.
    const rng = new Random(99);
    const popular = catalog.products
      .filter((p) => p.parentId === null && p.visibility === 4)
      .sort((a, b) => b.popularity - a.popularity)
      .slice(0, 40);
    const texts: Record<StoreCode, [string, string][]> = {
      sv: [
        ['Riktigt bra', 'Precis som beskrivet, snabb leverans och bra passform.'],
        ['Nöjd', 'Har använt hela säsongen och är mycket nöjd.'],
        ['Prisvärd', 'Bra kvalitet för pengarna.'],
      ],
      no: [
        ['Veldig bra', 'Akkurat som beskrevet, rask levering og god passform.'],
        ['Fornøyd', 'Har brukt den hele sesongen og er veldig fornøyd.'],
      ],
      fi: [
        ['Todella hyvä', 'Juuri kuten kuvattu, nopea toimitus ja hyvä istuvuus.'],
        ['Tyytyväinen', 'Käytössä koko kauden ja olen erittäin tyytyväinen.'],
      ],
    };
    const nicknames = ['Anna', 'Erik', 'Kari', 'Ola', 'Aino', 'Mikko', 'Sofia', 'Lars'];
    const reviewRows: (typeof t.reviews.$inferInsert)[] = [];
    for (const product of popular) {
      for (const store of storeCodes) {
        if (!rng.chance(0.5)) continue;
        const [title, detail] = rng.pick(texts[store]);
        reviewRows.push({
          productId: product.id,
          storeCode: store,
          title,
          detail,
          nickname: rng.pick(nicknames),
          ratings: [{ rating_name: 'Quality', value: rng.int(3, 5) }],
          status: rng.chance(0.85) ? 'approved' : 'pending',
          createdAt: new Date(now.getTime() - rng.int(1, 200) * 86_400_000),
        });
      }
    }
    await insertAll(d, t.reviews, reviewRows);
    await insertAll(d, t.storeViews, storeViewRows);
  });
  // The search index is built here, not by the first search of the shop.
  progress('search index', 0, 1);
  await ensureSearchIndex(db);
  progress('search index', 1, 1);

  const parents = catalog.products.filter((p) => p.parentId === null).length;
  const sellable = catalog.products.filter(
    (p) => p.typeId !== 'configurable' && p.typeId !== 'bundle' && p.typeId !== 'grouped' && p.status === 1,
  ).length;
  return { products: catalog.products.length, sellable, parents };
}
