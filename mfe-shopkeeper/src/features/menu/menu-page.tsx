import { lazy, Suspense, useEffect, useMemo, useState } from 'react';
import { useSearchParams } from 'react-router-dom';
import {
  formatRupees,
  type MenuSection,
  PRODUCT_TOAST_MS,
  type Product,
  productSectionId,
  rupeesToPaise,
  SHOP_FAILURE,
  SHOP_SUCCESS,
} from '@chowk/contracts';
import type { QueryError } from '@chowk/store/query';
import { Button, ConfirmDialog, EmptyState, ErrorBox, Spinner, TableRegion, Tabs, toast, useMessage } from '@chowk/ui';
import { useText } from '../../i18n';
import { failureText } from '../../store/failure';
import { useRemoveProductMutation } from '../../store/menu.api';
import { useShopMenu } from './use-shop-menu';
import { ProductDialog } from './product-dialog';
import { SoldOutBadge, SoldOutSwitch } from './sold-out-switch';
import { ItemThumbnail } from './item-thumbnail';
import { NARROW_SCREEN, useMediaQuery } from './use-media-query';
import { groupNames } from './option-text';

// The shop's option groups load when their tab is opened: the menu's first visit carries none of it.
const OptionGroupsPanel = lazy(() => import('./option-groups-panel'));

type MenuTab = 'items' | 'options';

/** An item's option groups under its name ("Options: Size · Add-ons"), when it has any. */
function ItemGroups({ product }: { product: Product }) {
  const { t } = useText();
  const names = groupNames(product);
  return names ? <div className="stat-hint">{t('menu.page.itemOptions', { names })}</div> : null;
}

/** The item's names in Hindi and Tamil, small under its own (each in its language, for a screen reader's voice). */
export function LocalNamesLine({ names }: { names: Product['names'] }) {
  const given = (['hi', 'ta'] as const).filter((l) => names?.[l]?.trim());
  if (!given.length) return null;
  return (
    <div className="stat-hint" data-testid="local-names">
      {given.map((l, i) => (
        <span key={l}>
          {i > 0 && ' · '}
          <span lang={l}>{names?.[l]}</span>
        </span>
      ))}
    </div>
  );
}

/** The section name an item shows: its own, else its section's from the list. */
export function sectionNameOf(p: Product, sections: readonly MenuSection[]): string {
  if (p.section) return p.section;
  const id = productSectionId(p);
  return sections.find((s) => s._id === id)?.name ?? (typeof p.menu_section_id === 'object' ? p.menu_section_id.name : '');
}

/** docs/product.md §2: search matches the name and the description, whatever the case (and the item's Hindi and Tamil names). */
export function matchesSearch(p: Product, search: string): boolean {
  const q = search.trim().toLowerCase();
  return (
    !q ||
    p.name.toLowerCase().includes(q) ||
    (p.description ?? '').toLowerCase().includes(q) ||
    Object.values(p.names ?? {}).some((n) => typeof n === 'string' && n.toLowerCase().includes(q))
  );
}

const price = (p: Product) => formatRupees(rupeesToPaise(p.price));

/**
 * /shop/products, the Menu Items screen (docs/product.md §2): search, section filter, items, add/edit/delete, sold out;
 * and the shop's option groups (`?tab=options`, docs/product.md "Item options").
 */
export default function MenuPage() {
  const { t } = useText();
  const tm = useMessage();
  const { products, sections } = useShopMenu();
  const [removeProduct] = useRemoveProductMutation();
  const narrow = useMediaQuery(NARROW_SCREEN);
  const [params, setParams] = useSearchParams();
  const [search, setSearch] = useState('');
  const [section, setSection] = useState('');
  const [editing, setEditing] = useState<Product | null>(null);
  // The dashboard's Add Product opens the dialog (?add=true).
  const [dialogOpen, setDialogOpen] = useState(() => params.get('add') === 'true');
  const [deleting, setDeleting] = useState<Product | null>(null);
  const [deleteBusy, setDeleteBusy] = useState(false);
  const [deleteFailure, setDeleteFailure] = useState<string | null>(null);
  const tab: MenuTab = params.get('tab') === 'options' ? 'options' : 'items';
  const showTab = (next: MenuTab) => {
    const to = new URLSearchParams(params);
    if (next === 'options') to.set('tab', 'options');
    else to.delete('tab');
    setParams(to, { replace: true });
  };

  // The flag has done its work: a reload or Back should not open the dialog again.
  useEffect(() => {
    if (params.get('add') !== 'true') return;
    const next = new URLSearchParams(params);
    next.delete('add');
    setParams(next, { replace: true });
  }, [params, setParams]);

  const visible = useMemo(
    () => products.filter((p) => (!section || productSectionId(p) === section) && matchesSearch(p, search)),
    [products, search, section],
  );

  // docs/product.md §2: the section filter shows only when items exist or a filter is active.
  const showFilter = products.length > 0 || section !== '';
  const searching = search.trim() !== '';

  const openAdd = () => {
    setEditing(null);
    setDialogOpen(true);
  };
  const openEdit = (p: Product) => {
    setEditing(p);
    setDialogOpen(true);
  };
  const askDelete = (p: Product) => {
    setDeleteFailure(null);
    setDeleting(p);
  };

  const confirmDelete = async () => {
    if (!deleting) return;
    setDeleteBusy(true);
    setDeleteFailure(null);
    try {
      await removeProduct(deleting._id).unwrap();
      toast.success(tm(SHOP_SUCCESS.productDeleted), PRODUCT_TOAST_MS.success);
      setDeleting(null);
    } catch (error) {
      const text = failureText(error as QueryError, SHOP_FAILURE.deleteProduct, tm);
      setDeleteFailure(text);
      toast.error(text, PRODUCT_TOAST_MS.error);
    } finally {
      setDeleteBusy(false);
    }
  };

  const actions = (p: Product) => (
    <div style={{ display: 'flex', gap: 4 }}>
      <Button variant="ghost" aria-label={t('common.editNamed', { name: p.name })} onClick={() => openEdit(p)}>
        {t('common.edit')}
      </Button>
      <Button variant="ghost" aria-label={t('common.deleteNamed', { name: p.name })} onClick={() => askDelete(p)}>
        {t('common.delete')}
      </Button>
    </div>
  );

  let body: React.ReactNode;
  if (products.length === 0) {
    body = (
      <EmptyState title={t('menu.page.emptyTitle')}>
        <p>{t('menu.page.emptyText')}</p>
        <Button onClick={openAdd}>{t('menu.page.addFirst')}</Button>
      </EmptyState>
    );
  } else if (visible.length === 0) {
    body = (
      <EmptyState title={t('menu.page.noneFound')}>
        {searching ? <p>{t('menu.page.tryAnother')}</p> : <p>{t('menu.page.sectionEmpty')}</p>}
        {section && (
          <Button variant="secondary" onClick={() => setSection('')}>
            {t('menu.page.showAll')}
          </Button>
        )}
      </EmptyState>
    );
  } else if (narrow) {
    // Phones: one card per item, everything in reach of a thumb.
    body = (
      <ul aria-label={t('menu.page.list')} style={{ listStyle: 'none', margin: 0, padding: 0, display: 'grid', gap: 10 }}>
        {visible.map((p) => (
          <li key={p._id} className="card" style={{ padding: 14 }}>
            <div style={{ display: 'flex', justifyContent: 'space-between', gap: 12, alignItems: 'baseline' }}>
              <span style={{ overflowWrap: 'anywhere' }}>
                <ItemThumbnail product={p} />
                <strong>{p.name}</strong>
                {p.sold_out && <SoldOutBadge />}
                <LocalNamesLine names={p.names} />
              </span>
              <span style={{ fontWeight: 700, whiteSpace: 'nowrap' }}>{price(p)}</span>
            </div>
            <div className="stat-hint">{sectionNameOf(p, sections)}</div>
            <ItemGroups product={p} />
            {p.description && <p style={{ margin: '6px 0 0', overflowWrap: 'anywhere' }}>{p.description}</p>}
            <div style={{ display: 'flex', justifyContent: 'space-between', alignItems: 'center', gap: 8, marginTop: 6 }}>
              <SoldOutSwitch product={p} />
              {actions(p)}
            </div>
          </li>
        ))}
      </ul>
    );
  } else {
    body = (
      <TableRegion caption={t('menu.page.list')}>
        <thead>
          <tr>
            <th scope="col">{t('menu.page.columns.name')}</th>
            <th scope="col">{t('menu.page.columns.section')}</th>
            <th scope="col">{t('menu.page.columns.price')}</th>
            <th scope="col">{t('menu.page.columns.available')}</th>
            <th scope="col">{t('menu.page.columns.actions')}</th>
          </tr>
        </thead>
        <tbody>
          {visible.map((p) => (
            <tr key={p._id}>
              <td>
                <ItemThumbnail product={p} />
                <strong>{p.name}</strong>
                {p.sold_out && <SoldOutBadge />}
                <LocalNamesLine names={p.names} />
                {p.description && <div className="stat-hint">{p.description}</div>}
                <ItemGroups product={p} />
              </td>
              <td>{sectionNameOf(p, sections)}</td>
              <td>{price(p)}</td>
              <td>
                <SoldOutSwitch product={p} />
              </td>
              <td>{actions(p)}</td>
            </tr>
          ))}
        </tbody>
      </TableRegion>
    );
  }

  return (
    <section className="container" style={{ padding: '24px 16px' }} aria-labelledby="menu-title">
      <div className="toolbar">
        <h1 id="menu-title" style={{ margin: 0 }}>
          {t('menu.page.title')}
        </h1>
        <Button onClick={openAdd}>{t('menu.page.add')}</Button>
      </div>
      <Tabs
        label={t('menu.page.tabs.label')}
        tabs={[
          { id: 'items', label: t('menu.page.tabs.items') },
          { id: 'options', label: t('menu.page.tabs.options') },
        ]}
        active={tab}
        onChange={showTab}
      />
      <div role="tabpanel" aria-labelledby={`tab-${tab}`}>
        {tab === 'options' ? (
          <Suspense fallback={<Spinner label={t('menu.groups.loading')} />}>
            <OptionGroupsPanel />
          </Suspense>
        ) : (
          <>
            <div className="toolbar" role="search">
              <label className="sr-only" htmlFor="menu-search">
                {t('menu.page.search')}
              </label>
              <input
                id="menu-search"
                className="search-input"
                type="search"
                placeholder={t('menu.page.search')}
                value={search}
                onChange={(e) => setSearch(e.target.value)}
              />
              {showFilter && (
                <div className="field" style={{ margin: 0 }}>
                  <label htmlFor="menu-section-filter">{t('menu.page.sectionFilter')}</label>
                  <select id="menu-section-filter" value={section} onChange={(e) => setSection(e.target.value)}>
                    <option value="">{t('menu.page.allSections')}</option>
                    {sections.map((s) => (
                      <option key={s._id} value={s._id}>
                        {s.name}
                      </option>
                    ))}
                  </select>
                </div>
              )}
            </div>
            {(searching || section) && products.length > 0 && (
              <p className="sr-only" role="status">
                {t('menu.page.count', { count: visible.length })}
              </p>
            )}

            {body}
          </>
        )}
      </div>

      {/* A new dialog each time it opens: its fields start from the item (or empty). */}
      <ProductDialog
        key={dialogOpen ? (editing?._id ?? 'new') : 'closed'}
        open={dialogOpen}
        product={editing}
        onClose={() => setDialogOpen(false)}
      />
      <ConfirmDialog
        open={Boolean(deleting)}
        title={t('menu.page.deleteTitle')}
        message={t('menu.page.deleteMessage', { name: deleting?.name ?? t('menu.page.thisProduct') })}
        busy={deleteBusy}
        onConfirm={() => void confirmDelete()}
        onCancel={() => setDeleting(null)}
      >
        {deleteFailure && <ErrorBox>{deleteFailure}</ErrorBox>}
      </ConfirmDialog>
    </section>
  );
}
