import type { BaseRecord } from '@refinedev/core';
import type { ResourceDefinition } from '../../../resources';
import { allowedNextStates } from '../status/next-states';

/**
 * The states every one of `rows` may move to by its resource's transitions, in the order the
 * first row's state lists them; none for no rows. What the rows' own rules refuse (an order
 * without a package cannot ship) the server names per row.
 */
export function movesForEvery(
  resource: ResourceDefinition,
  rows: readonly BaseRecord[],
): readonly string[] {
  const [first, ...rest] = rows;
  if (!first) return [];
  return rest.reduce<readonly string[]>(
    (common, row) => {
      const allowed = allowedNextStates(resource, row);
      return common.filter((state) => allowed.includes(state));
    },
    allowedNextStates(resource, first),
  );
}

/** `items` in runs of at most `size`, in order: a large selection is sent a chunk at a time. */
export function chunksOf<T>(items: readonly T[], size: number): T[][] {
  const chunks: T[][] = [];
  for (let start = 0; start < items.length; start += size)
    chunks.push(items.slice(start, start + size));
  return chunks;
}
