import { say } from '../resources/messages';

/** Field name → messages, shown beside the form field. */
export type FieldErrors = Record<string, string[]>;

/** The codes of SPEC §8's catalogue, and two more (below), as the API answers them. */
export const errorCodes = [
  'BAD_REQUEST',
  'UNAUTHENTICATED',
  'INVALID_CREDENTIALS',
  'FORBIDDEN',
  'NO_DASHBOARD_ACCESS',
  'CSRF',
  'NOT_FOUND',
  'METHOD_NOT_ALLOWED',
  'VERSION_CONFLICT',
  'INVALID_TRANSITION',
  'DUPLICATE',
  'LAST_ADMIN',
  'PAYLOAD_TOO_LARGE',
  'VALIDATION_FAILED',
  'RATE_LIMITED',
  'INTERNAL',
  // SPEC §11's edge limit: the request's headers and body did not arrive in time (408).
  'REQUEST_TIMEOUT',
  // Not in SPEC §8's catalogue: only load balancers see it (`/api/ready`, shutting down).
  'UNAVAILABLE',
] as const;

export type ErrorCode = (typeof errorCodes)[number];

/** The one error type of the server (SPEC §8): thrown anywhere, rendered by the error plugin. */
export class AppError extends Error {
  constructor(
    readonly statusCode: number,
    readonly code: ErrorCode,
    message: string,
    readonly errors?: FieldErrors,
    /** Extra body fields, e.g. the current record of a version conflict. */
    readonly details?: Record<string, unknown>,
    /** Extra response headers, e.g. Retry-After. */
    readonly headers?: Record<string, string>,
  ) {
    super(message);
    this.name = 'AppError';
  }
}

export const badRequest = (message: string) => new AppError(400, 'BAD_REQUEST', message);
export const unauthenticated = () =>
  new AppError(401, 'UNAUTHENTICATED', 'Please sign in to continue');
export const forbidden = (message = say('roleMayNot')) => new AppError(403, 'FORBIDDEN', message);
export const notFound = (message = 'Not found') => new AppError(404, 'NOT_FOUND', message);
/** No record of the resource labelled `label` answers to the id asked for. */
export const noSuch = (label: string) => notFound(say('noSuch', { resource: label }));
export const validationFailed = (errors: FieldErrors, message = say('fieldsNeedAttention')) =>
  new AppError(422, 'VALIDATION_FAILED', message, errors);
export const duplicate = (field: string, message: string) =>
  new AppError(409, 'DUPLICATE', message, { [field]: [message] });
