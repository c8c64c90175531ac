import { stats } from '../../../resources/stats';

/**
 * A day's figures, drawn as big numbers on its page (stats-day-view.tsx): every field of the
 * resource but the date, the page's title, and the on-time rate, drawn as a ring beside them.
 */
export const dayFigures = Object.keys(stats.fields).filter(
  (name) => name !== 'date' && name !== 'onTimeRate',
);
