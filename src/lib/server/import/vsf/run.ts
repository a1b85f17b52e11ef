import { sql } from 'drizzle-orm';
import { getDb, type Db } from '../../db/client.ts';
import * as t from '../../db/schema/index.ts';
import type { StoreCode } from '../../../store-view/config.ts';
import type { ImportReport } from '../report.ts';
import { announceRetirements } from '../retire.ts';
import {
  counted,
  orderCategories,
  writeAttribute,
  writeCategory,
  writeCms,
  writeTaxRule,
  writeUrlRewrite,
} from './catalog-writer.ts';
import { dumpFiles, entityOf, peekEntity, rawDocuments, storeOf, vsfEntities, type VsfEntity } from './dump.ts';
import { writeLinks } from './links-writer.ts';
import { importPhotos } from './media.ts';
import { planProduct, Refused, type PlanContext } from './product-plan.ts';
import { productWriteState, writeProducts, type PlannedDocument } from './product-writer.ts';
import type { AttributeRow } from './rows.ts';
import { ensureStoreReference } from './reference.ts';
import { refreshStatistics } from './statistics.ts';

/** Options of a Vue Storefront import. */
export interface VsfImportOptions {
  /** A dump file or a directory of dump files. */
  source: string;
  /** The store of the dump; else the store its index names, else sv. */
  store?: StoreCode;
  /** Magento's pub/media/catalog/product, to take the named photos from. */
  media?: string;
  onProgress?: (phase: string, done: number, total: number) => void;
}

/** Product documents written per transaction. */
const PRODUCT_BATCH = 250;

type Doc = Record<string, unknown>;

const isJson = (text: string) => {
  try {
    JSON.parse(text);
    return true;
  } catch {
    return false;
  }
};

/** Documents to import, by entity, with their line and store (files of a dump, or the seed's catalogue). */
export interface DocumentSource {
  /** How many documents of each entity there are (the progress bar's totals). */
  totals: Map<string, number>;
  documents(entity: VsfEntity): AsyncIterable<{ line: number; store: StoreCode; doc: Doc }>;
}

/** The documents of one entity in every file, parsed, with their store; unreadable ones are refused. */
async function* documents(
  files: Map<string, Set<string>>,
  entity: VsfEntity,
  options: VsfImportOptions,
  report: ImportReport,
): AsyncGenerator<{ line: number; store: StoreCode; doc: Doc }> {
  for (const [file, entities] of files) {
    if (!entities.has(entity)) continue;
    for await (const raw of rawDocuments(file)) {
      if (peekEntity(raw.text, file) !== entity) continue;
      let parsed: Doc;
      try {
        parsed = JSON.parse(raw.text) as Doc;
      } catch {
        report.refuse(entity, raw.line, 'not valid JSON');
        continue;
      }
      const named = entityOf(parsed, file);
      const store = storeOf(options.store, named.store);
      if (!store) {
        report.refuse(entity, raw.line, `the index names store "${named.store}": give --store sv|no|fi`);
        continue;
      }
      const source = parsed._source ?? parsed;
      if (!source || typeof source !== 'object' || Array.isArray(source)) {
        report.refuse(entity, raw.line, 'the document has no _source object');
        continue;
      }
      yield { line: raw.line, store, doc: source as Doc };
    }
  }
}

async function planContext(db: Db, store: StoreCode, report: ImportReport): Promise<PlanContext> {
  // One after another: inside a transaction they share one connection, which runs one query at a time.
  const attributes = await db.select().from(t.attributes);
  const options = await db.select().from(t.attributeOptions);
  const categories = await db.select({ id: t.categories.id }).from(t.categories);
  const classes = await db.select({ id: t.taxClasses.id }).from(t.taxClasses);
  const groups = await db.select({ id: t.customerGroups.id }).from(t.customerGroups);
  const rows: AttributeRow[] = attributes.map((a) => ({
    ...a,
    options: options.filter((o) => o.attributeId === a.id).map((o) => ({ ...o, swatch: o.swatch ?? null })),
  }));
  return {
    store,
    attributes: new Map(rows.map((a) => [a.code, a])),
    attributesById: new Map(rows.map((a) => [a.id, a])),
    categoryIds: new Set(categories.map((c) => c.id)),
    taxClassIds: new Set(classes.map((c) => c.id)),
    customerGroupIds: new Set(groups.map((g) => g.id)),
    note: (text, detail) => report.note(text, detail),
  };
}

/** `npm run import -- vsf <file|dir>`. More in README.md. */
export async function importVsf(options: VsfImportOptions, report: ImportReport): Promise<void> {
  const db = await getDb();
  const files = new Map<string, Set<string>>();
  const totals = new Map<string, number>();
  for (const file of await dumpFiles(options.source)) {
    const entities = new Set<string>();
    for await (const raw of rawDocuments(file)) {
      const entity = peekEntity(raw.text, file) ?? 'unknown';
      entities.add(entity);
      totals.set(entity, (totals.get(entity) ?? 0) + 1);
      if (entity === 'unknown' && !isJson(raw.text)) report.refuse('document', raw.line, 'not valid JSON');
      else if (!(vsfEntities as readonly string[]).includes(entity))
        report.note('documents of entities this shop does not import were skipped', entity);
    }
    files.set(file, entities);
  }
  await ensureStoreReference(db);
  await importDocuments(
    db,
    { totals, documents: (entity) => documents(files, entity, options, report) },
    report,
    options,
  );
}

/**
 * Imports documents entity by entity (what a product names first): attributes, tax rules, categories (parents
 * first), products (their bundle options and links once every product exists), CMS pages and blocks, URL rewrites.
 * The same path for a retailer's dump and for the seed's demo catalogue.
 */
export async function importDocuments(
  db: Db,
  source: DocumentSource,
  report: ImportReport,
  options: Pick<VsfImportOptions, 'media' | 'onProgress'> = {},
): Promise<void> {
  const progress = options.onProgress ?? (() => {});
  let catalogueWide = false;
  for (const entity of vsfEntities) {
    const total = source.totals.get(entity) ?? 0;
    if (total === 0) continue;
    let done = 0;
    const step = () => progress(entity, ++done, total);
    if (entity === 'product') {
      await importProducts(db, source.documents(entity), options, report, step);
      continue;
    }
    const buffered: { line: number; store: StoreCode; doc: Doc }[] = [];
    for await (const item of source.documents(entity)) buffered.push(item);
    const ordered = entity === 'category' ? orderCategories(buffered) : buffered;
    for (const { line, store, doc } of ordered) {
      const key = String(doc.identifier ?? doc.attribute_code ?? doc.request_path ?? doc.id ?? '');
      const outcome = await counted(report, entity, line, key || undefined, () => {
        if (entity === 'attribute') return writeAttribute(db, doc, store);
        if (entity === 'taxrule') return writeTaxRule(db, doc);
        if (entity === 'category') return writeCategory(db, doc, store);
        if (entity === 'url_rewrite') return writeUrlRewrite(db, doc, store);
        return writeCms(db, doc, store, entity);
      });
      if ((entity === 'attribute' || entity === 'taxrule') && (outcome === 'updated' || outcome === 'created'))
        catalogueWide = true;
      step();
    }
  }
  if (catalogueWide) {
    // Attribute labels and tax rates show on every page: a catalogue-wide change moves the shop's data stamp.
    await db.execute(
      sql`UPDATE categories SET updated_at = greatest(now(), updated_at + interval '1 millisecond') WHERE id = (SELECT min(id) FROM categories)`,
    );
  }
}

async function importProducts(
  db: Db,
  docs: AsyncIterable<{ line: number; store: StoreCode; doc: Doc }>,
  options: Pick<VsfImportOptions, 'media'>,
  report: ImportReport,
  step: () => void,
): Promise<void> {
  const states = new Map<StoreCode, Awaited<ReturnType<typeof productWriteState>>>();
  const contexts = new Map<StoreCode, PlanContext>();
  const batches = new Map<StoreCode, PlannedDocument[]>();
  const images = new Set<string>();
  // One batch is written while the next is read and checked (the database and this process work at the same
  // time); flush waits for the batch before, so at most two are held.
  let writing: Promise<void> = Promise.resolve();
  const flush = async (store: StoreCode) => {
    const batch = batches.get(store) ?? [];
    batches.set(store, []);
    const state = states.get(store)!;
    const before = writing;
    writing = before.then(async () => {
      await announceRetirements(await writeProducts(db, batch, state), report);
      // The next batches read what this one wrote: their plans need statistics that autovacuum lags behind on.
      await refreshStatistics(db);
    });
    // Awaited by the next flush or the end; a failure meanwhile is not an unhandled rejection.
    writing.catch(() => undefined);
    await before;
  };
  for await (const { line, store, doc } of docs) {
    if (!states.has(store)) {
      // A store's next free ids are read once the batches before are written.
      await writing;
      states.set(store, await productWriteState(db, store, report));
      contexts.set(store, await planContext(db, store, report));
    }
    try {
      const plan = planProduct(doc, contexts.get(store)!);
      for (const p of [plan, ...plan.children]) {
        if (p.product.image) images.add(p.product.image);
        for (const entry of p.product.mediaGallery) images.add(entry.image);
      }
      const batch = batches.get(store) ?? [];
      batch.push({ line, plan });
      batches.set(store, batch);
      if (batch.length >= PRODUCT_BATCH) await flush(store);
    } catch (error) {
      if (!(error instanceof Refused)) throw error;
      report.refuse('product', line, error.message, typeof doc.sku === 'string' ? doc.sku : undefined);
    }
    step();
  }
  for (const store of states.keys()) await flush(store);
  await writing;
  for (const [store, state] of states) {
    for (let i = 0; i < state.pending.length; i += 500)
      await announceRetirements(await writeLinks(db, state.pending.slice(i, i + 500), store, report), report);
  }
  await db.execute(
    sql`SELECT setval(pg_get_serial_sequence('configurable_options', 'id'), greatest((SELECT max(id) FROM configurable_options), 1))`,
  );
  const missing = await importPhotos(images, options.media);
  if (missing.length)
    for (const image of missing)
      report.note(`photos not in ${options.media ?? 'the image store'} (shown with a neutral placeholder)`, image);
}
