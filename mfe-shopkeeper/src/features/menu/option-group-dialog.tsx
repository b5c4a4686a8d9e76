import { useEffect, useId, useRef, useState } from 'react';
import {
  hasErrors,
  OPTION_API_MESSAGES,
  OPTION_GROUP_FAILURE,
  OPTION_LIMITS,
  type OptionGroup,
  type OptionGroupPayload,
  type OptionSelection,
  PRODUCT_TOAST_MS,
  validateOptionGroup,
} from '@chowk/contracts';
import type { QueryError } from '@chowk/store/query';
import { Button, Dialog, ErrorBox, TextField, toast, useMessage } from '@chowk/ui';
import { useText } from '../../i18n';
import { failureText, fieldErrors } from '../../store/failure';
import { useSaveOptionGroupMutation } from '../../store/options.api';
import { useShopSession } from '../auth/shop-session';

interface ChoiceRow {
  /** The row's own key (a list that moves and shrinks needs one). */
  key: number;
  /** A saved choice keeps its id (carts and reports count it); a new one has none. */
  _id?: string;
  name: string;
  price: string;
  sold_out: boolean;
}

export interface GroupForm {
  name: string;
  selection: OptionSelection;
  required: boolean;
  min_picks: string;
  max_picks: string;
  choices: ChoiceRow[];
}

let rows = 0;
const blankChoice = (): ChoiceRow => ({ key: ++rows, name: '', price: '0', sold_out: false });

/** The form as it starts: a new group (one empty choice), or a saved one's values. */
export function formOf(group: OptionGroup | null): GroupForm {
  if (!group) return { name: '', selection: 'single', required: true, min_picks: '', max_picks: '', choices: [blankChoice()] };
  const multiple = group.selection === 'multiple';
  return {
    name: group.name,
    selection: group.selection,
    required: group.required,
    min_picks: multiple && group.required ? String(group.min_picks) : '',
    max_picks: multiple ? String(group.max_picks) : '',
    choices: group.choices.map((c) => ({ key: ++rows, _id: c._id, name: c.name, price: String(c.price), sold_out: c.sold_out })),
  };
}

const picks = (text: string): number | undefined => (text.trim() === '' ? undefined : Number(text));

/**
 * The request body: names trimmed, prices in rupees; the picks only where they apply (a single
 * choice has none, a group that is not required no minimum), an empty one left to the server's
 * default (normalizePicks).
 */
export function payloadOf(v: GroupForm): OptionGroupPayload {
  const multiple = v.selection === 'multiple';
  const min = multiple && v.required ? picks(v.min_picks) : undefined;
  const max = multiple ? picks(v.max_picks) : undefined;
  return {
    name: v.name.trim(),
    selection: v.selection,
    required: v.required,
    ...(min === undefined ? {} : { min_picks: min }),
    ...(max === undefined ? {} : { max_picks: max }),
    choices: v.choices.map((c) => ({
      ...(c._id ? { _id: c._id } : {}),
      name: c.name.trim(),
      price: c.price.trim() === '' ? Number.NaN : Number(c.price),
      sold_out: c.sold_out,
    })),
  };
}

/** The fields in the order the form shows them: the first refused one takes the focus. */
const FIELD_ORDER = ['name', 'selection', 'required', 'min_picks', 'max_picks'];

const row = { display: 'flex', gap: 8, alignItems: 'center', minHeight: 44 } as const;
const box = { width: 20, height: 20, flex: 'none' } as const;

/**
 * Add or edit an option group (docs/product.md "Item options"): its name, single or multiple
 * choice, required or not, the picks a multiple choice allows, and its choices (name, price change
 * in rupees, sold out), added, removed and moved. The rules are libs/contracts' validateOptionGroup,
 * run on submit, its messages under their fields by its keys (`choices.2.price`); the server's
 * (a 422's `errors`, the same keys) land the same way, a name the shop already has on the name.
 * Mounted only while open. The item dialog's pattern with plain state: react-hook-form's field
 * arrays would add to the dashboard's first visit (the library is in it, with the item dialog).
 */
export function OptionGroupDialog({
  group,
  onClose,
  onSaved,
}: {
  group: OptionGroup | null;
  onClose: () => void;
  /** The saved group (a new one: to attach it to the item being edited). */
  onSaved?: (group: OptionGroup) => void;
}) {
  const { t } = useText();
  const tm = useMessage();
  const { shop } = useShopSession();
  const [saveGroup] = useSaveOptionGroupMutation();
  const [values, setValues] = useState<GroupForm>(() => formOf(group));
  const [errors, setErrors] = useState<Record<string, string>>({});
  const [failure, setFailure] = useState<string | null>(null);
  const [busy, setBusy] = useState(false);
  const ids = useId();
  const { choices } = values;
  const multiple = values.selection === 'multiple';
  const full = choices.length >= OPTION_LIMITS.choicesPerGroupMax;

  // The focus follows a moved row's button, goes to Add choice when a row goes, and to the first refused field.
  const focusNext = useRef<string | null>(null);
  useEffect(() => {
    if (!focusNext.current) return;
    document.getElementById(focusNext.current)?.focus();
    focusNext.current = null;
  });

  /** The element id of a field by its contract key (`name`, `choices.2.price`). */
  const idOf = (key: string): string => {
    const [, index, part] = key.split('.');
    const row = index === undefined ? undefined : choices[Number(index)];
    if (key === 'choices') return `${ids}-add`;
    return row ? `${ids}-${row.key}-${part ?? 'name'}` : `${ids}-${key}`;
  };

  const set = (change: Partial<GroupForm>, cleared: string[]) => {
    setValues((v) => ({ ...v, ...change }));
    setErrors((e) => {
      const next = { ...e };
      for (const key of cleared) delete next[key];
      return next;
    });
  };
  /** A row's field changes; the row's messages go (the keys move with the rows, so all of them go on a move). */
  const setChoice = (index: number, change: Partial<ChoiceRow>) =>
    set(
      { choices: choices.map((c, i) => (i === index ? { ...c, ...change } : c)) },
      Object.keys(change)
        .map((part) => `choices.${index}.${part}`)
        .concat('choices'),
    );
  const rowKeys = () => Object.keys(errors).filter((k) => k.startsWith('choices.'));

  /** Messages by field; the first (in the form's order) takes the focus. */
  const show = (found: Record<string, string>) => {
    setErrors(found);
    const keys = Object.keys(found);
    const first =
      FIELD_ORDER.find((k) => keys.includes(k)) ??
      keys.filter((k) => k.startsWith('choices.')).sort((a, b) => Number(a.split('.')[1]) - Number(b.split('.')[1]))[0] ??
      (keys.includes('choices') ? 'choices' : undefined);
    if (first) focusNext.current = idOf(first);
  };

  const save = async (e: React.FormEvent) => {
    e.preventDefault();
    if (!shop || busy) return;
    setFailure(null);
    const body = payloadOf(values);
    const found = validateOptionGroup(body) as Record<string, string>;
    if (hasErrors(found)) return show(found);
    setErrors({});
    setBusy(true);
    try {
      const saved = await saveGroup({ id: group?._id, shopId: shop._id, body }).unwrap();
      toast.success(tm(group ? OPTION_API_MESSAGES.groupSaved : OPTION_API_MESSAGES.groupCreated), PRODUCT_TOAST_MS.success);
      onSaved?.(saved);
      onClose();
    } catch (error) {
      const failed = error as QueryError;
      const fields =
        failed.serverMessage === OPTION_API_MESSAGES.groupNameTaken ? { name: failed.serverMessage } : fieldErrors(failed);
      // The server's field messages by the same keys; one this form has no field for is said above the buttons.
      const known =
        fields && Object.keys(fields).every((k) => k === 'choices' || FIELD_ORDER.includes(k) || /^choices\.\d+\./.test(k));
      if (fields && known) {
        show(fields);
      } else {
        const message = tm((fields && Object.values(fields)[0]) ?? failureText(failed, OPTION_GROUP_FAILURE.save, tm));
        setFailure(message);
        toast.error(message, PRODUCT_TOAST_MS.error);
      }
    } finally {
      setBusy(false);
    }
  };

  const move = (index: number, by: -1 | 1) => {
    const to = index + by;
    if (to < 0 || to >= choices.length) return;
    const next = [...choices];
    [next[index], next[to]] = [next[to] as ChoiceRow, next[index] as ChoiceRow];
    focusNext.current = `${ids}-${choices[index]?.key}-${by < 0 ? 'up' : 'down'}`;
    set({ choices: next }, rowKeys());
  };
  const remove = (index: number) => {
    focusNext.current = `${ids}-add`;
    set({ choices: choices.filter((_, i) => i !== index) }, rowKeys());
  };
  const add = () => {
    if (full) return;
    const row = blankChoice();
    focusNext.current = `${ids}-${row.key}-name`;
    set({ choices: [...choices, row] }, ['choices']);
  };

  const formId = `${ids}-form`;
  // The rules' messages are @chowk/contracts texts (a server's come translated already).
  const errorOf = (key: string): string | undefined => (errors[key] ? tm(errors[key]) : undefined);
  const listError = errorOf('choices');
  return (
    <Dialog
      open
      title={group ? t('menu.group.editTitle') : t('menu.group.newTitle')}
      onClose={onClose}
      busy={busy}
      size="lg"
      footer={
        <>
          <Button variant="secondary" onClick={onClose} disabled={busy}>
            {t('common.cancel')}
          </Button>
          <Button type="submit" form={formId} busy={busy}>
            {group ? t('menu.group.save') : t('menu.group.create')}
          </Button>
        </>
      }
    >
      <form id={formId} noValidate onSubmit={(e) => void save(e)}>
        <p className="stat-hint" style={{ marginTop: 0 }}>
          {t('menu.group.example')}
        </p>
        <TextField
          id={`${ids}-name`}
          label={t('menu.group.name')}
          autoComplete="off"
          placeholder={t('menu.group.namePlaceholder')}
          value={values.name}
          error={errorOf('name')}
          onChange={(e) => set({ name: e.target.value }, ['name'])}
        />

        <fieldset style={{ border: 0, padding: 0, margin: '0 0 8px' }}>
          <legend style={{ fontWeight: 600, padding: 0 }}>{t('menu.group.customersChoose')}</legend>
          <div style={{ display: 'flex', gap: 16, flexWrap: 'wrap' }}>
            {(
              [
                ['single', t('menu.group.single')],
                ['multiple', t('menu.group.multiple')],
              ] as const
            ).map(([selection, label], i) => (
              <label key={selection} style={row}>
                <input
                  type="radio"
                  id={i === 0 ? `${ids}-selection` : undefined}
                  name={`${ids}-selection`}
                  checked={values.selection === selection}
                  onChange={() => set({ selection }, ['selection', 'min_picks', 'max_picks'])}
                  style={box}
                />
                {label}
              </label>
            ))}
          </div>
          {errors.selection && <p className="field-error">{errorOf('selection')}</p>}
        </fieldset>
        <label style={row}>
          <input
            type="checkbox"
            role="switch"
            id={`${ids}-required`}
            checked={values.required}
            onChange={(e) => set({ required: e.target.checked }, ['required', 'min_picks', 'max_picks'])}
            style={box}
          />
          {t('menu.group.required')}
        </label>
        {multiple && (
          <div style={{ display: 'flex', gap: 12, flexWrap: 'wrap' }}>
            {values.required && (
              <TextField
                id={`${ids}-min_picks`}
                label={t('menu.group.minPicks')}
                type="number"
                inputMode="numeric"
                min={1}
                step={1}
                hint={t('menu.group.minHint')}
                value={values.min_picks}
                error={errorOf('min_picks')}
                onChange={(e) => set({ min_picks: e.target.value }, ['min_picks', 'max_picks'])}
              />
            )}
            <TextField
              id={`${ids}-max_picks`}
              label={t('menu.group.maxPicks')}
              type="number"
              inputMode="numeric"
              min={1}
              step={1}
              hint={t('menu.group.maxHint')}
              value={values.max_picks}
              error={errorOf('max_picks')}
              onChange={(e) => set({ max_picks: e.target.value }, ['min_picks', 'max_picks'])}
            />
          </div>
        )}

        <fieldset style={{ border: 0, padding: 0, margin: '12px 0 0' }}>
          <legend style={{ fontWeight: 600, padding: 0 }}>{t('menu.group.choices')}</legend>
          <p className="stat-hint" style={{ margin: '0 0 8px' }}>
            {t('menu.group.choicesHint', { max: OPTION_LIMITS.choicesPerGroupMax })}
          </p>
          <ol style={{ listStyle: 'none', margin: 0, padding: 0, display: 'grid', gap: 8 }}>
            {choices.map((choice, i) => {
              const first = i === 0;
              const last = i === choices.length - 1;
              const soldOutError = errorOf(`choices.${i}.sold_out`);
              return (
                <li key={choice.key}>
                  <fieldset className="card" style={{ padding: '8px 12px', margin: 0 }}>
                    <legend style={{ fontWeight: 600, padding: '0 4px' }}>{t('menu.group.choice', { number: i + 1 })}</legend>
                    <div style={{ display: 'flex', gap: 8, flexWrap: 'wrap' }}>
                      <div style={{ flex: '2 1 180px', minWidth: 0 }}>
                        <TextField
                          id={`${ids}-${choice.key}-name`}
                          label={t('menu.group.choiceName')}
                          autoComplete="off"
                          value={choice.name}
                          error={errorOf(`choices.${i}.name`)}
                          onChange={(e) => setChoice(i, { name: e.target.value })}
                        />
                      </div>
                      <div style={{ flex: '1 1 120px', minWidth: 0 }}>
                        <TextField
                          id={`${ids}-${choice.key}-price`}
                          label={t('menu.group.priceChange')}
                          type="number"
                          inputMode="decimal"
                          min={0}
                          step="0.01"
                          value={choice.price}
                          error={errorOf(`choices.${i}.price`)}
                          onChange={(e) => setChoice(i, { price: e.target.value })}
                        />
                      </div>
                    </div>
                    <div
                      style={{ display: 'flex', gap: 8, flexWrap: 'wrap', alignItems: 'center', justifyContent: 'space-between' }}
                    >
                      <label style={row}>
                        <input
                          type="checkbox"
                          id={`${ids}-${choice.key}-sold_out`}
                          checked={choice.sold_out}
                          onChange={(e) => setChoice(i, { sold_out: e.target.checked })}
                          style={box}
                        />
                        {t('common.soldOut')}
                      </label>
                      <span style={{ display: 'inline-flex', gap: 4 }}>
                        {/* At the ends they stay focusable and do nothing (a disabled button would drop the focus). */}
                        <Button
                          variant="ghost"
                          id={`${ids}-${choice.key}-up`}
                          aria-label={t('menu.group.moveUp', { number: i + 1 })}
                          aria-disabled={first || undefined}
                          style={first ? { opacity: 0.5 } : undefined}
                          onClick={() => move(i, -1)}
                        >
                          ↑
                        </Button>
                        <Button
                          variant="ghost"
                          id={`${ids}-${choice.key}-down`}
                          aria-label={t('menu.group.moveDown', { number: i + 1 })}
                          aria-disabled={last || undefined}
                          style={last ? { opacity: 0.5 } : undefined}
                          onClick={() => move(i, 1)}
                        >
                          ↓
                        </Button>
                        <Button
                          variant="ghost"
                          aria-label={t('menu.group.removeChoice', { number: i + 1 })}
                          onClick={() => remove(i)}
                        >
                          {t('menu.group.remove')}
                        </Button>
                      </span>
                    </div>
                    {soldOutError && <p className="field-error">{soldOutError}</p>}
                  </fieldset>
                </li>
              );
            })}
          </ol>
          {listError && (
            <p className="field-error" id={`${ids}-choices-error`} role="alert">
              {listError}
            </p>
          )}
          <Button
            variant="secondary"
            id={`${ids}-add`}
            aria-disabled={full || undefined}
            aria-describedby={listError ? `${ids}-choices-error` : undefined}
            style={{ marginTop: 8, ...(full ? { opacity: 0.5 } : {}) }}
            onClick={add}
          >
            {t('menu.group.addChoice')}
          </Button>
        </fieldset>
        {failure && <ErrorBox>{failure}</ErrorBox>}
      </form>
    </Dialog>
  );
}
