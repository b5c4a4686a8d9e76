import { useId, type MouseEvent } from 'react';
import { Link, useNavigate } from 'react-router-dom';
import { type Shop, shopOpenState, storefrontPath } from '@chowk/contracts';
import { OpenStateBadge, useLanguage, useMessage } from '@chowk/ui';
import { useText } from '../../i18n';
import { distanceText, hasOpeningHours, shopCategory, shopPlace, todayHours } from './shop-text';

export interface ShopCardProps {
  shop: Shop;
  /** The time the open state is read at (useNow). */
  now: Date;
  /** Nearby: how far the shop is. */
  distanceKm?: number;
  /** The heading level of the shop's name in the page. */
  headingLevel?: 2 | 3;
}

/**
 * One shop in a list (directory, nearby): its name as the link to its storefront, category,
 * place, and whether it takes orders now. For a shop with no opening hours docs/product.md §2's fixed
 * label stands instead of a computed Open/Closed (a paused shop still says Paused).
 *
 * A tap anywhere on the card opens the shop too (phones); keyboards and screen readers have
 * the one link, so the list reads one link per shop.
 */
export function ShopCard({ shop, now, distanceKm, headingLevel = 2 }: ShopCardProps) {
  const navigate = useNavigate();
  const { t } = useText();
  const tm = useMessage();
  const language = useLanguage();
  const titleId = useId();
  const path = storefrontPath(shop.code);
  const state = shopOpenState(shop, now);
  const showState = hasOpeningHours(shop) || state === 'paused';
  const Heading = headingLevel === 2 ? 'h2' : 'h3';
  const onCardClick = (e: MouseEvent<HTMLElement>) => {
    // Text being selected or a click on the link itself: leave it to the browser.
    if ((e.target as HTMLElement).closest('a') || window.getSelection()?.toString()) return;
    void navigate(path);
  };
  return (
    <article
      className="card shop-card"
      aria-labelledby={titleId}
      onClick={onCardClick}
      style={{ cursor: 'pointer', display: 'flex', flexDirection: 'column', gap: 6, height: '100%' }}
    >
      <div style={{ display: 'flex', justifyContent: 'space-between', gap: 8, alignItems: 'flex-start' }}>
        <Heading id={titleId} style={{ fontSize: '1.05rem', margin: 0, overflowWrap: 'anywhere' }}>
          <Link to={path} style={{ textDecoration: 'none' }}>
            {shop.name}
          </Link>
        </Heading>
        {distanceKm !== undefined && (
          <span className="stat-hint" style={{ whiteSpace: 'nowrap', fontSize: '0.9rem' }}>
            <span className="sr-only">{t('shop.distance')} </span>
            {distanceText(distanceKm, language)}
          </span>
        )}
      </div>
      <p style={{ margin: 0, color: 'var(--c-muted)', fontSize: '0.92rem' }}>
        <span className="sr-only">{t('shop.category')} </span>
        {shopCategory(shop, tm)}
      </p>
      <p style={{ margin: 0, fontSize: '0.92rem' }}>
        <span className="sr-only">{t('shop.location')} </span>
        {shopPlace(shop, tm)}
      </p>
      <p style={{ margin: 'auto 0 0', display: 'flex', gap: 8, alignItems: 'center', flexWrap: 'wrap', fontSize: '0.9rem' }}>
        {showState && <OpenStateBadge state={state} />}
        <span style={{ color: 'var(--c-muted)' }}>{todayHours(shop, now, tm)}</span>
      </p>
    </article>
  );
}

/** The grid the cards sit in: one column on a phone, more as the screen allows. */
export const SHOP_GRID_STYLE = {
  listStyle: 'none',
  padding: 0,
  margin: '12px 0',
  display: 'grid',
  gap: 12,
  gridTemplateColumns: 'repeat(auto-fill, minmax(min(100%, 280px), 1fr))',
} as const;
