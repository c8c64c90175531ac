import { lazy } from 'react';
import type { ResourceSlots } from '../slots/types';
import { StatsDay } from './stats-day';

/**
 * Stats: a chart of the listed days above the table (its own chunk: recharts loads only here),
 * and a day's figures at a glance instead of a plain field list, with a link to its orders.
 */
export const statsSlots: ResourceSlots = {
  listExtra: lazy(() => import('./stats-chart')),
  showExtra: StatsDay,
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
