import * as client from '@chowk/api-client';
import type { PushDevice, PushDeviceResponse, PushMessageResponse, PushSubscriptionPayload } from '@chowk/contracts';
import { fromCall } from '@chowk/store/query';
import { shopApi } from './shop.api';

/**
 * Order alerts on the shop's devices (Web Push): the API's key, the shop's devices, turning this
 * browser on and off, a test alert. A registered shop's only: a trial's shop gets no orders.
 */
export const pushApi = shopApi.injectEndpoints({
  endpoints: (build) => ({
    getPushKey: build.query<string, void>({
      queryFn: fromCall(() => client.getPushKey()),
      // The key changes only with the server's configuration.
      keepUnusedDataFor: 3600,
    }),
    listPushDevices: build.query<PushDevice[], string>({
      queryFn: fromCall(client.listPushDevices),
      providesTags: ['PushDevice'],
    }),
    addPushDevice: build.mutation<PushDeviceResponse, { shopId: string; body: PushSubscriptionPayload }>({
      queryFn: fromCall(({ shopId, body }: { shopId: string; body: PushSubscriptionPayload }) =>
        client.addPushDevice(shopId, body),
      ),
      invalidatesTags: ['PushDevice'],
    }),
    removePushDevice: build.mutation<PushMessageResponse, { shopId: string; deviceId: string }>({
      queryFn: fromCall(({ shopId, deviceId }: { shopId: string; deviceId: string }) =>
        client.removePushDevice(shopId, deviceId),
      ),
      invalidatesTags: ['PushDevice'],
    }),
    /** A device gone from its push service is removed by the API: the list is read again either way. */
    testPushDevice: build.mutation<PushMessageResponse, { shopId: string; deviceId: string }>({
      queryFn: fromCall(({ shopId, deviceId }: { shopId: string; deviceId: string }) => client.testPushDevice(shopId, deviceId)),
      invalidatesTags: ['PushDevice'],
    }),
  }),
});

export const {
  useLazyGetPushKeyQuery,
  useListPushDevicesQuery,
  useAddPushDeviceMutation,
  useRemovePushDeviceMutation,
  useTestPushDeviceMutation,
} = pushApi;
