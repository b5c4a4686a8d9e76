import { type BadgeTone, knownStatus, STATUS_TONE, statusLabel } from '@chowk/contracts';
import { useMessage } from './i18n';

/**
 * docs/product.md §4 colours by tone: dark text on a light ground, every pair 6.3:1 or more (the badge
 * text is small). Exported for controls coloured like the badge (the desk's status dropdown).
 */
export const TONE_COLOURS: Record<BadgeTone, { background: string; color: string }> = {
  green: { background: '#dcfce7', color: '#166534' },
  blue: { background: '#dbeafe', color: '#1e40af' },
  orange: { background: '#ffedd5', color: '#9a3412' },
  purple: { background: '#f3e8ff', color: '#6b21a8' },
  yellow: { background: '#fef9c3', color: '#854d0e' },
  red: { background: '#fee2e2', color: '#991b1b' },
};

/** The colours of a status; an unknown one is Pending's (docs/product.md §4). */
export const statusColours = (status: string) => TONE_COLOURS[STATUS_TONE[knownStatus(status)]];

export interface OrderStatusBadgeProps {
  /** The order's status as the server sent it; an unknown one reads Pending (docs/product.md §4). */
  status: string;
  /** Another colour than the status's own, e.g. the confirmation screen's orange (docs/product.md §4). */
  tone?: BadgeTone;
}

/**
 * An order's status in words, coloured by docs/product.md §4 (completed green, confirmed blue, preparing
 * orange, ready purple, pending yellow, cancelled red). The word carries the meaning, the colour
 * repeats it; `data-status` and `data-tone` let tests and styles read which is shown.
 */
export function OrderStatusBadge({ status, tone }: OrderStatusBadgeProps) {
  const tm = useMessage();
  const known = knownStatus(status);
  const shown = tone ?? STATUS_TONE[known];
  return (
    <span className="badge" data-status={known} data-tone={shown} style={TONE_COLOURS[shown]}>
      {tm(statusLabel(known))}
    </span>
  );
}
