import { render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { TableRegion } from './table-region';

const rows = (
  <>
    <thead>
      <tr>
        <th scope="col">Order</th>
        <th scope="col">Total</th>
      </tr>
    </thead>
    <tbody>
      <tr>
        <td>ORD-1</td>
        <td>₹31.50</td>
      </tr>
    </tbody>
  </>
);

describe('TableRegion (a table in its scrolling box)', () => {
  it('named by its caption: the box is a region of that name, holding the table of that name', () => {
    render(<TableRegion caption="Orders">{rows}</TableRegion>);
    const region = screen.getByRole('region', { name: 'Orders' });
    expect(region).toHaveClass('table-wrap');
    expect(within(region).getByRole('table', { name: 'Orders' })).toHaveClass('table');
    // The caption is for screen readers; the page says on screen what the table is.
    expect(screen.getByText('Orders', { selector: 'caption' })).toHaveClass('sr-only');
  });

  it('named by a visible heading: the region and the table both take the heading, with no caption', () => {
    render(
      <>
        <h2 id="recent-title">Recent Orders</h2>
        <TableRegion labelledBy="recent-title">{rows}</TableRegion>
      </>,
    );
    const region = screen.getByRole('region', { name: 'Recent Orders' });
    expect(region).toHaveAttribute('aria-labelledby', 'recent-title');
    expect(within(region).getByRole('table', { name: 'Recent Orders' })).toBeInTheDocument();
    expect(region.querySelector('caption')).toBeNull();
  });

  it('is a tab stop in the page order, so a keyboard can scroll a wide table (axe scrollable-region-focusable)', async () => {
    const user = userEvent.setup();
    render(
      <>
        <button type="button">Before</button>
        <TableRegion caption="Orders">{rows}</TableRegion>
        <button type="button">After</button>
      </>,
    );
    const region = screen.getByRole('region', { name: 'Orders' });
    expect(region).toHaveAttribute('tabindex', '0');
    await user.tab();
    expect(screen.getByRole('button', { name: 'Before' })).toHaveFocus();
    await user.tab();
    expect(region).toHaveFocus();
    await user.tab();
    expect(screen.getByRole('button', { name: 'After' })).toHaveFocus();
    await user.tab({ shift: true });
    expect(region).toHaveFocus();
  });

  it('takes more classes and styles for the box and the table, and marks the table busy while rows load', () => {
    render(
      <TableRegion
        caption="Categories"
        className="admin-table-wrap"
        tableClassName="admin-table"
        style={{ marginTop: 8 }}
        tableStyle={{ minWidth: 0 }}
        busy
      >
        {rows}
      </TableRegion>,
    );
    const region = screen.getByRole('region', { name: 'Categories' });
    expect(region).toHaveClass('table-wrap', 'admin-table-wrap');
    expect(region).toHaveStyle({ marginTop: '8px' });
    const table = within(region).getByRole('table', { name: 'Categories' });
    expect(table).toHaveClass('table', 'admin-table');
    expect(table).toHaveStyle({ minWidth: '0' });
    expect(table).toHaveAttribute('aria-busy', 'true');
  });

  it('a box that never scrolls is no tab stop and no region, but the table keeps its name', () => {
    render(
      <TableRegion caption="Categories" scrolls={false}>
        {rows}
      </TableRegion>,
    );
    expect(screen.queryByRole('region')).not.toBeInTheDocument();
    expect(screen.getByRole('table', { name: 'Categories' }).parentElement).not.toHaveAttribute('tabindex');
  });

  it('is not busy unless told', () => {
    render(<TableRegion caption="Orders">{rows}</TableRegion>);
    expect(screen.getByRole('table', { name: 'Orders' })).not.toHaveAttribute('aria-busy');
  });

  it('gives each caption its own id, so two tables on one page keep their own names', () => {
    render(
      <>
        <TableRegion caption="Orders">{rows}</TableRegion>
        <TableRegion caption="Top items">{rows}</TableRegion>
      </>,
    );
    const [orders, top] = screen.getAllByRole('region');
    expect(orders).toHaveAccessibleName('Orders');
    expect(top).toHaveAccessibleName('Top items');
    expect(orders.getAttribute('aria-labelledby')).not.toBe(top.getAttribute('aria-labelledby'));
  });
});
