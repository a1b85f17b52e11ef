/**
 * Set-based writes of an import: one INSERT … SELECT FROM unnest(…) per table and batch, one array parameter per
 * column whatever the number of rows. More in README.md.
 */
import { getTableColumns, is, SQL, sql } from 'drizzle-orm';
import type { PgTable } from 'drizzle-orm/pg-core';
import type { Db } from '../db/client.ts';
import { textArray } from './sql-arrays.ts';

/** The PostgreSQL array type a column's values travel as. */
export type ColumnKind = 'int' | 'text' | 'numeric' | 'bool' | 'jsonb' | 'timestamptz';

/** A column of a bulk write: its name in the table, its kind and how a row gives its value. */
export type BulkColumn<T> = [column: string, kind: ColumnKind, value: (row: T) => unknown];

/** The kind of each column type of the schema that imports write. */
const KINDS: Record<string, ColumnKind> = {
  PgInteger: 'int',
  PgSerial: 'int',
  PgText: 'text',
  PgNumeric: 'numeric',
  PgNumericNumber: 'numeric',
  PgBoolean: 'bool',
  PgJsonb: 'jsonb',
  PgTimestamp: 'timestamptz',
};

/**
 * The bulk columns of `table` as the schema declares them, in its order: every column but `omit`;
 * a value a row leaves out is written as the column's default (one the database computes, like now(), is not).
 */
export function bulkColumnsOf<T extends PgTable>(
  table: T,
  omit: readonly (keyof T['$inferInsert'] & string)[] = [],
): BulkColumn<T['$inferInsert']>[] {
  return Object.entries(getTableColumns(table))
    .filter(([key]) => !omit.includes(key as never))
    .map(([key, column]) => {
      const kind = KINDS[column.columnType];
      if (!kind) throw new Error(`${column.name}: no bulk kind for ${column.columnType}`);
      const fallback: unknown = is(column.default, SQL) ? undefined : column.default;
      return [column.name, kind, (row) => (row as Record<string, unknown>)[key] ?? fallback];
    });
}

/** One value as an element of an array literal; undefined and null are NULL. */
function element(kind: ColumnKind, value: unknown): string | null {
  if (value === null || value === undefined) return null;
  if (kind === 'jsonb') return JSON.stringify(value);
  if (kind === 'timestamptz') return value instanceof Date ? value.toISOString() : String(value);
  if (kind === 'bool') return value ? 't' : 'f';
  return String(value);
}

/** `unnest($1::int[], $2::text[], …) AS v(a, b, …)` of `rows`, for INSERT … SELECT or a join. */
export function unnestOf<T>(rows: readonly T[], columns: readonly BulkColumn<T>[]): SQL {
  const arrays = columns.map(
    ([, kind, value]) => sql`${textArray(rows.map((row) => element(kind, value(row))))}::${sql.raw(kind)}[]`,
  );
  return sql`unnest(${sql.join(arrays, sql`, `)}) AS v(${sql.raw(columns.map(([name]) => name).join(', '))})`;
}

/**
 * Inserts `rows` into `table` in one statement; `conflict` is the ON CONFLICT clause (its `excluded.` columns are the
 * ones given). Nothing is sent for no rows.
 */
export async function bulkInsert<T>(
  tx: Pick<Db, 'execute'>,
  table: string,
  rows: readonly T[],
  columns: readonly BulkColumn<T>[],
  conflict?: SQL,
): Promise<void> {
  if (rows.length === 0) return;
  const names = sql.raw(columns.map(([name]) => name).join(', '));
  await tx.execute(
    sql`INSERT INTO ${sql.raw(table)} (${names}) SELECT ${names} FROM ${unnestOf(rows, columns)} ${conflict ?? sql``}`,
  );
}

/**
 * `ON CONFLICT (keys) DO UPDATE SET c = excluded.c, …` for every column of `columns` but the keys, plus `extra`
 * assignments.
 */
export function upsertOn<T>(keys: readonly string[], columns: readonly BulkColumn<T>[], extra?: SQL): SQL {
  const set = columns
    .map(([name]) => name)
    .filter((name) => !keys.includes(name))
    .map((name) => `${name} = excluded.${name}`)
    .join(', ');
  return sql`ON CONFLICT (${sql.raw(keys.join(', '))}) DO UPDATE SET ${sql.raw(set)}${extra ? sql`, ${extra}` : sql``}`;
}
