import { Truck } from 'lucide-react';
import { IconTitle } from '../../components/icon-title';
import { Text } from '../../components/text';
import { BarList } from '../../dashboard/bar-list';
import { BoardCol, BoardRow, skeletonRow } from '../../dashboard/board-grid';
import { CarriersChart, StatusChart } from '../../dashboard/charts';
import { formatNumber, formatPercent } from '../../dashboard/format';
import { TopCities } from '../../dashboard/top-cities';
import { useSummary } from '../../dashboard/use-summary';
import { useTranslation } from '../../i18n/use-translation';

const loading = [skeletonRow([8, 16], 300), skeletonRow([12, 12], 240)];

/**
 * A day's breakdown under its figures: the orders made that day by their status now, its packages
 * by carrier and status, its top cities, and its deliveries on time by carrier. From the
 * dashboard's summary of that one day; its own chunk, as recharts loads only with it.
 */
export default function StatsDayBreakdown({ day }: { day: string }) {
  const { t, i18n } = useTranslation();
  const language = i18n.language;
  const { summary, error } = useSummary({ from: day, to: day });
  const empty = t('crud.stats.nothingThisDay');
  if (error) return <Text type="secondary">{t('crud.stats.breakdownFailed')}</Text>;
  if (!summary) return loading;
  return (
    <>
      <BoardRow>
        <BoardCol xl={8}>
          <StatusChart summary={summary} title={t('crud.stats.ordersByStatus')} empty={empty} />
        </BoardCol>
        <BoardCol xl={16}>
          <CarriersChart
            summary={summary}
            title={t('crud.stats.packagesByCarrier')}
            empty={empty}
          />
        </BoardCol>
      </BoardRow>
      <BoardRow>
        <BoardCol xl={12}>
          <TopCities
            cities={summary.topCities}
            range={summary.range}
            title={t('crud.stats.topCities')}
          />
        </BoardCol>
        <BoardCol xl={12}>
          <BarList
            title={<IconTitle icon={Truck}>{t('crud.stats.onTimeByCarrier')}</IconTitle>}
            empty={t('crud.stats.noDeliveries')}
            rows={summary.onTimeByCarrier.map((row) => ({
              key: row.carrier,
              label: t(`enums.packages.carrier.${row.carrier}`),
              figures: t('crud.stats.onTimeOf', {
                onTime: formatNumber(row.onTime, language),
                delivered: formatNumber(row.delivered, language),
                share: formatPercent(row.onTime / row.delivered, language),
              }),
              percent: (row.onTime / row.delivered) * 100,
            }))}
          />
        </BoardCol>
      </BoardRow>
    </>
  );
}
