import { lazy } from 'react';
import { lazyComponent } from '../../lazy-pages';
import type { ResourceSlots } from '../slots/types';

/**
 * Stats: a chart of the listed days above the table (its own chunk: recharts loads only here),
 * and a day's figures at a glance instead of a plain field list, with a link to its orders.
 */
export const statsSlots: ResourceSlots = {
  listExtra: lazy(() => import('./stats-chart')),
  showExtra: lazyComponent(() => import('../resource-show').then((m) => m.showParts.StatsDay)),
  hiddenOnShow: [
    'ordersCount',
    'revenue',
    'averageOrderValue',
    'newCustomers',
    'packagesShipped',
    'packagesDelivered',
    'onTimeRate',
    'cancelledCount',
  ],
};
