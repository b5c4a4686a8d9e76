import type {
  PushDevice,
  PushDeviceResponse,
  PushDevicesResponse,
  PushKeyResponse,
  PushMessageResponse,
  PushSubscriptionPayload,
} from '@chowk/contracts';
import { catalogueApi } from '../lib/client';

const path = (id: string) => encodeURIComponent(id);

// --- Order alerts on this device (Web Push; docs/api.md "Order alerts") ---
// Silent, all of them: the alerts section says what failed in its own words.

/** The VAPID key a browser subscribes with (`applicationServerKey`). */
export const getPushKey = () => catalogueApi.get<PushKeyResponse>('/push/key', { silent: true }).then((r) => r.data.public_key);

/** The devices that get the shop's order alerts. */
export const listPushDevices = (shopId: string) =>
  catalogueApi
    .get<PushDevicesResponse>(`/shops/${path(shopId)}/push-subscriptions`, { silent: true })
    .then((r): PushDevice[] => r.data.data);

/** This browser's subscription, kept by the API as one of the shop's devices (the same endpoint again is the same device). */
export const addPushDevice = (shopId: string, body: PushSubscriptionPayload) =>
  catalogueApi.put<PushDeviceResponse>(`/shops/${path(shopId)}/push-subscriptions`, body, { silent: true }).then((r) => r.data);

export const removePushDevice = (shopId: string, deviceId: string) =>
  catalogueApi
    .delete<PushMessageResponse>(`/shops/${path(shopId)}/push-subscriptions/${path(deviceId)}`, { silent: true })
    .then((r) => r.data);

/** "Send a test alert" to one device. */
export const testPushDevice = (shopId: string, deviceId: string) =>
  catalogueApi
    .post<PushMessageResponse>(`/shops/${path(shopId)}/push-subscriptions/${path(deviceId)}/test`, undefined, { silent: true })
    .then((r) => r.data);
