import { afterEach, describe, expect, it, vi } from 'vitest';
import { createAxiosClient } from './axios-client';
import { createHttpClient } from './http-client';

afterEach(() => vi.unstubAllGlobals());

function answer(status: number, body: unknown, headers: Record<string, string> = {}) {
  const fetch = vi.fn(
    async (_url: string, _init?: RequestInit) =>
      new Response(JSON.stringify(body), {
        status,
        headers: { 'Content-Type': 'application/json', ...headers },
      }),
  );
  vi.stubGlobal('fetch', fetch);
  return fetch;
}

describe("the data provider's axios instance", () => {
  it("sends through the app's client: its headers, the body as JSON once, the answer as read", async () => {
    const fetch = answer(200, { id: 1 }, { 'X-Total-Count': '3' });
    const response = await createAxiosClient(createHttpClient()).patch(
      '/api/orders/1',
      { status: 'paid' },
      { headers: { 'If-Match': '4' } },
    );
    expect(response).toMatchObject({ data: { id: 1 }, status: 200 });
    expect(response.headers['x-total-count']).toBe('3');
    const [url, init] = fetch.mock.calls[0] ?? expect.fail('nothing was sent');
    expect(url).toBe('/api/orders/1');
    expect(init).toMatchObject({ method: 'PATCH', credentials: 'include' });
    expect(init?.body).toBe(JSON.stringify({ status: 'paid' }));
    expect(init?.headers).toMatchObject({
      'X-Requested-With': 'XMLHttpRequest',
      'Content-Type': 'application/json',
      'If-Match': '4',
    });
    expect(init?.headers).not.toHaveProperty('Accept');
  });

  it("rejects as the app's client does: refine's HttpError with the field errors and code", async () => {
    answer(422, {
      statusCode: 422,
      code: 'VALIDATION_FAILED',
      message: 'Invalid',
      errors: { email: ['Taken'] },
    });
    await expect(createAxiosClient(createHttpClient()).get('/api/users')).rejects.toMatchObject({
      statusCode: 422,
      code: 'VALIDATION_FAILED',
      errors: { email: ['Taken'] },
    });
  });
});
