import axios, { type AxiosAdapter, type AxiosInstance } from 'axios';
import type { HttpClient } from './http-client';

type Method = 'get' | 'head' | 'delete' | 'post' | 'put' | 'patch';

/**
 * A real axios instance for `@refinedev/simple-rest` whose requests go through the app's own
 * client (`client`): the same-origin header, the session cookie, a failure as refine's HttpError
 * with the field `errors`, the catalogue `code` and its details, status 0 when nothing answered.
 * axios does not turn the body or the answer (the client sends and reads JSON itself), and adds
 * none of its own default headers.
 */
export function createAxiosClient(client: HttpClient): AxiosInstance {
  const adapter: AxiosAdapter = async (config) => {
    const method = (config.method ?? 'get').toLowerCase() as Method;
    // axios names a form's content type for any body; the client sends JSON and says so itself.
    const headers = Object.fromEntries(
      Object.entries(config.headers?.toJSON() ?? {})
        .filter(([name]) => name.toLowerCase() !== 'content-type')
        .map(([name, value]) => [name, String(value)]),
    );
    const url = config.url ?? '';
    const response =
      method === 'post' || method === 'put' || method === 'patch'
        ? await client[method](url, config.data, { headers })
        : await client[method](url, { headers, data: config.data });
    return { ...response, statusText: '', config, request: undefined };
  };
  const instance = axios.create({
    adapter,
    transformRequest: [(data) => data],
    transformResponse: [(data) => data],
  });
  delete instance.defaults.headers.common.Accept;
  return instance;
}
