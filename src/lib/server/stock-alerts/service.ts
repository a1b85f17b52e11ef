import { and, eq, isNull } from 'drizzle-orm';
import { config } from '../config/config.ts';
import { getDb } from '../db/client.ts';
import { products, productTranslations, stockAlerts, stockItems } from '../db/schema/index.ts';
import { catalogError, parseWith } from '../http/api.ts';
import { stockAlertSchema } from '../../engagement/contract.ts';
import { consume } from '../accounts/rate-limit.ts';
import { translate } from '../../i18n/i18n.ts';
import { backInStockMail } from '../mail/account-mails.ts';
import { listHeaders, unsubscribeLink } from '../newsletter/unsubscribe.ts';
import { deliverMails, enqueueMail } from '../mail/mailer.ts';
import { announceInvalidation, recordInvalidation } from '../page-cache/invalidation.ts';
import { LISTING_TAG, productChangeTags } from '../page-cache/tags.ts';
import { isStoreCode, storePath, type StoreCode } from '../../store-view/config.ts';

/** Back-in-stock alerts one client address may ask for per hour. */
export const STOCK_ALERTS_PER_HOUR = 30;

/** `POST /api/ext/polder/stock-alert`: watches a sku for an address (once; asking again changes nothing). */
export async function subscribeStockAlert(body: unknown, storeCode: StoreCode, clientAddress: string): Promise<true> {
  const { sku, email } = parseWith(stockAlertSchema, body);
  const db = await getDb();
  const [product] = await db.select({ id: products.id }).from(products).where(eq(products.sku, sku));
  if (!product) throw catalogError(404, 'notFound');
  // Anyone may ask for an alert for any address, so one client address gets a bounded number an hour.
  await consume({ key: `stock-alert:${clientAddress}`, max: STOCK_ALERTS_PER_HOUR, windowMs: 60 * 60 * 1000 });
  await db.transaction(async (tx) => {
    const [open] = await tx
      .select({ id: stockAlerts.id })
      .from(stockAlerts)
      .where(and(eq(stockAlerts.sku, sku), eq(stockAlerts.email, email), isNull(stockAlerts.notifiedAt)));
    if (!open) await tx.insert(stockAlerts).values({ sku, email, storeCode });
  });
  return true;
}

/** The product page of a sku in a store (the variant page for a child of a configurable product). */
async function productPage(sku: string, store: StoreCode): Promise<{ name: string; url: string }> {
  const db = await getDb();
  const [product] = await db.select().from(products).where(eq(products.sku, sku));
  if (!product) return { name: sku, url: `${config().publicBaseUrl}${storePath(store, '/')}` };
  const parent = product.parentId
    ? ((await db.select().from(products).where(eq(products.id, product.parentId)))[0] ?? product)
    : product;
  const [own] = await db
    .select()
    .from(productTranslations)
    .where(and(eq(productTranslations.productId, product.id), eq(productTranslations.storeCode, store)));
  const [parentText] = await db
    .select()
    .from(productTranslations)
    .where(and(eq(productTranslations.productId, parent.id), eq(productTranslations.storeCode, store)));
  const slug = parentText?.urlKey ?? own?.urlKey ?? parent.sku;
  const path = parent.id === product.id ? `/p/${parent.sku}/${slug}` : `/p/${parent.sku}/${slug}/${product.sku}`;
  return { name: own?.name ?? parentText?.name ?? sku, url: `${config().publicBaseUrl}${storePath(store, path)}` };
}

/**
 * Mails every open back-in-stock alert of a sku (in the language of the store it was made in) and marks it notified.
 * More in README.md.
 */
export async function notifyBackInStock(sku: string, now = new Date()): Promise<number> {
  const db = await getDb();
  const [stock] = await db.select().from(stockItems).where(eq(stockItems.sku, sku));
  if (stock && (!stock.isInStock || (stock.manageStock && !stock.backorders && stock.qty <= 0))) return 0;
  const open = await db
    .select()
    .from(stockAlerts)
    .where(and(eq(stockAlerts.sku, sku), isNull(stockAlerts.notifiedAt)));
  const pages = new Map<StoreCode, { name: string; url: string }>();
  const mailIds: number[] = [];
  for (const alert of open) {
    const store = isStoreCode(alert.storeCode) ? alert.storeCode : 'sv';
    if (!pages.has(store)) pages.set(store, await productPage(sku, store));
    const page = pages.get(store)!;
    const unsubscribe = await unsubscribeLink({ list: 'stock-alert', email: alert.email, store });
    const mail = backInStockMail(store, alert.email, page.name, page.url, {
      label: translate(store, 'mail.unsubscribeStockAlert'),
      link: unsubscribe,
      headers: listHeaders(unsubscribe),
    });
    // Claimed with its mail, so two concurrent calls never mail the same subscriber twice and a crash loses none.
    const mailId = await db.transaction(async (tx) => {
      const [claimed] = await tx
        .update(stockAlerts)
        .set({ notifiedAt: now })
        .where(and(eq(stockAlerts.id, alert.id), isNull(stockAlerts.notifiedAt)))
        .returning({ id: stockAlerts.id });
      return claimed ? enqueueMail(tx, mail) : undefined;
    });
    if (mailId !== undefined) mailIds.push(mailId);
  }
  await deliverMails(mailIds).catch((error: unknown) =>
    console.error(`[stock-alerts] back-in-stock mails of ${sku} left to the outbox:`, error),
  );
  return mailIds.length;
}

/** The result of a restock: the stock before and after, and the back-in-stock mails it sent. */
export interface RestockResult {
  sku: string;
  previous: number;
  qty: number;
  mailed: number;
}

/**
 * Sets the stock of a sku (a delivery arrived; `npm run restock -- <sku> <qty>`) and, when that makes it
 * available, mails its open back-in-stock alerts. Undefined for an unknown sku.
 */
export async function restock(sku: string, qty: number, now = new Date()): Promise<RestockResult | undefined> {
  if (!Number.isInteger(qty) || qty < 0) throw new RangeError('qty must be a whole number of 0 or more');
  const db = await getDb();
  const changed = await db.transaction(async (tx) => {
    const [row] = await tx
      .select({ qty: stockItems.qty, productId: stockItems.productId, isInStock: stockItems.isInStock })
      .from(stockItems)
      .where(eq(stockItems.sku, sku))
      .for('update');
    if (!row) return undefined;
    await tx
      .update(stockItems)
      .set({ qty, isInStock: qty > 0, updatedAt: now })
      .where(eq(stockItems.sku, sku));
    // The product's pages; listings too when it becomes available or sold out.
    const tags = await productChangeTags(tx, [row.productId]);
    const availability = row.isInStock !== qty > 0;
    if (availability) tags.push(LISTING_TAG);
    return { previous: row.qty, tags, availability, invalidation: await recordInvalidation(tx, tags, !availability) };
  });
  if (changed === undefined) return undefined;
  const { previous } = changed;
  // A new stock level is shown after a background render (the previous copies answered meanwhile); a product that
  // became available or sold out is shown so at once.
  await announceInvalidation(changed.tags, changed.invalidation, { revalidate: !changed.availability });
  const mailed = qty > 0 ? await notifyBackInStock(sku, now) : 0;
  return { sku, previous, qty, mailed };
}
