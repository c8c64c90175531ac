import { type BaseRecord, useCan, useGo } from '@refinedev/core';
import { Button, Card } from 'antd';
import { Package } from 'lucide-react';
import { packableOrderStates } from '../../../resources/orders';
import { useLabels } from '../fields/labels';
import { orderPackages } from '../show/record-lists';
import { RelatedRecords } from '../show/related-records';

/** The order's packages, and "Add package" (a package create form with this order chosen). */
export function OrderPackagesCard({ record }: { record: BaseRecord }) {
  const { t } = useLabels('orders');
  const go = useGo();
  const { data: access } = useCan({ resource: 'packages', action: 'create' });
  const canAdd = access?.can === true && packableOrderStates.includes(String(record.status));
  return (
    <Card
      size="small"
      title={t('resources.packages.title')}
      extra={
        canAdd ? (
          <Button
            size="small"
            icon={<Package size={14} aria-hidden />}
            onClick={() =>
              go({ to: '/packages/create', query: { orderId: record.id }, type: 'push' })
            }
          >
            {t('crud.orders.addPackage')}
          </Button>
        ) : null
      }
    >
      <RelatedRecords
        list={orderPackages}
        value={record.id ?? ''}
        columns={['trackingNumber', 'carrier', 'status', 'estimatedDelivery']}
      />
    </Card>
  );
}
