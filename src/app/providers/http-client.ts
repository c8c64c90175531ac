import type { HttpError } from '@refinedev/core';
import axios, { type AxiosInstance, isAxiosError } from 'axios';
import { unreachableMessage } from './api-fetch';

/** The server's error body (SPEC §8). */
interface ApiErrorBody {
  statusCode?: number;
  code?: string;
  message?: string;
  errors?: Record<string, string[]>;
  [detail: string]: unknown;
}

/**
 * Maps a failed request to refine's HttpError, keeping the field `errors` (so 422s show beside the
 * form fields), the catalogue `code` and any details such as the current record of a conflict.
 */
export function toHttpError(error: unknown): HttpError {
  if (!isAxiosError(error) || !error.response) {
    return { statusCode: 0, message: unreachableMessage };
  }
  const body = (error.response.data ?? {}) as ApiErrorBody;
  return {
    ...body,
    statusCode: error.response.status,
    message: body.message ?? error.message,
    errors: body.errors,
  };
}

/** An axios instance for our API: cookies, the CSRF header, and refine-shaped errors. */
export function createHttpClient(headers: Record<string, string> = {}): AxiosInstance {
  const client = axios.create({
    withCredentials: true,
    headers: { 'X-Requested-With': 'XMLHttpRequest', ...headers },
  });
  client.interceptors.response.use(undefined, (error) => Promise.reject(toHttpError(error)));
  return client;
}
