import { useEffect, useId, useMemo, useRef, useState } from 'react';
import { useLocation, useNavigate } from 'react-router-dom';
import {
  cartLineKey,
  CUSTOMER_EMPTY,
  CUSTOMER_LIMITS,
  CUSTOMER_VALIDATION,
  deliveryTermsLines,
  formatRupees,
  localName,
  type Product,
  productSectionId,
  rupeesToPaise,
  shopOpenState,
} from '@chowk/contracts';
import { useAppDispatch, useAppSelector } from '@chowk/store';
import { Button, EmptyState, OpenStateBadge, toast, useLanguage, useMessage, useNow } from '@chowk/ui';
import { useText } from '../../../i18n';
import { addedToCart, itemCount, lineKey, quantitySet, selectCart } from '../../../store/customer.slice';
import { useDocumentTitle } from '../hooks/use-document-title';
import {
  categoryName,
  fromPricePaise,
  groupBySection,
  matchesSearch,
  orderingBlockedReason,
  placeText,
  shopPaths,
  shopTerms,
  todayHours,
} from '../utils/shop-info';
import { CART_BAR_HEIGHT, CartBar } from './cart-bar';
import { CartNoticeBox } from './cart-notice';
import { QuantityStepper } from './quantity-stepper';
import { useLoadedShop } from './shop-loader';
import type OptionSheet from './option-sheet';
import { ItemImage, menuHasImages, ShopBanner, ShopLogo, themeStyle } from './shop-look';

// The option sheet loads when a customer first opens an item with options (or points at its
// Add button): the storefront's first visit carries only the card's "Customisable". A sheet
// that cannot load (a phone that lost its signal) says so and the next Add tries again.
const loadOptionSheet = () => import(/* webpackChunkName: "option-sheet" */ './option-sheet');
const preloadOptionSheet = () => void loadOptionSheet().catch(() => undefined);

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
  const { t } = useText();
  const tm = useMessage();
  const language = useLanguage();
  const back = useBack('/');
  const [search, setSearch] = useState('');
  const [section, setSection] = useState('');
  const [announcement, setAnnouncement] = useState('');
  /** The item whose option sheet is open, and the Add button that opened it (focus goes back there). */
  const [sheetFor, setSheetFor] = useState<string | null>(null);
  const [Sheet, setSheet] = useState<typeof OptionSheet | null>(null);
  const sheetOpener = useRef<HTMLElement | null>(null);
  const searchId = useId();
  useDocumentTitle(shop.name);

  const state = shopOpenState(shop, now);
  const blocked = orderingBlockedReason(shop, now);
  const paths = shopPaths(shop.code);
  const other = t('storefront.otherSection');
  const allGroups = useMemo(() => groupBySection(products, sections, other), [products, sections, other]);
  const visible = useMemo(
    () =>
      groupBySection(
        products.filter((p) => (!section || productSectionId(p) === section) && matchesSearch(p, search, language)),
        sections,
        other,
      ),
    [products, sections, section, search, language, other],
  );
  const visibleCount = visible.reduce((n, g) => n + g.products.length, 0);
  const filtering = search.trim() !== '' || section !== '';
  const qty = (id: string) => itemCount(lines, id);
  const withImages = useMemo(() => menuHasImages(products), [products]);
  // The menu as it is now: an item sold out or gone while its sheet is open closes the sheet.
  const sheetProduct = products.find((p) => p._id === sheetFor && !p.sold_out);
  const terms = shop.delivers ? deliveryTermsLines(shopTerms(shop), Boolean(shop.location)).map(tm).join(' · ') : null;

  const add = (p: Product, optionIds: string[] = [], quantity = 1) => {
    const key = cartLineKey(p._id, optionIds);
    if (!lines.some((l) => lineKey(l) === key) && lines.length >= CUSTOMER_LIMITS.maxLinesPerOrder) {
      toast.error(tm(CUSTOMER_VALIDATION.tooManyLines));
      return;
    }
    dispatch(addedToCart(p, { optionIds, quantity }));
    setAnnouncement(t('storefront.added', { name: localName(p, language), count: qty(p._id) + quantity }));
  };
  const change = (p: Product, quantity: number) => {
    dispatch(quantitySet({ key: p._id, quantity }));
    const name = localName(p, language);
    setAnnouncement(quantity > 0 ? t('storefront.quantityNow', { name, count: quantity }) : t('storefront.removed', { name }));
  };
  const openSheet = (p: Product, opener: HTMLElement) => {
    sheetOpener.current = opener;
    loadOptionSheet().then(
      (module) => {
        setSheet(() => module.default);
        setSheetFor(p._id);
      },
      () => toast.error(t('storefront.sheetLoadFailed')),
    );
  };
  const closeSheet = () => {
    setSheetFor(null);
    // The dialog gives focus back to what had it when it opened; a browser that does not focus
    // a pressed button (Safari) had none there, so the Add button is named explicitly.
    requestAnimationFrame(() => sheetOpener.current?.focus());
  };

  return (
    <main className="container" style={{ padding: '12px 16px', paddingBottom: CART_BAR_HEIGHT + 96, ...themeStyle(shop) }}>
      <Button variant="ghost" onClick={back} style={{ paddingLeft: 0 }}>
        <span aria-hidden="true">←</span> {t('common.back')}
      </Button>
      <header style={{ margin: '4px 0 12px' }}>
        <ShopBanner shop={shop} />
        <div style={{ display: 'flex', gap: 12, alignItems: 'center' }}>
          <ShopLogo shop={shop} />
          <h1 style={{ marginBottom: 4 }}>{shop.name}</h1>
        </div>
        <p style={{ margin: 0, color: 'var(--c-muted)' }}>
          {categoryName(shop, tm)} · {placeText(shop, tm)}
        </p>
        <p style={{ margin: '6px 0 0', display: 'flex', gap: 8, alignItems: 'center', flexWrap: 'wrap' }}>
          <OpenStateBadge state={state} />
          <span>{todayHours(shop, now, tm)}</span>
        </p>
        {terms && <p style={{ margin: '6px 0 0' }}>{terms}</p>}
        {blocked && (
          <p className="card" style={{ marginTop: 10, padding: '10px 12px', background: 'var(--c-primary-soft)' }}>
            {tm(blocked)} {t('storefront.stillBrowse')}
          </p>
        )}
      </header>

      <CartNoticeBox />

      {products.length === 0 ? (
        <EmptyState title={t('storefront.noProducts')}>
          <p>{t('storefront.noProductsText')}</p>
        </EmptyState>
      ) : (
        <>
          <div style={{ marginBottom: 10 }}>
            <label htmlFor={searchId} className="sr-only">
              {t('storefront.search')}
            </label>
            <input
              id={searchId}
              type="search"
              className="search-input"
              placeholder={t('storefront.search')}
              value={search}
              onChange={(e) => setSearch(e.target.value)}
              style={{ width: '100%' }}
            />
          </div>
          {allGroups.length > 1 && (
            <SectionButtons
              groups={allGroups.map((g) => ({ id: g.id, name: localName(g, language) }))}
              active={section}
              onChange={setSection}
            />
          )}
          {/* What the list now holds, said once after each change of the search or section. */}
          <p role="status" className="sr-only">
            {filtering ? t('storefront.found', { count: visibleCount }) : ''}
          </p>
          {visibleCount === 0 ? (
            <EmptyState title={tm(CUSTOMER_EMPTY.noProducts)}>
              <p>{tm(CUSTOMER_EMPTY.noProductsHint)}</p>
            </EmptyState>
          ) : (
            visible.map((group) => (
              <section key={group.id} aria-labelledby={`section-${group.id}`} style={{ marginTop: 16 }}>
                <h2 id={`section-${group.id}`} style={{ fontSize: '1.1rem' }}>
                  {localName(group, language)}
                </h2>
                <ul style={{ listStyle: 'none', padding: 0, margin: 0, display: 'grid', gap: 10 }}>
                  {group.products.map((p) => (
                    <ProductRow
                      key={p._id}
                      product={p}
                      withImage={withImages}
                      quantity={qty(p._id)}
                      onAdd={(opener) => (p.option_groups?.length ? openSheet(p, opener) : add(p))}
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
      {Sheet && sheetProduct && (
        <Sheet
          product={sheetProduct}
          onClose={closeSheet}
          onAdd={(optionIds, quantity) => {
            add(sheetProduct, optionIds, quantity);
            closeSheet();
          }}
        />
      )}
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
  const { t } = useText();
  const all = [{ id: '', name: t('storefront.allSections') }, ...groups];
  return (
    <div
      role="group"
      aria-label={t('storefront.sections')}
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
 * One item: name, description, price; Add, or − n + once it is in the cart. An item with option
 * groups says "Customisable", its price "from" the cheapest valid choice, and its Add always
 * opens the option sheet (each configuration is its own cart line). Sold out: the 'Sold out'
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
  /** `opener`: the pressed button (an item with options opens its sheet; focus comes back to it). */
  onAdd: (opener: HTMLElement) => void;
  onChange: (quantity: number) => void;
}) {
  const { t } = useText();
  const name = localName(product, useLanguage());
  const customisable = Boolean(product.option_groups?.length);
  const price = rupeesToPaise(product.price);
  const from = customisable ? fromPricePaise(product) : price;
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
      {withImage && <ItemImage product={product} name={name} />}
      <div style={{ flex: 1, minWidth: 0 }}>
        <h3 style={{ fontSize: '1rem', margin: 0 }}>{name}</h3>
        {customisable && (
          <p style={{ margin: 0, fontSize: '0.85rem', color: 'var(--c-muted)' }}>{t('storefront.customisable')}</p>
        )}
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
          {from > price ? t('storefront.from', { price: formatRupees(from) }) : formatRupees(price)}
        </p>
      </div>
      <div style={{ flex: '0 0 auto', textAlign: 'center' }}>
        {product.sold_out ? (
          <span className="badge" style={{ background: '#fff', color: '#374151', border: '1px solid #d1d5db' }}>
            {t('storefront.soldOut')}
          </span>
        ) : customisable ? (
          <>
            <button
              type="button"
              className="btn btn-secondary"
              aria-label={t('storefront.addToCart', { name })}
              aria-haspopup="dialog"
              onPointerEnter={preloadOptionSheet}
              onFocus={preloadOptionSheet}
              onClick={(e) => onAdd(e.currentTarget)}
            >
              {t('storefront.add')}
            </button>
            {quantity > 0 && (
              <span style={{ display: 'block', fontSize: '0.85rem', color: 'var(--c-muted)' }}>
                {t('storefront.inCart', { count: quantity })}
              </span>
            )}
          </>
        ) : quantity > 0 ? (
          <QuantityStepper
            name={name}
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
            aria-label={t('storefront.addToCart', { name })}
            onClick={(e) => {
              setFocusTarget('plus');
              onAdd(e.currentTarget);
            }}
          >
            {t('storefront.add')}
          </button>
        )}
      </div>
    </li>
  );
}
