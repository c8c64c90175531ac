import { Card, Col, Flex, Row, Typography } from 'antd';
import { useLabels } from '../../crud/fields/labels';
import { AddressCard } from '../../crud/show/address-card';
import type { RecordSlotProps } from '../../crud/slots';
import { OrderCustomerCard } from './order-customer-card';
import { OrderItemsCard } from './order-items-card';
import { OrderPackagesCard } from './order-packages-card';

/** The order's own parts: lines, packages, customer, shipping address, note. */
export function OrderShowExtra({ record }: RecordSlotProps) {
  const { t, field } = useLabels('orders');
  return (
    <Row gutter={[16, 16]}>
      <Col xs={24} xl={16}>
        <Flex vertical gap={16}>
          <OrderItemsCard record={record} />
          <OrderPackagesCard record={record} />
        </Flex>
      </Col>
      <Col xs={24} xl={8}>
        <Flex vertical gap={16}>
          <OrderCustomerCard record={record} />
          <AddressCard title={t('crud.orders.shippingAddress')} record={record} />
          <Card size="small" title={field('note')}>
            {record.note ? (
              <Typography.Paragraph style={{ whiteSpace: 'pre-wrap', marginBottom: 0 }}>
                {String(record.note)}
              </Typography.Paragraph>
            ) : (
              <Typography.Text type="secondary">{t('crud.orders.noNote')}</Typography.Text>
            )}
          </Card>
        </Flex>
      </Col>
    </Row>
  );
}
