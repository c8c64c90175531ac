import { type Said, say, type Values } from '../resources/messages';

/** Field name → messages, shown beside the form field. */
export type FieldErrors = Record<string, Said[]>;

/** A message's key and values in an error body (SPEC §11), for a client to translate. */
export interface MessageKey {
  key: string;
  values: Values;
}

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
  // SPEC §11: confirming an order whose lines want more than their products' stock.
  'OUT_OF_STOCK',
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
  /** The message's key and values: `message` is its English. */
  readonly messageKey: string;
  readonly values: Values;
  /** Field name → English messages, and beside them the same messages' keys and values. */
  readonly errors?: Record<string, string[]>;
  readonly errorKeys?: Record<string, MessageKey[]>;

  constructor(
    readonly statusCode: number,
    readonly code: ErrorCode,
    message: Said,
    errors?: FieldErrors,
    /** Extra body fields, e.g. the current record of a version conflict. */
    readonly details?: Record<string, unknown>,
    /** Extra response headers, e.g. Retry-After. */
    readonly headers?: Record<string, string>,
  ) {
    super(message.text);
    this.name = 'AppError';
    this.messageKey = message.key;
    this.values = message.values;
    if (errors) {
      // No prototype: a field named `__proto__` or `constructor` is just a name.
      this.errors = Object.create(null) as Record<string, string[]>;
      this.errorKeys = Object.create(null) as Record<string, MessageKey[]>;
      for (const [field, messages] of Object.entries(errors)) {
        this.errors[field] = messages.map((said) => said.text);
        this.errorKeys[field] = messages.map(({ key, values }) => ({ key, values }));
      }
    }
  }
}

export const badRequest = (message: Said) => new AppError(400, 'BAD_REQUEST', message);
export const unauthenticated = () => new AppError(401, 'UNAUTHENTICATED', say('signIn'));
export const forbidden = (message = say('roleMayNot')) => new AppError(403, 'FORBIDDEN', message);
export const notFound = (message = say('notFound')) => new AppError(404, 'NOT_FOUND', message);
/** No record of the resource labelled `label` answers to the id asked for. */
export const noSuch = (label: string) => notFound(say('noSuch', { resource: label }));
export const validationFailed = (errors: FieldErrors, message = say('fieldsNeedAttention')) =>
  new AppError(422, 'VALIDATION_FAILED', message, errors);
export const duplicate = (field: string, message: Said) =>
  new AppError(409, 'DUPLICATE', message, { [field]: [message] });

const messageValues = {
  type: 'object',
  description: 'The values in the message’s places',
  additionalProperties: { type: ['string', 'number'] },
};

/**
 * SPEC §8's error body with §11's keys, as JSON Schema: the routes' response schema (Fastify
 * writes only the fields it names, so a field left out here is dropped) and the OpenAPI `Error`.
 * A conflict adds what it is about (the current record, the next states).
 */
export const errorBodySchema = {
  type: 'object',
  required: ['statusCode', 'code', 'message', 'messageKey', 'values'],
  properties: {
    statusCode: { type: 'integer', minimum: 400, maximum: 599 },
    code: { type: 'string', enum: [...errorCodes] },
    message: { type: 'string', description: 'In English; a client translates `messageKey`' },
    messageKey: {
      type: 'string',
      description: 'The message’s stable key in src/resources/message-catalogue.ts',
    },
    values: messageValues,
    errors: {
      type: 'object',
      description: 'Field name → its messages in English (422, 409 DUPLICATE)',
      additionalProperties: { type: 'array', items: { type: 'string' } },
    },
    errorKeys: {
      type: 'object',
      description: 'The same fields and messages as `errors`, each as its key and values',
      additionalProperties: {
        type: 'array',
        items: {
          type: 'object',
          required: ['key', 'values'],
          properties: { key: { type: 'string' }, values: messageValues },
        },
      },
    },
    current: { description: 'VERSION_CONFLICT: the stored record; INVALID_TRANSITION: its state' },
    requested: { type: 'string', description: 'INVALID_TRANSITION: the state asked for' },
    allowed: { type: 'array', items: { type: 'string' }, description: 'The allowed next states' },
    retryAfter: { type: 'number', description: 'RATE_LIMITED: seconds until the next try' },
    requestId: { type: 'string', description: '5xx: the id the server logged it under' },
  },
  additionalProperties: true,
} as const;
