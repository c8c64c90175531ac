import {
  orderEditableStates,
  orderFieldsLockedOnceShipped,
  shippedOrderStates,
} from '../../../resources/orders';
import type { ResourceSlots } from '../../crud/slots';
import { lazyComponent } from '../../lib/lazy';
import { showPart } from '../show-part';
import { useOrderDeletable, useOrderNextStates } from './use-order-next-states';

/**
 * Orders: line-items editor, customer, address and packages on show, a note when packages keep
 * the order from shipping or from being delivered, confirm before cancel/refund, no Delete once
 * shipped.
 */
export const orderSlots: ResourceSlots = {
  showExtra: showPart('OrderShowExtra'),
  // Notes, status moves and changes in one timeline, with a new note's form (SPEC §11).
  history: showPart('OrderHistory'),
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
  // The generic buttons, with why the order's packages keep it from shipping or being delivered.
  statusActions: showPart('OrderStatusActions'),
  confirmStates: ['cancelled', 'refunded'],
  useNextStates: useOrderNextStates,
  formOrder: ['customerId', 'currency', 'items', 'street', 'postalCode', 'city', 'country', 'note'],
  formFields: {
    customerId: lazyComponent(() => import('../form-parts').then((m) => m.CustomerField)),
    items: lazyComponent(() => import('../form-parts').then((m) => m.LineItemsEditor)),
  },
  createDefaults: { currency: 'EUR', items: [{ quantity: 1 }] },
  lockedFields: (record) =>
    orderEditableStates.includes(String(record.status)) ? [] : orderFieldsLockedOnceShipped,
  // A shipped order keeps at least one package, and the server refuses to delete an order with
  // packages (rules/orders.ts). Before it ships, only its packages can tell: a list offers Delete.
  canDelete: (record) => !shippedOrderStates.includes(String(record.status)),
  // On its page the packages tell: none may have left the warehouse.
  useDeletable: useOrderDeletable,
};
