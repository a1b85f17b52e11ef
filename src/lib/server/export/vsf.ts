import { createWriteStream, type WriteStream } from 'node:fs';
import { copyFile, mkdir, stat } from 'node:fs/promises';
import path from 'node:path';
import { asc, gt, isNull, and, sql, type AnyColumn } from 'drizzle-orm';
import { numberArray } from '../import/sql-arrays.ts';
import type { Db } from '../db/client.ts';
import * as t from '../db/schema/index.ts';
import { storeCodes, storeViews, type StoreCode } from '../../store-view/config.ts';
import {
  attributeDocuments,
  categoryDocuments,
  cmsDocuments,
  taxRuleDocuments,
  urlRewriteDocuments,
} from '../import/vsf/catalog-docs.ts';
import { isPhotoPath, photoFile } from '../import/vsf/media.ts';
import { productDocuments, type VsfDocument } from '../import/vsf/product-docs.ts';
import type { AttributeRow, ProductRows } from '../import/vsf/rows.ts';

/** Parents read per page of the product export. */
const PAGE = 250;

/** One NDJSON dump file per store and entity, written with backpressure. */
class DumpWriter {
  private readonly streams = new Map<string, WriteStream>();
  private readonly dir: string;
  constructor(dir: string) {
    this.dir = dir;
  }

  async write(store: StoreCode, entity: string, docs: VsfDocument[]): Promise<void> {
    const key = `${store}/${entity}`;
    let stream = this.streams.get(key);
    if (!stream) {
      await mkdir(path.join(this.dir, store), { recursive: true });
      stream = createWriteStream(path.join(this.dir, store, `${entity}.ndjson`));
      this.streams.set(key, stream);
    }
    const text = docs
      .map((doc) =>
        JSON.stringify({ _index: `vue_storefront_catalog_${store}`, _type: entity, _id: String(doc.id), _source: doc }),
      )
      .join('\n');
    if (!text) return;
    if (!stream.write(`${text}\n`)) await new Promise<void>((resolve) => stream!.once('drain', () => resolve()));
  }

  async close(): Promise<void> {
    await Promise.all([...this.streams.values()].map((s) => new Promise<void>((resolve) => s.end(() => resolve()))));
  }
}

/** The attributes with their options. */
export async function attributeRows(db: Db): Promise<AttributeRow[]> {
  const [attributes, options] = await Promise.all([
    db.select().from(t.attributes).orderBy(asc(t.attributes.position), asc(t.attributes.id)),
    db.select().from(t.attributeOptions).orderBy(asc(t.attributeOptions.sortOrder), asc(t.attributeOptions.id)),
  ]);
  return attributes.map((a) => ({
    ...a,
    options: options.filter((o) => o.attributeId === a.id).map((o) => ({ ...o, swatch: o.swatch ?? null })),
  }));
}

/** Every row of the products `ids` and their variants, and the skus and types of what they link to. */
async function productRowsOf(
  db: Db,
  ids: number[],
): Promise<{ rows: ProductRows; linked: Map<number, { sku: string; typeId: string }> }> {
  // Ids as one array parameter each, not one parameter per id.
  const among = (column: AnyColumn, list: number[]) => sql`${column} = ANY(${numberArray(list)}::int[])`;
  const products = await db
    .select()
    .from(t.products)
    .where(sql`${among(t.products.id, ids)} OR ${among(t.products.parentId, ids)}`)
    .orderBy(asc(t.products.id));
  const all = products.map((p) => p.id);
  const [texts, prices, tiers, categories, options, bundles, links, stock] = await Promise.all([
    db.select().from(t.productTranslations).where(among(t.productTranslations.productId, all)),
    db.select().from(t.productPrices).where(among(t.productPrices.productId, all)),
    db.select().from(t.tierPrices).where(among(t.tierPrices.productId, all)).orderBy(asc(t.tierPrices.id)),
    db.select().from(t.productCategories).where(among(t.productCategories.productId, ids)),
    db.select().from(t.configurableOptions).where(among(t.configurableOptions.productId, ids)),
    db.select().from(t.bundleOptions).where(among(t.bundleOptions.productId, ids)),
    db.select().from(t.productLinks).where(among(t.productLinks.productId, ids)).orderBy(asc(t.productLinks.id)),
    db.select().from(t.stockItems).where(among(t.stockItems.productId, all)),
  ]);
  const priceHistory = await db.select().from(t.priceHistory).where(among(t.priceHistory.productId, all));
  const bundleLinks = bundles.length
    ? await db
        .select()
        .from(t.bundleOptionLinks)
        .where(
          among(
            t.bundleOptionLinks.optionId,
            bundles.map((b) => b.id),
          ),
        )
    : [];
  const linkedIds = [...new Set([...bundleLinks.map((l) => l.productId), ...links.map((l) => l.linkedProductId)])];
  const linked = new Map(
    (linkedIds.length
      ? await db
          .select({ id: t.products.id, sku: t.products.sku, typeId: t.products.typeId })
          .from(t.products)
          .where(among(t.products.id, linkedIds))
      : []
    ).map((p) => [p.id, p]),
  );
  return {
    rows: {
      products,
      productTranslations: texts.map((x) => ({ ...x, storeCode: x.storeCode as StoreCode })),
      productPrices: prices.map((x) => ({ ...x, storeCode: x.storeCode as StoreCode })),
      tierPrices: tiers.map((x) => ({ ...x, storeCode: x.storeCode as StoreCode })),
      productCategories: categories,
      configurableOptions: options,
      bundleOptions: bundles,
      bundleOptionLinks: bundleLinks,
      productLinks: links,
      stockItems: stock,
      priceHistory,
    },
    linked,
  };
}

/** What an export wrote. */
export interface ExportResult {
  products: number;
  photos: number;
}

/** `npm run export -- vsf <dir> [--media]`. More in README.md. */
export async function exportVsf(
  db: Db,
  dir: string,
  options: { media?: boolean; onProgress?: (phase: string, done: number, total: number) => void } = {},
): Promise<ExportResult> {
  const writer = new DumpWriter(dir);
  const progress = options.onProgress ?? (() => {});
  const attributes = await attributeRows(db);
  const attributeById = new Map(attributes.map((a) => [a.id, a]));
  const [categories, categoryTexts, rules, rates, classes, pages, blocks, rewrites] = await Promise.all([
    db.select().from(t.categories),
    db.select().from(t.categoryTranslations),
    db.select().from(t.taxRules).orderBy(asc(t.taxRules.id)),
    db.select().from(t.taxRates),
    db.select().from(t.taxClasses),
    db.select().from(t.cmsPages).orderBy(asc(t.cmsPages.id)),
    db.select().from(t.cmsBlocks).orderBy(asc(t.cmsBlocks.id)),
    db.select().from(t.urlRewrites).orderBy(asc(t.urlRewrites.id)),
  ]);
  const texts = categoryTexts.map((x) => ({ ...x, storeCode: x.storeCode as StoreCode }));
  const ruleRows = rules.map((rule) => ({
    ...rule,
    rates: rule.taxRateIds.flatMap((id) => rates.filter((r) => r.id === id)),
  }));
  for (const store of storeCodes) {
    await writer.write(store, 'attribute', attributeDocuments(attributes, store));
    await writer.write(store, 'taxrule', taxRuleDocuments(ruleRows, classes));
    await writer.write(store, 'category', categoryDocuments(categories, texts, store));
    await writer.write(store, 'cms_page', cmsDocuments(pages, storeViews[store].storeId));
    await writer.write(store, 'cms_block', cmsDocuments(blocks, storeViews[store].storeId));
    await writer.write(store, 'url_rewrite', urlRewriteDocuments(rewrites, store));
  }
  const categoryName = new Map<string, string>(texts.map((x) => [`${x.storeCode}:${x.categoryId}`, x.name]));
  const [{ total } = { total: 0 }] = await db
    .$count(t.products, isNull(t.products.parentId))
    .then((n) => [{ total: n }]);
  let done = 0;
  const photos = new Set<string>();
  const nextPage = async (after: number) => {
    const page = await db
      .select({ id: t.products.id })
      .from(t.products)
      .where(and(isNull(t.products.parentId), gt(t.products.id, after)))
      .orderBy(asc(t.products.id))
      .limit(PAGE);
    if (page.length === 0) return undefined;
    const ids = page.map((p) => p.id);
    return { ids, ...(await productRowsOf(db, ids)) };
  };
  // The next page is read while this one is written: the database and this process work at the same time.
  let reading = nextPage(0);
  for (;;) {
    const current = await reading;
    if (!current) break;
    const { ids: page, rows, linked } = current;
    reading = nextPage(page[page.length - 1]!);
    // A failed write leaves the read ahead unawaited: its failure is the write's.
    reading.catch(() => undefined);
    const own = new Map(rows.products.map((p) => [p.id, p]));
    for (const store of storeCodes)
      await writer.write(
        store,
        'product',
        productDocuments(rows, store, {
          product: (id) => own.get(id) ?? linked.get(id),
          categoryName: (id) => categoryName.get(`${store}:${id}`),
          attribute: (id) => attributeById.get(id),
        }),
      );
    if (options.media)
      for (const p of rows.products)
        for (const image of [p.image, ...p.mediaGallery.map((m) => m.image)])
          if (image && isPhotoPath(image)) photos.add(image);
    done += page.length;
    progress('products', done, total);
  }
  await writer.close();
  let copied = 0;
  for (const image of photos) {
    const from = photoFile(image);
    if (!(await stat(from).catch(() => undefined))) continue;
    const to = path.join(dir, 'media', image.replace(/^\/+/, ''));
    await mkdir(path.dirname(to), { recursive: true });
    await copyFile(from, to);
    copied++;
  }
  return { products: done, photos: copied };
}
