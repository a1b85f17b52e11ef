import { createReadStream, createWriteStream } from 'node:fs';
import { mkdir, readdir, rename, rm } from 'node:fs/promises';
import path from 'node:path';
import { pipeline } from 'node:stream';
import { constants, createGunzip, createGzip } from 'node:zlib';
import { and, asc, eq, inArray, isNull } from 'drizzle-orm';
import { config } from '../config/config.ts';
import { getDb } from '../db/client.ts';
import { products, productTranslations } from '../db/schema/index.ts';
import { loadProductDocuments } from '../catalog/documents.ts';
import { catalogReference } from '../catalog/reference.ts';
import { pacedBody } from '../http/paced-body.ts';
import { tagPage } from '../http/scope.ts';
import { pageDataCache } from '../page-cache/memo.ts';
import { LISTING_TAG } from '../page-cache/tags.ts';
import { storePath, type StoreView } from '../../store-view/config.ts';
import { feedItems, itemXml } from './google-items.ts';

/** Products whose documents are built at a time: bounded memory whatever the size of the catalogue. */
const PAGE = 200;
/** Pages read ahead of the one being written (each a statement of its own on a connection of the pool). */
const READ_AHEAD = 2;

/** Where built feeds are kept (one file per store and data generation). */
function feedDir(): string {
  return path.join(config().dataDir, 'feeds');
}

/**
 * Writes a store's Google Merchant Center feed to `file`, a page of products at a time: the catalogue's listed
 * products (visibility 2–4, enabled, with texts in the store), out-of-stock ones as `out_of_stock`. More in README.md.
 */
async function buildFeed(store: StoreView, file: string): Promise<void> {
  const db = await getDb();
  const reference = await catalogReference(db);
  const base = config().publicBaseUrl;
  // Kept gzipped (README.md): the fastest level still makes the XML about 25 times smaller.
  const out = createGzip({ level: constants.Z_BEST_SPEED });
  const written = new Promise<void>((resolve, reject) => {
    const target = createWriteStream(file);
    out.once('error', reject);
    target.once('error', reject);
    target.once('finish', resolve);
    out.pipe(target);
  });
  // A failure before the end is the build's, reported from its own await.
  written.catch(() => undefined);
  const write = async (text: string) => {
    if (!out.write(text)) await new Promise<void>((resolve) => out.once('drain', () => resolve()));
  };
  try {
    await write(
      `<?xml version="1.0" encoding="UTF-8"?>\n<rss version="2.0" xmlns:g="http://base.google.com/ns/1.0">\n  <channel>\n` +
        `    <title>Nordpeak ${store.name}</title>\n    <link>${base}${storePath(store, '/')}</link>\n` +
        `    <description>Nordpeak ${store.name} (${store.currencyCode})</description>\n`,
    );
    const now = new Date();
    // The listed parents' ids in one read (a few bytes each), then their documents a page at a time.
    const ids = (
      await db
        .select({ id: products.id })
        .from(products)
        .innerJoin(
          productTranslations,
          and(eq(productTranslations.productId, products.id), eq(productTranslations.storeCode, store.storeCode)),
        )
        .where(and(isNull(products.parentId), eq(products.status, 1), inArray(products.visibility, [2, 3, 4])))
        .orderBy(asc(products.id))
    ).map((row) => row.id);
    // The next pages are read while this one is written out (README.md): the database's two statements and this
    // process work at the same time.
    const ahead: Promise<Awaited<ReturnType<typeof loadProductDocuments>>>[] = [];
    let from = 0;
    const readAhead = () => {
      for (; ahead.length < READ_AHEAD && from < ids.length; from += PAGE) {
        const page = loadProductDocuments(db, store, ids.slice(from, from + PAGE), reference, { now });
        // A failed write leaves the reads ahead unawaited: its failure is the write's.
        page.catch(() => undefined);
        ahead.push(page);
      }
    };
    readAhead();
    while (ahead.length) {
      const documents = await ahead.shift()!;
      readAhead();
      let text = '';
      for (const document of documents)
        for (const item of feedItems(document, store, reference, base))
          text += `    <item>\n${itemXml(item, '      ')}\n    </item>\n`;
      await write(text);
    }
    await write('  </channel>\n</rss>\n');
  } finally {
    out.end();
    await written;
  }
}

/** The built feed of a store for the current data generation. More in README.md. */
const builtFeeds = pageDataCache('feeds', 0.01);

async function feedFile(store: StoreView): Promise<string> {
  return builtFeeds(
    `google:${store.storeCode}`,
    async () => {
      tagPage(LISTING_TAG);
      const dir = feedDir();
      await mkdir(dir, { recursive: true });
      const name = `google-${store.storeCode}-${Date.now().toString(36)}-${process.pid}.xml.gz`;
      const file = path.join(dir, name);
      await buildFeed(store, `${file}.tmp`);
      await rename(`${file}.tmp`, file);
      for (const old of await readdir(dir))
        if (old !== name && old.startsWith(`google-${store.storeCode}-`) && old.endsWith(`-${process.pid}.xml.gz`))
          await rm(path.join(dir, old), { force: true });
      return file;
    },
    24 * 60 * 60 * 1000,
  );
}

/**
 * `GET /feeds/google/{store}.xml`: the store's feed from the file built for the current data, sent gzipped to a
 * client that accepts it (Merchant Center does), else unzipped on the way.
 */
export async function googleFeedResponse(store: StoreView, acceptEncoding: string | null): Promise<Response> {
  const file = await feedFile(store);
  const gzip = /\bgzip\b(?!\s*;\s*q=0(\.0*)?\b)/.test(acceptEncoding ?? '');
  const stream = createReadStream(file, { highWaterMark: 1 << 16 });
  const body = gzip ? stream : pipeline(stream, createGunzip(), () => undefined);
  return new Response(pacedBody(body), {
    headers: {
      'Content-Type': 'application/xml; charset=utf-8',
      'Cache-Control': 'public, max-age=300',
      Vary: 'Accept-Encoding',
      ...(gzip ? { 'Content-Encoding': 'gzip' } : {}),
    },
  });
}
