import { STATUS_CODES } from 'node:http';
import type { Duplex } from 'node:stream';
import type { FastifyError, FastifyInstance, FastifyReply } from 'fastify';
import fp from 'fastify-plugin';
import { type Said, say } from '../../resources/messages';
import { AppError, type ErrorCode } from '../errors';

const codeByStatus: Record<number, ErrorCode> = {
  400: 'BAD_REQUEST',
  401: 'UNAUTHENTICATED',
  403: 'FORBIDDEN',
  404: 'NOT_FOUND',
  409: 'DUPLICATE',
  413: 'PAYLOAD_TOO_LARGE',
  422: 'VALIDATION_FAILED',
  429: 'RATE_LIMITED',
};

/** A message's part of an error body: its English, its key and its values. */
const bodyOf = (said: Said) => ({ message: said.text, messageKey: said.key, values: said.values });

/** Turns Fastify's own errors (parsing, limits, schema checks) into catalogue errors. */
function fromFastifyError(error: FastifyError): AppError {
  if (error instanceof AppError) return error;
  switch (error.code) {
    case 'FST_ERR_CTP_BODY_TOO_LARGE':
      return new AppError(413, 'PAYLOAD_TOO_LARGE', say('payloadTooLarge'));
    case 'FST_ERR_CTP_INVALID_MEDIA_TYPE':
      return new AppError(400, 'BAD_REQUEST', say('jsonOnly'));
    case 'FST_ERR_CTP_EMPTY_JSON_BODY':
    case 'FST_ERR_CTP_INVALID_JSON_BODY':
      return new AppError(400, 'BAD_REQUEST', say('invalidJson'));
  }
  if (error.validation) {
    return new AppError(
      400,
      'BAD_REQUEST',
      say('invalidPart', { part: error.validationContext ?? 'request' }),
    );
  }
  const status = error.statusCode ?? 500;
  if (status === 400 && error instanceof SyntaxError) {
    return new AppError(400, 'BAD_REQUEST', say('invalidJson'));
  }
  if (status >= 400 && status < 500) {
    const code = codeByStatus[status] ?? 'BAD_REQUEST';
    // Fastify's own 4xx messages name no internals; keep them short and plain. They have no
    // sentence of ours, so their key says only that the request was refused, and why in English.
    const reason = error.message || 'Bad request';
    return new AppError(codeByStatus[status] ? status : 400, code, say('refused', { reason }));
  }
  return new AppError(500, 'INTERNAL', say('internal'));
}

/**
 * Errors Fastify's router answers before any route or hook runs (a URL that does not decode, a
 * path segment over the length limit), in the same catalogue shape as every other error.
 */
export function frameworkError(error: FastifyError, _request: unknown, reply: FastifyReply) {
  const known = error.code === 'FST_ERR_BAD_URL' || error.code === 'FST_ERR_MAX_PARAM_LENGTH';
  const body = known
    ? { statusCode: 400, code: 'BAD_REQUEST', ...bodyOf(say('urlInvalid')) }
    : { statusCode: 500, code: 'INTERNAL', ...bodyOf(say('internal')) };
  reply
    .code(body.statusCode)
    .header('X-Content-Type-Options', 'nosniff')
    .header('Cache-Control', 'no-store')
    .type('application/json; charset=utf-8')
    .send(JSON.stringify(body));
}

/** What Node's HTTP parser's refusals are answered with; anything else is broken HTTP. */
const clientErrorAnswers: Record<string, { status: number; code: ErrorCode; message: Said }> = {
  HPE_HEADER_OVERFLOW: { status: 400, code: 'BAD_REQUEST', message: say('headersTooLong') },
  ERR_HTTP_REQUEST_TIMEOUT: {
    status: 408,
    code: 'REQUEST_TIMEOUT',
    message: say('requestTimeout'),
  },
};
const brokenHttp = { status: 400, code: 'BAD_REQUEST', message: say('notHttp') };

/**
 * Requests Node's HTTP parser refuses before Fastify sees them (headers or an address over Node's
 * header size limit, headers and body too slow to arrive, broken HTTP), in the catalogue's shape
 * as well: Fastify's own answers (`{"error":"Request Timeout",…,"statusCode":408}`) carry no
 * code. A reset connection gets no answer.
 */
export function clientError(error: NodeJS.ErrnoException, socket: Duplex) {
  if (error.code === 'ECONNRESET' || socket.destroyed) return;
  const { status, code, message } = clientErrorAnswers[error.code ?? ''] ?? brokenHttp;
  const body = JSON.stringify({ statusCode: status, code, ...bodyOf(message) });
  // An answer already begun on this socket must not be followed by a second one; Node's own
  // handler makes the same check.
  const inFlight = (socket as { _httpMessage?: { headersSent?: boolean } })._httpMessage;
  // One write, then the socket closed, as Fastify's own handler does.
  if (socket.writable && !inFlight?.headersSent)
    socket.write(
      `HTTP/1.1 ${status} ${STATUS_CODES[status]}\r\nContent-Type: application/json; charset=utf-8\r\nContent-Length: ${Buffer.byteLength(body)}\r\nX-Content-Type-Options: nosniff\r\nCache-Control: no-store\r\nConnection: close\r\n\r\n${body}`,
    );
  socket.destroy(error);
}

/**
 * One handler renders every error as `{statusCode, code, message, messageKey, values, errors?,
 * errorKeys?}` (SPEC §8, §11).
 */
export const errorsPlugin = fp(
  async (app: FastifyInstance) => {
    app.setErrorHandler((raw: FastifyError, request, reply) => {
      const error = fromFastifyError(raw);
      if (error.statusCode >= 500) {
        request.log.error({ err: raw, reqId: request.id }, 'request failed');
      }
      for (const [name, value] of Object.entries(error.headers ?? {})) reply.header(name, value);
      // Refused before its body arrived (a CSRF or size refusal): the connection closes rather
      // than wait for the rest, which would then time out and be answered a second time.
      if (request.raw.complete === false) reply.header('Connection', 'close');
      reply.status(error.statusCode).send({
        statusCode: error.statusCode,
        code: error.code,
        message: error.message,
        messageKey: error.messageKey,
        values: error.values,
        ...(error.errors ? { errors: error.errors, errorKeys: error.errorKeys } : {}),
        ...(error.details ?? {}),
        ...(error.statusCode >= 500 ? { requestId: request.id } : {}),
      });
    });
  },
  { name: 'errors' },
);
