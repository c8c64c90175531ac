import type { BaseRecord } from '@refinedev/core';
import { Typography } from 'antd';
import {
  Bar,
  CartesianGrid,
  ComposedChart,
  Legend,
  Line,
  ResponsiveContainer,
  Tooltip,
  XAxis,
  YAxis,
} from 'recharts';
import type { ListSlotProps } from '../../crud/slots';
import { ChartCard } from '../../dashboard/chart-card';
import { useChartColors } from '../../dashboard/chart-colors';
import { useDayClick } from '../../dashboard/day-click';
import { formatDay, formatMoney, formatNumber } from '../../dashboard/format';
import { inOrderOf } from '../../dashboard/legend-order';
import { useTranslation } from '../../i18n/use-translation';

const numberOf = (value: unknown) => (typeof value === 'number' ? value : 0);

/** The chart's series, in the order the legend and the tooltip list them. */
const series = ['revenue', 'ordersCount', 'cancelledCount'];

/** The days on the stats list's current page as a chart: revenue as bars, orders as a line. */
export default function StatsChart({ rows, loading }: ListSlotProps) {
  const { t, i18n } = useTranslation();
  const colors = useChartColors();
  const language = i18n.language;
  // The table may be sorted any way; a chart reads left to right in time.
  const days = [...rows]
    .sort((a: BaseRecord, b: BaseRecord) => String(a.date).localeCompare(String(b.date)))
    .map((row) => ({
      date: String(row.date),
      label: formatDay(String(row.date), language),
      revenue: numberOf(row.revenue),
      ordersCount: numberOf(row.ordersCount),
      cancelledCount: numberOf(row.cancelledCount),
    }));
  const axis = { stroke: colors.text, fontSize: 12, tickLine: false };
  const dayClick = useDayClick(days);
  return (
    <div style={{ marginBottom: 16 }}>
      <ChartCard title={t('crud.stats.chart')} empty={!loading && days.length === 0} height={240}>
        <ResponsiveContainer>
          <ComposedChart
            data={days}
            margin={{ top: 8, right: 8, left: 8, bottom: 0 }}
            {...dayClick}
          >
            <CartesianGrid stroke={colors.grid} vertical={false} />
            <XAxis dataKey="label" {...axis} minTickGap={16} />
            <YAxis
              yAxisId="revenue"
              {...axis}
              width={64}
              tickFormatter={(value: number) => formatMoney(value, language, true)}
            />
            <YAxis
              yAxisId="orders"
              orientation="right"
              {...axis}
              width={40}
              allowDecimals={false}
            />
            <Tooltip
              contentStyle={{ background: colors.background, borderColor: colors.grid }}
              labelStyle={{ color: colors.text }}
              formatter={(value, name, item) => [
                item.dataKey === 'revenue'
                  ? formatMoney(Number(value), language)
                  : formatNumber(Number(value), language),
                String(name),
              ]}
              cursor={{ fill: colors.hover }}
              itemSorter={inOrderOf(series, (item) => item.dataKey)}
            />
            <Legend itemSorter={inOrderOf(series, (item) => item.dataKey)} />
            <Bar
              yAxisId="revenue"
              dataKey="revenue"
              name={t('crud.stats.revenue')}
              fill={colors.primary}
              fillOpacity={0.8}
              radius={[3, 3, 0, 0]}
            />
            <Line
              yAxisId="orders"
              dataKey="ordersCount"
              name={t('crud.stats.orders')}
              stroke={colors.status.shipped}
              strokeWidth={2}
              dot={days.length <= 31}
            />
            <Line
              yAxisId="orders"
              dataKey="cancelledCount"
              name={t('crud.stats.cancelled')}
              stroke={colors.status.cancelled}
              strokeDasharray="4 3"
              dot={false}
            />
          </ComposedChart>
        </ResponsiveContainer>
      </ChartCard>
      <Typography.Text type="secondary" style={{ fontSize: 12 }}>
        {t('crud.stats.chartHint')}
      </Typography.Text>
    </div>
  );
}
