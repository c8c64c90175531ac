import { i18n } from '../i18n';
import { apiUrl } from './config';

/** A failed call to our API: the catalogue's fields (SPEC §8); status 0 when nothing answered. */
export interface ApiFailure {
  statusCode: number;
  code?: string;
  message: string;
  errors?: Record<string, string[]>;
  [detail: string]: unknown;
}

/** An answer as the data provider reads it: the body, the status and the headers (lower case). */
export interface JsonResponse<T = unknown> {
  data: T;
  status: number;
  headers: Record<string, string>;
}

/**
 * A failure's sentences in the reader's language. The server speaks English; another language's
 * sentences come with the first failure (an English screen carries none), and should they not
 * come, the failure stays as it is.
 */
export async function inReadersLanguage(failure: ApiFailure): Promise<ApiFailure> {
  if (i18n.language === 'en') return failure;
  return import('./server-messages')
    .then((module) => module.localizedFailure(i18n.t, i18n.language, failure))
    .catch(() => failure);
}

/**
 * One JSON request with the session cookie and the same-origin header, on the browser's own
 * `fetch`. A failure rejects with the server's catalogue body (field `errors`, `code`, and any
 * details such as the current record of a conflict) and the status; a body that is not ours
 * (a proxy's HTML page) keeps the status; nothing answering is status 0 with a readable message.
 */
export async function sendJson<T>(
  method: string,
  url: string,
  { body, headers }: { body?: unknown; headers?: Record<string, string | undefined> } = {},
): Promise<JsonResponse<T>> {
  const sent: Record<string, string> = { 'X-Requested-With': 'XMLHttpRequest' };
  if (body !== undefined) sent['Content-Type'] = 'application/json';
  for (const [name, value] of Object.entries(headers ?? {}))
    if (value !== undefined) sent[name] = value;
  let response: Response;
  try {
    response = await fetch(url, {
      method: method.toUpperCase(),
      credentials: 'include',
      headers: sent,
      body: body === undefined ? undefined : JSON.stringify(body),
    });
  } catch {
    // Nothing answered: the app's own sentence, in the reader's language already.
    throw { statusCode: 0, message: i18n.t('login.errors.unreachable') } satisfies ApiFailure;
  }
  const data: unknown = await response.json().catch(() => ({}));
  if (!response.ok) {
    const failure = (typeof data === 'object' && data !== null ? data : {}) as Partial<ApiFailure>;
    throw await inReadersLanguage({
      ...failure,
      statusCode: response.status,
      message:
        typeof failure.message === 'string'
          ? failure.message
          : response.statusText || `Request failed with status code ${response.status}`,
    });
  }
  return {
    data: data as T,
    status: response.status,
    headers: Object.fromEntries(response.headers.entries()),
  };
}

/**
 * One JSON call to our API (`sendJson` under `apiUrl`), answering its body: the sign-in screen
 * and the identity check use it.
 */
export async function callApi<T>(method: 'GET' | 'POST', path: string, body?: unknown): Promise<T> {
  return (await sendJson<T>(method, `${apiUrl}${path}`, { body })).data;
}
