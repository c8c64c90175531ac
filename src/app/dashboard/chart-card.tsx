import { type ReactNode, Suspense } from 'react';
import { Panel } from '../components/panel';
import { useTranslation } from '../i18n/use-translation';
import { lazyPage } from '../lib/lazy';

/**
 * antd's Empty, loaded for a chart that is empty: a range with data, the usual case, does without
 * its weight (`npm run bench:web -- --by-package`).
 */
const EmptyChart = lazyPage(() => import('./empty-chart'));

/** A titled card of fixed height for a chart, with a deliberate empty state. */
export function ChartCard({
  title,
  empty,
  emptyText,
  children,
  height = 280,
}: {
  title: ReactNode;
  empty: boolean;
  /** What an empty chart says, instead of "Nothing in this range yet". */
  emptyText?: string;
  children: ReactNode;
  height?: number;
}) {
  const { t } = useTranslation();
  const nothing = emptyText ?? t('board.empty');
  return (
    <Panel title={title} style={{ height: '100%' }}>
      <div style={{ height, display: 'grid' }}>
        {empty ? (
          <Suspense
            fallback={<p style={{ alignSelf: 'center', textAlign: 'center' }}>{nothing}</p>}
          >
            <EmptyChart description={nothing} />
          </Suspense>
        ) : (
          children
        )}
      </div>
    </Panel>
  );
}
