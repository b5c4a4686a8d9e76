import type { ShopOpenState } from '@chowk/contracts';
import { OPEN_STATE_LABEL } from './shop-text';

/** Text on its background at 7:1 or more: the colour only repeats the word. */
const TONE: Record<ShopOpenState, { background: string; color: string }> = {
  open: { background: '#dcfce7', color: '#166534' },
  closed: { background: '#fee2e2', color: '#991b1b' },
  paused: { background: '#fef9c3', color: '#854d0e' },
};

/** Open, Closed or Paused (shopOpenState), in words first. */
export function OpenStateBadge({ state }: { state: ShopOpenState }) {
  return (
    <span className="badge" data-state={state} style={TONE[state]}>
      {OPEN_STATE_LABEL[state]}
    </span>
  );
}
