import { sql } from 'drizzle-orm';
import { NodePgSession, NodePgTransaction } from 'drizzle-orm/node-postgres';
import type { PgDialect, PgTransactionConfig } from 'drizzle-orm/pg-core';
import type { TablesRelationalConfig } from 'drizzle-orm';
import type pg from 'pg';

/** What drizzle keeps on its session (not in its public types). */
interface SessionParts {
  dialect: PgDialect;
  schema: ConstructorParameters<typeof NodePgSession>[2];
  options: ConstructorParameters<typeof NodePgSession>[3];
  transaction: unknown;
}
type Work<T> = (tx: NodePgTransaction<Record<string, unknown>, TablesRelationalConfig>) => Promise<T>;

/** Makes `db.transaction()` give every pooled client back, whatever happens to its connection. More in README.md. */
export function releaseEveryClient(db: { readonly _: { readonly session: unknown } }, pool: pg.Pool): void {
  const session = db._.session as SessionParts;
  const transaction = async <T>(work: Work<T>, config?: PgTransactionConfig): Promise<T> => {
    const client = await pool.connect();
    const txSession = new NodePgSession(client, session.dialect, session.schema, session.options);
    const tx = new NodePgTransaction(session.dialect, txSession, session.schema);
    const settings = config
      ? (tx as unknown as { getTransactionConfigSQL(config: PgTransactionConfig): unknown }).getTransactionConfigSQL(
          config,
        )
      : undefined;
    let began = false;
    let broken: Error | undefined;
    try {
      await tx.execute(sql`begin${settings ? sql` ${settings}` : undefined}`);
      began = true;
      const result = await work(tx);
      await tx.execute(sql`commit`);
      return result;
    } catch (error) {
      if (!began) broken = error instanceof Error ? error : new Error(String(error));
      else
        await tx.execute(sql`rollback`).catch((rollbackError: unknown) => {
          broken = rollbackError instanceof Error ? rollbackError : new Error(String(rollbackError));
        });
      throw error;
    } finally {
      client.release(broken);
    }
  };
  session.transaction = transaction;
}
