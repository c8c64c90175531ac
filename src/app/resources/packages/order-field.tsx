import { packableOrderStates } from '../../../resources/orders';
import { GenericFormItem } from '../../crud/form/form-item';
import { useFillFromReference } from '../../crud/form/use-fill-from-reference';
import type { FormFieldSlotProps } from '../../crud/slots';
import { useFillCoordinates } from './use-fill-coordinates';

const packableOrders = [{ field: 'status', operator: 'in' as const, value: packableOrderStates }];
const destination = { city: 'city', country: 'country' };

/**
 * The order picker (orders that take packages); fills an empty destination from the order's
 * address, and its coordinates from the city.
 */
export function OrderField({ resource, spec, form, mode, disabled }: FormFieldSlotProps) {
  useFillFromReference(form, spec.name, 'orders', destination, mode === 'create');
  useFillCoordinates(form);
  return (
    <GenericFormItem
      resource={resource}
      spec={spec}
      mode={mode}
      disabled={disabled}
      referenceFilters={packableOrders}
    />
  );
}
