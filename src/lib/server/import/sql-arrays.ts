/** PostgreSQL array literals for bulk statements (`unnest($1::text[], …)`): one parameter per column, not per row. */

/** A text[] literal: every element quoted, backslash and double quote escaped. */
export function textArray(values: readonly (string | null)[]): string {
  // Most values have nothing to escape: tested first, replaced only when they do (an import writes millions).
  return `{${values
    .map((value) => (value === null ? 'NULL' : `"${ESCAPED.test(value) ? value.replace(ESCAPE, '\\$&') : value}"`))
    .join(',')}}`;
}
const ESCAPED = /[\\"]/;
const ESCAPE = /[\\"]/g;

/** A numeric array literal (int[] or numeric[]); null elements allowed. */
export function numberArray(values: readonly (number | null)[]): string {
  return `{${values.map((value) => (value === null ? 'NULL' : String(value))).join(',')}}`;
}
