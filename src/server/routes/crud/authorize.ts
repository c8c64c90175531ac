import type { FastifyRequest } from 'fastify';
import { type Action, can, type ResourceDefinition } from '../../../resources';
import { say } from '../../../resources/messages';
import type { ActiveSession } from '../../auth/sessions';
import { forbidden } from '../../errors';
import { requireSession } from '../../plugins/sessions';

/** The signed-in session of a role allowed to do `action` on `resource`. */
export function authorize(
  request: FastifyRequest,
  resource: ResourceDefinition,
  action: Action,
): ActiveSession {
  const session = requireSession(request);
  if (!can(resource, session.user.role, action)) {
    throw forbidden(say('roleMayNotAction', { action, resources: resource.name }));
  }
  return session;
}
