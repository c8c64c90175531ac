import fc from 'fast-check';
import type { InjectOptions } from 'fastify';
import type { StaffRole, TestApp } from '../harness';
import { type BodyNode, type Refs, serialize } from './bodies';
import type { Sent } from './fuzz';
import { badDates, edgeNumbers, hostileKeys, hostileString } from './values';

export type Actor = StaffRole | 'none' | 'forged';

/** Who sends the request and how: signed in or not, with or without same-origin proof. */
export interface Envelope {
  actor: Actor;
  proof: 'header' | 'missing' | 'foreign-origin' | 'null-origin';
  contentType: string | null;
}

export function envelope(actors: Actor[] = ['admin']): fc.Arbitrary<Envelope> {
  return fc.record({
    actor: fc.oneof(
      { weight: 17, arbitrary: fc.constantFrom(...actors) },
      {
        weight: 3,
        arbitrary: fc.constantFrom<Actor>('admin', 'operator', 'viewer', 'none', 'forged'),
      },
    ),
    proof: fc.oneof(
      { weight: 30, arbitrary: fc.constant('header' as const) },
      {
        weight: 1,
        arbitrary: fc.constantFrom('missing', 'foreign-origin', 'null-origin') as fc.Arbitrary<
          Envelope['proof']
        >,
      },
    ),
    contentType: fc.oneof(
      { weight: 15, arbitrary: fc.constant('application/json') },
      {
        weight: 1,
        arbitrary: fc.constantFrom(
          null,
          'text/plain',
          'application/x-www-form-urlencoded',
          'multipart/form-data; boundary=x',
          'application/json; charset=utf-16',
          'application/JSON',
          'application/xml',
          'application/json, text/html',
        ),
      },
    ),
  });
}

export type Cookies = Record<StaffRole, string>;

function headersOf(envelope: Envelope, cookies: Cookies, withBody: boolean) {
  const headers: Record<string, string> = {};
  if (envelope.proof !== 'missing') headers['x-requested-with'] = 'XMLHttpRequest';
  if (envelope.proof === 'foreign-origin') headers.origin = 'https://evil.example';
  if (envelope.proof === 'null-origin') headers.origin = 'null';
  if (envelope.actor === 'forged') headers.cookie = 'sid=forged-session-token-0123456789abcdef';
  else if (envelope.actor !== 'none') headers.cookie = cookies[envelope.actor];
  if (withBody && envelope.contentType) headers['content-type'] = envelope.contentType;
  return headers;
}

/** Sends a hostile body; `refs` fills the body's run-time values. */
export async function sendBody(
  t: TestApp,
  cookies: Cookies,
  request: {
    method: 'POST' | 'PATCH' | 'PUT' | 'DELETE';
    url: string;
    body?: BodyNode;
    envelope: Envelope;
    remoteAddress?: string;
  },
  refs: Refs,
): Promise<Sent> {
  const payload = request.body === undefined ? undefined : serialize(request.body, refs);
  const options: InjectOptions = {
    method: request.method,
    url: request.url,
    headers: headersOf(request.envelope, cookies, payload !== undefined),
    ...(payload === undefined ? {} : { payload }),
    ...(request.remoteAddress ? { remoteAddress: request.remoteAddress } : {}),
  };
  const response = await t.app.inject(options);
  return { response, text: `${request.method} ${request.url} ${payload ?? ''}` };
}

/** One `key=value` pair of a query string, encoded or sent as the raw bytes given. */
export interface QueryPart {
  key: string;
  value: string;
  raw?: boolean;
}

/** Percent-encodes like encodeURIComponent, but sends a lone surrogate as the bytes of its code unit (invalid UTF-8), as a raw client can. */
function encode(text: string): string {
  let out = '';
  for (const char of text) {
    const unit = char.charCodeAt(0);
    if (char.length === 1 && unit >= 0xd800 && unit <= 0xdfff)
      out +=
        `%${(0xe0 | (unit >> 12)).toString(16)}%${(0x80 | ((unit >> 6) & 0x3f)).toString(16)}%${(0x80 | (unit & 0x3f)).toString(16)}`.toUpperCase();
    else out += encodeURIComponent(char);
  }
  return out;
}

export const queryText = (parts: QueryPart[]) =>
  parts
    .map(({ key, value, raw }) => (raw ? `${key}=${value}` : `${encode(key)}=${encode(value)}`))
    .join('&');

export async function sendQuery(
  t: TestApp,
  cookies: Cookies,
  path: string,
  parts: QueryPart[],
  actor: Actor,
): Promise<Sent> {
  const url = parts.length > 0 ? `${path}?${queryText(parts)}` : path;
  const response = await t.app.inject({
    method: 'GET',
    url,
    headers: headersOf({ actor, proof: 'header', contentType: null }, cookies, false),
  });
  return { response, text: `GET ${decodeSafely(url)}` };
}

const decodeSafely = (url: string) => {
  try {
    return decodeURIComponent(url);
  } catch {
    return url;
  }
};

/** Percent-escapes and separators a careless client or a scanner sends as they are. */
const rawValues = [
  '%',
  '%ZZ',
  '%00',
  '%ff%fe',
  '%C0%AE',
  '+',
  '&&',
  '==',
  'a=b=c',
  '%25',
  '%2',
  '..%2f',
];

/** A value for a query parameter: a plausible one from `plausible`, or something hostile. */
export function queryValue(plausible: fc.Arbitrary<string>): fc.Arbitrary<Omit<QueryPart, 'key'>> {
  return fc.oneof(
    { weight: 5, arbitrary: plausible.map((value) => ({ value })) },
    { weight: 4, arbitrary: hostileString.map((value) => ({ value })) },
    {
      weight: 2,
      arbitrary: fc
        .constantFrom(...edgeNumbers.map(String), ...badDates)
        .map((value) => ({ value })),
    },
    { weight: 1, arbitrary: fc.constantFrom(...rawValues).map((value) => ({ value, raw: true })) },
  );
}

/** A hostile query string over `keys` (the route's real parameters), with junk keys mixed in. */
export function hostileQuery(
  keys: string[],
  plausible: (key: string) => fc.Arbitrary<string>,
): fc.Arbitrary<QueryPart[]> {
  const part = fc.oneof(
    {
      weight: 8,
      arbitrary: fc
        .constantFrom(...keys)
        .chain((key) => queryValue(plausible(key)).map((value) => ({ key, ...value }))),
    },
    {
      weight: 1,
      arbitrary: fc
        .tuple(
          fc.oneof(fc.constantFrom(...hostileKeys), fc.string({ maxLength: 10 })),
          queryValue(fc.string()),
        )
        .map(([key, value]) => ({ key, ...value })),
    },
  );
  return fc.array(part, { maxLength: 6 });
}
