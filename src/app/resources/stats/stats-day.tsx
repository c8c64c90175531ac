import { Skeleton } from 'antd';
import { lazy, Suspense } from 'react';
import type { RecordSlotProps } from '../../crud/slots';

/**
 * A day's page, in a chunk of its own: it draws with antd's Statistic and the dashboard's
 * formats, which live in the dashboard's chunk (recharts in it), and in the show page's chunk
 * they made every record page fetch that chunk, an order's or a package's too.
 */
const DayView = lazy(() => import('./stats-day-view'));

/** A day's figures and its breakdown (stats-day-view.tsx). */
export function StatsDay(props: RecordSlotProps) {
  return (
    <Suspense fallback={<Skeleton active paragraph={{ rows: 4 }} />}>
      <DayView {...props} />
    </Suspense>
  );
}
