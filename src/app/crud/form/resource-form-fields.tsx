import { type BaseRecord, useGetIdentity } from '@refinedev/core';
import { Col, Form, type FormInstance, Row } from 'antd';
import type { ResourceDefinition } from '../../../resources';
import { mayChange } from '../../../resources/define';
import type { Identity } from '../../providers/identity';
import { type ResourceSlots, useSlots } from '../slots';
import type { FormFieldSpec } from './form-fields';
import { GenericFormItem } from './form-item';

interface ResourceFormFieldsProps {
  resource: ResourceDefinition;
  specs: readonly FormFieldSpec[];
  mode: 'create' | 'edit';
  form: FormInstance;
  /** The record being edited, for fields a record's state locks. */
  record?: BaseRecord;
}

/** The fields the record's state locks in its edit form (its resource's slot), none on create. */
export const lockedFieldsOf = (slots: ResourceSlots, record: BaseRecord | undefined) =>
  record && slots.lockedFields ? slots.lockedFields(record) : [];

/** The fields of a create or edit form in a responsive grid; slots replace single widgets. */
export function ResourceFormFields({
  resource,
  specs,
  mode,
  form,
  record,
}: ResourceFormFieldsProps) {
  const slots = useSlots(resource.name);
  const role = useGetIdentity<Identity>().data?.role;
  // What the role's edits may not change (an operator edits a product's stock only) is shown,
  // not offered: the server would refuse it.
  const notTheRoles =
    mode === 'edit' && role ? specs.filter((spec) => !mayChange(resource, role, spec.name)) : [];
  const locked = [...lockedFieldsOf(slots, record), ...notTheRoles.map((spec) => spec.name)];
  const hidden =
    Form.useWatch(
      (values: Record<string, unknown>) => slots.hiddenFormFields?.(values ?? {}).join(','),
      form,
    ) ?? '';
  return (
    <Row gutter={16}>
      {specs
        .filter((spec) => !hidden.split(',').includes(spec.name))
        .map((spec) => {
          const Custom = slots.formFields?.[spec.name];
          const wide = spec.field.type === 'text' || spec.field.type === 'json';
          const disabled = locked.includes(spec.name);
          return (
            <Col key={spec.name} xs={24} md={wide ? 24 : 12}>
              {Custom ? (
                <Custom
                  resource={resource}
                  spec={spec}
                  form={form}
                  mode={mode}
                  disabled={disabled}
                  record={record}
                />
              ) : (
                <GenericFormItem
                  resource={resource}
                  spec={spec}
                  mode={mode}
                  disabled={disabled}
                  referenceFilters={slots.referenceFilters?.[spec.name]}
                />
              )}
            </Col>
          );
        })}
    </Row>
  );
}
