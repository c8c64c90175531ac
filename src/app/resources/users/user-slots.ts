import { isStaff } from '../../../resources';
import type { ResourceSlots } from '../../crud/slots';
import { lazyComponent } from '../../lib/lazy';
import { showPart } from '../show-part';
import { isOwnAccount } from './own-account';
import { useUserDeletable } from './use-user-deletable';

/**
 * Users: contact and address cards, a customer's orders, disable/enable, a password for staff, no
 * Delete on a page where the server would refuse it.
 */
export const userSlots: ResourceSlots = {
  showExtra: showPart('UserShowExtra'),
  hiddenOnShow: ['email', 'phone', 'street', 'city', 'postalCode', 'country'],
  statusActions: showPart('UserStatusActions'),
  // Role and status are column filters; a tab per status would say little.
  statusTabs: false,
  formOrder: [
    'name',
    'email',
    'role',
    'password',
    'phone',
    'street',
    'postalCode',
    'city',
    'country',
  ],
  formFields: {
    password: lazyComponent(() => import('../form-parts').then((m) => m.PasswordField)),
    role: lazyComponent(() => import('../form-parts').then((m) => m.RoleField)),
  },
  // Only staff sign in; a customer's form has no password at all (SPEC §3).
  hiddenFormFields: (values) => (isStaff(values.role) ? [] : ['password']),
  createDefaults: { role: 'customer' },
  // Not your own account (the server refuses it), in a list or on its page.
  canDelete: (record, viewerId) => !isOwnAccount(record, viewerId),
  // On their page also not a customer with orders (disable them instead).
  useDeletable: useUserDeletable,
};
