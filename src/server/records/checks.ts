import { mayChange, type ResourceDefinition, type Role } from '../../resources';
import { say } from '../../resources/messages';
import { AppError } from '../errors';
import type { Row } from '../rules/types';
import { toRecord } from './api-record';
import { toColumns } from './changes';

/** Refuses a write that read an older version of `current` than the stored one (409). */
export function assertVersion(resource: ResourceDefinition, current: Row, version: unknown): void {
  if (current.version === version) return;
  throw new AppError(
    409,
    'VERSION_CONFLICT',
    say('changedMeanwhile', { resource: resource.label }),
    undefined,
    { current: toRecord(resource, current) },
  );
}

/** Refuses a status change the resource's transitions do not allow from `current`'s (409). */
export function assertTransition(resource: ResourceDefinition, current: Row, to: unknown): void {
  const transitions = resource.transitions;
  if (!transitions || to === undefined || to === current.status) return;
  const from = current.status as string;
  const label = resource.label;
  const allowed = transitions[from] ?? [];
  if (allowed.includes(to as string)) return;
  throw new AppError(
    409,
    'INVALID_TRANSITION',
    allowed.length > 0
      ? say('transition', { from, resource: label, to: String(to), allowed: allowed.join(' or ') })
      : say('transitionFinal', { from, resource: label, to: String(to) }),
    undefined,
    { current: from, requested: to, allowed },
  );
}

/**
 * Refuses an edit by `role` that changes a field its role may not (`editableFields`), each named
 * (403). A field sent with the value it holds is no change: a form sends the whole record back.
 */
export function assertMayChange(
  resource: ResourceDefinition,
  role: Role,
  current: Row,
  input: Record<string, unknown>,
): void {
  const { version: _version, ...plain } = input;
  const columns = toColumns(resource, plain);
  const refused = Object.keys(columns).filter(
    (field) => columns[field] !== current[field] && !mayChange(resource, role, field),
  );
  if (refused.length === 0) return;
  const message = say('roleMayNotChange', { resources: resource.name });
  throw new AppError(
    403,
    'FORBIDDEN',
    message,
    Object.fromEntries(refused.map((field) => [field, [message]])),
  );
}
