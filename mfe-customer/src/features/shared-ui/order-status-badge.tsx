import { ORDER_STATUSES, type OrderStatus } from '@chowk/contracts';

/** Spec §4 badge colours (completed green, confirmed blue, preparing orange, ready purple, pending yellow, cancelled red), text at 7:1. */
const TONE: Record<OrderStatus, { background: string; color: string }> = {
  pending: { background: '#fef9c3', color: '#854d0e' },
  confirmed: { background: '#dbeafe', color: '#1e40af' },
  preparing: { background: '#ffedd5', color: '#9a3412' },
  ready: { background: '#f3e8ff', color: '#6b21a8' },
  completed: { background: '#dcfce7', color: '#166534' },
  cancelled: { background: '#fee2e2', color: '#991b1b' },
};

/** Spec §4: an unknown status shows as Pending. */
export const knownStatus = (status: string): OrderStatus =>
  (ORDER_STATUSES as readonly string[]).includes(status) ? (status as OrderStatus) : 'pending';

export const statusLabel = (status: string): string => {
  const known = knownStatus(status);
  return known.charAt(0).toUpperCase() + known.slice(1);
};

/** An order's status in words, the colour repeating it. */
export function OrderStatusBadge({ status }: { status: string }) {
  const known = knownStatus(status);
  return (
    <span className="badge" data-status={known} style={TONE[known]}>
      {statusLabel(known)}
    </span>
  );
}
