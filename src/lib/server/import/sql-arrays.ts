/** PostgreSQL array literals for bulk statements (`unnest($1::text[], …)`): one parameter per column, not per row. */

/** A text[] literal: every element quoted, backslash and double quote escaped. */
export function textArray(values: readonly (string | null)[]): string {
  return `{${values.map((value) => (value === null ? 'NULL' : `"${value.replace(/[\\"]/g, (c) => `\\${c}`)}"`)).join(',')}}`;
}

/** A numeric array literal (int[] or numeric[]); null elements allowed. */
export function numberArray(values: readonly (number | null)[]): string {
  return `{${values.map((value) => (value === null ? 'NULL' : String(value))).join(',')}}`;
}
