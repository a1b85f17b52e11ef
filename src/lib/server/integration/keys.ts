/** Integration keys of other systems (ERP, warehouse, PIM). More in README.md. */
import { createHash } from 'node:crypto';
import { and, desc, eq, isNull, sql } from 'drizzle-orm';
import type { Db } from '../db/client.ts';
import { integrationKeys } from '../db/schema/index.ts';
import { catalogError, parseWith } from '../http/api.ts';
import { recordAudit, type Actor } from '../audit/service.ts';
import { newSecretToken } from '../auth/secret-token.ts';
import {
  integrationKeyInputSchema,
  type IntegrationKey,
  type IntegrationKeyInput,
  type Scope,
} from '../../integration/scopes.ts';

/** How a key starts (so a leaked one is recognisable, e.g. by secret scanners). */
export const KEY_PREFIX = 'npk_';

/** The SHA-256 of a key, as stored. */
export const hashKey = (key: string): string => createHash('sha256').update(key).digest('base64url');

type KeyRow = typeof integrationKeys.$inferSelect;

const shown = (row: KeyRow): IntegrationKey => ({
  id: row.id,
  name: row.name,
  prefix: row.prefix,
  scopes: row.scopes,
  rate_limit: row.rateLimit,
  created_by: row.createdBy,
  created_at: row.createdAt.toISOString(),
  last_used_at: row.lastUsedAt?.toISOString() ?? null,
  revoked_at: row.revokedAt?.toISOString() ?? null,
});

/** Creates a key; the answer holds the key itself, which is never shown again. */
export async function createIntegrationKey(
  db: Db,
  input: IntegrationKeyInput,
  actor: Actor,
): Promise<IntegrationKey & { key: string }> {
  const { name, scopes, rate_limit } = parseWith(integrationKeyInputSchema, input);
  const key = newSecretToken(KEY_PREFIX);
  const row = await db.transaction(async (tx) => {
    const [created] = await tx
      .insert(integrationKeys)
      .values({
        name,
        prefix: key.slice(0, KEY_PREFIX.length + 8),
        keyHash: hashKey(key),
        scopes: [...new Set(scopes)],
        rateLimit: rate_limit,
        createdBy: actor.name,
      })
      .returning();
    await recordAudit(tx, actor, {
      action: 'integration-key.create',
      entityType: 'integration-key',
      entityId: created!.id,
      after: { name, scopes: created!.scopes, rate_limit, prefix: created!.prefix },
    });
    return created!;
  });
  return { ...shown(row), key };
}

/** Every key, newest first (revoked ones too, marked). */
export async function listIntegrationKeys(db: Db): Promise<IntegrationKey[]> {
  return (await db.select().from(integrationKeys).orderBy(desc(integrationKeys.id))).map(shown);
}

/** Revokes a key: calls with it are refused from now on. 404 for an unknown id; revoking twice changes nothing. */
export async function revokeIntegrationKey(db: Db, id: number, actor: Actor): Promise<IntegrationKey> {
  return db.transaction(async (tx) => {
    const [row] = await tx.select().from(integrationKeys).where(eq(integrationKeys.id, id)).for('update');
    if (!row) throw catalogError(404, 'notFound');
    if (row.revokedAt) return shown(row);
    const [revoked] = await tx
      .update(integrationKeys)
      .set({ revokedAt: new Date() })
      .where(eq(integrationKeys.id, id))
      .returning();
    await recordAudit(tx, actor, {
      action: 'integration-key.revoke',
      entityType: 'integration-key',
      entityId: id,
      before: { revoked_at: null },
      after: { revoked_at: revoked!.revokedAt!.toISOString() },
    });
    return shown(revoked!);
  });
}

/** The key a caller presented, with its scopes; undefined when it is unknown or revoked. */
export async function keyOf(db: Db, key: string): Promise<(IntegrationKey & { scopes: Scope[] }) | undefined> {
  if (!key.startsWith(KEY_PREFIX) || key.length > 100) return undefined;
  const [row] = await db
    .select()
    .from(integrationKeys)
    .where(and(eq(integrationKeys.keyHash, hashKey(key)), isNull(integrationKeys.revokedAt)));
  if (!row) return undefined;
  // Last use is written at most once a minute per key: a busy key does not rewrite its row on every call.
  if (!row.lastUsedAt || row.lastUsedAt.getTime() < Date.now() - 60_000)
    await db
      .update(integrationKeys)
      .set({ lastUsedAt: sql`now()` })
      .where(eq(integrationKeys.id, row.id));
  return shown(row) as IntegrationKey & { scopes: Scope[] };
}
