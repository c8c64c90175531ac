import { findResource, type ResourceDefinition } from '../../../resources';
import { useLabels } from './labels';
import { referenceLabelField } from './references';

/** The side of a logged `[before, after]` pair: 0 before, 1 after. */
export type ChangeSide = 0 | 1;

/** The record one side of an entry's changes describes, as far as they tell. */
export function recordOfSide(
  changes: Record<string, unknown>,
  side: ChangeSide,
): Record<string, unknown> {
  return Object.fromEntries(
    Object.entries(changes).map(([name, change]) => [
      name,
      Array.isArray(change) ? change[side] : change,
    ]),
  );
}

/** One logged change as a line writes it: `label: values`. */
export interface ChangeLine {
  name: string;
  label: string;
  /** `before → after`, or what the field is now when it was empty before. */
  values: string;
}

/**
 * `before → after`, or `after` alone when there was nothing before; `show` writes each value,
 * knowing its side.
 */
export function changeValues(
  change: unknown,
  show: (value: unknown, side: ChangeSide) => string,
): string {
  if (!Array.isArray(change)) return show(change, 1);
  const [before, after] = change as [unknown, unknown];
  return before === null || before === undefined
    ? show(after, 1)
    : `${show(before, 0)} → ${show(after, 1)}`;
}

/** Whether `name` is a reference whose record's name is logged beside it, saying it in words. */
function namedBeside(
  resource: ResourceDefinition | undefined,
  name: string,
  changes: Record<string, unknown>,
): boolean {
  const nameField = resource && referenceLabelField(resource, name);
  return nameField !== undefined && nameField in changes;
}

/**
 * The lines of a log entry's changes to a record of `resource`, in the order logged; `show`
 * writes a field's value, knowing its side. An order's new customer is one line, by name: the
 * customer's id is left out beside it. A write-only field (a password) says only that it changed,
 * as the log holds no value of it worth showing.
 */
export function useChangeLines(resource: string) {
  const { t, field } = useLabels(resource);
  const definition = findResource(resource);
  return (
    changes: Record<string, unknown>,
    show: (name: string, value: unknown, side: ChangeSide) => string,
  ): ChangeLine[] =>
    Object.entries(changes)
      .filter(([name]) => !namedBeside(definition, name, changes))
      .map(([name, change]) => ({
        name,
        label: field(name),
        values: definition?.fields[name]?.writeOnly
          ? t('crud.value.changed')
          : changeValues(change, (value, side) => show(name, value, side)),
      }));
}
