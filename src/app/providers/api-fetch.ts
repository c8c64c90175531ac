import { apiUrl } from './config';

/** A failed call to our API: the catalogue's fields (SPEC §8); status 0 when nothing answered. */
export interface ApiFailure {
  statusCode: number;
  code?: string;
  message: string;
  errors?: Record<string, string[]>;
  [detail: string]: unknown;
}

export const unreachableMessage =
  'The server cannot be reached. Check your connection and try again.';

/**
 * One JSON call to our API with the session cookie and the same-origin header, on the browser's
 * own `fetch`: the sign-in screen and the identity check need no HTTP library (axios, which the
 * data provider takes, is 20 KB gzip of the sign-in screen's script: `npm run bench:web`).
 */
export async function callApi<T>(method: 'GET' | 'POST', path: string, body?: unknown): Promise<T> {
  let response: Response;
  try {
    response = await fetch(`${apiUrl}${path}`, {
      method,
      credentials: 'include',
      headers: {
        'X-Requested-With': 'XMLHttpRequest',
        ...(body === undefined ? {} : { 'Content-Type': 'application/json' }),
      },
      body: body === undefined ? undefined : JSON.stringify(body),
    });
  } catch {
    throw { statusCode: 0, message: unreachableMessage } satisfies ApiFailure;
  }
  const data = (await response.json().catch(() => ({}))) as Partial<ApiFailure>;
  if (!response.ok) {
    throw {
      ...data,
      statusCode: response.status,
      message: data.message ?? response.statusText,
    } satisfies ApiFailure;
  }
  return data as T;
}
