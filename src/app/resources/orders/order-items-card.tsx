import type { BaseRecord } from '@refinedev/core';
import { Card, Table, Typography } from 'antd';
import type { OrderItem } from '../../../resources/orders';
import { useBreakpoint } from '../../components/use-breakpoint';
import { useLabels } from '../../crud/fields/labels';
import { currencyOf, formatMoney } from '../../crud/fields/money';

/** The order's lines, read-only, with line totals and the order total. */
export function OrderItemsCard({ record }: { record: BaseRecord }) {
  const { t, locale, field } = useLabels('orders');
  const items = (Array.isArray(record.items) ? record.items : []) as OrderItem[];
  const currency = currencyOf(record);
  const money = (cents: number) => formatMoney(cents, currency, locale);
  const numeric = { align: 'right' as const };
  // A phone has room for what was bought, how many and for how much: the SKU goes under the
  // product and the unit price, which the two give, is left out (five columns ran off the card).
  const narrow = !useBreakpoint().sm;
  return (
    <Card size="small" title={field('items')}>
      <Table<OrderItem>
        size="small"
        rowKey={(item) => `${item.sku}-${item.name}`}
        dataSource={items}
        pagination={false}
        columns={[
          ...(narrow ? [] : [{ key: 'sku', title: t('crud.orders.item.sku'), dataIndex: 'sku' }]),
          {
            key: 'name',
            title: t('crud.orders.item.name'),
            render: (_value, item) =>
              narrow ? (
                <>
                  {item.name}
                  <br />
                  <Typography.Text type="secondary">{item.sku}</Typography.Text>
                </>
              ) : (
                item.name
              ),
          },
          {
            key: 'quantity',
            title: t('crud.orders.item.quantity'),
            dataIndex: 'quantity',
            ...numeric,
          },
          ...(narrow
            ? []
            : [
                {
                  key: 'unitPrice',
                  title: t('crud.orders.item.unitPrice'),
                  ...numeric,
                  render: (_value: unknown, item: OrderItem) => money(item.unitPrice),
                },
              ]),
          {
            key: 'total',
            title: t('crud.orders.item.lineTotal'),
            ...numeric,
            render: (_value, item) => money(item.quantity * item.unitPrice),
          },
        ]}
        summary={() => (
          <Table.Summary.Row>
            <Table.Summary.Cell index={0} colSpan={narrow ? 2 : 4} align="right">
              <Typography.Text strong>{t('crud.orders.total')}</Typography.Text>
            </Table.Summary.Cell>
            <Table.Summary.Cell index={1} align="right">
              <Typography.Text strong style={{ whiteSpace: 'nowrap' }}>
                {money(Number(record.amount ?? 0))}
              </Typography.Text>
            </Table.Summary.Cell>
          </Table.Summary.Row>
        )}
      />
    </Card>
  );
}
