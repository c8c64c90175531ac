import { useGo } from '@refinedev/core';
import type { MouseHandlerDataParam } from 'recharts';

/**
 * A per-day chart's click and cursor: a click on a day opens its breakdown (/stats/show/:date).
 * The keyboard reaches the same pages through the daily stats' table.
 */
export function useDayClick(days: readonly { date: string }[]) {
  const go = useGo();
  return {
    onClick: ({ activeIndex }: MouseHandlerDataParam) => {
      const day = activeIndex === undefined ? undefined : days[Number(activeIndex)];
      if (day) go({ to: `/stats/show/${day.date}` });
    },
    style: { cursor: 'pointer' },
  };
}
