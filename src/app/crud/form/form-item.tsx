import { Form } from 'antd';
import dayjs, { type Dayjs } from 'dayjs';
import type { ReactNode } from 'react';
import type { ResourceDefinition } from '../../../resources';
import { schemasOf } from '../../../resources/schemas';
import { useLabels } from '../fields/labels';
import { FieldInput } from './field-input';
import { type FormFieldSpec, inputShape } from './form-fields';
import { toPayload } from './payload';
import { translateValidation } from './validation-messages';
import { zodRule } from './zod-rules';

/** The zod schema a form submits to. */
export const formSchemaOf = (resource: ResourceDefinition, mode: 'create' | 'edit') =>
  schemasOf(resource)[mode === 'create' ? 'create' : 'update'];

/** Country codes are upper case (ISO 3166-1); typing "de" is fine. */
const countryItemProps = {
  normalize: (value: unknown) => (typeof value === 'string' ? value.toUpperCase() : value),
};

/** A date field keeps `YYYY-MM-DD` in the form, the picker works with dayjs. */
const dateItemProps = {
  getValueProps: (value: unknown) => ({
    value: typeof value === 'string' && value ? dayjs(value) : undefined,
  }),
  normalize: (value: Dayjs | null | undefined) => (value ? value.format('YYYY-MM-DD') : undefined),
};

interface GenericFormItemProps {
  resource: ResourceDefinition;
  spec: FormFieldSpec;
  mode: 'create' | 'edit';
  disabled: boolean;
  referenceFilters?: Parameters<typeof FieldInput>[0]['referenceFilters'];
  /** Overrides the required mark (e.g. a password required only for staff). */
  required?: boolean;
  extra?: ReactNode;
}

/** The generated `Form.Item` of a field: translated label, widget by type, rules from zod. */
export function GenericFormItem({
  resource,
  spec,
  mode,
  disabled,
  referenceFilters,
  required,
  extra,
}: GenericFormItemProps) {
  const { t, field, enumValue } = useLabels(resource.name);
  const schema = formSchemaOf(resource, mode);
  const shape = inputShape(schema);
  const rule = zodRule(spec.schema, {
    translate: (message) => translateValidation(t, message),
    object: schema
      ? { schema, name: spec.name, payload: (values) => toPayload(shape, values) }
      : undefined,
  });
  return (
    <Form.Item
      name={spec.name}
      label={field(spec.name)}
      required={required ?? spec.required}
      rules={[rule]}
      extra={extra}
      {...(spec.field.type === 'date' ? dateItemProps : {})}
      {...(spec.name === 'country' ? countryItemProps : {})}
    >
      <FieldInput
        resource={resource.name}
        spec={spec}
        enumLabel={(value: string) => enumValue(spec.name, value)}
        referenceFilters={referenceFilters}
        disabled={disabled}
      />
    </Form.Item>
  );
}
