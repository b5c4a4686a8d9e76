import { useEffect, useId, useRef } from 'react';
import { skipToken } from '@reduxjs/toolkit/query';
import { OPTION_GROUP_FAILURE, OPTION_LIMITS, OPTION_VALIDATION, type OptionGroup } from '@chowk/contracts';
import type { QueryError } from '@chowk/store/query';
import { Button, ErrorBox, Spinner, useMessage } from '@chowk/ui';
import { useText } from '../../i18n';
import { failureText } from '../../store/failure';
import { useListOptionGroupsQuery } from '../../store/options.api';
import { useShopSession } from '../auth/shop-session';
import { picksHint } from './option-text';

const box = { width: 20, height: 20, flex: 'none' } as const;

/**
 * The item dialog's Options (docs/product.md "Item options"): the shop's option groups as
 * checkboxes, the item's own first and in its order (Move up / Move down: the order customers see
 * them in), at most 10; New option group opens the group dialog (the item dialog's: a dialog's
 * form cannot hold another), whose new group comes attached. `value` is the item's
 * `option_group_ids`. Loaded when the dialog opens: the menu's first visit carries none of it.
 */
export default function ProductOptionsField({
  value,
  onChange,
  onNewGroup,
  error,
}: {
  value: string[];
  onChange: (ids: string[]) => void;
  onNewGroup: () => void;
  /** The server's refusal of the item's groups (`option_group_ids`). */
  error?: string;
}) {
  const { t } = useText();
  const tm = useMessage();
  const { shop } = useShopSession();
  const list = useListOptionGroupsQuery(shop ? shop._id : skipToken);
  const ids = useId();
  const focusNext = useRef<string | null>(null);
  useEffect(() => {
    if (!focusNext.current) return;
    document.getElementById(focusNext.current)?.focus();
    focusNext.current = null;
  });

  const groups = list.data;
  // A group gone since the item was read is gone from it (as the server answers the item).
  const held = groups ? value.filter((id) => groups.some((g) => g._id === id)) : value;
  const attached = held.flatMap((id) => groups?.find((g) => g._id === id) ?? []);
  const others = (groups ?? []).filter((g) => !held.includes(g._id));
  const full = held.length >= OPTION_LIMITS.groupsPerItemMax;

  const toggle = (g: OptionGroup) => {
    if (held.includes(g._id)) onChange(held.filter((id) => id !== g._id));
    else if (!full) onChange([...held, g._id]);
  };
  const move = (index: number, by: -1 | 1) => {
    const to = index + by;
    if (to < 0 || to >= held.length) return;
    const next = [...held];
    [next[index], next[to]] = [next[to] as string, next[index] as string];
    focusNext.current = `${ids}-${held[index]}-${by < 0 ? 'up' : 'down'}`;
    onChange(next);
  };

  const row = (g: OptionGroup, index: number | null) => {
    const checked = index !== null;
    const first = index === 0;
    const last = index === held.length - 1;
    return (
      <li
        key={g._id}
        style={{ display: 'flex', alignItems: 'center', justifyContent: 'space-between', gap: 8, flexWrap: 'wrap' }}
      >
        <label style={{ display: 'flex', alignItems: 'center', gap: 8, minHeight: 44, cursor: 'pointer', flex: '1 1 200px' }}>
          <input
            type="checkbox"
            checked={checked}
            aria-disabled={(!checked && full) || undefined}
            onChange={() => toggle(g)}
            style={box}
          />
          <span style={{ overflowWrap: 'anywhere' }}>
            {g.name}
            <span className="stat-hint" style={{ display: 'block' }}>
              {picksHint(g, tm)} · {g.choices.map((c) => c.name).join(', ')}
            </span>
          </span>
        </label>
        {checked && (
          <span style={{ display: 'inline-flex', gap: 4 }}>
            <Button
              variant="ghost"
              id={`${ids}-${g._id}-up`}
              aria-label={t('menu.options.moveUp', { name: g.name })}
              aria-disabled={first || undefined}
              style={first ? { opacity: 0.5 } : undefined}
              onClick={() => move(index, -1)}
            >
              ↑
            </Button>
            <Button
              variant="ghost"
              id={`${ids}-${g._id}-down`}
              aria-label={t('menu.options.moveDown', { name: g.name })}
              aria-disabled={last || undefined}
              style={last ? { opacity: 0.5 } : undefined}
              onClick={() => move(index, 1)}
            >
              ↓
            </Button>
          </span>
        )}
      </li>
    );
  };

  let body: React.ReactNode;
  if (list.isError && !groups) {
    body = (
      <ErrorBox onRetry={() => void list.refetch()}>
        {failureText(list.error as QueryError, OPTION_GROUP_FAILURE.load, tm)}
      </ErrorBox>
    );
  } else if (!groups) {
    body = <Spinner label={t('menu.groups.loading')} />;
  } else if (groups.length === 0) {
    body = <p className="stat-hint">{t('menu.options.none')}</p>;
  } else {
    body = (
      <ul aria-label={t('menu.groups.list')} style={{ listStyle: 'none', margin: 0, padding: 0 }}>
        {attached.map((g, i) => row(g, i))}
        {others.map((g) => row(g, null))}
      </ul>
    );
  }

  return (
    <fieldset style={{ border: 0, padding: 0, margin: '0 0 12px' }} aria-describedby={error ? `${ids}-error` : `${ids}-hint`}>
      <legend style={{ fontWeight: 600, padding: 0 }}>{t('menu.options.legend')}</legend>
      <p className="stat-hint" id={`${ids}-hint`} style={{ margin: '0 0 4px' }}>
        {t('menu.options.hint', { max: OPTION_LIMITS.groupsPerItemMax })}
      </p>
      {body}
      {full && <p className="field-hint">{tm(OPTION_VALIDATION.tooManyGroupsOnItem)}</p>}
      {error && (
        <p className="field-error" id={`${ids}-error`} role="alert">
          {tm(error)}
        </p>
      )}
      <Button variant="ghost" disabled={full} onClick={onNewGroup}>
        {t('menu.options.newGroup')}
      </Button>
    </fieldset>
  );
}
