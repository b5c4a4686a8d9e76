import { useState } from 'react';
import { skipToken } from '@reduxjs/toolkit/query';
import {
  OPTION_API_MESSAGES,
  OPTION_GROUP_FAILURE,
  type OptionChoice,
  type OptionGroup,
  PRODUCT_TOAST_MS,
} from '@chowk/contracts';
import type { QueryError } from '@chowk/store/query';
import { Button, ConfirmDialog, EmptyState, ErrorBox, Spinner, toast, useMessage } from '@chowk/ui';
import { shopkeeperI18n, useText } from '../../i18n';
import { failureText } from '../../store/failure';
import { useListOptionGroupsQuery, useRemoveOptionGroupMutation, useSetChoiceSoldOutMutation } from '../../store/options.api';
import { useShopSession } from '../auth/shop-session';
import { OptionGroupDialog } from './option-group-dialog';
import { itemsCarrying, picksHint, priceChange } from './option-text';
import { AvailabilitySwitch, SoldOutBadge } from './sold-out-switch';
import { useShopMenu } from './use-shop-menu';

/** What deleting a group does to the menu, said before it is done (in the device's language). */
export const deleteGroupMessage = (name: string, items: number): string =>
  items === 0
    ? shopkeeperI18n.t('menu.groups.deleteUnused', { name })
    : shopkeeperI18n.t('menu.groups.deleteUsed', { name, count: items });

/** A choice's Available switch. Optimistic: the groups and the items' copies flip at once, and back if the save fails. */
function ChoiceSwitch({ group, choice }: { group: OptionGroup; choice: OptionChoice }) {
  const { t } = useText();
  const [setSoldOut] = useSetChoiceSoldOutMutation();
  return (
    <AvailabilitySwitch
      soldOut={choice.sold_out}
      label={t('menu.groups.choiceAvailable', { choice: choice.name, group: group.name })}
      save={(soldOut) => setSoldOut({ groupId: group._id, choiceId: choice._id, soldOut }).unwrap()}
      said={(soldOut) =>
        soldOut ? OPTION_API_MESSAGES.choiceMarkedSoldOut(choice.name) : OPTION_API_MESSAGES.choiceAvailable(choice.name)
      }
      failure={OPTION_GROUP_FAILURE.choice}
    />
  );
}

/**
 * The menu's Option groups (docs/product.md "Item options"): each group of the shop with what it
 * asks of the customer, its choices and their price changes, a sold-out switch per choice, the
 * items that carry it, Edit and Delete (asked first, naming how many items carry it), and New
 * option group. Loaded when the tab is opened: no first visit carries it.
 */
export default function OptionGroupsPanel() {
  const { t } = useText();
  const tm = useMessage();
  const { shop } = useShopSession();
  const { products } = useShopMenu();
  const list = useListOptionGroupsQuery(shop ? shop._id : skipToken);
  const [removeGroup] = useRemoveOptionGroupMutation();
  // undefined: closed; null: a new group.
  const [editing, setEditing] = useState<OptionGroup | null | undefined>(undefined);
  const [deleting, setDeleting] = useState<OptionGroup | null>(null);
  const [deleteBusy, setDeleteBusy] = useState(false);
  const [deleteFailure, setDeleteFailure] = useState<string | null>(null);

  const confirmDelete = async () => {
    if (!deleting || !shop) return;
    setDeleteBusy(true);
    setDeleteFailure(null);
    try {
      await removeGroup({ id: deleting._id, shopId: shop._id }).unwrap();
      toast.success(tm(OPTION_API_MESSAGES.groupDeleted), PRODUCT_TOAST_MS.success);
      setDeleting(null);
    } catch (error) {
      const text = failureText(error as QueryError, OPTION_GROUP_FAILURE.delete, tm);
      setDeleteFailure(text);
      toast.error(text, PRODUCT_TOAST_MS.error);
    } finally {
      setDeleteBusy(false);
    }
  };

  const groups = list.data ?? [];
  let body: React.ReactNode;
  if (list.isError && !list.data) {
    body = (
      <ErrorBox onRetry={() => void list.refetch()}>
        {failureText(list.error as QueryError, OPTION_GROUP_FAILURE.load, tm)}
      </ErrorBox>
    );
  } else if (!list.data) {
    body = <Spinner label={t('menu.groups.loading')} />;
  } else if (groups.length === 0) {
    body = (
      <EmptyState title={t('menu.groups.emptyTitle')}>
        <p>{t('menu.groups.emptyText')}</p>
        <Button onClick={() => setEditing(null)}>{t('menu.groups.new')}</Button>
      </EmptyState>
    );
  } else {
    body = (
      <ul aria-label={t('menu.groups.list')} style={{ listStyle: 'none', margin: 0, padding: 0, display: 'grid', gap: 10 }}>
        {groups.map((g) => {
          const carrying = itemsCarrying(g._id, products);
          return (
            <li key={g._id} className="card" style={{ padding: 14 }} aria-labelledby={`group-${g._id}`}>
              <div
                style={{ display: 'flex', justifyContent: 'space-between', gap: 12, flexWrap: 'wrap', alignItems: 'baseline' }}
              >
                <h2 id={`group-${g._id}`} style={{ margin: 0, fontSize: '1.05rem', overflowWrap: 'anywhere' }}>
                  {g.name}
                </h2>
                <span className="stat-hint">{picksHint(g, tm)}</span>
              </div>
              <p className="stat-hint" style={{ margin: '4px 0 0', overflowWrap: 'anywhere' }}>
                {carrying.length === 0
                  ? t('menu.groups.onNoItem')
                  : t('menu.groups.onItems', { count: carrying.length, names: carrying.map((p) => p.name).join(', ') })}
              </p>
              <ul
                aria-label={t('menu.groups.choicesOf', { name: g.name })}
                style={{ listStyle: 'none', margin: '8px 0 0', padding: 0 }}
              >
                {g.choices.map((c) => (
                  <li
                    key={c._id}
                    style={{
                      display: 'flex',
                      justifyContent: 'space-between',
                      alignItems: 'center',
                      gap: 8,
                      flexWrap: 'wrap',
                      borderTop: '1px solid var(--c-border)',
                    }}
                  >
                    <span style={{ overflowWrap: 'anywhere' }}>
                      {c.name} <span className="stat-hint">{priceChange(c.price)}</span>
                      {c.sold_out && <SoldOutBadge />}
                    </span>
                    <ChoiceSwitch group={g} choice={c} />
                  </li>
                ))}
              </ul>
              <div style={{ display: 'flex', gap: 4, justifyContent: 'flex-end', marginTop: 6 }}>
                <Button variant="ghost" aria-label={t('common.editNamed', { name: g.name })} onClick={() => setEditing(g)}>
                  {t('common.edit')}
                </Button>
                <Button
                  variant="ghost"
                  aria-label={t('common.deleteNamed', { name: g.name })}
                  onClick={() => {
                    setDeleteFailure(null);
                    setDeleting(g);
                  }}
                >
                  {t('common.delete')}
                </Button>
              </div>
            </li>
          );
        })}
      </ul>
    );
  }

  const deletingCount = deleting ? itemsCarrying(deleting._id, products).length : 0;
  return (
    <>
      <div className="toolbar">
        <p style={{ margin: 0, flex: '1 1 240px' }}>{t('menu.groups.intro')}</p>
        {groups.length > 0 && <Button onClick={() => setEditing(null)}>{t('menu.groups.new')}</Button>}
      </div>
      {body}
      {editing !== undefined && <OptionGroupDialog group={editing} onClose={() => setEditing(undefined)} />}
      <ConfirmDialog
        open={Boolean(deleting)}
        title={t('menu.groups.deleteTitle')}
        message={deleteGroupMessage(deleting?.name ?? t('menu.groups.thisGroup'), deletingCount)}
        busy={deleteBusy}
        onConfirm={() => void confirmDelete()}
        onCancel={() => setDeleting(null)}
      >
        {deleteFailure && <ErrorBox>{deleteFailure}</ErrorBox>}
      </ConfirmDialog>
    </>
  );
}
