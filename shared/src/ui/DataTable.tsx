// The store's server can import this file through @store/shared with no tsconfig of its own: JSX runtime stated here.
/** @jsxRuntime automatic */
/** @jsxImportSource react */
import type { Key, ReactNode } from 'react';

export interface Column<Row> {
  /** the column's heading; also the cell's label where a stacked table shows one (data-label) */
  header: string;
  /** the heading is read by screen readers but not shown (e.g. a column of buttons) */
  hideHeader?: boolean;
  cell: (row: Row, index: number) => ReactNode;
}

interface DataTableProps<Row> {
  columns: Column<Row>[];
  rows: readonly Row[];
  rowKey: (row: Row, index: number) => Key;
  /** extra classes on the <table> (an area's layout, e.g. a stacked table on phones) */
  className?: string;
}

/**
 * The store's data table: column headings with scope, one row per item, scrolled sideways inside
 * `.table-wrap` on a narrow screen. Each cell carries its heading in `data-label` for tables an area
 * stacks on phones.
 */
export function DataTable<Row>({ columns, rows, rowKey, className }: DataTableProps<Row>) {
  return (
    <div className="table-wrap">
      <table className={className ? `table ${className}` : 'table'}>
        <thead>
          <tr>
            {columns.map((c) => (
              <th key={c.header} scope="col">
                {c.hideHeader ? <span className="visually-hidden">{c.header}</span> : c.header}
              </th>
            ))}
          </tr>
        </thead>
        <tbody>
          {rows.map((row, i) => (
            <tr key={rowKey(row, i)}>
              {columns.map((c) => (
                <td key={c.header} data-label={c.header}>
                  {c.cell(row, i)}
                </td>
              ))}
            </tr>
          ))}
        </tbody>
      </table>
    </div>
  );
}
