import type { Key, ReactNode } from 'react';
import type { StaffMessageKey, StaffTranslate } from '../../lib/staff/i18n.ts';
import { StaffButton } from './StaffButton.tsx';

/** A column heading: its content, or its content and `num` for a column of numbers (aligned right). */
export type StaffColumn = ReactNode | { text: ReactNode; num: true };

const isNum = (column: StaffColumn): column is { text: ReactNode; num: true } =>
  typeof column === 'object' && column !== null && 'num' in column;

/** Column headings: the texts of `names` under the message key `prefix` (`staff.keys` and `name`: `staff.keys.name`). */
export function headings<Prefix extends string>(
  t: StaffTranslate,
  prefix: Prefix,
  names: readonly Under<Prefix>[],
): string[] {
  return names.map((name) => t(`${prefix}.${name}` as StaffMessageKey));
}

/** The last parts of the message keys under `Prefix`. */
type Under<Prefix extends string> = StaffMessageKey extends infer Key
  ? Key extends `${Prefix}.${infer Name}`
    ? Name
    : never
  : never;

/** How a row is told apart from the others: by its `id` unless `rowKey` says otherwise. */
type RowKey<T> = T extends { id: Key } ? { rowKey?: (row: T) => Key } : { rowKey: (row: T) => Key };

/**
 * A table of the back office that scrolls sideways on narrow screens: column headings and a row of cells (what
 * `children` makes of it) for each of `rows`; `label` names it for screen readers where no heading does. Nothing
 * stands before the rows are loaded, and `empty` instead of the table when there are none (without it, the
 * headings alone).
 */
export function StaffTable<T>({
  label,
  columns,
  rows,
  empty,
  rowKey = (row) => (row as { id: Key }).id,
  children,
}: {
  label?: string;
  columns: readonly StaffColumn[];
  rows: readonly T[] | undefined;
  empty?: string;
  children: (row: T) => ReactNode;
} & RowKey<T>) {
  if (!rows) return null;
  if (rows.length === 0 && empty !== undefined) return <p>{empty}</p>;
  return (
    <div className="np-staff__table-wrap">
      <table className="np-staff__table" aria-label={label}>
        <thead>
          <tr>
            {columns.map((column, index) =>
              isNum(column) ? (
                <th key={index} scope="col" className="np-staff__num">
                  {column.text}
                </th>
              ) : (
                <th key={index} scope="col">
                  {column}
                </th>
              ),
            )}
          </tr>
        </thead>
        <tbody>
          {rows.map((row) => (
            <tr key={rowKey(row)}>{children(row)}</tr>
          ))}
        </tbody>
      </table>
    </div>
  );
}

/** A loaded list: nothing before it is loaded, `empty` when it holds nothing, else what `children` makes of its items. */
export function StaffLoaded<T>({
  items,
  empty,
  children,
}: {
  items: readonly T[] | undefined;
  empty: string;
  children: (items: readonly T[]) => ReactNode;
}) {
  if (!items) return null;
  return items.length === 0 ? <p>{empty}</p> : <>{children(items)}</>;
}

/** Previous and next of a list read a page at a time (nothing while it fits one page), off while a task runs. */
export function StaffPager({
  t,
  current,
  total,
  size,
  busy,
  onPage,
}: {
  t: StaffTranslate;
  current: number;
  total: number;
  size: number;
  busy: boolean;
  onPage: (page: number) => void;
}) {
  const pages = Math.max(1, Math.ceil(total / size));
  if (pages <= 1) return null;
  const label = t('staff.page', { page: current, pages });
  return (
    <nav className="np-staff__actions" aria-label={label}>
      <StaffButton busy={busy || current <= 1} onClick={() => onPage(current - 1)}>
        {t('staff.prev')}
      </StaffButton>
      <span>{label}</span>
      <StaffButton busy={busy || current >= pages} onClick={() => onPage(current + 1)}>
        {t('staff.next')}
      </StaffButton>
    </nav>
  );
}
