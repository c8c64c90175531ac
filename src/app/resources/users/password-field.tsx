import { useLabels } from '../../crud/fields/labels';
import { GenericFormItem } from '../../crud/form/form-item';
import type { FormFieldSlotProps } from '../../crud/slots';

/** A staff account's password: required on create, optional on edit (empty keeps the old one). */
export function PasswordField({ resource, spec, mode, disabled }: FormFieldSlotProps) {
  const { t } = useLabels(resource.name);
  return (
    <GenericFormItem
      resource={resource}
      spec={spec}
      mode={mode}
      disabled={disabled}
      required={mode === 'create'}
      extra={mode === 'create' ? t('crud.users.passwordHint') : t('crud.users.passwordKeep')}
    />
  );
}
