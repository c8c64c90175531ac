import { useGo } from '@refinedev/core';
import type { MouseEvent } from 'react';
import type { MouseHandlerDataParam } from 'recharts';

/**
 * A per-day chart's click and cursor: a click on a day opens its breakdown (/stats/show/:date).
 * The keyboard reaches the same pages through the daily stats' table.
 */
export function useDayClick(days: readonly { date: string }[]) {
  const go = useGo();
  return {
    onClick: ({ activeIndex }: MouseHandlerDataParam, event: MouseEvent<SVGGraphicsElement>) => {
      // Not on the legend below the plot: recharts still names the day last pointed at there.
      const target = event.target;
      if (target instanceof Element && target.closest('.recharts-legend-wrapper')) return;
      const day = activeIndex === undefined ? undefined : days[Number(activeIndex)];
      if (day) go({ to: `/stats/show/${day.date}` });
    },
    style: { cursor: 'pointer' },
  };
}
