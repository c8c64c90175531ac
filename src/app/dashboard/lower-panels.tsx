import { Skeleton } from 'antd';
import { MapPin } from 'lucide-react';
import { Suspense } from 'react';
import type { Summary } from '../../resources/summary';
import { IconTitle } from '../components/icon-title';
import { Panel } from '../components/panel';
import { useTranslation } from '../i18n/use-translation';
import { lazyPage } from '../lib/lazy';
import { BoardCol, BoardRow } from './board-grid';
import { InsightsPanel } from './insights-panel';
import { RecentOrders } from './recent-orders';
import { TopCities } from './top-cities';

/** The packages map: its own chunk, since the world outline is most of its code. */
export const PackagesMap = lazyPage(() => import('./packages-map'));

const mapFallback = <Skeleton.Node active style={{ width: '100%', height: 320 }} />;

/**
 * The dashboard below its charts: insights, the newest orders, the packages map and the top
 * cities. Its own chunk, drawn once the charts are up and the browser is idle (`DashboardView`):
 * below the fold, it brings antd's Tag and Progress and the recent orders' request, none of
 * which the first screen needs.
 */
export default function LowerPanels({ summary }: { summary: Summary | undefined }) {
  const { t } = useTranslation();
  return (
    <>
      <BoardRow>
        <BoardCol xl={12}>
          <InsightsPanel insights={summary?.insights} />
        </BoardCol>
        <BoardCol xl={12}>
          <RecentOrders />
        </BoardCol>
      </BoardRow>
      <BoardRow>
        <BoardCol xl={16}>
          <Panel title={<IconTitle icon={MapPin}>{t('board.map.title')}</IconTitle>}>
            <Suspense fallback={mapFallback}>
              {summary ? <PackagesMap map={summary.map} /> : mapFallback}
            </Suspense>
          </Panel>
        </BoardCol>
        <BoardCol xl={8}>
          <TopCities cities={summary?.topCities} range={summary?.range} />
        </BoardCol>
      </BoardRow>
    </>
  );
}
