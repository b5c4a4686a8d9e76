import { render, screen } from '@testing-library/react';
import { OrderStatusBadge, statusColours } from './order-status-badge';

describe('OrderStatusBadge (docs/product.md §4)', () => {
  it.each([
    ['completed', 'Completed', 'green', 'rgb(22, 101, 52)'],
    ['confirmed', 'Confirmed', 'blue', 'rgb(30, 64, 175)'],
    ['preparing', 'Preparing', 'orange', 'rgb(154, 52, 18)'],
    ['ready', 'Ready', 'purple', 'rgb(107, 33, 168)'],
    ['pending', 'Pending', 'yellow', 'rgb(133, 77, 14)'],
    ['cancelled', 'Cancelled', 'red', 'rgb(153, 27, 27)'],
  ])('shows %s as %s in %s', (status, label, tone, color) => {
    render(<OrderStatusBadge status={status} />);
    const badge = screen.getByText(label);
    expect(badge).toHaveClass('badge');
    expect(badge).toHaveAttribute('data-status', status);
    expect(badge).toHaveAttribute('data-tone', tone);
    expect(badge).toHaveStyle({ color });
  });

  it('shows an unknown status as Pending, in yellow', () => {
    render(<OrderStatusBadge status="lost-in-transit" />);
    const badge = screen.getByText('Pending');
    expect(badge).toHaveAttribute('data-status', 'pending');
    expect(badge).toHaveAttribute('data-tone', 'yellow');
  });

  it('takes another tone when asked (the confirmation screen shows pending in orange)', () => {
    render(<OrderStatusBadge status="pending" tone="orange" />);
    const badge = screen.getByText('Pending');
    expect(badge).toHaveAttribute('data-status', 'pending');
    expect(badge).toHaveAttribute('data-tone', 'orange');
    expect(badge).toHaveStyle({ background: '#ffedd5', color: '#9a3412' });
  });

  it("gives a status's colours for controls coloured like it (an unknown one is Pending's)", () => {
    expect(statusColours('ready')).toEqual({ background: '#f3e8ff', color: '#6b21a8' });
    expect(statusColours('lost-in-transit')).toEqual(statusColours('pending'));
  });
});
