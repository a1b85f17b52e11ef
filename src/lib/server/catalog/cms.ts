import { and, eq } from 'drizzle-orm';
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

/** An active CMS page by id. */
export async function cmsPage(id: number): Promise<CmsDocument | null> {
  if (!validId(id)) return null;
  const [row] = await (await getDb()).select().from(cmsPages).where(eq(cmsPages.id, id)).limit(1);
  return documentOf(row);
}

/** An active CMS block by id. */
export async function cmsBlock(id: number): Promise<CmsDocument | null> {
  if (!validId(id)) return null;
  const [row] = await (await getDb()).select().from(cmsBlocks).where(eq(cmsBlocks.id, id)).limit(1);
  return documentOf(row);
}

/** An active CMS page by identifier and store id. */
export async function cmsPageByIdentifier(identifier: string, storeId: number): Promise<CmsDocument | null> {
  if (!identifier || identifier.length > 200 || identifier.includes('\u0000') || !validId(storeId)) return null;
  const [row] = await (
    await getDb()
  )
    .select()
    .from(cmsPages)
    .where(and(eq(cmsPages.identifier, identifier), eq(cmsPages.storeId, storeId)))
    .limit(1);
  return documentOf(row);
}

/** An active CMS block by identifier and store id. */
export async function cmsBlockByIdentifier(identifier: string, storeId: number): Promise<CmsDocument | null> {
  if (!identifier || identifier.length > 200 || identifier.includes('\u0000') || !validId(storeId)) return null;
  const [row] = await (
    await getDb()
  )
    .select()
    .from(cmsBlocks)
    .where(and(eq(cmsBlocks.identifier, identifier), eq(cmsBlocks.storeId, storeId)))
    .limit(1);
  return documentOf(row);
}
