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
import { Button, ConfirmDialog, EmptyState, ErrorBox, Spinner, TableRegion, Tabs, toast } from '@chowk/ui';
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
const TABS: ReadonlyArray<{ id: MenuTab; label: string }> = [
  { id: 'items', label: 'Items' },
  { id: 'options', label: 'Option groups' },
];

/** An item's option groups under its name ("Options: Size · Add-ons"), when it has any. */
function ItemGroups({ product }: { product: Product }) {
  const names = groupNames(product);
  return names ? <div className="stat-hint">Options: {names}</div> : null;
}

/** The section name an item shows: its own, else its section's from the list. */
export function sectionNameOf(p: Product, sections: readonly MenuSection[]): string {
  if (p.section) return p.section;
  const id = productSectionId(p);
  return sections.find((s) => s._id === id)?.name ?? (typeof p.menu_section_id === 'object' ? p.menu_section_id.name : '');
}

/** docs/product.md §2: search matches the name and the description, whatever the case. */
export function matchesSearch(p: Product, search: string): boolean {
  const q = search.trim().toLowerCase();
  return !q || p.name.toLowerCase().includes(q) || (p.description ?? '').toLowerCase().includes(q);
}

const price = (p: Product) => formatRupees(rupeesToPaise(p.price));

/**
 * /shop/products, the Menu Items screen (docs/product.md §2): search, section filter, items, add/edit/delete, sold out;
 * and the shop's option groups (`?tab=options`, docs/product.md "Item options").
 */
export default function MenuPage() {
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
      toast.success(SHOP_SUCCESS.productDeleted, PRODUCT_TOAST_MS.success);
      setDeleting(null);
    } catch (error) {
      const text = failureText(error as QueryError, SHOP_FAILURE.deleteProduct);
      setDeleteFailure(text);
      toast.error(text, PRODUCT_TOAST_MS.error);
    } finally {
      setDeleteBusy(false);
    }
  };

  const actions = (p: Product) => (
    <div style={{ display: 'flex', gap: 4 }}>
      <Button variant="ghost" aria-label={`Edit ${p.name}`} onClick={() => openEdit(p)}>
        Edit
      </Button>
      <Button variant="ghost" aria-label={`Delete ${p.name}`} onClick={() => askDelete(p)}>
        Delete
      </Button>
    </div>
  );

  let body: React.ReactNode;
  if (products.length === 0) {
    body = (
      <EmptyState title="Your menu is empty">
        <p>Add your first item: its name, a menu section such as "Hot Drinks", and its price.</p>
        <Button onClick={openAdd}>Add your first product</Button>
      </EmptyState>
    );
  } else if (visible.length === 0) {
    body = (
      <EmptyState title="No products found">
        {searching ? <p>Try a different search term</p> : <p>This section has no items yet.</p>}
        {section && (
          <Button variant="secondary" onClick={() => setSection('')}>
            Show all sections
          </Button>
        )}
      </EmptyState>
    );
  } else if (narrow) {
    // Phones: one card per item, everything in reach of a thumb.
    body = (
      <ul aria-label="Menu items" style={{ listStyle: 'none', margin: 0, padding: 0, display: 'grid', gap: 10 }}>
        {visible.map((p) => (
          <li key={p._id} className="card" style={{ padding: 14 }}>
            <div style={{ display: 'flex', justifyContent: 'space-between', gap: 12, alignItems: 'baseline' }}>
              <span style={{ overflowWrap: 'anywhere' }}>
                <ItemThumbnail product={p} />
                <strong>{p.name}</strong>
                {p.sold_out && <SoldOutBadge />}
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
      <TableRegion caption="Menu items">
        <thead>
          <tr>
            <th scope="col">Name</th>
            <th scope="col">Section</th>
            <th scope="col">Price</th>
            <th scope="col">Available</th>
            <th scope="col">Actions</th>
          </tr>
        </thead>
        <tbody>
          {visible.map((p) => (
            <tr key={p._id}>
              <td>
                <ItemThumbnail product={p} />
                <strong>{p.name}</strong>
                {p.sold_out && <SoldOutBadge />}
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
          Menu Items
        </h1>
        <Button onClick={openAdd}>Add Product</Button>
      </div>
      <Tabs label="Menu" tabs={TABS} active={tab} onChange={showTab} />
      <div role="tabpanel" aria-labelledby={`tab-${tab}`}>
        {tab === 'options' ? (
          <Suspense fallback={<Spinner label="Loading option groups…" />}>
            <OptionGroupsPanel />
          </Suspense>
        ) : (
          <>
            <div className="toolbar" role="search">
              <label className="sr-only" htmlFor="menu-search">
                Search menu items
              </label>
              <input
                id="menu-search"
                className="search-input"
                type="search"
                placeholder="Search menu items"
                value={search}
                onChange={(e) => setSearch(e.target.value)}
              />
              {showFilter && (
                <div className="field" style={{ margin: 0 }}>
                  <label htmlFor="menu-section-filter">Section</label>
                  <select id="menu-section-filter" value={section} onChange={(e) => setSection(e.target.value)}>
                    <option value="">All sections</option>
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
                {visible.length === 1 ? '1 item' : `${visible.length} items`}
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
        title="Delete product"
        message={`Delete ${deleting?.name ?? 'this product'} from your menu? Customers will no longer see it.`}
        busy={deleteBusy}
        onConfirm={() => void confirmDelete()}
        onCancel={() => setDeleting(null)}
      >
        {deleteFailure && <ErrorBox>{deleteFailure}</ErrorBox>}
      </ConfirmDialog>
    </section>
  );
}
