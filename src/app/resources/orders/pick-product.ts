import type { FormInstance } from 'antd';
import { type CatalogueProduct, lineFromProduct } from './product-picker';

const filledFields = ['sku', 'name', 'quantity', 'unitPrice'] as const;

/**
 * Fills line `index` of the order form from `product`, in the order's `currency`, and checks
 * again the filled fields that showed an error, so a "Required" left from before goes.
 */
export function pickProduct(
  form: FormInstance,
  index: number,
  product: CatalogueProduct,
  currency: string,
) {
  const path = ['items', index];
  form.setFieldValue(path, lineFromProduct(form.getFieldValue(path), product, currency));
  const shown = filledFields
    .map((field) => [...path, field])
    .filter((field) => form.getFieldError(field).length > 0);
  if (shown.length > 0) void form.validateFields(shown).catch(() => undefined);
}
