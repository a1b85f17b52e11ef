import { sql } from 'drizzle-orm';
import { expect, it } from 'vitest';
import { searchProducts } from '../../../src/lib/server/catalog/service.ts';
import { catalogReference } from '../../../src/lib/server/catalog/reference.ts';
import { documentsOf, loadProductDocuments, rawRowsOf } from '../../../src/lib/server/catalog/documents.ts';
import { storeViews } from '../../../src/lib/store-view/config.ts';
import { describeEachDatabase, SEEDED_AT } from '../../support/db.ts';

const now = SEEDED_AT;

/**
 * A search builds its page's documents from the rows stored per product and store (search_documents); they must
 * give the very documents a lookup builds from the catalogue tables, for every listed product, store and customer
 * group, and follow changes of the products they carry (variants, bundle parts, linked products).
 */
describeEachDatabase('stored search documents', (ctx) => {
  const rows = async (query: ReturnType<typeof sql>) => {
    const result = await ctx.db.execute(query);
    return (result as { rows?: Record<string, unknown>[] }).rows ?? (result as unknown as Record<string, unknown>[]);
  };
  const storedDoc = async (store: string, id: number) => {
    const [row] = await rows(sql`SELECT doc FROM search_documents WHERE store_code = ${store} AND product_id = ${id}`);
    return (typeof row?.doc === 'string' ? JSON.parse(row.doc) : row?.doc) as Record<string, unknown>;
  };

  it('give the documents a lookup reads from the catalogue, for every listed product, store and group', async () => {
    await searchProducts(storeViews.sv, {}, { now }); // builds the index
    const reference = await catalogReference(ctx.db);
    for (const store of Object.values(storeViews)) {
      const listed = (
        await rows(sql`SELECT product_id FROM search_listing WHERE store_code = ${store.storeCode} ORDER BY product_id`)
      ).map((r) => Number(r.product_id));
      expect(listed.length).toBeGreaterThan(100);
      for (const groupId of [0, 1, 2]) {
        const fromCatalogue = await loadProductDocuments(ctx.db, store, listed, reference, {
          customerGroupId: groupId,
          now,
        });
        const stored = await Promise.all(listed.map((id) => storedDoc(store.storeCode, id)));
        // Each document from its own stored rows, as a search builds it (document-cache.ts buildDocument).
        const fromStored = listed.flatMap((id, index) =>
          documentsOf(rawRowsOf(stored[index]!), store, [id], reference, { customerGroupId: groupId, now }),
        );
        expect(fromStored).toEqual(fromCatalogue);
      }
    }
  });

  it('follow changes of variants, bundle parts and linked products', async () => {
    const sv = storeViews.sv;
    const [bundle] =
      await rows(sql`SELECT o.product_id AS bundle, l.product_id AS part FROM bundle_options o JOIN bundle_option_links l ON l.option_id = o.id
      JOIN search_listing s ON s.product_id = o.product_id AND s.store_code = 'sv' LIMIT 1`);
    const [link] =
      await rows(sql`SELECT k.product_id, k.linked_product_id FROM product_links k JOIN search_listing s ON s.product_id = k.product_id AND s.store_code = 'sv'
      WHERE k.link_type <> 'associated' LIMIT 1`);
    const [variant] = await rows(
      sql`SELECT c.parent_id, c.id FROM products c JOIN search_listing s ON s.product_id = c.parent_id AND s.store_code = 'sv' LIMIT 1`,
    );
    expect(bundle && link && variant).toBeTruthy();
    await ctx.db.execute(
      sql`UPDATE product_prices SET price = price + 1 WHERE store_code = 'sv' AND product_id IN (${bundle!.part}, ${link!.linked_product_id})`,
    );
    await ctx.db.execute(
      sql`UPDATE product_translations SET name = name || ' X' WHERE store_code = 'sv' AND product_id IN (${link!.linked_product_id}, ${variant!.id})`,
    );
    await searchProducts(sv, { query: { filters: { id: [Number(bundle!.bundle)] } } }, { now }); // refreshes the changed products
    const reference = await catalogReference(ctx.db);
    const ids = [Number(bundle!.bundle), Number(link!.product_id), Number(variant!.parent_id)];
    for (const id of ids) {
      const fromCatalogue = await loadProductDocuments(ctx.db, sv, [id], reference, { now });
      const fromStored = documentsOf(rawRowsOf(await storedDoc('sv', id)), sv, [id], reference, { now });
      expect(fromStored).toEqual(fromCatalogue);
    }
    const found = await searchProducts(sv, { query: { filters: { id: ids } }, size: 10 }, { now });
    const expected = await loadProductDocuments(ctx.db, sv, ids, reference, { now });
    expect([...found.items].sort((a, b) => a.id! - b.id!)).toEqual([...expected].sort((a, b) => a.id - b.id));
  });

  it('are read from the catalogue for a listed product that has none stored', async () => {
    const sv = storeViews.sv;
    const first = await searchProducts(sv, { size: 3 }, { now });
    const id = first.items[1]!.id!;
    await ctx.db.execute(sql`DELETE FROM search_documents WHERE product_id = ${id}`);
    const again = await searchProducts(sv, { size: 3 }, { now });
    expect(again.items).toEqual(first.items);
  });
});
