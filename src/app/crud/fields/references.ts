import { findResource, type ResourceDefinition } from '../../../resources';

const capitalize = (text: string) => text.charAt(0).toUpperCase() + text.slice(1);

/**
 * The denormalised field that names the record a reference points at: `customerId` → users, whose
 * title field is `name`, so `customerName`; `orderId` → orders (`number`), so `orderNumber`.
 */
export function referenceLabelField(
  resource: ResourceDefinition,
  name: string,
): string | undefined {
  const field = resource.fields[name];
  if (field?.type !== 'reference' || !field.reference || !name.endsWith('Id')) return undefined;
  const target = findResource(field.reference);
  if (!target) return undefined;
  const label = `${name.slice(0, -2)}${capitalize(target.titleField)}`;
  return label in resource.fields ? label : undefined;
}

/** For a field like `customerName`: the reference field and resource whose record it names. */
export function linkedReference(
  resource: ResourceDefinition,
  name: string,
): { field: string; resource: string } | undefined {
  for (const [field, definition] of Object.entries(resource.fields)) {
    if (definition.reference && referenceLabelField(resource, field) === name) {
      return { field, resource: definition.reference };
    }
  }
  return undefined;
}
