import { lazy } from 'react';
import { stats } from '../../../resources/stats';
import { showPart } from '../slots/show-part';
import type { ResourceSlots } from '../slots/types';

/**
 * A day's figures, drawn as big numbers on its page (stats-day-view.tsx): every field of the
 * resource but the date, the page's title, and the on-time rate, drawn as a ring beside them.
 */
export const dayFigures = Object.keys(stats.fields).filter(
  (name) => name !== 'date' && name !== 'onTimeRate',
);

/**
 * Stats: a chart of the listed days above the table (its own chunk: recharts loads only here),
 * and a day's figures at a glance instead of a plain field list, with a link to its orders.
 */
export const statsSlots: ResourceSlots = {
  listExtra: lazy(() => import('./stats-chart')),
  showExtra: showPart('StatsDay'),
  // The day's page draws every field itself; a plain list would say each again.
  hiddenOnShow: Object.keys(stats.fields),
};
