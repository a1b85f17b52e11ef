/** SQL values of the product search and its bounded execution (every statement stops at the search timeout). */
import { sql as drizzleSql } from 'drizzle-orm';
import { database, type Db } from '../db/client.ts';
import { ApiError } from '../http/api.ts';
import { sql, textOf, type SQL } from './sql-text.ts';

/** The server-side search timeout, enforced as a statement timeout on PostgreSQL. */
export const SEARCH_TIMEOUT_MS = 1000;
/** A comma-separated list of literals. */
export const inList = (values: readonly (string | number)[]) =>
  sql.join(
    values.map((v) => sql`${v}`),
    sql`, `,
  );

/** The facet tokens ('code=value') of an attribute filter, as search_listing.facets and .variants hold them. */
export const tokensOf = (code: string, values: readonly string[]) => values.map((value) => `${code}=${value}`);
/** A text[] literal parameter. */
export const textArray = (values: readonly string[]) =>
  sql`${`{${values.map((v) => `"${v.replace(/["\\]/g, (c) => `\\${c}`)}"`).join(',')}}`}::text[]`;
/** An int[] literal parameter. */
export const intArray = (values: readonly number[]) => sql`${`{${values.join(',')}}`}::int[]`;

/** A row of a statement's answer. */
export type Row = Record<string, unknown>;
/** The rows of a statement's answer. */
export const rowsOf = (result: unknown): Row[] => ((result as { rows?: Row[] }).rows ?? (result as Row[])) as Row[];
/** A JSON column's value (text or parsed). */
export const jsonOf = <T>(value: unknown): T => (typeof value === 'string' ? JSON.parse(value) : value) as T;

const isStatementTimeout = (error: unknown) =>
  ((error as { code?: string; cause?: { code?: string } }).code ??
    (error as { cause?: { code?: string } }).cause?.code) === '57014';

/** Runs `work` inside a transaction bounded by the search timeout (statement_timeout). */
export async function withSearchTimeout<T>(work: (db: Db) => Promise<T>): Promise<T> {
  const opened = await database();
  const started = Date.now();
  try {
    return await opened.db.transaction(async (tx) => {
      await tx.execute(drizzleSql.raw(`SET LOCAL statement_timeout = ${SEARCH_TIMEOUT_MS}`));
      return work(tx as unknown as Db);
    });
  } catch (error) {
    if (isStatementTimeout(error)) throw searchTimeoutError(Date.now() - started);
    throw error;
  }
}

/** Runs one statement bounded by the search timeout in ONE round trip. More in README.md. */
export async function executeBounded(db: Db, statement: SQL): Promise<Row[]> {
  const started = Date.now();
  try {
    const results = (await db.execute(
      drizzleSql.raw(`SET LOCAL statement_timeout = ${SEARCH_TIMEOUT_MS}; ${textOf(statement)}`),
    )) as unknown;
    const last = Array.isArray(results) ? results[results.length - 1] : results;
    return rowsOf(last);
  } catch (error) {
    if (isStatementTimeout(error)) throw searchTimeoutError(Date.now() - started);
    throw error;
  }
}

/** The clear error of a search cut at the server timeout. */
export function searchTimeoutError(elapsedMs: number): ApiError {
  return new ApiError(
    503,
    `The search took too long and was stopped after ${SEARCH_TIMEOUT_MS} ms. Please narrow the search and try again.`,
    { timeoutMs: SEARCH_TIMEOUT_MS, elapsedMs },
    { 'Retry-After': '1' },
  );
}
