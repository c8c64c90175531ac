import { type BaseKey, useOne } from '@refinedev/core';
import { Form, type FormInstance } from 'antd';
import { useEffect } from 'react';

/**
 * When a reference is chosen on a new record, copies fields of the chosen record into the form's
 * empty fields (a customer's address into an order, an order's city into a package).
 */
export function useFillFromReference(
  form: FormInstance,
  field: string,
  target: string,
  copy: Readonly<Record<string, string>>,
  enabled: boolean,
) {
  const id = Form.useWatch(field, form) as BaseKey | undefined;
  const { result } = useOne({
    resource: target,
    id: id ?? '',
    queryOptions: { enabled: enabled && id !== undefined && id !== null },
    errorNotification: false,
  });
  useEffect(() => {
    if (!result) return;
    for (const [to, from] of Object.entries(copy)) {
      if (!form.getFieldValue(to) && result[from]) form.setFieldValue(to, result[from]);
    }
  }, [result, form, copy]);
}
