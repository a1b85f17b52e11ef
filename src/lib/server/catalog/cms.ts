import { and, eq, type SQL } from 'drizzle-orm';
import { getDb } from '../db/client.ts';
import { cmsBlocks, cmsPages } from '../db/schema/index.ts';

/** A CMS page or block as /api/ext/cms-data answers it. */
export interface CmsDocument {
  id: number;
  identifier: string;
  title: string;
  content: string;
  store_id: number;
  updated_at: string;
}

type CmsRow = typeof cmsPages.$inferSelect;
const documentOf = (row: CmsRow | undefined): CmsDocument | null =>
  row && row.isActive
    ? {
        id: row.id,
        identifier: row.identifier,
        title: row.title,
        content: row.content,
        store_id: row.storeId,
        updated_at: row.updatedAt.toISOString(),
      }
    : null;
const validId = (id: number) => Number.isSafeInteger(id) && id > 0 && id <= 2_147_483_647;

type CmsTable = typeof cmsPages | typeof cmsBlocks;

/** The active entry of a CMS table (pages and blocks have the same columns) that `match` finds. */
async function entryWhere(table: CmsTable, match: SQL | undefined): Promise<CmsDocument | null> {
  const [row] = await (await getDb()).select().from(table).where(match).limit(1);
  return documentOf(row);
}

const byId = async (table: CmsTable, id: number) => (validId(id) ? entryWhere(table, eq(table.id, id)) : null);

const byIdentifier = async (table: CmsTable, identifier: string, storeId: number) =>
  !identifier || identifier.length > 200 || identifier.includes('\u0000') || !validId(storeId)
    ? null
    : entryWhere(table, and(eq(table.identifier, identifier), eq(table.storeId, storeId)));

/** An active CMS page by id. */
export function cmsPage(id: number): Promise<CmsDocument | null> {
  return byId(cmsPages, id);
}

/** An active CMS block by id. */
export function cmsBlock(id: number): Promise<CmsDocument | null> {
  return byId(cmsBlocks, id);
}

/** An active CMS page by identifier and store id. */
export function cmsPageByIdentifier(identifier: string, storeId: number): Promise<CmsDocument | null> {
  return byIdentifier(cmsPages, identifier, storeId);
}

/** An active CMS block by identifier and store id. */
export function cmsBlockByIdentifier(identifier: string, storeId: number): Promise<CmsDocument | null> {
  return byIdentifier(cmsBlocks, identifier, storeId);
}
