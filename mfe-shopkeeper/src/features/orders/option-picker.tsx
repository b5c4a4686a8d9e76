import { useId, useState } from 'react';
import {
  formatRupees,
  OPTION_SHEET_TEXT,
  type OptionGroup,
  pricingGroupsOf,
  type Product,
  resolvePicks,
  rupeesToPaise,
} from '@chowk/contracts';
import { Button, useMessage } from '@chowk/ui';
import { useText } from '../../i18n';
import { picksText, priceChange } from '../menu/option-text';

const box = { width: 20, height: 20, flex: 'none' } as const;
const choiceRow = { display: 'flex', alignItems: 'center', gap: 10, minHeight: 44, cursor: 'pointer' } as const;

/**
 * The counter's choice of an item's options (docs/product.md "Item options"), inline in the
 * add-order dialog: each group in the item's order with what it asks ("Required · Choose 1"),
 * radios for a single choice (with None when it is optional), checkboxes for a multiple one (no
 * more than its maximum), sold-out choices shown and off. Add shows the running unit price and
 * adds the line once the picks are valid by the one rule (resolvePicks); until then its message
 * says what is missing. `onAdd` gets the chosen ids in the item's group and choice order.
 */
export function OptionPicker({
  product,
  onAdd,
  onCancel,
}: {
  product: Product;
  onAdd: (optionIds: string[]) => void;
  onCancel: () => void;
}) {
  const { t } = useText();
  const tm = useMessage();
  const [picks, setPicks] = useState<string[]>([]);
  const [tried, setTried] = useState(false);
  const ids = useId();
  const groups = product.option_groups ?? [];
  const result = resolvePicks(product.name, pricingGroupsOf(groups), picks);
  // The running price: the item's, plus each choice picked so far.
  const extra = groups
    .flatMap((g) => g.choices)
    .reduce((sum, c) => sum + (picks.includes(c._id) ? rupeesToPaise(c.price) : 0), 0);
  const unit = formatRupees(rupeesToPaise(product.price) + extra);

  const pickOne = (g: OptionGroup, choiceId: string | null) => {
    const others = new Set(g.choices.map((c) => c._id));
    setPicks((p) => [...p.filter((id) => !others.has(id)), ...(choiceId ? [choiceId] : [])]);
  };
  const toggle = (choiceId: string) =>
    setPicks((p) => (p.includes(choiceId) ? p.filter((id) => id !== choiceId) : [...p, choiceId]));

  const add = () => {
    setTried(true);
    if (result.ok) onAdd(result.options.map((o) => o.choiceId));
  };

  const problemId = `${ids}-problem`;
  return (
    <div
      className="card"
      role="group"
      aria-label={t('orders.picker.label', { item: product.name })}
      style={{ padding: '8px 12px', margin: '8px 0 0', flex: '1 1 100%' }}
    >
      {groups.map((g) => {
        const chosen = g.choices.filter((c) => picks.includes(c._id)).length;
        const single = g.selection === 'single';
        return (
          <fieldset key={g._id} style={{ border: 0, padding: 0, margin: '0 0 8px' }}>
            <legend style={{ padding: 0 }}>
              {/* "Required · Choose 1" (menu/option-text's picksHint), each part in the shopkeeper's language. */}
              <strong>{g.name}</strong>{' '}
              <span className="stat-hint">{`${tm(g.required ? OPTION_SHEET_TEXT.required : OPTION_SHEET_TEXT.optional)} · ${tm(picksText(g))}`}</span>
            </legend>
            {single && !g.required && (
              <label style={choiceRow}>
                <input
                  type="radio"
                  name={`${ids}-${g._id}`}
                  checked={chosen === 0}
                  onChange={() => pickOne(g, null)}
                  style={box}
                />
                {t('orders.picker.none')}
              </label>
            )}
            {g.choices.map((c) => {
              const checked = picks.includes(c._id);
              // A multiple choice at its maximum takes no more until one is let go.
              const full = !single && !checked && chosen >= g.max_picks;
              return (
                <label key={c._id} style={{ ...choiceRow, opacity: c.sold_out ? 0.6 : 1 }}>
                  <input
                    type={single ? 'radio' : 'checkbox'}
                    name={single ? `${ids}-${g._id}` : undefined}
                    checked={checked}
                    disabled={c.sold_out || full}
                    onChange={() => (single ? pickOne(g, c._id) : toggle(c._id))}
                    style={box}
                  />
                  <span style={{ overflowWrap: 'anywhere' }}>
                    {c.name} <span className="stat-hint">{priceChange(c.price)}</span>
                    {c.sold_out && <span className="stat-hint"> · {tm(OPTION_SHEET_TEXT.soldOut)}</span>}
                  </span>
                </label>
              );
            })}
          </fieldset>
        );
      })}
      {!result.ok && (
        <p
          id={problemId}
          className={tried ? 'field-error' : 'stat-hint'}
          role={tried ? 'alert' : undefined}
          style={{ margin: '0 0 8px' }}
        >
          {tm(result.message)}
        </p>
      )}
      <div style={{ display: 'flex', gap: 8, flexWrap: 'wrap', justifyContent: 'flex-end' }}>
        <Button variant="ghost" aria-label={t('orders.picker.cancelFor', { item: product.name })} onClick={onCancel}>
          {t('orders.picker.cancel')}
        </Button>
        {/* Looks disabled until the picks are valid, but stays pressable to say why. */}
        <Button
          aria-disabled={!result.ok || undefined}
          aria-describedby={result.ok ? undefined : problemId}
          style={result.ok ? undefined : { opacity: 0.5 }}
          onClick={add}
        >
          {tm(OPTION_SHEET_TEXT.add(unit))}
        </Button>
      </div>
    </div>
  );
}
