import type { ShopOpenState } from '@chowk/contracts';
import { useUiText } from './i18n';
import { TONE_COLOURS } from './order-status-badge';

/** A shop's open state in English words (the badge shows them in the device's language). */
export const OPEN_STATE_LABEL: Record<ShopOpenState, string> = { open: 'Open', closed: 'Closed', paused: 'Paused' };

/** Text on its background at 7:1 or more: the colour only repeats the word. */
const TONE: Record<ShopOpenState, { background: string; color: string }> = {
  open: TONE_COLOURS.green,
  closed: TONE_COLOURS.red,
  paused: TONE_COLOURS.yellow,
};

/** Open, Closed or Paused (contracts' shopOpenState), in words first; `data-state` says which. */
export function OpenStateBadge({ state }: { state: ShopOpenState }) {
  const { t } = useUiText();
  const words: Record<ShopOpenState, string> = {
    open: t('openState.open'),
    closed: t('openState.closed'),
    paused: t('openState.paused'),
  };
  return (
    <span className="badge" data-state={state} style={TONE[state]}>
      {words[state]}
    </span>
  );
}
