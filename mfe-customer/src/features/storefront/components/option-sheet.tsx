import { useId, useMemo, useState } from 'react';
import {
  CUSTOMER_LIMITS,
  formatRupees,
  localName,
  OPTION_SHEET_TEXT,
  type OptionGroup,
  pricingGroupsOf,
  type Product,
  resolvePicks,
  rupeesToPaise,
} from '@chowk/contracts';
import { Button, Dialog, useLanguage, useMessage } from '@chowk/ui';
import { useText } from '../../../i18n';
import en from '../../../i18n/en';

/** The "none" answer of a single choice that is not required (a radio cannot be unticked), in English. */
export const NO_CHOICE = en.optionSheet.none;

/** Required groups first, each side in the item's own order (Array.prototype.sort is stable). */
export const requiredFirst = (groups: readonly OptionGroup[]): OptionGroup[] =>
  [...groups].sort((a, b) => Number(b.required) - Number(a.required));

/** The group's pick hint: "Choose 1", "Choose up to 2", "Choose at least 1", "Choose 2 to 3" (a contracts text: shown through tm). */
export function pickHint(group: Pick<OptionGroup, 'selection' | 'min_picks' | 'max_picks' | 'choices'>): string {
  if (group.selection === 'single') return OPTION_SHEET_TEXT.pickOne;
  if (group.min_picks <= 0) return OPTION_SHEET_TEXT.pickUpTo(group.max_picks);
  if (group.max_picks >= group.choices.length) return OPTION_SHEET_TEXT.pickAtLeast(group.min_picks);
  return OPTION_SHEET_TEXT.pickBetween(group.min_picks, group.max_picks);
}

/** "+₹5.00" for a choice that costs more; nothing for one that does not. */
const priceChange = (rupees: number): string => (rupees > 0 ? `+${formatRupees(rupeesToPaise(rupees))}` : '');

const row = { display: 'flex', gap: 10, alignItems: 'center', minHeight: 44, padding: '4px 0' } as const;

/**
 * The option sheet of an item with option groups (docs/product.md "Item options"): a modal
 * dialog (a sheet from the bottom on phones) labelled by the item's name. Required groups come
 * first, each with Required or Optional and how many to pick; radios for a single choice,
 * checkboxes for several (the rest disabled once the most are picked); sold-out choices
 * disabled. Add shows the running price and waits until the choices are valid by the server's
 * own rule (resolvePicks), saying what is missing next to it.
 */
export default function OptionSheet({
  product,
  onAdd,
  onClose,
}: {
  product: Product;
  onAdd: (optionIds: string[], quantity: number) => void;
  onClose: () => void;
}) {
  const { t } = useText();
  const tm = useMessage();
  const language = useLanguage();
  const groups = useMemo(() => requiredFirst(product.option_groups ?? []), [product.option_groups]);
  const [picked, setPicked] = useState<string[]>([]);
  const [quantity, setQuantity] = useState(1);
  const problemId = useId();

  // Choices that left the menu (or were sold out) while the sheet was open drop out of the picks.
  const available = new Set(groups.flatMap((g) => g.choices.filter((c) => !c.sold_out).map((c) => c._id)));
  const picks = picked.filter((id) => available.has(id));
  const result = resolvePicks(localName(product, language), pricingGroupsOf(product.option_groups), picks);
  // The running price counts what is picked so far, valid or not yet.
  const extra = groups
    .flatMap((g) => g.choices)
    .filter((c) => picks.includes(c._id))
    .reduce((sum, c) => sum + rupeesToPaise(c.price), 0);
  const unit = rupeesToPaise(product.price) + extra;

  const choose = (group: OptionGroup, choiceId: string | null, on: boolean) => {
    const ofGroup = new Set(group.choices.map((c) => c._id));
    setPicked((current) => {
      const rest =
        group.selection === 'single' ? current.filter((id) => !ofGroup.has(id)) : current.filter((id) => id !== choiceId);
      return on && choiceId ? [...rest, choiceId] : rest;
    });
  };

  return (
    <Dialog
      open
      title={localName(product, language)}
      onClose={onClose}
      footer={
        <div style={{ width: '100%', display: 'grid', gap: 8 }}>
          <div
            role="group"
            aria-label={t('optionSheet.quantity')}
            style={{ display: 'flex', alignItems: 'center', justifyContent: 'center', gap: 4 }}
          >
            <button
              type="button"
              className="btn btn-secondary"
              style={{ minWidth: 44, padding: 0 }}
              aria-label={t('optionSheet.oneFewer')}
              disabled={quantity <= 1}
              onClick={() => setQuantity((q) => Math.max(1, q - 1))}
            >
              <span aria-hidden="true">−</span>
            </button>
            <span aria-live="polite" style={{ minWidth: 32, textAlign: 'center', fontWeight: 700 }}>
              {quantity}
            </span>
            <button
              type="button"
              className="btn btn-secondary"
              style={{ minWidth: 44, padding: 0 }}
              aria-label={t('optionSheet.oneMore')}
              disabled={quantity >= CUSTOMER_LIMITS.maxQuantityPerLine}
              onClick={() => setQuantity((q) => Math.min(CUSTOMER_LIMITS.maxQuantityPerLine, q + 1))}
            >
              <span aria-hidden="true">+</span>
            </button>
          </div>
          {!result.ok && (
            <p id={problemId} className="field-hint" style={{ margin: 0, textAlign: 'center' }}>
              {tm(result.message)}
            </p>
          )}
          <Button
            disabled={!result.ok}
            aria-describedby={result.ok ? undefined : problemId}
            onClick={() =>
              result.ok &&
              onAdd(
                result.options.map((o) => o.choiceId),
                quantity,
              )
            }
            style={{ width: '100%' }}
          >
            {tm(OPTION_SHEET_TEXT.add(formatRupees(unit * quantity)))}
          </Button>
        </div>
      }
    >
      {product.description && <p style={{ marginTop: 0, color: 'var(--c-muted)' }}>{product.description}</p>}
      {groups.map((group) => (
        <GroupField key={group._id} group={group} picked={picks} onChoose={(id, on) => choose(group, id, on)} />
      ))}
    </Dialog>
  );
}

function GroupField({
  group,
  picked,
  onChoose,
}: {
  group: OptionGroup;
  picked: readonly string[];
  onChoose: (choiceId: string | null, on: boolean) => void;
}) {
  const { t } = useText();
  const tm = useMessage();
  const hintId = useId();
  const single = group.selection === 'single';
  const count = group.choices.filter((c) => picked.includes(c._id)).length;
  const full = !single && count >= group.max_picks;
  const name = `group-${group._id}`;
  return (
    <fieldset aria-describedby={hintId} style={{ border: 0, padding: 0, margin: '0 0 14px' }}>
      <legend style={{ padding: 0, fontWeight: 700, display: 'flex', gap: 8, alignItems: 'center' }}>
        {group.name}
        <span className="badge" style={{ fontWeight: 400 }}>
          {tm(group.required ? OPTION_SHEET_TEXT.required : OPTION_SHEET_TEXT.optional)}
        </span>
      </legend>
      <p id={hintId} className="field-hint" style={{ margin: '2px 0 4px' }}>
        {tm(pickHint(group))}
      </p>
      {single && !group.required && (
        <label style={row}>
          <input type="radio" name={name} checked={count === 0} onChange={() => onChoose(null, false)} />
          <span style={{ flex: 1 }}>{t('optionSheet.none')}</span>
        </label>
      )}
      {group.choices.map((choice) => {
        const checked = picked.includes(choice._id);
        return (
          <label key={choice._id} style={{ ...row, color: choice.sold_out ? 'var(--c-muted)' : undefined }}>
            <input
              type={single ? 'radio' : 'checkbox'}
              name={name}
              value={choice._id}
              checked={checked}
              disabled={choice.sold_out || (full && !checked)}
              onChange={(e) => onChoose(choice._id, e.target.checked)}
            />
            <span style={{ flex: 1 }}>{choice.name}</span>
            <span>{choice.sold_out ? tm(OPTION_SHEET_TEXT.soldOut) : priceChange(choice.price)}</span>
          </label>
        );
      })}
    </fieldset>
  );
}
