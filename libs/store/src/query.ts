import type { BaseQueryFn } from '@reduxjs/toolkit/query';
import type { AxiosInstance, AxiosRequestConfig } from 'axios';
import { ApiError } from '@chowk/api-client';

export interface AxiosQueryArgs {
  url: string;
  method?: AxiosRequestConfig['method'];
  data?: unknown;
  params?: AxiosRequestConfig['params'];
  session?: AxiosRequestConfig['session'];
  silent?: boolean;
}

export interface QueryError {
  status: number;
  message: string;
  errors: Record<string, string>;
}

/**
 * RTK Query over one of the api-client's axios instances, so every endpoint keeps the
 * shared error catalogue (toasts, 401 handling) and the bearer/device headers.
 */
export const axiosBaseQuery =
  (client: AxiosInstance): BaseQueryFn<AxiosQueryArgs, unknown, QueryError> =>
  async ({ url, method = 'GET', data, params, session, silent }) => {
    try {
      const result = await client.request({ url, method, data, params, session, silent });
      return { data: result.data };
    } catch (e) {
      const err = e instanceof ApiError ? e : new ApiError(0, e instanceof Error ? e.message : String(e));
      return { error: { status: err.status, message: err.message, errors: err.errors } };
    }
  };
