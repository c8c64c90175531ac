import { afterEach, describe, expect, it, vi } from 'vitest';
import { setLanguage } from '../i18n';
import { createHttpClient } from './http-client';

afterEach(() => vi.unstubAllGlobals());

/** Stands in for `fetch` with one answer (a real `Response`), keeping what was sent. */
function answer(status: number, body: string, headers: Record<string, string> = {}) {
  const fetch = vi.fn(
    async (_url: string, _init?: RequestInit) =>
      new Response(status === 204 ? null : body, {
        status,
        headers: { 'Content-Type': 'application/json', ...headers },
      }),
  );
  vi.stubGlobal('fetch', fetch);
  return fetch;
}
const json = (value: unknown) => JSON.stringify(value);
/** Runs `check` with the app in German, and back in English after. */
async function inGerman(check: () => Promise<void>) {
  await setLanguage('de');
  try {
    await check();
  } finally {
    await setLanguage('en');
  }
}
const sentOf = (fetch: ReturnType<typeof answer>) => {
  const [url, init] = fetch.mock.calls[0] ?? expect.fail('nothing was sent');
  return { url, init: init ?? {}, headers: (init?.headers ?? {}) as Record<string, string> };
};

describe('createHttpClient', () => {
  it('answers the body, the status and the headers by lower-case name (X-Total-Count)', async () => {
    const fetch = answer(200, json([{ id: 1 }]), { 'X-Total-Count': '1234' });
    const response = await createHttpClient().get('/api/orders?_start=0&_end=10');
    expect(response).toMatchObject({ data: [{ id: 1 }], status: 200 });
    expect(response.headers['x-total-count']).toBe('1234');
    const { url, init, headers } = sentOf(fetch);
    expect(url).toBe('/api/orders?_start=0&_end=10');
    expect(init).toMatchObject({ method: 'GET', credentials: 'include' });
    expect(init.body).toBeUndefined();
    expect(headers).toEqual({ 'X-Requested-With': 'XMLHttpRequest' });
  });

  it('sends a body as JSON with the same-origin header, its own headers and the request’s', async () => {
    const fetch = answer(201, json({ id: 9 }));
    const client = createHttpClient({ 'X-Client': 'dashboard' });
    await client.patch(
      '/api/orders/9',
      { version: 2 },
      { headers: { 'If-Match': '2', Skip: undefined } },
    );
    const { init, headers } = sentOf(fetch);
    expect(init.method).toBe('PATCH');
    expect(init.body).toBe(json({ version: 2 }));
    expect(headers).toEqual({
      'X-Requested-With': 'XMLHttpRequest',
      'Content-Type': 'application/json',
      'X-Client': 'dashboard',
      'If-Match': '2',
    });
  });

  it('sends a DELETE’s data as its body, as axios does', async () => {
    const fetch = answer(200, json({ deleted: 2 }));
    await createHttpClient().delete('/api/orders/bulk', { data: { ids: [1, 2] } });
    expect(sentOf(fetch).init).toMatchObject({ method: 'DELETE', body: json({ ids: [1, 2] }) });
  });

  it('answers an empty body as an empty object', async () => {
    answer(204, '');
    expect((await createHttpClient().delete('/api/orders/1')).data).toEqual({});
  });

  it('keeps the field errors and the code of a 422, so forms show them beside the fields', async () => {
    const body = {
      statusCode: 422,
      code: 'VALIDATION_FAILED',
      message: 'Some fields need attention',
      errors: { phone: ['Use the international format'] },
    };
    answer(422, json(body));
    await expect(createHttpClient().post('/api/users', {})).rejects.toEqual(body);
  });

  it('keeps the current record of a version conflict and retryAfter of a lock-out', async () => {
    const current = { id: 7, version: 4, status: 'shipped' };
    answer(409, json({ statusCode: 409, code: 'VERSION_CONFLICT', message: 'Stale', current }));
    await expect(createHttpClient().patch('/api/orders/7', {})).rejects.toMatchObject({
      statusCode: 409,
      code: 'VERSION_CONFLICT',
      current,
    });
    answer(429, json({ statusCode: 429, code: 'RATE_LIMITED', message: 'Wait', retryAfter: 840 }));
    await expect(createHttpClient().post('/api/auth/login', {})).rejects.toMatchObject({
      statusCode: 429,
      retryAfter: 840,
    });
  });

  it('takes the status from the response when the body is not ours', async () => {
    answer(502, '<html>Bad gateway</html>');
    await expect(createHttpClient().get('/api/orders')).rejects.toEqual({
      statusCode: 502,
      message: 'Request failed with status code 502',
    });
  });

  it('rejects with a readable message and status 0 when the server cannot be reached', async () => {
    vi.stubGlobal(
      'fetch',
      vi.fn(async () => {
        throw new TypeError('Failed to fetch');
      }),
    );
    const failure = await createHttpClient()
      .get('/api/orders')
      .catch((error: unknown) => error);
    expect(failure).toEqual({ statusCode: 0, message: expect.stringMatching(/cannot be reached/) });
    await inGerman(() =>
      expect(createHttpClient().get('/api/orders')).rejects.toEqual({
        statusCode: 0,
        message: expect.stringMatching(/^Der Server ist nicht erreichbar/),
      }),
    );
  });

  it('says a failure in the reader’s language, the fields’ errors too', async () => {
    const body = {
      statusCode: 409,
      code: 'DUPLICATE',
      message: 'This email address is already in use',
      messageKey: 'emailTaken',
      values: {},
      errors: { email: ['This email address is already in use'] },
      errorKeys: { email: [{ key: 'emailTaken', values: {} }] },
    };
    answer(409, json(body));
    await inGerman(() =>
      expect(createHttpClient().post('/api/users', {})).rejects.toEqual({
        ...body,
        message: 'Diese E-Mail-Adresse wird bereits verwendet',
        errors: { email: ['Diese E-Mail-Adresse wird bereits verwendet'] },
      }),
    );
    answer(409, json(body));
    await expect(createHttpClient().post('/api/users', {})).rejects.toEqual(body);
  });
});
