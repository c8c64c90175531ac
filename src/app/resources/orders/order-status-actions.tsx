import { type BaseRecord, useCan } from '@refinedev/core';
import { Space, Typography } from 'antd';
import { orders, packagesAllow } from '../../../resources/orders';
import { useLabels } from '../../crud/fields/labels';
import type { RecordSlotProps } from '../../crud/slots';
import { allowedNextStates } from '../../crud/status/next-states';
import { StatusActions } from '../../crud/status/status-actions';
import { AddPackageButton, useCanAddPackage } from './add-package-button';
import { useOrderPackageStatuses } from './use-order-next-states';

/** A note among the header's buttons wraps on a phone rather than running off the screen. */
const headerNote = { whiteSpace: 'normal' } as const;

/**
 * The statuses of the order's packages when they alone keep it from moving to `to`: its state
 * allows the move but its packages do not (SPEC §4). Undefined otherwise, or when not `enabled`.
 */
function usePackagesHoldingBack(
  order: BaseRecord,
  to: string,
  enabled: boolean,
): readonly string[] | undefined {
  const statesAllow = allowedNextStates(orders, order).includes(to);
  const statuses = useOrderPackageStatuses(order, enabled && statesAllow);
  return statuses !== undefined && !packagesAllow(to, statuses) ? statuses : undefined;
}

/**
 * Why an order its state lets ship is offered no "Mark as Shipped" (it has no package yet), said
 * as the way to add one; only to a role that may add packages, as other roles could not follow it.
 */
function ShipNeedsPackageNote({ order }: { order: BaseRecord }) {
  const { t } = useLabels('orders');
  const canAdd = useCanAddPackage(order);
  if (usePackagesHoldingBack(order, 'shipped', canAdd) === undefined) return null;
  return (
    <AddPackageButton
      order={order}
      type="link"
      label={t('crud.orders.addPackageToShip')}
      style={{ ...headerNote, height: 'auto', textAlign: 'start' }}
    />
  );
}

/**
 * Why a shipped order is offered no "Mark as Delivered": how many of its packages are delivered
 * so far; only to a role that may move the order, as for others no button is missing.
 */
function DeliveryNeedsPackagesNote({ order }: { order: BaseRecord }) {
  const { t } = useLabels('orders');
  const { data: access } = useCan({ resource: 'orders', action: 'edit' });
  const statuses = usePackagesHoldingBack(order, 'delivered', access?.can === true);
  if (statuses === undefined) return null;
  const delivered = statuses.filter((status) => status === 'delivered').length;
  return (
    <Typography.Text type="secondary" style={headerNote}>
      {t('crud.orders.deliveredOncePackagesAre', { delivered, total: statuses.length })}
    </Typography.Text>
  );
}

/** The order's status buttons, and beside them why its packages keep it from the next one. */
export function OrderStatusActions(props: RecordSlotProps) {
  return (
    <Space wrap>
      <StatusActions {...props} />
      <ShipNeedsPackageNote order={props.record} />
      <DeliveryNeedsPackagesNote order={props.record} />
    </Space>
  );
}
