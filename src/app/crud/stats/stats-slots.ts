import { lazy } from 'react';
import { showPart } from '../slots/show-part';
import type { ResourceSlots } from '../slots/types';

/**
 * Stats: a chart of the listed days above the table (its own chunk: recharts loads only here),
 * and a day's figures at a glance instead of a plain field list, with a link to its orders.
 */
/** A day's figures, drawn as big numbers on its page (stats-day-view.tsx), beside its on-time ring. */
export const dayFigures = [
  'ordersCount',
  'revenue',
  'averageOrderValue',
  'newCustomers',
  'packagesShipped',
  'packagesDelivered',
  'cancelledCount',
];

export const statsSlots: ResourceSlots = {
  listExtra: lazy(() => import('./stats-chart')),
  showExtra: showPart('StatsDay'),
  // The date is the page's title; a card holding only it would say it again.
  hiddenOnShow: ['date', ...dayFigures, 'onTimeRate'],
};
