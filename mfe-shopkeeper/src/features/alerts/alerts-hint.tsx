import { Link } from 'react-router-dom';
import { useText } from '../../i18n';
import { useShopSession } from '../auth/shop-session';
import { ORDER_ALERTS_ANCHOR, useDeviceAlerts } from './use-device-alerts';

/**
 * The desk's one line about order alerts when this device could get them and does not: a way
 * to the settings' "Order alerts". Nothing once they are on, or where they cannot be.
 */
export function AlertsHint() {
  const { t } = useText();
  const { mode, shop } = useShopSession();
  const alerts = useDeviceAlerts(mode === 'api' ? shop?._id : undefined, { listAll: false });
  if (mode !== 'api' || alerts.status !== 'off') return null;
  return (
    <p className="stat-hint" data-testid="alerts-hint">
      {t('alerts.hint')} <Link to={`/shop/settings#${ORDER_ALERTS_ANCHOR}`}>{t('alerts.turnOn')}</Link>
    </p>
  );
}
