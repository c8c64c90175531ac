import type { FormFieldSpec } from './form-fields';

const numericTypes = new Set(['reference', 'integer', 'number', 'money', 'percent']);

/**
 * Form values taken from the query string, for the fields of the form only
 * (`/packages/create?orderId=7` starts the package on order 7).
 */
export function prefillFromQuery(
  specs: readonly FormFieldSpec[],
  query: Record<string, unknown>,
): Record<string, unknown> {
  const values: Record<string, unknown> = {};
  for (const spec of specs) {
    const raw = query[spec.name];
    if (typeof raw !== 'string' || raw === '') continue;
    if (!numericTypes.has(spec.field.type)) {
      values[spec.name] = raw;
      continue;
    }
    const number = Number(raw);
    if (Number.isFinite(number)) values[spec.name] = number;
  }
  return values;
}
