import { useCallback, useEffect, useState } from 'react';
import { skipToken } from '@reduxjs/toolkit/query';
import { PUSH_MESSAGES, type PushDevice } from '@chowk/contracts';
import type { QueryError } from '@chowk/store/query';
import { useMessage } from '@chowk/ui';
import { useText } from '../../i18n';
import { useFailureText } from '../orders/use-failure-text';
import {
  useAddPushDeviceMutation,
  useLazyGetPushKeyQuery,
  useListPushDevicesQuery,
  useRemovePushDeviceMutation,
} from '../../store/push.api';
import {
  alertSupport,
  AlertsSetupError,
  currentSubscription,
  forgetDevice,
  notificationPermission,
  rememberDevice,
  rememberedDevice,
  subscribeThisBrowser,
  unsubscribeThisBrowser,
  type AlertSupport,
} from './push-device';

/** The settings' "Order alerts" section's id: the desk's hint links there. */
export const ORDER_ALERTS_ANCHOR = 'order-alerts';

/**
 * This browser's order alerts for the shop: `checking` while its subscription is read; `on` when
 * it is subscribed and the API still has it among the shop's devices; `off` otherwise; or why it
 * cannot (`AlertSupport`, and `denied` when notifications are blocked).
 */
export type DeviceAlerts = 'checking' | 'on' | 'off' | 'denied' | Exclude<AlertSupport, 'ready'>;

export interface DeviceAlertsView {
  status: DeviceAlerts;
  /** The API's id of this device, when on. */
  deviceId: string | null;
  busy: boolean;
  /** What failed last, in the shopkeeper's words (and language). */
  problem: string | null;
  turnOn: () => Promise<boolean>;
  turnOff: () => Promise<boolean>;
  /** The shop's devices, as the API lists them. */
  devices: { data?: PushDevice[]; isLoading: boolean; isError: boolean; refetch: () => unknown };
}

/**
 * `listAll`: read the shop's devices even when this browser is not one of them (the settings'
 * list); the desk's hint reads them only to confirm a device this browser remembers.
 */
export function useDeviceAlerts(shopId: string | undefined, { listAll = true }: { listAll?: boolean } = {}): DeviceAlertsView {
  const { t } = useText();
  const tm = useMessage();
  const failureOf = useFailureText();
  const remembered = shopId ? rememberedDevice(shopId) : null;
  const devices = useListPushDevicesQuery(shopId && (listAll || remembered) ? shopId : skipToken);
  // The key is read only when a device turns alerts on.
  const [loadKey] = useLazyGetPushKeyQuery();
  const [addDevice] = useAddPushDeviceMutation();
  const [removeDevice] = useRemovePushDeviceMutation();
  const [endpoint, setEndpoint] = useState<string | null | undefined>(undefined);
  const [support] = useState(alertSupport);
  const [permission, setPermission] = useState(notificationPermission);
  const [busy, setBusy] = useState(false);
  const [problem, setProblem] = useState<string | null>(null);

  useEffect(() => {
    if (support !== 'ready') return;
    let live = true;
    currentSubscription()
      .then((subscription) => live && setEndpoint(subscription?.endpoint ?? null))
      .catch(() => live && setEndpoint(null));
    return () => {
      live = false;
    };
  }, [support]);

  const listed = devices.data?.some((d) => d._id === remembered?.deviceId) ?? false;
  const on = Boolean(remembered && endpoint && remembered.endpoint === endpoint && listed);

  let status: DeviceAlerts;
  if (support !== 'ready') status = support;
  else if (permission === 'denied') status = 'denied';
  else if (endpoint === undefined || (remembered && !devices.data && devices.isLoading)) status = 'checking';
  else status = on ? 'on' : 'off';

  const turnOn = useCallback(async (): Promise<boolean> => {
    if (!shopId) return false;
    setBusy(true);
    setProblem(null);
    try {
      const publicKey = await loadKey(undefined, true).unwrap();
      const body = await subscribeThisBrowser(publicKey);
      const saved = await addDevice({ shopId, body }).unwrap();
      rememberDevice({ shopId, deviceId: saved.data._id, endpoint: body.endpoint });
      setEndpoint(body.endpoint);
      return true;
    } catch (error) {
      setPermission(notificationPermission());
      if (error instanceof AlertsSetupError) {
        if (error.reason === 'no-worker') setEndpoint(null);
        setProblem(
          error.reason === 'denied'
            ? tm(PUSH_MESSAGES.permissionDenied)
            : error.reason === 'no-worker'
              ? t('alerts.noWorker')
              : null,
        );
      } else {
        setProblem(failureOf(error as QueryError, PUSH_MESSAGES.saveFailed));
      }
      return false;
    } finally {
      setBusy(false);
    }
  }, [shopId, loadKey, addDevice, t, tm, failureOf]);

  const turnOff = useCallback(async (): Promise<boolean> => {
    if (!shopId) return false;
    setBusy(true);
    setProblem(null);
    try {
      const device = rememberedDevice(shopId);
      if (device) {
        const removed = await removeDevice({ shopId, deviceId: device.deviceId });
        // Gone already (removed from another device, or by its push service): off all the same.
        if ('error' in removed && (removed.error as QueryError).status !== 404) throw removed.error;
      }
      await unsubscribeThisBrowser().catch(() => undefined);
      forgetDevice();
      setEndpoint(null);
      return true;
    } catch (error) {
      setProblem(failureOf(error as QueryError, PUSH_MESSAGES.removeFailed));
      return false;
    } finally {
      setBusy(false);
    }
  }, [shopId, removeDevice, failureOf]);

  return { status, deviceId: on ? (remembered?.deviceId ?? null) : null, busy, problem, turnOn, turnOff, devices };
}
