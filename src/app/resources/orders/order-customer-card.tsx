import { type BaseRecord, useCan, useOne } from '@refinedev/core';
import { Card, Skeleton, Space, Typography } from 'antd';
import { User } from 'lucide-react';
import { EmailLink, PhoneLink } from '../../crud/fields/contact-links';
import { useLabels } from '../../crud/fields/labels';
import { RecordLink } from '../../crud/fields/record-link';

/** The order's customer with contact links; fetched only when the role may see users (a viewer may not). */
export function OrderCustomerCard({ record }: { record: BaseRecord }) {
  const { t, field } = useLabels('orders');
  const { data: access } = useCan({ resource: 'users', action: 'show' });
  const customerId = record.customerId as number | undefined;
  const allowed = access?.can === true && customerId !== undefined;
  const { result: customer, query } = useOne({
    resource: 'users',
    id: customerId ?? '',
    queryOptions: { enabled: allowed },
    errorNotification: false,
  });
  const name =
    (customer?.name as string | undefined) ?? (record.customerName as string | undefined) ?? '—';
  return (
    <Card size="small" title={field('customerName')}>
      <Space direction="vertical" size={4}>
        <Space size={8}>
          <User size={16} aria-hidden />
          {allowed ? (
            <RecordLink resource="users" id={customerId}>
              {name}
            </RecordLink>
          ) : (
            <Typography.Text>{name}</Typography.Text>
          )}
        </Space>
        {allowed && query.isLoading ? (
          <Skeleton active title={false} paragraph={{ rows: 2 }} />
        ) : null}
        {customer?.email ? <EmailLink email={String(customer.email)} /> : null}
        {customer?.phone ? <PhoneLink phone={String(customer.phone)} /> : null}
        {!allowed && access ? (
          <Typography.Text type="secondary">{t('crud.orders.contactHidden')}</Typography.Text>
        ) : null}
      </Space>
    </Card>
  );
}
