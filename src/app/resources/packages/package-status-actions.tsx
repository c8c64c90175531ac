import type { RecordSlotProps } from '../../crud/slots';
import { StatusActions } from '../../crud/status/status-actions';
import { MovePlaceField } from './move-place-field';

/** The package's status buttons, each asking where the move happened. */
export function PackageStatusActions(props: RecordSlotProps) {
  return <StatusActions {...props} fields={MovePlaceField} />;
}
