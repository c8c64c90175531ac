import { vi } from 'vitest';

/**
 * For tests: stands in for the browser's `fetch` with the server's answers, in order (each call
 * takes the next; a call past the last gets a 500). Undo with `vi.unstubAllGlobals()`.
 */
export function serverAnswers(...answers: [status: number, body: unknown][]) {
  const fetch = vi.fn(async (_url: string, _init?: RequestInit) => {
    const [status, body] = answers.shift() ?? [500, {}];
    return {
      ok: status < 400,
      status,
      statusText: '',
      headers: new Headers(),
      json: async () => body,
    } as Response;
  });
  vi.stubGlobal('fetch', fetch);
  return fetch;
}
