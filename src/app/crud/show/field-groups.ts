import type { ResourceDefinition } from '../../../resources';

export type FieldGroupKey = 'main' | 'address' | 'record';

export interface FieldGroup {
  key: FieldGroupKey;
  fields: string[];
}

const addressFields = ['street', 'city', 'postalCode', 'country'];
const recordFields = ['id', 'createdAt', 'updatedAt', 'version'];

/** The show page's groups: the record's own fields, its address, and its bookkeeping (id, times, version). */
export function showGroupsOf(
  resource: ResourceDefinition,
  hidden: readonly string[] = [],
): FieldGroup[] {
  const visible = Object.entries(resource.fields)
    .filter(([name, field]) => !field.writeOnly && !hidden.includes(name))
    .map(([name]) => name);
  const address = visible.filter((name) => addressFields.includes(name));
  const record = visible.filter((name) => recordFields.includes(name));
  const main = visible.filter((name) => !address.includes(name) && !record.includes(name));
  const groups: FieldGroup[] = [
    { key: 'main', fields: main },
    // A lone city or country (a package's destination) is no address block.
    { key: 'address', fields: address.length > 1 ? address : [] },
    { key: 'record', fields: record },
  ];
  if (address.length === 1) groups[0]?.fields.push(...address);
  return groups.filter((group) => group.fields.length > 0);
}
