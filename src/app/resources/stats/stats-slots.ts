import { lazy } from 'react';
import { stats } from '../../../resources/stats';
import type { ResourceSlots } from '../../crud/slots';
import { showPart } from '../show-part';

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
