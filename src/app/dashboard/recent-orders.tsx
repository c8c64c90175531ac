import { useList } from '@refinedev/core';
import { Skeleton, Tag } from 'antd';
import { ShoppingCart } from 'lucide-react';
import { AppLink } from '../components/app-link';
import { IconTitle } from '../components/icon-title';
import { Panel } from '../components/panel';
import { Text } from '../components/text';
import { formatMoney } from '../crud/fields/money';
import { recordPath } from '../crud/fields/record-link';
import { useTranslation } from '../i18n/use-translation';
import { CardList } from './card-list';

interface OrderRow {
  id: number;
  number: string;
  customerName: string;
  status: string;
  amount: number;
  currency: string;
  createdAt: string;
}

/** The newest orders; refreshes itself through the live provider. */
export function RecentOrders() {
  const { t, i18n } = useTranslation();
  const { result, query } = useList<OrderRow>({
    resource: 'orders',
    pagination: { currentPage: 1, pageSize: 6 },
    sorters: [{ field: 'createdAt', order: 'desc' }],
    liveMode: 'auto',
  });
  return (
    <Panel
      title={<IconTitle icon={ShoppingCart}>{t('board.recent.title')}</IconTitle>}
      extra={<AppLink to="/orders">{t('board.recent.all')}</AppLink>}
      style={{ height: '100%' }}
    >
      {query.isLoading ? (
        <Skeleton active />
      ) : (
        <CardList items={result.data} keyOf={(order) => order.id} empty={t('board.empty')}>
          {(order) => (
            <>
              <div>
                <AppLink to={recordPath('orders', 'show', order.id)}>{order.number}</AppLink>
                <div>
                  <Text type="secondary">{order.customerName}</Text>{' '}
                  <Tag>{t(`enums.orders.status.${order.status}`)}</Tag>
                </div>
              </div>
              <Text strong>{formatMoney(order.amount, order.currency, i18n.language)}</Text>
            </>
          )}
        </CardList>
      )}
    </Panel>
  );
}
