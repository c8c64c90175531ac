import { type JsonResponse, sendJson } from './api-fetch';

type Headers = Record<string, string | undefined>;
interface RequestOptions {
  headers?: Headers;
  /** A DELETE's body, where axios takes it. */
  data?: unknown;
}

/**
 * The HTTP client the data provider and the settings pages use: the methods of an axios
 * instance that `@refinedev/simple-rest` calls (`get`, `post`, `patch`, `put`, `delete`, `head`),
 * on the browser's `fetch` through `sendJson`. Each answers `{ data, status, headers }` and
 * rejects with refine's HttpError: the field `errors` (so 422s show beside the form fields), the
 * catalogue `code`, any details such as a conflict's current record, status 0 when nothing
 * answered. The data provider takes it inside an axios instance (`axios-client.ts`).
 */
export interface HttpClient {
  get<T = unknown>(url: string, options?: RequestOptions): Promise<JsonResponse<T>>;
  head<T = unknown>(url: string, options?: RequestOptions): Promise<JsonResponse<T>>;
  delete<T = unknown>(url: string, options?: RequestOptions): Promise<JsonResponse<T>>;
  post<T = unknown>(
    url: string,
    body?: unknown,
    options?: RequestOptions,
  ): Promise<JsonResponse<T>>;
  put<T = unknown>(url: string, body?: unknown, options?: RequestOptions): Promise<JsonResponse<T>>;
  patch<T = unknown>(
    url: string,
    body?: unknown,
    options?: RequestOptions,
  ): Promise<JsonResponse<T>>;
}

/** A client for our API that sends `headers` with every request, besides the same-origin one. */
export function createHttpClient(headers: Record<string, string> = {}): HttpClient {
  const send =
    (method: string) =>
    <T>(url: string, options: RequestOptions = {}) =>
      sendJson<T>(method, url, { body: options.data, headers: { ...headers, ...options.headers } });
  const sendWithBody =
    (method: string) =>
    <T>(url: string, body?: unknown, options: RequestOptions = {}) =>
      send(method)<T>(url, { ...options, data: body });
  return {
    get: send('get'),
    head: send('head'),
    delete: send('delete'),
    post: sendWithBody('post'),
    put: sendWithBody('put'),
    patch: sendWithBody('patch'),
  };
}
