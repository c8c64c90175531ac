import { DatePicker, Input, InputNumber, Select } from 'antd';
import { isCountryField } from '../fields/country-field';
import { CountrySelect } from './country-select';
import type { FormFieldSpec } from './form-fields';
import { MoneyInput } from './money-input';
import { type ReferenceOptions, ReferenceSelect } from './reference-select';

interface FieldInputProps {
  resource: string;
  spec: FormFieldSpec;
  enumLabel: (value: string) => string;
  /** A reference field's options, looked up by the form item that holds the input. */
  reference?: ReferenceOptions;
  disabled: boolean;
  /** antd passes value/onChange/id through the Form.Item. */
  [injected: string]: unknown;
}

/** The input widget of a field, by field type. */
export function FieldInput({
  resource: _resource,
  spec,
  enumLabel,
  reference,
  ...props
}: FieldInputProps) {
  const { field, name } = spec;
  // antd's select puts aria-required on a plain div, where it means nothing and is invalid ARIA;
  // the label's mark still says the field is required.
  const { 'aria-required': _required, ...selectProps } = props;
  switch (field.type) {
    case 'enum':
      return (
        <Select
          {...selectProps}
          allowClear={!spec.required}
          options={(field.options ?? []).map((value) => ({ value, label: enumLabel(value) }))}
        />
      );
    case 'reference':
      return reference ? <ReferenceSelect {...selectProps} {...reference} /> : null;
    case 'money':
      return <MoneyInput {...props} />;
    case 'integer':
      return <InputNumber {...props} precision={0} style={{ width: '100%' }} />;
    case 'number':
    case 'percent':
      return <InputNumber {...props} style={{ width: '100%' }} />;
    case 'date':
      return <DatePicker {...props} style={{ width: '100%' }} />;
    case 'text':
      return <Input.TextArea {...props} autoSize={{ minRows: 3, maxRows: 8 }} />;
    case 'email':
      return <Input {...props} type="email" autoComplete="off" />;
    case 'phone':
      return <Input {...props} type="tel" placeholder="+49…" />;
    default:
      if (isCountryField(name))
        return <CountrySelect {...selectProps} allowClear={!spec.required} />;
      return name === 'password' ? (
        <Input.Password {...props} autoComplete="new-password" />
      ) : (
        <Input {...props} />
      );
  }
}
