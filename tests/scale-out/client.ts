import { expect } from 'vitest';
import { demoPassword } from '../api/harness';
import type { ServerProcess } from './servers';

export interface Call {
  method?: string;
  cookie?: string;
  body?: unknown;
  headers?: Record<string, string>;
}

export interface Answer {
  status: number;
  headers: Headers;
  // biome-ignore lint/suspicious/noExplicitAny: a JSON body as the server sent it
  body: any;
}

/** One call to a server process's API, as the browser makes it (same-origin proof included). */
export async function api(server: ServerProcess, path: string, call: Call = {}): Promise<Answer> {
  const response = await fetch(`${server.url}/api${path}`, {
    method: call.method ?? 'GET',
    headers: {
      'x-requested-with': 'XMLHttpRequest',
      ...(call.body === undefined ? {} : { 'content-type': 'application/json' }),
      ...(call.cookie ? { cookie: call.cookie } : {}),
      ...call.headers,
    },
    body: call.body === undefined ? undefined : JSON.stringify(call.body),
  });
  const text = await response.text();
  return {
    status: response.status,
    headers: response.headers,
    body: text ? JSON.parse(text) : null,
  };
}

/** Signs in on `server`; answers the session cookie with the status and body. */
export async function signIn(server: ServerProcess, email: string, password = demoPassword) {
  const response = await fetch(`${server.url}/api/auth/login`, {
    method: 'POST',
    headers: { 'content-type': 'application/json', 'x-requested-with': 'XMLHttpRequest' },
    body: JSON.stringify({ email, password }),
  });
  const cookie = response.headers.get('set-cookie')?.match(/sid=[^;]+/)?.[0];
  return { status: response.status, cookie: cookie ?? '', body: await response.json() };
}

/** A call that must succeed with `status`; answers its body. */
export async function expectOk(answer: Promise<Answer>, status = 200) {
  const settled = await answer;
  expect(settled.status, JSON.stringify(settled.body)).toBe(status);
  return settled.body;
}
