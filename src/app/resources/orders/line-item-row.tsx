import { Button, Col, Form, Input, InputNumber, Row, Typography } from 'antd';
import { Trash2 } from 'lucide-react';
import type { z } from 'zod';
import type { Said } from '../../../resources/messages';
import { formatMoney } from '../../crud/fields/money';
import { MoneyInput } from '../../crud/form/money-input';
import { zodRule } from '../../crud/form/zod-rules';
import { type CatalogueProduct, type DraftLine, ProductPicker } from './product-picker';

/** Where each cell of a line sits: [phone, desktop] column spans. */
export const lineColumns = {
  product: [24, 6],
  sku: [12, 4],
  name: [12, 5],
  quantity: [6, 2],
  unitPrice: [9, 3],
  total: [7, 3],
  remove: [2, 1],
} as const;

type LineLabel =
  | 'product'
  | 'pick'
  | 'noProducts'
  | 'sku'
  | 'name'
  | 'quantity'
  | 'unitPrice'
  | 'lineTotal'
  | 'remove';

interface LineItemRowProps {
  name: number;
  currency: string;
  locale: string;
  lineTotal: number | undefined;
  /** The line as the form holds it. */
  line: DraftLine | undefined;
  labels: Record<LineLabel, string>;
  /** Labels above each input (on phones, where there is no header row). */
  showLabels: boolean;
  disabled: boolean;
  canRemove: boolean;
  /** The rules of a line's fields, by field name. */
  itemShape: Readonly<Record<string, z.ZodType>>;
  translate: (problem: Said) => string | Promise<string>;
  onRemove: () => void;
  onPick: (product: CatalogueProduct) => void;
}

/** One line of an order: a catalogue product to pick, SKU, name, quantity, unit price (major units in, cents kept), line total. */
export function LineItemRow({
  name,
  currency,
  locale,
  lineTotal,
  line,
  labels,
  showLabels,
  disabled,
  canRemove,
  itemShape,
  translate,
  onRemove,
  onPick,
}: LineItemRowProps) {
  const rule = (field: 'sku' | 'name' | 'quantity' | 'unitPrice') => {
    const schema = itemShape[field];
    return schema ? [zodRule(schema, { translate })] : [];
  };
  const label = (text: string) => (showLabels ? text : undefined);
  const span = (cell: keyof typeof lineColumns) => ({
    xs: lineColumns[cell][0],
    md: lineColumns[cell][1],
  });
  return (
    <Row gutter={8} align="top">
      <Col {...span('product')}>
        <Form.Item name={[name, 'productId']} label={label(labels.product)}>
          <ProductPicker
            aria-label={labels.product}
            placeholder={labels.pick}
            notFound={labels.noProducts}
            line={line}
            currency={currency}
            locale={locale}
            disabled={disabled}
            onPick={onPick}
          />
        </Form.Item>
      </Col>
      <Col {...span('sku')}>
        <Form.Item name={[name, 'sku']} label={label(labels.sku)} rules={rule('sku')}>
          <Input aria-label={labels.sku} disabled={disabled} />
        </Form.Item>
      </Col>
      <Col {...span('name')}>
        <Form.Item name={[name, 'name']} label={label(labels.name)} rules={rule('name')}>
          <Input aria-label={labels.name} disabled={disabled} />
        </Form.Item>
      </Col>
      <Col {...span('quantity')}>
        <Form.Item
          name={[name, 'quantity']}
          label={label(labels.quantity)}
          rules={rule('quantity')}
        >
          <InputNumber
            aria-label={labels.quantity}
            min={1}
            max={999}
            precision={0}
            style={{ width: '100%' }}
            disabled={disabled}
          />
        </Form.Item>
      </Col>
      <Col {...span('unitPrice')}>
        <Form.Item
          name={[name, 'unitPrice']}
          label={label(labels.unitPrice)}
          rules={rule('unitPrice')}
        >
          <MoneyInput aria-label={labels.unitPrice} currency={currency} disabled={disabled} />
        </Form.Item>
      </Col>
      <Col {...span('total')} style={{ textAlign: 'right' }}>
        <Form.Item label={label(labels.lineTotal)}>
          <Typography.Text
            strong
            style={{ fontVariantNumeric: 'tabular-nums', whiteSpace: 'nowrap', lineHeight: '32px' }}
            aria-label={labels.lineTotal}
          >
            {lineTotal === undefined ? '—' : formatMoney(lineTotal, currency, locale)}
          </Typography.Text>
        </Form.Item>
      </Col>
      <Col {...span('remove')}>
        <Form.Item label={showLabels ? ' ' : undefined}>
          <Button
            type="text"
            danger
            aria-label={labels.remove}
            title={labels.remove}
            icon={<Trash2 size={16} aria-hidden />}
            disabled={disabled || !canRemove}
            onClick={onRemove}
          />
        </Form.Item>
      </Col>
    </Row>
  );
}
