import axios, { type AxiosError, type AxiosInstance, type InternalAxiosRequestConfig } from 'axios';
import { DEVICE_ID_HEADER, LIMITS, STORAGE_KEYS } from '@chowk/contracts';
import { ApiError, describeFailure } from './errors';
import { clearUserSession, getDeviceId, hooks, storage } from '@chowk/session';

declare module 'axios' {
  interface AxiosRequestConfig {
    /**
     * Which bearer token to send: the user's (default), the admin's, a signed-in customer's, or
     * none. (Not axios's own `auth`, which is HTTP basic credentials.)
     */
    session?: 'user' | 'admin' | 'customer' | 'none';
    /** Reject without toasts (the caller shows its own state, e.g. the start-up user fetch). */
    silent?: boolean;
  }
}

/** The whole catalogue: toast every text, then the status's action. Exported for tests. */
export function handleFailure(error: AxiosError, config?: InternalAxiosRequestConfig): ApiError {
  const failure = describeFailure(error.response?.status, error.response?.data);
  if (axios.isCancel(error)) return failure;
  // A 401 on a call that carried no token (a sign-in) is not an expired session.
  if (failure.status === 401 && config?.session !== 'none') {
    if (config?.session === 'customer') {
      // A customer's sign-in is optional: an expired one is dropped and the page goes on.
      storage.remove(STORAGE_KEYS.customerToken);
      storage.remove(STORAGE_KEYS.customer);
    } else if (config?.session === 'admin') {
      storage.remove(STORAGE_KEYS.adminToken);
      hooks.onAdminUnauthorized();
    } else {
      clearUserSession();
      hooks.onUnauthorized();
    }
  }
  if (!config?.silent) failure.messages.forEach((m) => hooks.notifyError(m));
  return failure;
}

const TOKEN_KEYS = {
  user: STORAGE_KEYS.token,
  admin: STORAGE_KEYS.adminToken,
  customer: STORAGE_KEYS.customerToken,
} as const;

export function createApiClient(baseURL = '/api'): AxiosInstance {
  const instance = axios.create({
    baseURL,
    timeout: LIMITS.requestTimeoutMs,
    headers: { 'Content-Type': 'application/json', Accept: 'application/json' },
  });
  instance.interceptors.request.use((config) => {
    const which = config.session ?? 'user';
    const token = which === 'none' ? null : storage.get(TOKEN_KEYS[which]);
    if (token) config.headers.set('Authorization', `Bearer ${token}`);
    config.headers.set(DEVICE_ID_HEADER, getDeviceId());
    return config;
  });
  instance.interceptors.response.use(
    (response) => response,
    (error: AxiosError) => Promise.reject(handleFailure(error, error.config)),
  );
  return instance;
}

/**
 * docs/architecture.md: one API serves what the spec calls the main, catalogue and orders services;
 * the three bases default to `/api` and stay separate so each can move on its own.
 */
export const mainApi = createApiClient('/api');
export const catalogueApi = createApiClient('/api');
export const ordersApi = createApiClient('/api');
