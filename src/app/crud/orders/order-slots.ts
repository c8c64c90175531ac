import { orderEditableStates, orderFieldsLockedOnceShipped } from '../../../resources/orders';
import { lazyComponent } from '../../lazy-pages';
import { showPart } from '../slots/show-part';
import type { ResourceSlots } from '../slots/types';
import { useOrderNextStates } from './use-order-next-states';

/**
 * Orders: line-items editor, customer, address and packages on show, a note when a package is
 * missing to ship, confirm before cancel/refund.
 */
export const orderSlots: ResourceSlots = {
  showExtra: showPart('OrderShowExtra'),
  hiddenOnShow: [
    'items',
    'customerId',
    'customerName',
    'street',
    'city',
    'postalCode',
    'country',
    'note',
  ],
  // The generic buttons, with why a confirmed order without a package offers no shipping.
  statusActions: showPart('OrderStatusActions'),
  confirmStates: ['cancelled', 'refunded'],
  useNextStates: useOrderNextStates,
  formOrder: ['customerId', 'currency', 'items', 'street', 'postalCode', 'city', 'country', 'note'],
  formFields: {
    customerId: lazyComponent(() => import('../slots/form-parts').then((m) => m.CustomerField)),
    items: lazyComponent(() => import('../slots/form-parts').then((m) => m.LineItemsEditor)),
  },
  createDefaults: { currency: 'EUR', items: [{ quantity: 1 }] },
  lockedFields: (record) =>
    orderEditableStates.includes(String(record.status)) ? [] : orderFieldsLockedOnceShipped,
};
