import type { FieldDefinition, ResourceDefinition } from '../../../resources';
import { isCountryField } from '../fields/country-field';
import type { ResourceSlots } from '../slots/types';

/**
 * How a column is filtered: `contains`, any of (`in`) its options or the countries, a `gte`/`lte`
 * range, or a date range.
 */
export type FilterKind = 'text' | 'enum' | 'country' | 'range' | 'dateRange';

export interface ColumnSpec {
  name: string;
  field: FieldDefinition;
  sortable: boolean;
  filter?: FilterKind;
}

/** The filter a field type gets; ids, references and JSON get none (search finds those). */
export function filterKindOf(field: FieldDefinition): FilterKind | undefined {
  if (!field.filterable || field.writeOnly) return undefined;
  switch (field.type) {
    case 'string':
    case 'text':
    case 'email':
    case 'phone':
      return 'text';
    case 'enum':
      return 'enum';
    case 'integer':
    case 'number':
    case 'money':
    case 'percent':
      return 'range';
    case 'date':
    case 'datetime':
      return 'dateRange';
    default:
      return undefined;
  }
}

/** The filter of a listed field: by its type, but a country's by name and none beside status tabs. */
function columnFilterOf(
  name: string,
  field: FieldDefinition,
  statusTabs: boolean,
): FilterKind | undefined {
  // With status tabs the tabs are the status filter; two would fight over one parameter.
  if (statusTabs && name === 'status') return undefined;
  const kind = filterKindOf(field);
  // A country is stored as its code: "Germany" is not contained in "DE".
  return kind === 'text' && isCountryField(name) ? 'country' : kind;
}

/** Whether the list shows a tab per status: resources with a lifecycle, unless a slot says no. */
export function hasStatusTabs(resource: ResourceDefinition, slots: ResourceSlots = {}): boolean {
  const status = resource.fields.status;
  return Boolean(resource.transitions && status?.type === 'enum' && slots.statusTabs !== false);
}

/** Whether the list has a search box: some field is in the `q` index. */
export function isSearchable(resource: ResourceDefinition): boolean {
  return Object.values(resource.fields).some((field) => field.searchable);
}

/** The list's columns: fields marked `list`, sortable and filtered as their definition says. */
export function listColumnsOf(
  resource: ResourceDefinition,
  slots: ResourceSlots = {},
): ColumnSpec[] {
  const tabs = hasStatusTabs(resource, slots);
  return Object.entries(resource.fields)
    .filter(([, field]) => field.list && !field.writeOnly)
    .map(([name, field]) => {
      const filter = columnFilterOf(name, field, tabs);
      return { name, field, sortable: field.sortable === true, ...(filter ? { filter } : {}) };
    });
}
