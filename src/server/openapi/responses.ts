import { ref } from './components';

/** Each error status of SPEC §8 a route may answer, as a shared response component. */
const errorResponses = {
  400: {
    name: 'BadRequest',
    description: 'BAD_REQUEST: malformed JSON or URL, unknown filter or sort field, bad paging',
  },
  401: {
    name: 'Unauthenticated',
    description: 'UNAUTHENTICATED: no or expired session; INVALID_CREDENTIALS on login',
  },
  403: {
    name: 'Forbidden',
    description:
      'FORBIDDEN: the role may not do this; CSRF: a state change without same-origin proof; NO_DASHBOARD_ACCESS on login',
  },
  404: { name: 'NotFound', description: 'NOT_FOUND: no such record (or none the role may see)' },
  409: {
    name: 'Conflict',
    description:
      'VERSION_CONFLICT (with the current record), INVALID_TRANSITION (with the allowed states), DUPLICATE, LAST_ADMIN, OUT_OF_STOCK (with the short lines)',
  },
  413: { name: 'PayloadTooLarge', description: 'PAYLOAD_TOO_LARGE: the body is over 1 MiB' },
  422: {
    name: 'ValidationFailed',
    description: 'VALIDATION_FAILED: `errors` names each field and its messages',
  },
  429: {
    name: 'RateLimited',
    description: 'RATE_LIMITED: too many attempts; wait as Retry-After says',
  },
  503: { name: 'Unavailable', description: 'UNAVAILABLE: not ready for traffic' },
} as const;

export type ErrorStatus = keyof typeof errorResponses;

const errorContent = { 'application/json': { schema: ref('Error') } };

/** The shared responses, headers and parameters of `components`. */
export function sharedComponents() {
  const responses = Object.fromEntries(
    Object.values(errorResponses).map(({ name, description }) => [
      name,
      {
        description,
        content: errorContent,
        ...(name === 'RateLimited' ? { headers: { 'Retry-After': headerRef('RetryAfter') } } : {}),
      },
    ]),
  );
  return {
    responses,
    headers: {
      XTotalCount: {
        description: 'How many records match the filters, whatever the page',
        schema: { type: 'integer', minimum: 0 },
      },
      RetryAfter: {
        description: 'Seconds to wait before trying again',
        schema: { type: 'integer', minimum: 0 },
      },
    },
    parameters: {
      XRequestedWith: {
        name: 'X-Requested-With',
        in: 'header',
        required: true,
        description:
          'Same-origin proof (SPEC §6): every state change needs it, or it is refused with 403 CSRF',
        schema: { type: 'string', enum: ['XMLHttpRequest'], default: 'XMLHttpRequest' },
      },
    },
  };
}

export const headerRef = (name: string) => ({ $ref: `#/components/headers/${name}` });

/** The response references of `statuses`, keyed by status. */
export function errorsFor(statuses: readonly ErrorStatus[]) {
  return Object.fromEntries(
    statuses.map((status) => [
      String(status),
      { $ref: `#/components/responses/${errorResponses[status].name}` },
    ]),
  );
}

/** A JSON answer of `schema`. */
export const json = (description: string, schema: object, headers?: object) => ({
  description,
  content: { 'application/json': { schema } },
  ...(headers ? { headers } : {}),
});
