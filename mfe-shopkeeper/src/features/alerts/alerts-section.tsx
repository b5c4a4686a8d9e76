import { useEffect } from 'react';
import { useLocation } from 'react-router-dom';
import { formatInIndia, PUSH_MESSAGES, type PushDevice, type Shop } from '@chowk/contracts';
import type { QueryError } from '@chowk/store/query';
import { Button, ErrorBox, Spinner, toast } from '@chowk/ui';
import { failureText } from '../../store/failure';
import { useRemovePushDeviceMutation, useTestPushDeviceMutation } from '../../store/push.api';
import { useShopSession } from '../auth/shop-session';
import { installApp, useInstallState } from './install-app';
import { ORDER_ALERTS_ANCHOR, useDeviceAlerts, type DeviceAlerts, type DeviceAlertsView } from './use-device-alerts';

const when = (iso: string | null) => (iso ? formatInIndia(new Date(iso), { dateStyle: 'medium', timeStyle: 'short' }) : 'never');

/** Why this device cannot get alerts, or what to do first; null when it can. */
function blocker(status: DeviceAlerts): string | null {
  switch (status) {
    case 'unsupported':
      return PUSH_MESSAGES.unsupported;
    case 'ios-install':
      return PUSH_MESSAGES.iosInstallFirst;
    case 'denied':
      return PUSH_MESSAGES.permissionDenied;
    case 'no-worker':
      return 'Order alerts need the app to finish loading. Reload the page and try again.';
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
  const alerts = useDeviceAlerts(shopId);
  // Reached from the desk's hint (…/settings#order-alerts): brought into view.
  const { hash } = useLocation();
  useEffect(() => {
    if (hash === `#${ORDER_ALERTS_ANCHOR}`) document.getElementById(ORDER_ALERTS_ANCHOR)?.scrollIntoView?.();
  }, [hash]);
  const install = useInstallState();
  const [sendTest, test] = useTestPushDeviceMutation();
  const { status, busy } = alerts;
  const cannot = blocker(status);

  const turnOn = async () => {
    if (await alerts.turnOn()) toast.success(PUSH_MESSAGES.subscribed);
  };
  const turnOff = async () => {
    if (await alerts.turnOff()) toast.success(PUSH_MESSAGES.unsubscribed);
  };
  const testThis = async () => {
    if (!alerts.deviceId) return;
    try {
      toast.success((await sendTest({ shopId, deviceId: alerts.deviceId }).unwrap()).message);
    } catch (error) {
      const failure = error as QueryError;
      // 410: its push service ended the subscription and the API removed the device; it says so.
      toast.error(failure.status === 410 ? PUSH_MESSAGES.deviceGone : failureText(failure, PUSH_MESSAGES.testFailed));
    }
  };

  return (
    <section className="card" aria-labelledby="order-alerts-title" id={ORDER_ALERTS_ANCHOR} style={{ marginTop: 28 }}>
      <h2 id="order-alerts-title" style={{ marginTop: 0 }}>
        Order alerts
      </h2>
      <p className="stat-hint" style={{ marginTop: 0 }}>
        Each customer order shows on your devices as a notification that stays until you open it, even with Chowk closed or the
        screen locked. Orders you add at the counter do not ring.
      </p>

      <h3 style={{ marginBottom: 6 }}>This device</h3>
      {status === 'checking' ? (
        <Spinner label="Checking this device…" />
      ) : cannot ? (
        <p role="note" data-testid="alerts-blocked">
          {cannot}
        </p>
      ) : status === 'on' ? (
        <>
          <p role="status">
            <strong>On.</strong> New orders ring this device.
          </p>
          <div style={{ display: 'flex', gap: 10, flexWrap: 'wrap' }}>
            <Button variant="secondary" onClick={() => void testThis()} aria-busy={test.isLoading || undefined}>
              {test.isLoading ? 'Sending…' : 'Send a test alert'}
            </Button>
            <Button variant="secondary" onClick={() => void turnOff()} disabled={busy}>
              {busy ? 'Turning off…' : 'Turn off on this device'}
            </Button>
          </div>
        </>
      ) : (
        <>
          <p role="status">Off. Your browser will ask to allow notifications.</p>
          <Button onClick={() => void turnOn()} disabled={busy} aria-busy={busy || undefined}>
            {busy ? 'Turning on…' : 'Turn on order alerts'}
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
          <h3 style={{ marginBottom: 6 }}>Chowk on your home screen</h3>
          {install.installed ? (
            <p>Installed. Open Chowk from your home screen to go straight to your orders.</p>
          ) : (
            <>
              <p>Open your orders like an app, straight from the home screen.</p>
              <Button variant="secondary" onClick={() => void installApp()}>
                Install Chowk
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
  const [remove, removing] = useRemovePushDeviceMutation();
  const removeOne = async (device: PushDevice) => {
    try {
      toast.success((await remove({ shopId, deviceId: device._id }).unwrap()).message);
    } catch (error) {
      toast.error(failureText(error as QueryError, PUSH_MESSAGES.removeFailed));
    }
  };

  let body: React.ReactNode;
  if (devices.isLoading) body = <Spinner label="Loading devices…" />;
  else if (devices.isError && !devices.data)
    body = <ErrorBox onRetry={() => void devices.refetch()}>{PUSH_MESSAGES.listFailed}</ErrorBox>;
  else if (!devices.data?.length) body = <p className="stat-hint">No device gets order alerts yet.</p>;
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
                  This device
                </span>
              )}
              <span className="stat-hint" style={{ display: 'block' }}>
                On since {when(device.created_at)} · last alert {when(device.last_sent_at)}
              </span>
            </span>
            {device._id !== thisDevice && (
              <Button
                variant="secondary"
                onClick={() => void removeOne(device)}
                disabled={removing.isLoading}
                aria-label={`Remove ${device.label} from order alerts`}
              >
                Remove
              </Button>
            )}
          </li>
        ))}
      </ul>
    );
  return (
    <>
      <h3 style={{ marginBottom: 6 }}>Devices that get alerts</h3>
      {body}
    </>
  );
}
