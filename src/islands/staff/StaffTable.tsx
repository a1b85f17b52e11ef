import type { ReactNode } from 'react';

/** A column heading: its content, or its content and `num` for a column of numbers (aligned right). */
export type StaffColumn = ReactNode | { text: ReactNode; num: true };

const isNum = (column: StaffColumn): column is { text: ReactNode; num: true } =>
  typeof column === 'object' && column !== null && 'num' in column;

/**
 * A table of the back office that scrolls sideways on narrow screens: column headings and the rows given as children;
 * `label` names it for screen readers where no heading does.
 */
export function StaffTable({
  label,
  columns,
  children,
}: {
  label?: string;
  columns: readonly StaffColumn[];
  children: ReactNode;
}) {
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
        <tbody>{children}</tbody>
      </table>
    </div>
  );
}
