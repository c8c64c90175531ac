import { useLabels } from '../../crud/fields/labels';
import { GenericFormItem } from '../../crud/form/form-item';
import type { FormFieldSlotProps } from '../../crud/slots';
import { useViewerId } from '../../crud/slots/deletable';
import { isOwnAccount } from './own-account';

/**
 * A user's role, locked on your own account: the server refuses changing it (rules/users.ts),
 * so the form says who does instead of refusing it on save.
 */
export function RoleField({ resource, spec, mode, disabled, record }: FormFieldSlotProps) {
  const { t } = useLabels(resource.name);
  const viewerId = useViewerId();
  const own = record !== undefined && isOwnAccount(record, viewerId);
  return (
    <GenericFormItem
      resource={resource}
      spec={spec}
      mode={mode}
      disabled={disabled || own}
      extra={own ? t('crud.users.ownRole') : undefined}
    />
  );
}
