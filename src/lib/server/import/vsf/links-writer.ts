import { eq, inArray, sql } from 'drizzle-orm';
import type { Db } from '../../db/client.ts';
import * as t from '../../db/schema/index.ts';
import { LISTING_TAG } from '../../page-cache/tags.ts';
import type { Localized } from '../../db/schema/catalog.ts';
import { storeCodes, type StoreCode } from '../../../store-view/config.ts';
import type { ImportReport } from '../report.ts';
import { productPageTags, recordRetirement, type Retirement } from '../retire.ts';
import { sameCanonical } from './canonical.ts';
import type { PendingLinks } from './product-writer.ts';

/**
 * Writes the bundle options and product links of products written in this run, once every product of the dump exists (a
 * bundle may come before its parts). More in README.md.
 */
export async function writeLinks(
  db: Db,
  pending: PendingLinks[],
  store: StoreCode,
  report: ImportReport,
): Promise<Retirement[]> {
  if (pending.length === 0) return [];
  const skus = [
    ...new Set(
      pending.flatMap((p) => [
        ...(p.bundle ?? []).flatMap((o) => o.links.map((l) => l.sku)),
        ...(p.links ?? []).map((l) => l.sku),
      ]),
    ),
  ];
  const ids = pending.map((p) => p.productId);
  return db.transaction(async (tx) => {
    const found = skus.length
      ? await tx
          .select({ id: t.products.id, sku: t.products.sku })
          .from(t.products)
          .where(inArray(t.products.sku, skus))
      : [];
    const idOf = new Map(found.map((row) => [row.sku, row.id]));
    const options = await tx
      .select()
      .from(t.bundleOptions)
      .where(inArray(t.bundleOptions.productId, ids))
      .orderBy(t.bundleOptions.position, t.bundleOptions.id);
    const links = await tx
      .select({ link: t.bundleOptionLinks })
      .from(t.bundleOptionLinks)
      .innerJoin(t.bundleOptions, eq(t.bundleOptions.id, t.bundleOptionLinks.optionId))
      .where(inArray(t.bundleOptions.productId, ids))
      .orderBy(t.bundleOptionLinks.position, t.bundleOptionLinks.id);
    const productLinks = await tx
      .select()
      .from(t.productLinks)
      .where(inArray(t.productLinks.productId, ids))
      .orderBy(t.productLinks.id);
    const maxIds = await tx.execute<{
      option: number;
      link: number;
    }>(sql`SELECT coalesce((SELECT max(id) FROM bundle_options), 0) AS option,
        coalesce((SELECT max(id) FROM bundle_option_links), 0) AS link`);

    const [max] = (maxIds as { rows?: { option: number; link: number }[] }).rows ?? [];
    let nextOption = Number(max?.option ?? 0) + 1;
    let nextLink = Number(max?.link ?? 0) + 1;
    const optionIdsOfOthers = new Set(
      (
        await tx
          .select({ id: t.bundleOptions.id, productId: t.bundleOptions.productId })
          .from(t.bundleOptions)
          .where(
            inArray(
              t.bundleOptions.id,
              pending.flatMap((p) => (p.bundle ?? []).flatMap((o) => (o.id === undefined ? [] : [o.id]))),
            ),
          )
      )
        .filter((row) => !ids.includes(row.productId))
        .map((row) => row.id),
    );
    const linkIdsOfOthers = new Set(
      (
        await tx
          .select({ id: t.bundleOptionLinks.id, productId: t.bundleOptions.productId })
          .from(t.bundleOptionLinks)
          .innerJoin(t.bundleOptions, eq(t.bundleOptions.id, t.bundleOptionLinks.optionId))
          .where(
            inArray(
              t.bundleOptionLinks.id,
              pending.flatMap((p) =>
                (p.bundle ?? []).flatMap((o) => o.links.flatMap((l) => (l.id === undefined ? [] : [l.id]))),
              ),
            ),
          )
      )
        .filter((row) => !ids.includes(row.productId))
        .map((row) => row.id),
    );
    const changed: number[] = [];
    for (const item of pending) {
      let itemChanged = false;
      if (item.bundle) {
        const oldOptions = options.filter((o) => o.productId === item.productId);
        const oldTitles = new Map(oldOptions.map((o) => [o.id, o.titles]));
        const wantedOptions: (typeof t.bundleOptions.$inferInsert)[] = [];
        const wantedLinks: (typeof t.bundleOptionLinks.$inferInsert)[] = [];
        for (const option of item.bundle) {
          const id = option.id !== undefined && !optionIdsOfOthers.has(option.id) ? option.id : nextOption++;
          if (id >= nextOption) nextOption = id + 1;
          const before = oldTitles.get(id);
          const titles = Object.fromEntries(
            storeCodes.map((code) => [code, code === store || !before ? option.title : before[code]]),
          ) as Localized;
          wantedOptions.push({
            id,
            productId: item.productId,
            titles,
            type: option.type,
            required: option.required,
            position: option.position,
          });
          for (const link of option.links) {
            const productId = idOf.get(link.sku);
            if (productId === undefined) {
              report.note('bundle parts not in the catalogue were left out', `${link.sku} (in ${item.sku})`);
              continue;
            }
            const linkId = link.id !== undefined && !linkIdsOfOthers.has(link.id) ? link.id : nextLink++;
            if (linkId >= nextLink) nextLink = linkId + 1;
            wantedLinks.push({
              id: linkId,
              optionId: id,
              productId,
              qty: link.qty,
              isDefault: link.isDefault,
              canChangeQty: link.canChangeQty,
              position: link.position,
            });
          }
        }
        const oldLinks = links.map((l) => l.link).filter((l) => oldOptions.some((o) => o.id === l.optionId));
        const byId = <T extends { id?: number }>(rows: T[]) => [...rows].sort((a, b) => a.id! - b.id!);
        if (!sameCanonical([byId(wantedOptions), byId(wantedLinks)], [byId(oldOptions), byId(oldLinks)])) {
          await tx.delete(t.bundleOptions).where(eq(t.bundleOptions.productId, item.productId));
          if (wantedOptions.length) await tx.insert(t.bundleOptions).values(wantedOptions);
          if (wantedLinks.length) await tx.insert(t.bundleOptionLinks).values(wantedLinks);
          itemChanged = true;
        }
      }
      if (item.links) {
        const wanted = item.links.flatMap((link) => {
          const linkedProductId = idOf.get(link.sku);
          if (linkedProductId === undefined) {
            report.note('linked products not in the catalogue were left out', `${link.sku} (in ${item.sku})`);
            return [];
          }
          return [
            {
              productId: item.productId,
              linkedProductId,
              linkType: link.linkType,
              position: link.position,
              qty: link.qty,
            },
          ];
        });
        const old = productLinks.filter((l) => l.productId === item.productId).map(({ id: _, ...rest }) => rest);
        if (!sameCanonical(wanted, old)) {
          await tx.delete(t.productLinks).where(eq(t.productLinks.productId, item.productId));
          if (wanted.length) await tx.insert(t.productLinks).values(wanted);
          itemChanged = true;
        }
      }
      if (itemChanged) changed.push(item.productId);
    }
    if (changed.length === 0) return [];
    return recordRetirement(tx, [...(await productPageTags(tx, changed)), LISTING_TAG]);
  });
}
