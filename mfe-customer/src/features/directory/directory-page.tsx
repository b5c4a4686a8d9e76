import { useEffect, useId, useRef, useState } from 'react';
import { Link, useSearchParams } from 'react-router-dom';
import { CUSTOMER_EMPTY, CUSTOMER_FAILURE, CUSTOMER_LIMITS } from '@chowk/contracts';
import { Button, EmptyState, ErrorBox, SelectField, TextField, useMessage, useNow } from '@chowk/ui';
import { useText } from '../../i18n';
import { safePath } from '../shared-ui/safe-path';
import { SHOP_GRID_STYLE, ShopCard } from '../shared-ui/shop-card';
import { choosePlace, placeOptions, useAreaChoices } from './area-choices';
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
  const { t } = useText();
  const tm = useMessage();
  useDocumentTitle(t('directory.title'));
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

  /** "12 shops found", or "Showing 20 of 45 shops" while more are to come. */
  const showing = (shown: number, total: number) =>
    shown === total ? t('directory.found', { count: total }) : t('directory.showing', { shown, total });

  const pressLoadMore = () => {
    focusFrom.current = shops.length;
    loadMore();
  };

  return (
    <main className="container" style={{ padding: '12px 16px 48px' }} aria-labelledby={headingId}>
      <p style={{ margin: '4px 0 8px' }}>
        <Link to={back} className="btn btn-ghost" style={{ paddingLeft: 0 }}>
          <span aria-hidden="true">←</span> {t('common.back')}
        </Link>
      </p>
      <h1 id={headingId} style={{ fontSize: 'clamp(1.4rem, 5vw, 1.9rem)' }}>
        {t('directory.title')}
      </h1>
      <p style={{ marginTop: 0, color: 'var(--c-muted)' }}>{t('directory.lead')}</p>

      <form role="search" aria-label={t('directory.filtersLabel')} onSubmit={(e) => e.preventDefault()} className="card">
        <TextField
          label={t('directory.shopName')}
          type="search"
          placeholder={t('common.searchByName')}
          autoComplete="off"
          enterKeyHint="search"
          value={filters.name}
          onChange={(e) => set('name', e.target.value)}
        />
        <div style={{ display: 'flex', gap: 8, flexWrap: 'wrap', justifyContent: 'space-between' }}>
          <Button variant="secondary" aria-expanded={showMore} aria-controls={moreId} onClick={() => setShowMore((v) => !v)}>
            {t('directory.moreFilters')}
            {chosen > 0 && ` (${chosen})`}
            <span aria-hidden="true">{showMore ? '▴' : '▾'}</span>
          </Button>
          {active && (
            <Button variant="ghost" onClick={() => setFilters(NO_FILTERS)}>
              {t('directory.clearFilters')}
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
              label={t('directory.category')}
              placeholder={choicesBusy ? t('directory.choicesLoading') : t('directory.allCategories')}
              options={choices.categories}
              value={filters.category}
              disabled={choicesBusy}
              onChange={(e) => set('category', e.target.value)}
            />
            <SelectField
              label={t('directory.state')}
              placeholder={choicesBusy ? t('directory.choicesLoading') : t('directory.allStates')}
              options={places.states}
              value={filters.state}
              disabled={choicesBusy}
              onChange={(e) => setPlace('state', e.target.value)}
            />
            <SelectField
              label={t('directory.city')}
              placeholder={choicesBusy ? t('directory.choicesLoading') : t('directory.allCities')}
              options={places.cities}
              value={filters.city}
              disabled={choicesBusy}
              onChange={(e) => setPlace('city', e.target.value)}
            />
            <SelectField
              label={t('directory.district')}
              placeholder={choicesBusy ? t('directory.choicesLoading') : t('directory.allDistricts')}
              options={places.districts}
              value={filters.district}
              disabled={choicesBusy}
              onChange={(e) => setPlace('district', e.target.value)}
            />
          </div>
        )}
      </form>
      {choices.status === 'failed' && <ErrorBox onRetry={choices.retry}>{t('directory.choicesFailed')}</ErrorBox>}

      {/* One polite line says what the list holds now: filtering is heard, not only seen. */}
      <p role="status" className="field-hint" style={{ margin: '12px 0 0' }}>
        {status === 'loading'
          ? t('directory.loading')
          : status === 'ready' && shops.length > 0
            ? showing(shops.length, Math.max(list.total, shops.length))
            : ''}
      </p>

      {status === 'loading' && <ShopSkeletons />}
      {status === 'error' && <ErrorBox onRetry={list.retry}>{tm(CUSTOMER_FAILURE.loadShops)}</ErrorBox>}
      {status === 'ready' && shops.length === 0 && (
        <EmptyState title={tm(CUSTOMER_EMPTY.noShops)}>
          <p>{active ? t('directory.noShopsFiltered') : t('directory.noShopsAtAll')}</p>
          {active && (
            <Button variant="secondary" onClick={() => setFilters(NO_FILTERS)}>
              {t('directory.clearFilters')}
            </Button>
          )}
        </EmptyState>
      )}
      {status === 'ready' && shops.length > 0 && (
        <>
          <ul ref={listRef} style={SHOP_GRID_STYLE} aria-label={t('directory.listLabel')}>
            {shops.map((shop) => (
              <li key={shop._id}>
                <ShopCard shop={shop} now={now} />
              </li>
            ))}
          </ul>
          <div ref={sentinel} aria-hidden="true" />
          {more === 'error' && <ErrorBox onRetry={list.retry}>{tm(CUSTOMER_FAILURE.loadShops)}</ErrorBox>}
          {hasMore && more !== 'error' && (
            <div style={{ display: 'flex', justifyContent: 'center', margin: '16px 0' }}>
              <Button variant="secondary" onClick={pressLoadMore} busy={more === 'loading'}>
                {more === 'loading' ? t('directory.loadingMore') : t('directory.loadMore')}
              </Button>
            </div>
          )}
          {!hasMore && (
            <p style={{ textAlign: 'center', color: 'var(--c-muted)', margin: '16px 0' }}>{tm(CUSTOMER_EMPTY.endOfList)}</p>
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
