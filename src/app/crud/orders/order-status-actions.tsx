import type { BaseRecord } from '@refinedev/core';
import { Space } from 'antd';
import { orders, packagesAllow } from '../../../resources/orders';
import { useLabels } from '../fields/labels';
import type { RecordSlotProps } from '../slots/types';
import { allowedNextStates } from '../status/next-states';
import { StatusActions } from '../status/status-actions';
import { AddPackageButton, useCanAddPackage } from './add-package-button';
import { useOrderPackageStatuses } from './use-order-next-states';

/**
 * Why an order its state lets ship is offered no "Mark as Shipped" (it has no package yet), said
 * as the way to add one; only to a role that may add packages, as other roles could not follow it.
 */
function ShipNeedsPackageNote({ order }: { order: BaseRecord }) {
  const { t } = useLabels('orders');
  const canAdd = useCanAddPackage(order);
  const statesAllowShipping = allowedNextStates(orders, order).includes('shipped');
  const statuses = useOrderPackageStatuses(order, canAdd && statesAllowShipping);
  if (statuses === undefined || packagesAllow('shipped', statuses)) return null;
  return <AddPackageButton order={order} type="link" label={t('crud.orders.addPackageToShip')} />;
}

/** The order's status buttons, and beside them why it cannot ship yet when that is so. */
export function OrderStatusActions(props: RecordSlotProps) {
  return (
    <Space wrap>
      <StatusActions {...props} />
      <ShipNeedsPackageNote order={props.record} />
    </Space>
  );
}
