import { Link } from 'react-router-dom';
import { useShopSession } from '../auth/shop-session';
import { ORDER_ALERTS_ANCHOR, useDeviceAlerts } from './use-device-alerts';

/**
 * The desk's one line about order alerts when this device could get them and does not: a way
 * to the settings' "Order alerts". Nothing once they are on, or where they cannot be.
 */
export function AlertsHint() {
  const { mode, shop } = useShopSession();
  const alerts = useDeviceAlerts(mode === 'api' ? shop?._id : undefined, { listAll: false });
  if (mode !== 'api' || alerts.status !== 'off') return null;
  return (
    <p className="stat-hint" data-testid="alerts-hint">
      Get each new order on this device even with the screen locked.{' '}
      <Link to={`/shop/settings#${ORDER_ALERTS_ANCHOR}`}>Turn on order alerts</Link>
    </p>
  );
}
