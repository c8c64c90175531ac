import { Flex } from 'antd';
import { Suspense, useEffect } from 'react';
import { Text, Title } from '../components/text';
import { useTranslation } from '../i18n/use-translation';
import { lazyPage } from '../lib/lazy';
import { WhenIdle } from '../lib/when-idle';
import { skeletonRow } from './board-grid';
import { KpiCards } from './kpi-cards';
import { RangePicker } from './range-picker';
import { useSummary } from './use-summary';
import { useUrlRange } from './use-url-range';

const chartsFallback = skeletonRow([16, 8, 12, 12], 300);
/** The lower panels' places while their code loads: two rows of the same spans and heights. */
const lowerFallback = [skeletonRow([12, 12], 380), skeletonRow([16, 8], 420)];

/**
 * The charts, in a chunk of their own so that the numbers show first; the page table asks for
 * their code beside the dashboard's, and loaded like a page they draw as soon as they may instead
 * of after a Suspense retry.
 */
export const DashboardCharts = lazyPage(() => import('./charts'));
/** The panels below the charts: their own chunk, loaded once the browser is idle. */
export const DashboardLowerPanels = lazyPage(() => import('./lower-panels'));

/** antd's Alert, for the summary's error only: no first screen that loads needs it. */
const Alert = lazyPage(() => import('antd/es/alert'));

/** The dashboard: KPIs, charts, insights, recent orders, top cities and the packages map for a range. */
export function DashboardView({ greeting }: { greeting?: string }) {
  // Asked for beside the dashboard's code (the page table): here it is found loaded, so the
  // charts draw without suspending once the summary comes.
  useEffect(() => void DashboardCharts.preload().catch(() => undefined), []);
  const { t } = useTranslation();
  const [range, setRange] = useUrlRange();
  const { summary, error } = useSummary(range);
  return (
    <Flex vertical gap={16}>
      <Flex justify="space-between" align="center" wrap gap={12}>
        <div>
          <Title level={3} style={{ margin: 0 }}>
            {greeting ?? t('board.title')}
          </Title>
          <Text type="secondary">{t('board.subtitle')}</Text>
        </div>
        <RangePicker value={range} onChange={setRange} />
      </Flex>
      {error ? (
        <Suspense fallback={<p role="alert">{t('board.error')}</p>}>
          <Alert type="error" showIcon message={t('board.error')} />
        </Suspense>
      ) : null}
      <KpiCards summary={summary} />
      <Suspense fallback={chartsFallback}>
        {summary ? <DashboardCharts summary={summary} /> : chartsFallback}
      </Suspense>
      {/* Insights, recent orders, the map and the top cities sit below the fold: their code loads
          once the charts have drawn and the browser is idle. */}
      <WhenIdle afterMs={300} standIn={lowerFallback}>
        <DashboardLowerPanels summary={summary} />
      </WhenIdle>
    </Flex>
  );
}
