import { useEffect, useMemo, useState } from 'react';
import { useSearchParams } from 'react-router-dom';
import {
  formatRupees,
  PRODUCT_TOAST_MS,
  type Product,
  productSectionId,
  rupeesToPaise,
  SHOP_FAILURE,
  SHOP_SUCCESS,
} from '@chowk/contracts';
import { useAppDispatch, useAppSelector } from '@chowk/store';
import { Button, ConfirmDialog, EmptyState, toast } from '@chowk/ui';
import { removeProduct, selectShopData, toggleSoldOut } from '../../store/shop.slice';
import { ProductDialog } from './product-dialog';

/** /shop/products, the Menu Items screen (spec §2). */
export default function MenuPage() {
  const dispatch = useAppDispatch();
  const { products, sections } = useAppSelector(selectShopData);
  const [params, setParams] = useSearchParams();
  const [search, setSearch] = useState('');
  const [section, setSection] = useState('');
  const [editing, setEditing] = useState<Product | null>(null);
  // The dashboard's Add Product opens the dialog (?add=true).
  const [dialogOpen, setDialogOpen] = useState(() => params.get('add') === 'true');
  const [deleting, setDeleting] = useState<Product | null>(null);
  const [deleteBusy, setDeleteBusy] = useState(false);

  useEffect(() => {
    if (params.get('add') !== 'true') return;
    params.delete('add');
    setParams(params, { replace: true });
  }, [params, setParams]);

  const visible = useMemo(() => {
    const q = search.trim().toLowerCase();
    return products.filter(
      (p) =>
        (!section || productSectionId(p) === section) &&
        (!q || p.name.toLowerCase().includes(q) || (p.description ?? '').toLowerCase().includes(q)),
    );
  }, [products, search, section]);

  const showFilter = products.length > 0 || section !== '';
  const sectionName = (p: Product) =>
    p.section ||
    sections.find((s) => s._id === productSectionId(p))?.name ||
    (typeof p.menu_section_id === 'object' ? p.menu_section_id.name : '');

  const toggle = async (p: Product) => {
    try {
      await dispatch(toggleSoldOut({ id: p._id, soldOut: !p.sold_out })).unwrap();
      toast.success(
        p.sold_out ? SHOP_SUCCESS.markedAvailable(p.name) : SHOP_SUCCESS.markedSoldOut(p.name),
        PRODUCT_TOAST_MS.success,
      );
    } catch {
      toast.error(SHOP_FAILURE.saveProduct, PRODUCT_TOAST_MS.error);
    }
  };

  const confirmDelete = async () => {
    if (!deleting) return;
    setDeleteBusy(true);
    try {
      await dispatch(removeProduct(deleting._id)).unwrap();
      toast.success(SHOP_SUCCESS.productDeleted, PRODUCT_TOAST_MS.success);
      setDeleting(null);
    } catch {
      toast.error(SHOP_FAILURE.deleteProduct, PRODUCT_TOAST_MS.error);
    } finally {
      setDeleteBusy(false);
    }
  };

  return (
    <section className="container" style={{ padding: '24px 16px' }} aria-labelledby="menu-title">
      <div className="toolbar">
        <h1 id="menu-title" style={{ margin: 0 }}>
          Menu Items
        </h1>
        <Button
          onClick={() => {
            setEditing(null);
            setDialogOpen(true);
          }}
        >
          Add Product
        </Button>
      </div>
      <div className="toolbar">
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

      {products.length === 0 ? (
        <EmptyState title="Your menu is empty">
          <p>Add your first product: give it a name, a section such as "Hot Drinks", and a price.</p>
        </EmptyState>
      ) : visible.length === 0 ? (
        <EmptyState title="No products found">
          <p>Try a different search term</p>
        </EmptyState>
      ) : (
        <div className="table-wrap">
          <table className="table">
            <caption className="sr-only">Menu items</caption>
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
                    <strong>{p.name}</strong>
                    {p.description && <div className="stat-hint">{p.description}</div>}
                  </td>
                  <td>{sectionName(p)}</td>
                  <td>{formatRupees(rupeesToPaise(p.price))}</td>
                  <td>
                    <label style={{ display: 'inline-flex', gap: 6, alignItems: 'center', minHeight: 44 }}>
                      <input
                        type="checkbox"
                        role="switch"
                        checked={!p.sold_out}
                        onChange={() => void toggle(p)}
                        aria-label={`${p.name} available`}
                      />
                      {p.sold_out ? 'Sold out' : 'Available'}
                    </label>
                  </td>
                  <td>
                    <div style={{ display: 'flex', gap: 4 }}>
                      <Button
                        variant="ghost"
                        aria-label={`Edit ${p.name}`}
                        onClick={() => {
                          setEditing(p);
                          setDialogOpen(true);
                        }}
                      >
                        Edit
                      </Button>
                      <Button variant="ghost" aria-label={`Delete ${p.name}`} onClick={() => setDeleting(p)}>
                        Delete
                      </Button>
                    </div>
                  </td>
                </tr>
              ))}
            </tbody>
          </table>
        </div>
      )}

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
        message={`Delete ${deleting?.name ?? 'this product'} from your menu?`}
        busy={deleteBusy}
        onConfirm={() => void confirmDelete()}
        onCancel={() => setDeleting(null)}
      />
    </section>
  );
}
