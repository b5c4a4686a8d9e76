import { ORDER_STATUSES, type OrderStatus } from '@chowk/contracts';

export type BadgeTone = 'green' | 'blue' | 'orange' | 'purple' | 'yellow' | 'red';

/** Spec §4 badge colours; dark text on a light ground, each pair above 4.5:1. */
export const TONES: Record<BadgeTone, { background: string; color: string }> = {
  green: { background: '#dcfce7', color: '#166534' },
  blue: { background: '#dbeafe', color: '#1e40af' },
  orange: { background: '#ffedd5', color: '#9a3412' },
  purple: { background: '#f3e8ff', color: '#6b21a8' },
  yellow: { background: '#fef9c3', color: '#854d0e' },
  red: { background: '#fee2e2', color: '#991b1b' },
};

export const STATUS_TONE: Record<OrderStatus, BadgeTone> = {
  completed: 'green',
  confirmed: 'blue',
  preparing: 'orange',
  ready: 'purple',
  pending: 'yellow',
  cancelled: 'red',
};

/** Spec §4: an unknown status shows as Pending. */
export const knownStatus = (status: string): OrderStatus =>
  (ORDER_STATUSES as readonly string[]).includes(status) ? (status as OrderStatus) : 'pending';

export const statusLabel = (status: string): string => {
  const s = knownStatus(status);
  return s.charAt(0).toUpperCase() + s.slice(1);
};

/** An order's status in words, coloured by spec §4 (or by `tone`, e.g. the confirmation's orange). */
export function OrderStatusBadge({ status, tone }: { status: string; tone?: BadgeTone }) {
  const t = tone ?? STATUS_TONE[knownStatus(status)];
  return (
    <span className="badge" data-tone={t} style={TONES[t]}>
      {statusLabel(status)}
    </span>
  );
}
