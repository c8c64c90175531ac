import { Button, Col, Divider, Form, Grid, Row, Typography } from 'antd';
import { Plus } from 'lucide-react';
import { useMemo } from 'react';
import type { Said } from '../../../resources/messages';
import type { OrderItem } from '../../../resources/orders';
import { useLabels } from '../../crud/fields/labels';
import { formatMoney } from '../../crud/fields/money';
import { translateProblem } from '../../crud/form/validation-messages';
import { elementShape, listIssue } from '../../crud/form/zod-rules';
import type { FormFieldSlotProps } from '../../crud/slots';
import { LineItemRow, lineColumns } from './line-item-row';
import { pickProduct } from './pick-product';

const maxItems = 50;

/** The line total in cents, when both numbers are there. */
export function lineTotal(item: Partial<OrderItem> | undefined): number | undefined {
  const price = item?.unitPrice;
  // A unit price typed that is no amount is NaN in the form (MoneyInput): no total yet.
  return typeof item?.quantity === 'number' && typeof price === 'number' && Number.isFinite(price)
    ? item.quantity * price
    : undefined;
}

/** The order's line items (antd Form.List): add, remove, live line totals and the order total. */
export function LineItemsEditor({ spec, form, disabled }: FormFieldSlotProps) {
  const { t, locale, field } = useLabels('orders');
  const screens = Grid.useBreakpoint();
  const wide = screens.md === true;
  const items = (Form.useWatch('items', form) as Partial<OrderItem>[] | undefined) ?? [];
  const currency = (Form.useWatch('currency', form) as string | undefined) ?? 'EUR';
  const total = items.reduce((sum, item) => sum + (lineTotal(item) ?? 0), 0);
  const translate = (problem: Said) => translateProblem(t, locale, problem);
  const itemShape = useMemo(() => elementShape(spec.schema), [spec.schema]);
  const labels = {
    product: t('crud.orders.item.product'),
    pick: t('crud.orders.item.pick'),
    noProducts: t('crud.orders.item.noProducts'),
    sku: t('crud.orders.item.sku'),
    name: t('crud.orders.item.name'),
    quantity: t('crud.orders.item.quantity'),
    unitPrice: t('crud.orders.item.unitPrice'),
    lineTotal: t('crud.orders.item.lineTotal'),
    remove: t('crud.orders.item.remove'),
  };
  const header = (['product', 'sku', 'name', 'quantity', 'unitPrice', 'total'] as const).map(
    (cell) => (
      <Col
        key={cell}
        md={lineColumns[cell][1]}
        style={cell === 'total' ? { textAlign: 'right' } : undefined}
      >
        <Typography.Text type="secondary">
          {labels[cell === 'total' ? 'lineTotal' : cell]}
        </Typography.Text>
      </Col>
    ),
  );
  return (
    <Form.Item label={field('items')} required={spec.required}>
      <Form.List
        name="items"
        rules={[
          {
            validator: async (_rule, value) => {
              const problem = listIssue(spec.schema, value);
              if (problem) throw new Error(await translate(problem));
            },
          },
        ]}
      >
        {(fields, { add, remove }, { errors }) => (
          <>
            {wide && fields.length > 0 ? (
              <Row gutter={8} style={{ marginBottom: 4 }}>
                {header}
              </Row>
            ) : null}
            {fields.map((line, index) => (
              <div key={line.key}>
                {!wide && index > 0 ? <Divider style={{ margin: '4px 0 12px' }} /> : null}
                <LineItemRow
                  name={line.name}
                  currency={currency}
                  locale={locale}
                  lineTotal={lineTotal(items[line.name])}
                  line={items[line.name]}
                  labels={labels}
                  showLabels={!wide}
                  disabled={disabled}
                  canRemove={fields.length > 1}
                  itemShape={itemShape}
                  translate={translate}
                  onRemove={() => remove(line.name)}
                  onPick={(product) => pickProduct(form, line.name, product, currency)}
                />
              </div>
            ))}
            <Form.ErrorList errors={errors} />
            <div
              style={{
                display: 'flex',
                justifyContent: 'space-between',
                alignItems: 'center',
                gap: 12,
                flexWrap: 'wrap',
                marginTop: 4,
              }}
            >
              <Button
                icon={<Plus size={16} aria-hidden />}
                disabled={disabled || fields.length >= maxItems}
                onClick={() => add({ quantity: 1 })}
              >
                {t('crud.orders.item.add')}
              </Button>
              <Typography.Text strong style={{ fontSize: 16, fontVariantNumeric: 'tabular-nums' }}>
                {t('crud.orders.total')}: {formatMoney(total, currency, locale)}
              </Typography.Text>
            </div>
          </>
        )}
      </Form.List>
    </Form.Item>
  );
}
