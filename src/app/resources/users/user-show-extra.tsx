import { useCan, useGo } from '@refinedev/core';
import { Button, Card, Col, Row, Space, Typography } from 'antd';
import { ShoppingCart } from 'lucide-react';
import { EmailLink, PhoneLink } from '../../crud/fields/contact-links';
import { useLabels } from '../../crud/fields/labels';
import { AddressCard } from '../../crud/show/address-card';
import { customerOrders } from '../../crud/show/record-lists';
import { RelatedRecords } from '../../crud/show/related-records';
import type { RecordSlotProps } from '../../crud/slots';

/** The user's contact links and address, and for a customer their orders. */
export function UserShowExtra({ record }: RecordSlotProps) {
  const { t } = useLabels('users');
  const go = useGo();
  const { data: canListOrders } = useCan({ resource: 'orders', action: 'list' });
  const { data: canCreateOrder } = useCan({ resource: 'orders', action: 'create' });
  const customer = record.role === 'customer';
  return (
    <Row gutter={[16, 16]}>
      <Col xs={24} lg={12}>
        <Card size="small" title={t('crud.users.contact')} style={{ height: '100%' }}>
          <Space direction="vertical" size={6}>
            {record.email ? <EmailLink email={String(record.email)} /> : null}
            {record.phone ? (
              <PhoneLink phone={String(record.phone)} />
            ) : (
              <Typography.Text type="secondary">{t('crud.users.noPhone')}</Typography.Text>
            )}
          </Space>
        </Card>
      </Col>
      <Col xs={24} lg={12}>
        <AddressCard title={t('crud.users.address')} record={record} />
      </Col>
      {customer && canListOrders?.can ? (
        <Col xs={24}>
          <Card
            size="small"
            title={t('crud.users.orders')}
            extra={
              canCreateOrder?.can ? (
                <Button
                  size="small"
                  icon={<ShoppingCart size={14} aria-hidden />}
                  onClick={() =>
                    go({ to: '/orders/create', query: { customerId: record.id }, type: 'push' })
                  }
                >
                  {t('resources.orders.create')}
                </Button>
              ) : null
            }
          >
            <RelatedRecords
              list={customerOrders}
              value={record.id ?? ''}
              columns={['number', 'status', 'amount', 'createdAt']}
            />
          </Card>
        </Col>
      ) : null}
    </Row>
  );
}
