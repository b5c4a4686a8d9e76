import { useEffect, useRef, type CSSProperties } from 'react';
import { Link, useNavigate } from 'react-router-dom';
import type { Order } from '@chowk/contracts';
import { useAppDispatch, useAppSelector } from '@chowk/store';
import { Button } from '@chowk/ui';
import { useText } from '../../i18n';
import { retryShopOrderEvents, type ShopStreamState, useShopOrderEventsQuery } from '../../store/orders.api';
import { ordersSeen, selectShopData } from '../../store/shop.slice';
import { useShopSession } from '../auth/shop-session';
import { newOrderText } from './live-text';
import { notifyNewOrder, useNotificationPermission } from './order-notifications';
import { useMutedSound, useOrderSound } from './use-order-sound';
import { useTitleCount } from './use-title-count';

const ORDERS_PATH = '/shop/orders';
const IDLE = { state: undefined, wasLive: false, orders: [] as Order[] };

/**
 * The shop's live order alerts, mounted once by ShopFrame above every shop page.
 * Only a registered shop has them: a trial's orders live on this device and nobody else adds any.
 */
export function LiveAlerts() {
  const { mode, shop } = useShopSession();
  if (mode !== 'api' || !shop) return null;
  // Another shop (another account on this device) starts from nothing.
  return <ShopLiveAlerts key={shop._id} shopId={shop._id} />;
}

function ShopLiveAlerts({ shopId }: { shopId: string }) {
  const { t } = useText();
  const navigate = useNavigate();
  const dispatch = useAppDispatch();
  const { unseenOrderIds } = useAppSelector(selectShopData);
  // The stream runs in its cache entry (it feeds the desk and the figures too); its orders are the ones that came live.
  const { data: stream = IDLE } = useShopOrderEventsQuery(shopId);
  const orders = stream.orders;
  const [muted, setMuted] = useMutedSound();
  const count = unseenOrderIds.length;
  const sound = useOrderSound(count > 0 && !muted, unseenOrderIds.at(-1));
  useTitleCount(count);
  const notifications = useNotificationPermission();
  useNotifyNewOrders(unseenOrderIds, orders, () => navigate(ORDERS_PATH));

  const unseen = unseenOrderIds.map((id) => orders.find((o) => o._id === id)).filter((o): o is Order => Boolean(o));
  const newest = unseen.at(-1);

  return (
    <section aria-label={t('live.region')} style={count > 0 ? alerting : quiet}>
      {count > 0 && (
        <div style={row}>
          {/* Opening the alert attends to the orders: the sound stops (spec: until confirmed or opened). */}
          <Link
            className="btn btn-primary"
            to={ORDERS_PATH}
            style={{ flex: '1 1 auto' }}
            onClick={() => dispatch(ordersSeen(unseenOrderIds))}
          >
            <span aria-hidden="true">🔔</span> {t('live.newOrders', { count })}
          </Link>
          {sound.blocked && (
            <Button variant="secondary" onClick={sound.enable} style={{ flex: '1 1 auto' }}>
              {t('live.enableSound')}
            </Button>
          )}
        </div>
      )}
      {/* The newest at a glance; screen readers hear each one from the log below instead. */}
      {newest && (
        <p aria-hidden="true" style={{ margin: '6px 0 0', fontWeight: 600 }}>
          {newOrderText(newest)}
        </p>
      )}
      <div style={{ ...row, justifyContent: 'flex-end', fontSize: '0.875rem', color: 'var(--c-muted)' }}>
        <p role="status" style={{ margin: 0, marginRight: 'auto', display: 'inline-flex', alignItems: 'center', gap: 6 }}>
          <span aria-hidden="true" style={dot(stream.state)} />
          <span className="sr-only">{t('live.regionLabel')} </span>
          {stream.state === 'live'
            ? t('live.state.live')
            : stream.state === 'offline'
              ? t('live.state.offline')
              : stream.state === 'refused'
                ? t('live.state.refused')
                : stream.wasLive
                  ? t('live.state.reconnecting')
                  : t('live.state.connecting')}
        </p>
        {stream.state === 'refused' && (
          <Button variant="ghost" onClick={() => retryShopOrderEvents(shopId)}>
            {t('live.tryAgain')}
          </Button>
        )}
        <Button variant="ghost" aria-pressed={muted} title={t('live.muteHint')} onClick={() => setMuted(!muted)}>
          <span aria-hidden="true">{muted ? '🔇' : '🔈'}</span> {t('live.mute')}
        </Button>
        {notifications.permission === 'default' && (
          <Button variant="ghost" onClick={notifications.ask}>
            {t('live.enableNotifications')}
          </Button>
        )}
      </div>
      {/* Each new order is a new line here, which screen readers announce as it arrives. */}
      <div role="log" aria-live="polite" className="sr-only">
        {unseen.map((o) => (
          <p key={o._id}>{newOrderText(o)}</p>
        ))}
      </div>
    </section>
  );
}

/**
 * A browser notification for each order that becomes unseen while the frame is open. The ids
 * unseen when it mounts were told about already (a page change may re-mount the frame).
 */
function useNotifyNewOrders(unseenOrderIds: string[], orders: Order[], open: () => void): void {
  const told = useRef<Set<string> | null>(null);
  const latestOpen = useRef(open);
  useEffect(() => {
    latestOpen.current = open;
  });
  useEffect(() => {
    if (told.current) {
      for (const id of unseenOrderIds) {
        if (told.current.has(id)) continue;
        const order = orders.find((o) => o._id === id);
        if (order) notifyNewOrder(order, () => latestOpen.current());
      }
    }
    told.current = new Set(unseenOrderIds);
  }, [unseenOrderIds, orders]);
}

const dot = (state: ShopStreamState | undefined): CSSProperties => ({
  width: 8,
  height: 8,
  borderRadius: '50%',
  background: state === 'live' ? 'var(--c-success)' : state === 'refused' || state === 'offline' ? '#9ca3af' : '#f59e0b',
});

const row: CSSProperties = { display: 'flex', flexWrap: 'wrap', alignItems: 'center', gap: 8 };
const quiet: CSSProperties = { marginBottom: 8 };
// While orders wait the banner stays in view on a long page (a phone scrolled down the menu).
const alerting: CSSProperties = {
  position: 'sticky',
  top: 0,
  zIndex: 20,
  marginBottom: 12,
  padding: '10px 12px',
  borderRadius: 'var(--radius)',
  background: '#fef9c3',
  color: '#854d0e',
  boxShadow: 'var(--shadow)',
};
