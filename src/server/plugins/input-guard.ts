import type { FastifyInstance } from 'fastify';
import fp from 'fastify-plugin';
import { AppError, type FieldErrors, validationFailed } from '../errors';

const nul = '\u0000';
const message = 'May not contain NUL characters';

/** Paths of the strings in a parsed JSON body that hold a NUL, walked without recursion. */
function nulPaths(body: unknown): string[] {
  const found: string[] = [];
  const stack: [unknown, string][] = [[body, '']];
  while (stack.length > 0) {
    const [value, path] = stack.pop() as [unknown, string];
    if (typeof value === 'string') {
      if (value.includes(nul)) found.push(path || '_');
    } else if (value !== null && typeof value === 'object') {
      for (const [key, item] of Object.entries(value)) {
        if (key.includes(nul)) found.push(path ? `${path}.?` : '?');
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
 * Refuses text holding NUL characters anywhere in an API request. PostgreSQL cannot store them
 * (a driver error, so a 500) while SQLite can; refusing them up front keeps the two engines alike
 * and the refusal a catalogue error: 400 in the URL, 422 naming the field in a body.
 */
export const inputGuardPlugin = fp(
  async (app: FastifyInstance) => {
    app.addHook('preValidation', async (request) => {
      if (!request.url.startsWith('/api/')) return;
      const query = (request.query ?? {}) as Record<string, unknown>;
      const params = (request.params ?? {}) as Record<string, unknown>;
      for (const [key, value] of [...Object.entries(query), ...Object.entries(params)]) {
        if (key.includes(nul) || hasNul(value))
          throw new AppError(400, 'BAD_REQUEST', `The URL ${message.toLowerCase()}`);
      }
      const paths = nulPaths(request.body);
      if (paths.length > 0) {
        const errors: FieldErrors = Object.create(null);
        for (const path of paths) errors[path] = [message];
        throw validationFailed(errors);
      }
    });
  },
  { name: 'input-guard' },
);
