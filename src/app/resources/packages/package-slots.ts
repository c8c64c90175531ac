import {
  deletablePackageStates,
  finalPackageStates,
  maxFailedAttempts,
  packages,
} from '../../../resources/packages';
import type { ResourceSlots } from '../../crud/slots';
import { lazyComponent } from '../../lib/lazy';
import { showPart } from '../show-part';

/**
 * Packages: tracking timeline, parcel and destination on show; a place and a note with each
 * status change.
 */
export const packageSlots: ResourceSlots = {
  showExtra: showPart('PackageShowExtra'),
  hiddenOnShow: [
    'orderId',
    'trackingEvents',
    'lastLocation',
    'weightGrams',
    'lengthCm',
    'widthCm',
    'heightCm',
    'city',
    'country',
    'lat',
    'lng',
  ],
  statusNoteField: 'eventNote',
  // The generic buttons, each asking where the move happened (SPEC §11).
  statusActions: showPart('PackageStatusActions'),
  confirmStates: ['lost', 'returned'],
  // After the third failed attempt the only way on is back to the sender (SPEC §4).
  useNextStates: (record, allowed) =>
    record.status === 'failed_attempt' && Number(record.failedAttempts) >= maxFailedAttempts
      ? allowed.filter((state) => state === 'returned')
      : allowed,
  // A delivered, returned or lost package is history: the server refuses any change to it.
  lockedFields: (record) =>
    finalPackageStates.includes(String(record.status)) ? Object.keys(packages.fields) : [],
  // Only an unused label can go; after that the package is history (server rules/packages.ts).
  canDelete: (record) => deletablePackageStates.includes(String(record.status)),
  formFields: {
    orderId: lazyComponent(() => import('../form-parts').then((m) => m.OrderField)),
  },
};
