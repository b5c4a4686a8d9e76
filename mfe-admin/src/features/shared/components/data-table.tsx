import type { ReactNode } from 'react';
import { LIMITS } from '@chowk/contracts';
import { EmptyState, RowMenu, SkeletonRows, TableRegion } from '@chowk/ui';
import type { Failure } from '../utils/failure';
import { FailureBox } from './failure-box';

export interface Column<T> {
  header: string;
  cell: (row: T) => ReactNode;
  className?: string;
}

/**
 * An admin table with the spec's states: a 5-row skeleton while loading, the red box with
 * Retry on failure, the empty text, and an Edit/Delete menu button per row (the kit's
 * RowMenu). Below 640px the rows stack as cards (each cell labelled by its header), so it
 * works at 360px wide.
 */
export function DataTable<T>({
  caption,
  columns,
  rows,
  rowKey,
  rowLabel,
  loading,
  failure,
  onRetry,
  emptyText,
  onEdit,
  onDelete,
}: {
  caption: string;
  columns: ReadonlyArray<Column<T>>;
  rows: readonly T[];
  rowKey: (row: T) => string;
  rowLabel: (row: T) => string;
  loading: boolean;
  failure: Failure | null;
  onRetry: () => void;
  emptyText: string;
  onEdit?: (row: T) => void;
  onDelete?: (row: T) => void;
}) {
  if (failure && !loading) return <FailureBox failure={failure} onRetry={onRetry} />;
  const withActions = Boolean(onEdit && onDelete);
  const span = columns.length + (withActions ? 1 : 0);
  return (
    <TableRegion caption={caption} className="admin-table-wrap" tableClassName="admin-table" busy={loading} scrolls={false}>
      <thead>
        <tr>
          {columns.map((c) => (
            <th key={c.header} scope="col">
              {c.header}
            </th>
          ))}
          {withActions && (
            <th scope="col" className="admin-actions-col">
              Actions
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
              {withActions && onEdit && onDelete && (
                <td className="admin-actions-col">
                  <RowMenu label={rowLabel(row)} onEdit={() => onEdit(row)} onDelete={() => onDelete(row)} />
                </td>
              )}
            </tr>
          ))
        )}
      </tbody>
    </TableRegion>
  );
}
