import type { ImportReport } from './report.ts';

/** A row of a raw statement's result. */
export type Row = Record<string, unknown>;

/** The rows of a raw statement's result (node-postgres answers `{ rows }`, the embedded driver the array). */
export const rowsOf = (result: unknown): Row[] => ((result as { rows?: Row[] }).rows ?? (result as Row[])) as Row[];

/** A row of a file with the id of the product its sku names. */
export type Known<R> = R & { productId: number };

/**
 * Sorts a batch of price rows by what is stored for each (`found`: a row per `line` with the product's `id`, null
 * for an unknown sku, and the stored `price`, null when none is): an unknown sku is refused, a row `same` finds
 * equal to what is stored is counted unchanged, the others created (no price stored) or updated. Returns the rows of
 * known products and, of them, the changed ones.
 */
export function sortByStored<R extends { line: number; sku: string }>(
  entity: string,
  rows: readonly R[],
  found: readonly Row[],
  report: ImportReport,
  same: (row: R, stored: Row) => boolean,
): { known: Known<R>[]; changed: Known<R>[] } {
  const byLine = new Map(found.map((row) => [Number(row.line), row]));
  const known: Known<R>[] = [];
  const changed: Known<R>[] = [];
  for (const row of rows) {
    const stored = byLine.get(row.line);
    if (!stored || stored.id === null) {
      report.refuse(entity, row.line, 'no product has this sku', row.sku);
      continue;
    }
    const withId = { ...row, productId: Number(stored.id) };
    known.push(withId);
    if (stored.price !== null && same(row, stored)) {
      report.count(entity, 'unchanged');
      continue;
    }
    report.count(entity, stored.price === null ? 'created' : 'updated');
    changed.push(withId);
  }
  return { known, changed };
}
