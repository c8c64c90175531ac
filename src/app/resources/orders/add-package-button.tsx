import { type BaseRecord, useCan, useGo } from '@refinedev/core';
import { Button } from 'antd';
import { Package } from 'lucide-react';
import type { CSSProperties } from 'react';
import { packableOrderStates } from '../../../resources/orders';

/** Whether the role may add a package to this order and the order's state still takes one. */
export function useCanAddPackage(order: BaseRecord): boolean {
  const { data: access } = useCan({ resource: 'packages', action: 'create' });
  return access?.can === true && packableOrderStates.includes(String(order.status));
}

interface AddPackageButtonProps {
  order: BaseRecord;
  label: string;
  type?: 'default' | 'link';
  style?: CSSProperties;
}

/** Opens the package create form with this order chosen. */
export function AddPackageButton({ order, label, type = 'default', style }: AddPackageButtonProps) {
  const go = useGo();
  return (
    <Button
      size="small"
      type={type}
      style={style}
      icon={<Package size={14} aria-hidden />}
      onClick={() => go({ to: '/packages/create', query: { orderId: order.id }, type: 'push' })}
    >
      {label}
    </Button>
  );
}
