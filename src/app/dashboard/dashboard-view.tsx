import { Alert, Col, Flex, Row, Skeleton, Typography } from 'antd';
import { MapPin } from 'lucide-react';
import { Suspense, useEffect, useState } from 'react';
import { Panel } from '../components/panel';
import { useTranslation } from '../i18n/use-translation';
import { DashboardCharts, PackagesMap, useIdleAfter } from '../lazy-pages';
import { InsightsPanel } from './insights-panel';
import { KpiCards } from './kpi-cards';
import { lastDays, RangePicker } from './range-picker';
import { RecentOrders } from './recent-orders';
import { TopCities } from './top-cities';
import { useSummary } from './use-summary';

const chartsFallback = (
  <Row gutter={[16, 16]}>
    {[16, 8, 12, 12].map((span, index) => (
      // biome-ignore lint/suspicious/noArrayIndexKey: fixed placeholders
      <Col key={index} xs={24} xl={span}>
        <Panel>
          <Skeleton.Node active style={{ width: '100%', height: 300 }} />
        </Panel>
      </Col>
    ))}
  </Row>
);

const mapFallback = <Skeleton.Node active style={{ width: '100%', height: 320 }} />;

/** The dashboard: KPIs, charts, insights, recent orders, top cities and the packages map for a range. */
export function DashboardView({ greeting }: { greeting?: string }) {
  const { t } = useTranslation();
  const [range, setRange] = useState(() => lastDays(30));
  const { summary, error } = useSummary(range);
  // Fetch the charts' code while the summary is on its way, not once it has arrived.
  useEffect(() => {
    void DashboardCharts.preload();
  }, []);
  // The map sits below the fold and its world outline is 21 KB of the map's 30 KB gzip chunk:
  // it loads once the charts have drawn and the browser is idle (`npm run bench:web`).
  const mapTime = useIdleAfter(300);
  return (
    <Flex vertical gap={16}>
      <Flex justify="space-between" align="center" wrap gap={12}>
        <div>
          <Typography.Title level={3} style={{ margin: 0 }}>
            {greeting ?? t('board.title')}
          </Typography.Title>
          <Typography.Text type="secondary">{t('board.subtitle')}</Typography.Text>
        </div>
        <RangePicker value={range} onChange={setRange} />
      </Flex>
      {error ? <Alert type="error" showIcon message={t('board.error')} /> : null}
      <KpiCards summary={summary} />
      <Suspense fallback={chartsFallback}>
        {summary ? <DashboardCharts summary={summary} /> : chartsFallback}
      </Suspense>
      <Row gutter={[16, 16]}>
        <Col xs={24} xl={12}>
          <InsightsPanel insights={summary?.insights} />
        </Col>
        <Col xs={24} xl={12}>
          <RecentOrders />
        </Col>
      </Row>
      <Row gutter={[16, 16]}>
        <Col xs={24} xl={16}>
          <Panel
            title={
              <span style={{ display: 'inline-flex', alignItems: 'center', gap: 8 }}>
                <MapPin size={16} aria-hidden /> {t('board.map.title')}
              </span>
            }
          >
            <Suspense fallback={mapFallback}>
              {summary && mapTime ? <PackagesMap map={summary.map} /> : mapFallback}
            </Suspense>
          </Panel>
        </Col>
        <Col xs={24} xl={8}>
          <TopCities cities={summary?.topCities} />
        </Col>
      </Row>
    </Flex>
  );
}
