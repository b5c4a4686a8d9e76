import { useEffect } from 'react';
import { useLocation } from 'react-router-dom';
import { formatInIndia, PUSH_MESSAGES, type PushDevice, type Shop } from '@chowk/contracts';
import type { QueryError } from '@chowk/store/query';
import { Button, ErrorBox, Spinner, toast, useLocale, useMessage } from '@chowk/ui';
import { useText } from '../../i18n';
import { useFailureText } from '../orders/use-failure-text';
import { useRemovePushDeviceMutation, useTestPushDeviceMutation } from '../../store/push.api';
import { useShopSession } from '../auth/shop-session';
import { installApp, useInstallState } from './install-app';
import { ORDER_ALERTS_ANCHOR, useDeviceAlerts, type DeviceAlerts, type DeviceAlertsView } from './use-device-alerts';

/** Why this device cannot get alerts, or what to do first (in the shopkeeper's language); null when it can. */
function useBlocker(status: DeviceAlerts): string | null {
  const { t } = useText();
  const tm = useMessage();
  switch (status) {
    case 'unsupported':
      return tm(PUSH_MESSAGES.unsupported);
    case 'ios-install':
      return tm(PUSH_MESSAGES.iosInstallFirst);
    case 'denied':
      return tm(PUSH_MESSAGES.permissionDenied);
    case 'no-worker':
      return t('alerts.noWorker');
    default:
      return null;
  }
}

/**
 * "Order alerts" in the settings: every customer order as a notification on the shop's phones
 * and computers, even with the desk closed or the screen locked. Each device turns itself on
 * (the browser asks for permission only when the button is pressed), can send itself a test
 * alert, and the list shows every device with the way to remove one (a lost phone). Also the
 * "Install Chowk" button where the browser offers installing.
 */
export function AlertsSection({ shop }: { shop: Shop }) {
  const { mode } = useShopSession();
  // A trial's settings page shows no sections: its shop is on this device and gets no orders.
  if (mode !== 'api') return null;
  return <DeviceAlertsEditor shopId={shop._id} />;
}

function DeviceAlertsEditor({ shopId }: { shopId: string }) {
  const { t } = useText();
  const tm = useMessage();
  const failureOf = useFailureText();
  const alerts = useDeviceAlerts(shopId);
  // Reached from the desk's hint (…/settings#order-alerts): brought into view.
  const { hash } = useLocation();
  useEffect(() => {
    if (hash === `#${ORDER_ALERTS_ANCHOR}`) document.getElementById(ORDER_ALERTS_ANCHOR)?.scrollIntoView?.();
  }, [hash]);
  const install = useInstallState();
  const [sendTest, test] = useTestPushDeviceMutation();
  const { status, busy } = alerts;
  const cannot = useBlocker(status);

  const turnOn = async () => {
    if (await alerts.turnOn()) toast.success(tm(PUSH_MESSAGES.subscribed));
  };
  const turnOff = async () => {
    if (await alerts.turnOff()) toast.success(tm(PUSH_MESSAGES.unsubscribed));
  };
  const testThis = async () => {
    if (!alerts.deviceId) return;
    try {
      toast.success(tm((await sendTest({ shopId, deviceId: alerts.deviceId }).unwrap()).message));
    } catch (error) {
      const failure = error as QueryError;
      // 410: its push service ended the subscription and the API removed the device; it says so.
      toast.error(failure.status === 410 ? tm(PUSH_MESSAGES.deviceGone) : failureOf(failure, PUSH_MESSAGES.testFailed));
    }
  };

  return (
    <section className="card" aria-labelledby="order-alerts-title" id={ORDER_ALERTS_ANCHOR} style={{ marginTop: 28 }}>
      <h2 id="order-alerts-title" style={{ marginTop: 0 }}>
        {t('alerts.title')}
      </h2>
      <p className="stat-hint" style={{ marginTop: 0 }}>
        {t('alerts.intro')}
      </p>

      <h3 style={{ marginBottom: 6 }}>{t('alerts.thisDevice')}</h3>
      {status === 'checking' ? (
        <Spinner label={t('alerts.checking')} />
      ) : cannot ? (
        <p role="note" data-testid="alerts-blocked">
          {cannot}
        </p>
      ) : status === 'on' ? (
        <>
          <p role="status">
            <strong>{t('alerts.on')}</strong> {t('alerts.onHint')}
          </p>
          <div style={{ display: 'flex', gap: 10, flexWrap: 'wrap' }}>
            <Button variant="secondary" onClick={() => void testThis()} aria-busy={test.isLoading || undefined}>
              {test.isLoading ? t('alerts.sending') : t('alerts.test')}
            </Button>
            <Button variant="secondary" onClick={() => void turnOff()} disabled={busy}>
              {busy ? t('alerts.turningOff') : t('alerts.turnOff')}
            </Button>
          </div>
        </>
      ) : (
        <>
          <p role="status">{t('alerts.off')}</p>
          <Button onClick={() => void turnOn()} disabled={busy} aria-busy={busy || undefined}>
            {busy ? t('alerts.turningOn') : t('alerts.turnOn')}
          </Button>
        </>
      )}
      {alerts.problem && (
        <p className="field-error" role="alert">
          {alerts.problem}
        </p>
      )}

      {(install.canInstall || install.installed) && (
        <>
          <h3 style={{ marginBottom: 6 }}>{t('alerts.install.title')}</h3>
          {install.installed ? (
            <p>{t('alerts.install.installed')}</p>
          ) : (
            <>
              <p>{t('alerts.install.hint')}</p>
              <Button variant="secondary" onClick={() => void installApp()}>
                {t('alerts.install.button')}
              </Button>
            </>
          )}
        </>
      )}

      <DeviceList shopId={shopId} thisDevice={alerts.deviceId} devices={alerts.devices} />
    </section>
  );
}

function DeviceList({
  shopId,
  thisDevice,
  devices,
}: {
  shopId: string;
  thisDevice: string | null;
  devices: DeviceAlertsView['devices'];
}) {
  const { t } = useText();
  const tm = useMessage();
  const locale = useLocale();
  const failureOf = useFailureText();
  const [remove, removing] = useRemovePushDeviceMutation();
  const removeOne = async (device: PushDevice) => {
    try {
      toast.success(tm((await remove({ shopId, deviceId: device._id }).unwrap()).message));
    } catch (error) {
      toast.error(failureOf(error as QueryError, PUSH_MESSAGES.removeFailed));
    }
  };
  const when = (iso: string | null) =>
    iso ? formatInIndia(new Date(iso), { dateStyle: 'medium', timeStyle: 'short' }, locale) : t('alerts.never');

  let body: React.ReactNode;
  if (devices.isLoading) body = <Spinner label={t('alerts.loadingDevices')} />;
  else if (devices.isError && !devices.data)
    body = <ErrorBox onRetry={() => void devices.refetch()}>{tm(PUSH_MESSAGES.listFailed)}</ErrorBox>;
  else if (!devices.data?.length) body = <p className="stat-hint">{t('alerts.noDevices')}</p>;
  else
    body = (
      <ul style={{ listStyle: 'none', padding: 0, margin: 0, display: 'grid', gap: 8 }}>
        {devices.data.map((device: PushDevice) => (
          <li
            key={device._id}
            style={{ display: 'flex', justifyContent: 'space-between', gap: 12, alignItems: 'center', flexWrap: 'wrap' }}
          >
            <span>
              <strong>{device.label}</strong>
              {device._id === thisDevice && (
                <span className="badge" style={{ marginLeft: 6 }}>
                  {t('alerts.thisDevice')}
                </span>
              )}
              <span className="stat-hint" style={{ display: 'block' }}>
                {t('alerts.since', { since: when(device.created_at), last: when(device.last_sent_at) })}
              </span>
            </span>
            {device._id !== thisDevice && (
              <Button
                variant="secondary"
                onClick={() => void removeOne(device)}
                disabled={removing.isLoading}
                aria-label={t('alerts.removeDevice', { device: device.label })}
              >
                {t('alerts.remove')}
              </Button>
            )}
          </li>
        ))}
      </ul>
    );
  return (
    <>
      <h3 style={{ marginBottom: 6 }}>{t('alerts.devices')}</h3>
      {body}
    </>
  );
}
