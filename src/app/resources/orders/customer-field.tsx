import { GenericFormItem } from '../../crud/form/form-item';
import { useFillFromReference } from '../../crud/form/use-fill-from-reference';
import type { FormFieldSlotProps } from '../../crud/slots';

const customersOnly = [{ field: 'role', operator: 'eq' as const, value: 'customer' }];
const address = { street: 'street', postalCode: 'postalCode', city: 'city', country: 'country' };

/** The customer picker (customers only); on a new order it fills an empty address from the customer's. */
export function CustomerField({ resource, spec, form, mode, disabled }: FormFieldSlotProps) {
  useFillFromReference(form, spec.name, 'users', address, mode === 'create');
  return (
    <GenericFormItem
      resource={resource}
      spec={spec}
      mode={mode}
      disabled={disabled}
      referenceFilters={customersOnly}
    />
  );
}
