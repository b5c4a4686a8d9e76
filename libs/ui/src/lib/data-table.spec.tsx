import { render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { LIMITS } from '@chowk/contracts';
import { DataTable, type Column } from './data-table';
import { ErrorBox } from './components';

interface Fruit {
  id: string;
  name: string;
  colour: string;
}
const FRUITS: Fruit[] = [
  { id: 'f1', name: 'Mango', colour: 'yellow' },
  { id: 'f2', name: 'Jamun', colour: 'purple' },
];
const COLUMNS: ReadonlyArray<Column<Fruit>> = [
  { header: 'Name', cell: (f) => f.name, className: 'admin-name-cell' },
  { header: 'Colour', cell: (f) => f.colour },
];
const base = { caption: 'Fruits', columns: COLUMNS, rowKey: (f: Fruit) => f.id, emptyText: 'No fruits yet' };

describe('DataTable', () => {
  it('shows the rows, each cell labelled by its header, in a box that is no tab stop', () => {
    render(<DataTable {...base} rows={FRUITS} loading={false} />);
    const table = screen.getByRole('table', { name: 'Fruits' });
    expect(table).toHaveClass('table', 'admin-table');
    expect(table).not.toHaveAttribute('aria-busy');
    expect(screen.queryByRole('region')).not.toBeInTheDocument();
    expect(
      within(table)
        .getAllByRole('columnheader')
        .map((h) => h.textContent),
    ).toEqual(['Name', 'Colour']);
    const mango = within(table).getByRole('cell', { name: 'Mango' });
    expect(mango).toHaveAttribute('data-label', 'Name');
    expect(mango).toHaveClass('admin-name-cell');
  });

  it('shows skeleton rows while loading, and the empty text when there are no rows', () => {
    const { rerender } = render(<DataTable {...base} rows={[]} loading />);
    expect(screen.getByRole('table', { name: 'Fruits' })).toHaveAttribute('aria-busy', 'true');
    expect(screen.getAllByTestId('skeleton-row')).toHaveLength(LIMITS.skeletonRows);
    rerender(<DataTable {...base} rows={[]} loading={false} />);
    expect(screen.getByText('No fruits yet')).toBeInTheDocument();
    expect(screen.getByText('No fruits yet').closest('td')).toHaveAttribute('colspan', '2');
  });

  it('shows the failure in place of the table once loading ends', () => {
    const failure = <ErrorBox onRetry={() => undefined}>Failed to load fruits</ErrorBox>;
    const { rerender } = render(<DataTable {...base} rows={[]} loading failure={failure} />);
    expect(screen.getByRole('table', { name: 'Fruits' })).toBeInTheDocument();
    rerender(<DataTable {...base} rows={[]} loading={false} failure={failure} />);
    expect(screen.queryByRole('table')).not.toBeInTheDocument();
    expect(screen.getByRole('alert')).toHaveTextContent('Failed to load fruits');
  });

  it('adds an Actions column with a row menu named by the row', async () => {
    const onEdit = jest.fn();
    const onDelete = jest.fn();
    render(<DataTable {...base} rows={FRUITS} loading={false} actions={{ label: (f) => f.name, onEdit, onDelete }} />);
    expect(screen.getByRole('columnheader', { name: 'Actions' })).toHaveClass('admin-actions-col');
    const user = userEvent.setup();
    await user.click(screen.getByRole('button', { name: 'Actions for Jamun' }));
    await user.click(screen.getByRole('menuitem', { name: 'Edit' }));
    expect(onEdit).toHaveBeenCalledWith(FRUITS[1]);
    await user.click(screen.getByRole('button', { name: 'Actions for Mango' }));
    await user.click(screen.getByRole('menuitem', { name: 'Delete' }));
    expect(onDelete).toHaveBeenCalledWith(FRUITS[0]);
  });
});
