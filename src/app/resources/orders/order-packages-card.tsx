import type { BaseRecord } from '@refinedev/core';
import { Card } from 'antd';
import { useLabels } from '../../crud/fields/labels';
import { orderPackages } from '../../crud/show/record-lists';
import { RelatedRecords } from '../../crud/show/related-records';
import { AddPackageButton, useCanAddPackage } from './add-package-button';

/** The order's packages, and "Add package" (a package create form with this order chosen). */
export function OrderPackagesCard({ record }: { record: BaseRecord }) {
  const { t } = useLabels('orders');
  const canAdd = useCanAddPackage(record);
  return (
    <Card
      size="small"
      title={t('resources.packages.title')}
      extra={
        canAdd ? <AddPackageButton order={record} label={t('crud.orders.addPackage')} /> : null
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
