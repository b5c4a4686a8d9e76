import { useEffect, useId, useRef, useState } from 'react';
import { Link, useSearchParams } from 'react-router-dom';
import { CUSTOMER_EMPTY, CUSTOMER_FAILURE, CUSTOMER_LIMITS } from '@chowk/contracts';
import { Button, EmptyState, ErrorBox, SelectField, TextField, useNow } from '@chowk/ui';
import { safePath } from '../shared-ui/safe-path';
import { SHOP_GRID_STYLE, ShopCard } from '../shared-ui/shop-card';
import { choosePlace, placeOptions, useAreaChoices } from './area-choices';
import { DIRECTORY_TEXT } from './directory.messages';
import { type DirectoryFilters, NO_FILTERS, useDirectoryFilters } from './use-directory-filters';
import { useShopDirectory } from './use-shop-directory';
import { useDocumentTitle } from '../storefront/hooks/use-document-title';

const WIDE_SCREEN = '(min-width: 700px)';

/**
 * `/shops`: every shop customers can see, filtered by name, category and place (docs/product.md §2, §4),
 * 20 at a time: Load More, or on its own about 1000 px before the end of the list.
 */
export default function DirectoryPage() {
  const [params] = useSearchParams();
  const back = safePath(params.get('redirect-from'), '/');
  const { filters, setFilters, query, active } = useDirectoryFilters();
  const choices = useAreaChoices();
  const list = useShopDirectory(query);
  const now = useNow();
  useDocumentTitle(DIRECTORY_TEXT.title);
  const headingId = useId();
  const sentinel = useRef<HTMLDivElement>(null);
  /** After a Load More press, the first new shop takes the focus (the button may go away). */
  const focusFrom = useRef<number | null>(null);
  const listRef = useRef<HTMLUListElement>(null);

  const places = placeOptions(choices.places, filters);
  /** Category and place filters chosen (the name aside). */
  const chosen = [filters.category, filters.state, filters.city, filters.district].filter(Boolean).length;
  // On a phone the four selects would push the shops below the fold: folded away unless one is
  // in use; side by side on a wider screen.
  const [showMore, setShowMore] = useState(() => chosen > 0 || (globalThis.matchMedia?.(WIDE_SCREEN).matches ?? true));
  const moreId = useId();
  const choicesBusy = choices.status !== 'ready';

  const setPlace = (field: 'state' | 'city' | 'district', value: string) =>
    setFilters((f) => ({ ...f, ...choosePlace(choices.places, f, field, value) }));
  const set = (field: keyof DirectoryFilters, value: string) => setFilters((f) => ({ ...f, [field]: value }));

  // Load the next page about 1000 px before the end of the list. A new observer each time the
  // list grows: one whose target is still in range after a page came fires again at once.
  const { status, hasMore, more, loadMore, shops } = list;
  useEffect(() => {
    const target = sentinel.current;
    if (!target || typeof IntersectionObserver === 'undefined' || status !== 'ready' || !hasMore || more !== 'idle') return;
    const observer = new IntersectionObserver((entries) => entries.some((e) => e.isIntersecting) && loadMore(), {
      rootMargin: `0px 0px ${CUSTOMER_LIMITS.loadMoreMarginPx}px 0px`,
    });
    observer.observe(target);
    return () => observer.disconnect();
  }, [status, hasMore, more, loadMore, shops.length]);

  useEffect(() => {
    const from = focusFrom.current;
    if (from === null || more === 'loading') return;
    focusFrom.current = null;
    if (more === 'idle') listRef.current?.querySelectorAll<HTMLElement>('li h2 a')[from]?.focus();
  }, [more, shops.length]);

  const pressLoadMore = () => {
    focusFrom.current = shops.length;
    loadMore();
  };

  return (
    <main className="container" style={{ padding: '12px 16px 48px' }} aria-labelledby={headingId}>
      <p style={{ margin: '4px 0 8px' }}>
        <Link to={back} className="btn btn-ghost" style={{ paddingLeft: 0 }}>
          <span aria-hidden="true">←</span> Back
        </Link>
      </p>
      <h1 id={headingId} style={{ fontSize: 'clamp(1.4rem, 5vw, 1.9rem)' }}>
        {DIRECTORY_TEXT.title}
      </h1>
      <p style={{ marginTop: 0, color: 'var(--c-muted)' }}>{DIRECTORY_TEXT.lead}</p>

      <form role="search" aria-label={DIRECTORY_TEXT.filtersLabel} onSubmit={(e) => e.preventDefault()} className="card">
        <TextField
          label="Shop name"
          type="search"
          placeholder="Search by name"
          autoComplete="off"
          enterKeyHint="search"
          value={filters.name}
          onChange={(e) => set('name', e.target.value)}
        />
        <div style={{ display: 'flex', gap: 8, flexWrap: 'wrap', justifyContent: 'space-between' }}>
          <Button variant="secondary" aria-expanded={showMore} aria-controls={moreId} onClick={() => setShowMore((v) => !v)}>
            {DIRECTORY_TEXT.moreFilters}
            {chosen > 0 && ` (${chosen})`}
            <span aria-hidden="true">{showMore ? '▴' : '▾'}</span>
          </Button>
          {active && (
            <Button variant="ghost" onClick={() => setFilters(NO_FILTERS)}>
              Clear filters
            </Button>
          )}
        </div>
        {showMore && (
          <div
            id={moreId}
            style={{
              display: 'grid',
              gap: '0 12px',
              marginTop: 12,
              gridTemplateColumns: 'repeat(auto-fit, minmax(min(100%, 180px), 1fr))',
            }}
          >
            <SelectField
              label="Category"
              placeholder={choicesBusy ? DIRECTORY_TEXT.choicesLoading : 'All categories'}
              options={choices.categories}
              value={filters.category}
              disabled={choicesBusy}
              onChange={(e) => set('category', e.target.value)}
            />
            <SelectField
              label="State"
              placeholder={choicesBusy ? DIRECTORY_TEXT.choicesLoading : 'All states'}
              options={places.states}
              value={filters.state}
              disabled={choicesBusy}
              onChange={(e) => setPlace('state', e.target.value)}
            />
            <SelectField
              label="City"
              placeholder={choicesBusy ? DIRECTORY_TEXT.choicesLoading : 'All cities'}
              options={places.cities}
              value={filters.city}
              disabled={choicesBusy}
              onChange={(e) => setPlace('city', e.target.value)}
            />
            <SelectField
              label="District"
              placeholder={choicesBusy ? DIRECTORY_TEXT.choicesLoading : 'All districts'}
              options={places.districts}
              value={filters.district}
              disabled={choicesBusy}
              onChange={(e) => setPlace('district', e.target.value)}
            />
          </div>
        )}
      </form>
      {choices.status === 'failed' && <ErrorBox onRetry={choices.retry}>{DIRECTORY_TEXT.choicesFailed}</ErrorBox>}

      {/* One polite line says what the list holds now: filtering is heard, not only seen. */}
      <p role="status" className="field-hint" style={{ margin: '12px 0 0' }}>
        {status === 'loading'
          ? DIRECTORY_TEXT.loading
          : status === 'ready' && shops.length > 0
            ? DIRECTORY_TEXT.showing(shops.length, Math.max(list.total, shops.length))
            : ''}
      </p>

      {status === 'loading' && <ShopSkeletons />}
      {status === 'error' && <ErrorBox onRetry={list.retry}>{CUSTOMER_FAILURE.loadShops}</ErrorBox>}
      {status === 'ready' && shops.length === 0 && (
        <EmptyState title={CUSTOMER_EMPTY.noShops}>
          <p>{active ? DIRECTORY_TEXT.noShopsFiltered : DIRECTORY_TEXT.noShopsAtAll}</p>
          {active && (
            <Button variant="secondary" onClick={() => setFilters(NO_FILTERS)}>
              Clear filters
            </Button>
          )}
        </EmptyState>
      )}
      {status === 'ready' && shops.length > 0 && (
        <>
          <ul ref={listRef} style={SHOP_GRID_STYLE} aria-label={DIRECTORY_TEXT.listLabel}>
            {shops.map((shop) => (
              <li key={shop._id}>
                <ShopCard shop={shop} now={now} />
              </li>
            ))}
          </ul>
          <div ref={sentinel} aria-hidden="true" />
          {more === 'error' && <ErrorBox onRetry={list.retry}>{CUSTOMER_FAILURE.loadShops}</ErrorBox>}
          {hasMore && more !== 'error' && (
            <div style={{ display: 'flex', justifyContent: 'center', margin: '16px 0' }}>
              <Button variant="secondary" onClick={pressLoadMore} busy={more === 'loading'}>
                {more === 'loading' ? DIRECTORY_TEXT.loadingMore : 'Load More'}
              </Button>
            </div>
          )}
          {!hasMore && (
            <p style={{ textAlign: 'center', color: 'var(--c-muted)', margin: '16px 0' }}>{CUSTOMER_EMPTY.endOfList}</p>
          )}
        </>
      )}
    </main>
  );
}

/** Grey cards where the shops will be, so the page does not jump when they come. */
function ShopSkeletons() {
  return (
    <ul style={SHOP_GRID_STYLE} aria-hidden="true" data-testid="shop-skeletons">
      {Array.from({ length: 4 }, (_, i) => (
        <li key={i} className="card" style={{ display: 'grid', gap: 10, minHeight: 132 }}>
          <span className="skeleton" style={{ width: '60%', height: 18 }} />
          <span className="skeleton" style={{ width: '40%' }} />
          <span className="skeleton" style={{ width: '70%' }} />
          <span className="skeleton" style={{ width: '30%' }} />
        </li>
      ))}
    </ul>
  );
}
