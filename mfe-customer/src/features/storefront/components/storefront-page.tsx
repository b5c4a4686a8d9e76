import { useEffect, useId, useMemo, useRef, useState } from 'react';
import { useLocation, useNavigate } from 'react-router-dom';
import {
  CUSTOMER_EMPTY,
  CUSTOMER_LIMITS,
  CUSTOMER_VALIDATION,
  formatRupees,
  type Product,
  productSectionId,
  rupeesToPaise,
  shopOpenState,
} from '@chowk/contracts';
import { useAppDispatch, useAppSelector } from '@chowk/store';
import { Button, EmptyState, OpenStateBadge, toast, useNow } from '@chowk/ui';
import { addedToCart, quantitySet, selectCart } from '../../../store/customer.slice';
import { useDocumentTitle } from '../hooks/use-document-title';
import {
  categoryName,
  groupBySection,
  matchesSearch,
  orderingBlockedReason,
  placeText,
  shopPaths,
  todayHours,
} from '../utils/shop-info';
import { CART_BAR_HEIGHT, CartBar } from './cart-bar';
import { CartNoticeBox } from './cart-notice';
import { QuantityStepper } from './quantity-stepper';
import { useLoadedShop } from './shop-loader';
import { ItemImage, menuHasImages, ShopBanner, ShopLogo, themeStyle } from './shop-look';

/** Back where the customer came from in this app, else home. */
export function useBack(fallback: string) {
  const navigate = useNavigate();
  const location = useLocation();
  // 'default' is the key of the first entry: nothing of ours to go back to.
  return () => (location.key !== 'default' ? navigate(-1) : navigate(fallback));
}

/** /customer/shop/{code} (docs/product.md §2): the shop header, sections, search, the products and the cart button. */
export default function StorefrontPage() {
  const { shop, products, sections } = useLoadedShop();
  const { lines } = useAppSelector(selectCart);
  const dispatch = useAppDispatch();
  const now = useNow();
  const back = useBack('/');
  const [search, setSearch] = useState('');
  const [section, setSection] = useState('');
  const [announcement, setAnnouncement] = useState('');
  const searchId = useId();
  useDocumentTitle(shop.name);

  const state = shopOpenState(shop, now);
  const blocked = orderingBlockedReason(shop, now);
  const paths = shopPaths(shop.code);
  const allGroups = useMemo(() => groupBySection(products, sections), [products, sections]);
  const visible = useMemo(
    () =>
      groupBySection(
        products.filter((p) => (!section || productSectionId(p) === section) && matchesSearch(p, search)),
        sections,
      ),
    [products, sections, section, search],
  );
  const visibleCount = visible.reduce((n, g) => n + g.products.length, 0);
  const filtering = search.trim() !== '' || section !== '';
  const qty = (id: string) => lines.find((l) => l.productId === id)?.quantity ?? 0;
  const withImages = useMemo(() => menuHasImages(products), [products]);

  const add = (p: Product) => {
    if (qty(p._id) === 0 && lines.length >= CUSTOMER_LIMITS.maxLinesPerOrder) {
      toast.error(CUSTOMER_VALIDATION.tooManyLines);
      return;
    }
    dispatch(addedToCart(p));
    setAnnouncement(`${p.name} added to cart, ${qty(p._id) + 1} in cart`);
  };
  const change = (p: Product, quantity: number) => {
    dispatch(quantitySet({ productId: p._id, quantity }));
    setAnnouncement(quantity > 0 ? `${p.name}: ${quantity} in cart` : `${p.name} removed from cart`);
  };

  return (
    <main className="container" style={{ padding: '12px 16px', paddingBottom: CART_BAR_HEIGHT + 96, ...themeStyle(shop) }}>
      <Button variant="ghost" onClick={back} style={{ paddingLeft: 0 }}>
        <span aria-hidden="true">←</span> Back
      </Button>
      <header style={{ margin: '4px 0 12px' }}>
        <ShopBanner shop={shop} />
        <div style={{ display: 'flex', gap: 12, alignItems: 'center' }}>
          <ShopLogo shop={shop} />
          <h1 style={{ marginBottom: 4 }}>{shop.name}</h1>
        </div>
        <p style={{ margin: 0, color: 'var(--c-muted)' }}>
          {categoryName(shop)} · {placeText(shop)}
        </p>
        <p style={{ margin: '6px 0 0', display: 'flex', gap: 8, alignItems: 'center', flexWrap: 'wrap' }}>
          <OpenStateBadge state={state} />
          <span>{todayHours(shop, now)}</span>
        </p>
        {blocked && (
          <p className="card" style={{ marginTop: 10, padding: '10px 12px', background: 'var(--c-primary-soft)' }}>
            {blocked} You can still look at the menu and fill your cart.
          </p>
        )}
      </header>

      <CartNoticeBox />

      {products.length === 0 ? (
        <EmptyState title="No products yet">
          <p>This shop has not put anything on its menu yet. Please check again later.</p>
        </EmptyState>
      ) : (
        <>
          <div style={{ marginBottom: 10 }}>
            <label htmlFor={searchId} className="sr-only">
              Search products
            </label>
            <input
              id={searchId}
              type="search"
              className="search-input"
              placeholder="Search products"
              value={search}
              onChange={(e) => setSearch(e.target.value)}
              style={{ width: '100%' }}
            />
          </div>
          {allGroups.length > 1 && (
            <SectionButtons groups={allGroups.map((g) => ({ id: g.id, name: g.name }))} active={section} onChange={setSection} />
          )}
          {/* What the list now holds, said once after each change of the search or section. */}
          <p role="status" className="sr-only">
            {filtering ? `${visibleCount} ${visibleCount === 1 ? 'product' : 'products'} found` : ''}
          </p>
          {visibleCount === 0 ? (
            <EmptyState title={CUSTOMER_EMPTY.noProducts}>
              <p>{CUSTOMER_EMPTY.noProductsHint}</p>
            </EmptyState>
          ) : (
            visible.map((group) => (
              <section key={group.id} aria-labelledby={`section-${group.id}`} style={{ marginTop: 16 }}>
                <h2 id={`section-${group.id}`} style={{ fontSize: '1.1rem' }}>
                  {group.name}
                </h2>
                <ul style={{ listStyle: 'none', padding: 0, margin: 0, display: 'grid', gap: 10 }}>
                  {group.products.map((p) => (
                    <ProductRow
                      key={p._id}
                      product={p}
                      withImage={withImages}
                      quantity={qty(p._id)}
                      onAdd={() => add(p)}
                      onChange={(n) => change(p, n)}
                    />
                  ))}
                </ul>
              </section>
            ))
          )}
        </>
      )}

      <p role="status" className="sr-only">
        {announcement}
      </p>
      <CartBar to={paths.cart} />
    </main>
  );
}

function SectionButtons({
  groups,
  active,
  onChange,
}: {
  groups: ReadonlyArray<{ id: string; name: string }>;
  active: string;
  onChange: (id: string) => void;
}) {
  const all = [{ id: '', name: 'All' }, ...groups];
  return (
    <div
      role="group"
      aria-label="Menu sections"
      style={{ display: 'flex', gap: 8, overflowX: 'auto', padding: '2px 2px 8px', WebkitOverflowScrolling: 'touch' }}
    >
      {all.map((g) => (
        <button
          key={g.id || 'all'}
          type="button"
          className={`btn ${g.id === active ? 'btn-primary' : 'btn-secondary'}`}
          aria-pressed={g.id === active}
          onClick={() => onChange(g.id)}
          style={{ whiteSpace: 'nowrap', flex: '0 0 auto' }}
        >
          {g.name}
        </button>
      ))}
    </div>
  );
}

/** A sold-out item's card: grey enough to read as out, light enough that the muted text keeps AA (5.5:1). */
const SOLD_OUT_CARD = '#f5f5f4';

/**
 * One item: name, description, price; Add, or − n + once it is in the cart. Sold out: the 'Sold out'
 * label instead of a button, the price struck through, a grey card and a grey image. Not by
 * opacity: that fades every text below AA (the muted description fell to 3.4:1); each colour here
 * keeps its own contrast (the description 5.5:1 on the grey).
 */
function ProductRow({
  product,
  withImage,
  quantity,
  onAdd,
  onChange,
}: {
  product: Product;
  /** The menu has images: each item shows its own, or a placeholder. */
  withImage: boolean;
  quantity: number;
  onAdd: () => void;
  onChange: (quantity: number) => void;
}) {
  // Focus follows the control that replaced the one pressed: Add → the stepper's +, and back.
  const [focusTarget, setFocusTarget] = useState<'plus' | 'add' | null>(null);
  const addRef = useRef<HTMLButtonElement>(null);
  useEffect(() => {
    if (focusTarget === 'add' && quantity === 0) addRef.current?.focus();
  }, [focusTarget, quantity]);
  return (
    <li
      className="card"
      style={{
        display: 'flex',
        gap: 12,
        alignItems: 'center',
        padding: 12,
        ...(product.sold_out && { background: SOLD_OUT_CARD }),
      }}
    >
      {withImage && <ItemImage product={product} />}
      <div style={{ flex: 1, minWidth: 0 }}>
        <h3 style={{ fontSize: '1rem', margin: 0 }}>{product.name}</h3>
        {product.description && (
          <p style={{ margin: '2px 0', color: 'var(--c-muted)', fontSize: '0.9rem' }}>{product.description}</p>
        )}
        <p
          style={{
            margin: '2px 0 0',
            fontWeight: 700,
            ...(product.sold_out && { textDecoration: 'line-through', color: 'var(--c-muted)' }),
          }}
        >
          {formatRupees(rupeesToPaise(product.price))}
        </p>
      </div>
      <div style={{ flex: '0 0 auto' }}>
        {product.sold_out ? (
          <span className="badge" style={{ background: '#fff', color: '#374151', border: '1px solid #d1d5db' }}>
            Sold out
          </span>
        ) : quantity > 0 ? (
          <QuantityStepper
            name={product.name}
            quantity={quantity}
            focusPlus={focusTarget === 'plus' && quantity === 1}
            onChange={(n) => {
              setFocusTarget(n <= 0 ? 'add' : null);
              onChange(n);
            }}
          />
        ) : (
          <button
            ref={addRef}
            type="button"
            className="btn btn-secondary"
            aria-label={`Add ${product.name} to cart`}
            onClick={() => {
              setFocusTarget('plus');
              onAdd();
            }}
          >
            Add
          </button>
        )}
      </div>
    </li>
  );
}
