import type { ReactNode } from 'react';
import { LIMITS } from '@chowk/contracts';
import { EmptyState, SkeletonRows } from './components';
import { useUiText } from './i18n';
import { RowMenu } from './menu-button';
import { TableRegion } from './table-region';

/** One column: its header (also each cell's label when the rows stack as cards) and its cell. */
export interface Column<T> {
  header: string;
  cell: (row: T) => ReactNode;
  className?: string;
}

/** The Edit/Delete menu button at the end of each row (the kit's RowMenu), named by the row. */
export interface RowActions<T> {
  label: (row: T) => string;
  onEdit: (row: T) => void;
  onDelete: (row: T) => void;
}

export interface DataTableProps<T> {
  /** The table's name, for screen readers (the page's heading says on screen what it is). */
  caption: string;
  columns: ReadonlyArray<Column<T>>;
  rows: readonly T[];
  rowKey: (row: T) => string;
  /** Rows are loading: skeleton rows and `aria-busy` in place of the rows. */
  loading: boolean;
  /** What a failed load shows (an error box with Retry), in place of the table once loading ends. */
  failure?: ReactNode;
  /** The text when there are no rows (a text of @chowk/contracts is shown translated). */
  emptyText: string;
  actions?: RowActions<T>;
}

/**
 * A list as a table with its states: skeleton rows while loading, the failure in its place,
 * the empty text, and optionally a row menu. Below 640px the rows stack as cards, each cell
 * labelled by its header (`data-label`), so it works at 360px wide; the box never scrolls,
 * so the row menus are not clipped.
 */
export function DataTable<T>({ caption, columns, rows, rowKey, loading, failure, emptyText, actions }: DataTableProps<T>) {
  const { t } = useUiText();
  if (failure && !loading) return <>{failure}</>;
  const span = columns.length + (actions ? 1 : 0);
  return (
    <TableRegion caption={caption} className="admin-table-wrap" tableClassName="admin-table" busy={loading} scrolls={false}>
      <thead>
        <tr>
          {columns.map((c) => (
            <th key={c.header} scope="col">
              {c.header}
            </th>
          ))}
          {actions && (
            <th scope="col" className="admin-actions-col">
              {t('table.actions')}
            </th>
          )}
        </tr>
      </thead>
      <tbody>
        {loading ? (
          <SkeletonRows rows={LIMITS.skeletonRows} columns={span} />
        ) : rows.length === 0 ? (
          <tr className="admin-empty-row">
            <td colSpan={span}>
              <EmptyState title={emptyText} />
            </td>
          </tr>
        ) : (
          rows.map((row) => (
            <tr key={rowKey(row)}>
              {columns.map((c) => (
                <td key={c.header} data-label={c.header} className={c.className}>
                  {c.cell(row)}
                </td>
              ))}
              {actions && (
                <td className="admin-actions-col">
                  <RowMenu label={actions.label(row)} onEdit={() => actions.onEdit(row)} onDelete={() => actions.onDelete(row)} />
                </td>
              )}
            </tr>
          ))
        )}
      </tbody>
    </TableRegion>
  );
}
