import type { ResourceDefinition } from '../../../resources';

/** Fields every record has, which say nothing of what was created or deleted. */
const bookkeeping = new Set(['id', 'createdAt', 'updatedAt', 'version']);

const isEmpty = (value: unknown) =>
  value === null || value === undefined || value === '' || (Array.isArray(value) && !value.length);

/**
 * A create's or a delete's changes as the record they made or removed: each field's one value
 * (the after of a create, the before of a delete) as a change from nothing, so the lines read
 * `field: value` rather than `field: value → —`. The record's title comes first, then the
 * fields its list shows (its key fields, shown before a cell's "+n"), then the rest; bookkeeping
 * and empty fields are left out.
 */
export function recordSummary(
  resource: ResourceDefinition,
  changes: Record<string, unknown>,
  action: 'create' | 'delete',
): Record<string, [null, unknown]> {
  const side = action === 'create' ? 1 : 0;
  const sideValue = (name: string) => {
    const change = changes[name];
    return Array.isArray(change) ? change[side] : change;
  };
  const names = Object.keys(changes).filter(
    (name) => !bookkeeping.has(name) && !isEmpty(sideValue(name)),
  );
  const rank = (name: string) =>
    name === resource.titleField ? 0 : resource.fields[name]?.list ? 1 : 2;
  const ordered = names
    .map((name, index) => ({ name, index, rank: rank(name) }))
    .sort((a, b) => a.rank - b.rank || a.index - b.index);
  return Object.fromEntries(ordered.map(({ name }) => [name, [null, sideValue(name)]]));
}
