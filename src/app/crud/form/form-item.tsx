import type { BaseKey, CrudFilter } from '@refinedev/core';
import { Form } from 'antd';
import dayjs, { type Dayjs } from 'dayjs';
import type { ReactNode } from 'react';
import type { ResourceDefinition } from '../../../resources';
import { schemasOf } from '../../../resources/schemas';
import { useLabels } from '../fields/labels';
import { FieldInput } from './field-input';
import { type FormFieldSpec, inputShape } from './form-fields';
import { toPayload } from './payload';
import { type ReferenceOptions, useReferenceOptions } from './reference-select';
import { translateProblem } from './validation-messages';
import { zodRule } from './zod-rules';

/** The zod schema a form submits to. */
export const formSchemaOf = (resource: ResourceDefinition, mode: 'create' | 'edit') =>
  schemasOf(resource)[mode === 'create' ? 'create' : 'update'];

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
  /** Which records a reference field offers (e.g. customers only). */
  referenceFilters?: CrudFilter[];
  /** Overrides the required mark (e.g. a password required only for staff). */
  required?: boolean;
  extra?: ReactNode;
}

/** The generated `Form.Item` of a field: translated label, widget by type, rules from zod. */
export function GenericFormItem(props: GenericFormItemProps) {
  const { spec } = props;
  return spec.field.type === 'reference' && spec.field.reference ? (
    <ReferenceFormItem {...props} target={spec.field.reference} />
  ) : (
    <FormItem {...props} />
  );
}

/**
 * A reference field's item looks its options up here, above the `Form.Item`, so that they outlive
 * the input, which the form remounts on every reset (see `useReferenceOptions`).
 */
function ReferenceFormItem({ target, ...props }: GenericFormItemProps & { target: string }) {
  const value = Form.useWatch<BaseKey | null | undefined>(props.spec.name, Form.useFormInstance());
  const reference = useReferenceOptions(target, props.referenceFilters, value);
  return <FormItem {...props} reference={reference} />;
}

function FormItem({
  resource,
  spec,
  mode,
  disabled,
  required,
  extra,
  reference,
}: GenericFormItemProps & { reference?: ReferenceOptions }) {
  const { t, locale, field, enumValue } = useLabels(resource.name);
  const schema = formSchemaOf(resource, mode);
  const shape = inputShape(schema);
  const rule = zodRule(spec.schema, {
    translate: (problem) =>
      translateProblem(t, locale, problem, (value) => enumValue(spec.name, value)),
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
    >
      <FieldInput
        resource={resource.name}
        spec={spec}
        enumLabel={(value: string) => enumValue(spec.name, value)}
        reference={reference}
        disabled={disabled}
      />
    </Form.Item>
  );
}
