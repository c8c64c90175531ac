import type { FastifyInstance } from 'fastify';
import fp from 'fastify-plugin';
import { say } from '../../resources/messages';
import { AppError, type FieldErrors, validationFailed } from '../errors';

const nul = '\u0000';
const message = say('nul');
/** Half of a surrogate pair without the other half: JSON can say it, UTF-8 cannot store it. */
const loneSurrogate = /[\ud800-\udbff](?![\udc00-\udfff])|(?<![\ud800-\udbff])[\udc00-\udfff]/;
const brokenMessage = say('brokenCharacter');

/** Where a body holds text that cannot be stored as given, walked without recursion. */
function unstorable(body: unknown): FieldErrors {
  const found: FieldErrors = Object.create(null);
  const check = (text: string, path: string) => {
    if (text.includes(nul)) found[path] = [message];
    else if (loneSurrogate.test(text)) found[path] = [brokenMessage];
  };
  const stack: [unknown, string][] = [[body, '']];
  while (stack.length > 0) {
    const [value, path] = stack.pop() as [unknown, string];
    if (typeof value === 'string') check(value, path || '_');
    else if (value !== null && typeof value === 'object') {
      for (const [key, item] of Object.entries(value)) {
        check(key, path ? `${path}.?` : '?');
        stack.push([item, path ? `${path}.${key}` : key]);
      }
    }
  }
  return found;
}

const hasNul = (value: unknown): boolean =>
  typeof value === 'string'
    ? value.includes(nul)
    : Array.isArray(value) && value.some((item) => hasNul(item));

/**
 * Refuses text that cannot be stored as sent, anywhere in an API request: NUL characters, which
 * PostgreSQL rejects (a driver error, so a 500) while SQLite keeps them, and unpaired surrogates,
 * which both engines silently replace, so the record would differ from what was acknowledged.
 * 400 in the URL, 422 naming the field in a body. Registered in the API's scope.
 */
export const inputGuardPlugin = fp(
  async (app: FastifyInstance) => {
    app.addHook('preValidation', async (request) => {
      const query = (request.query ?? {}) as Record<string, unknown>;
      const params = (request.params ?? {}) as Record<string, unknown>;
      for (const [key, value] of [...Object.entries(query), ...Object.entries(params)]) {
        if (key.includes(nul) || hasNul(value))
          throw new AppError(400, 'BAD_REQUEST', say('urlNul'));
      }
      const errors = unstorable(request.body);
      if (Object.keys(errors).length > 0) throw validationFailed(errors);
    });
  },
  { name: 'input-guard' },
);
