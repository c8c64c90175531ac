import type { ResourceSlots } from '../slots/types';
import { StatsDay } from './stats-day';

/** Stats: a day's figures at a glance instead of a plain field list, and a link to its orders. */
export const statsSlots: ResourceSlots = {
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
