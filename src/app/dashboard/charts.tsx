import { useGo } from '@refinedev/core';
import type { ReactNode } from 'react';
import {
  Area,
  AreaChart,
  Bar,
  BarChart,
  CartesianGrid,
  Cell,
  Legend,
  Pie,
  PieChart,
  ResponsiveContainer,
  Tooltip,
  XAxis,
  YAxis,
} from 'recharts';
import { orderStatuses } from '../../resources/orders';
import { packageStatuses } from '../../resources/packages';
import type { Summary } from '../../resources/summary';
import { useTranslation } from '../i18n/use-translation';
import { BoardCol, BoardRow } from './board-grid';
import { ChartCard } from './chart-card';
import { useChartColors } from './chart-colors';
import { chartDays } from './chart-days';
import { useDayClick } from './day-click';
import { formatDay, formatMoney, formatNumber } from './format';
import { inOrderOf } from './legend-order';
import { createdBetween } from './orders-created';

/** The orders chart's two stacked bars, bottom first. */
const orderBars = ['paid', 'cancelledCount'];

/** The chart styles that follow the theme: the tooltips' box and the axes' text. */
function useChartStyle() {
  const colors = useChartColors();
  return {
    colors,
    tooltip: {
      contentStyle: { background: colors.background, borderColor: colors.grid },
      labelStyle: { color: colors.text },
    },
    axis: { stroke: colors.text, fontSize: 12, tickLine: false },
  };
}

/** What the day charts of the dashboard share: the days, their click, tooltip and styles. */
interface DayChartParts {
  days: ReturnType<typeof chartDays>;
  dayClick: ReturnType<typeof useDayClick>;
  dayTooltip: ReturnType<typeof useChartStyle>['tooltip'] & {
    labelFormatter: (label: unknown) => string;
  };
  todayFaint: ReactNode[];
  hasOrders: boolean;
  colors: ReturnType<typeof useChartStyle>['colors'];
  axis: ReturnType<typeof useChartStyle>['axis'];
  language: string;
}

/** The revenue of each day: whole days solid, today's so far dashed. */
function RevenueChart({
  days,
  dayClick,
  dayTooltip,
  hasOrders,
  colors,
  axis,
  language,
}: DayChartParts) {
  const { t } = useTranslation();
  return (
    <ChartCard title={t('board.charts.revenue')} empty={!hasOrders}>
      <ResponsiveContainer>
        <AreaChart data={days} margin={{ top: 8, right: 8, left: 8, bottom: 0 }} {...dayClick}>
          <defs>
            <linearGradient id="revenueFill" x1="0" y1="0" x2="0" y2="1">
              <stop offset="5%" stopColor={colors.primary} stopOpacity={0.35} />
              <stop offset="95%" stopColor={colors.primary} stopOpacity={0} />
            </linearGradient>
          </defs>
          <CartesianGrid stroke={colors.grid} vertical={false} />
          <XAxis dataKey="label" {...axis} minTickGap={24} />
          <YAxis
            {...axis}
            width={64}
            tickFormatter={(value: number) => formatMoney(value, language, true)}
          />
          <Tooltip
            {...dayTooltip}
            formatter={(value) => [
              formatMoney(Number(value), language),
              t('board.charts.revenueSeries'),
            ]}
          />
          <Legend />
          <Area
            type="monotone"
            dataKey="wholeRevenue"
            name={t('board.charts.revenueSeries')}
            stroke={colors.primary}
            fill="url(#revenueFill)"
            strokeWidth={2}
            activeDot={false}
            tooltipType="none"
          />
          <Area
            type="monotone"
            dataKey="revenueSoFar"
            stroke={colors.primary}
            strokeDasharray="5 4"
            fill="url(#revenueFill)"
            fillOpacity={0.5}
            strokeWidth={2}
            activeDot={false}
            legendType="none"
            tooltipType="none"
          />
          {/* Every day's revenue, today's too, drawn as nothing: what the tooltip and the
              hovered day's dot show. */}
          <Area
            type="monotone"
            dataKey="revenue"
            name={t('board.charts.revenueSeries')}
            stroke="none"
            fill="none"
            legendType="none"
            activeDot={{ fill: colors.primary }}
          />
        </AreaChart>
      </ResponsiveContainer>
    </ChartCard>
  );
}

/** The orders of each day, paid and cancelled stacked; today's bar fainter. */
function OrdersChart({
  days,
  dayClick,
  dayTooltip,
  todayFaint,
  hasOrders,
  colors,
  axis,
}: DayChartParts) {
  const { t } = useTranslation();
  return (
    <ChartCard title={t('board.charts.orders')} empty={!hasOrders}>
      <ResponsiveContainer>
        <BarChart data={days} margin={{ top: 8, right: 8, left: 0, bottom: 0 }} {...dayClick}>
          <CartesianGrid stroke={colors.grid} vertical={false} />
          <XAxis dataKey="label" {...axis} minTickGap={24} />
          <YAxis {...axis} allowDecimals={false} width={40} />
          <Tooltip
            {...dayTooltip}
            cursor={{ fill: colors.hover }}
            itemSorter={inOrderOf(orderBars, (item) => item.dataKey)}
          />
          <Legend itemSorter={inOrderOf(orderBars, (item) => item.dataKey)} />
          <Bar
            dataKey="paid"
            stackId="orders"
            name={t('board.charts.ordersPaid')}
            fill={colors.primary}
          >
            {todayFaint}
          </Bar>
          <Bar
            dataKey="cancelledCount"
            stackId="orders"
            name={t('board.charts.ordersCancelled')}
            fill={colors.status.cancelled}
            radius={[3, 3, 0, 0]}
          >
            {todayFaint}
          </Bar>
        </BarChart>
      </ResponsiveContainer>
    </ChartCard>
  );
}

/** The four charts of the dashboard; loaded as their own chunk. */
export default function DashboardCharts({ summary }: { summary: Summary }) {
  const { t, i18n } = useTranslation();
  const { colors, tooltip: tooltipStyle, axis } = useChartStyle();
  const language = i18n.language;
  const todayLabel = t('board.charts.today');
  const days = chartDays(
    summary.series,
    summary.range.today,
    (date) => formatDay(date, language),
    todayLabel,
  );
  const dayTooltip = {
    ...tooltipStyle,
    labelFormatter: (label: unknown) =>
      label === todayLabel ? t('board.charts.todaySoFar') : String(label),
  };
  // Today's bar, not over yet, drawn fainter than the whole days'.
  const todayFaint = days.map((day) => (
    <Cell key={day.date} fillOpacity={day.partial ? 0.45 : 1} />
  ));
  const hasOrders = summary.series.some((day) => day.ordersCount > 0);
  const dayClick = useDayClick(days);
  const parts: DayChartParts = {
    days,
    dayClick,
    dayTooltip,
    todayFaint,
    hasOrders,
    colors,
    axis,
    language,
  };

  return (
    <BoardRow>
      <BoardCol xl={16}>
        <RevenueChart {...parts} />
      </BoardCol>
      <BoardCol xl={8}>
        <StatusChart summary={summary} />
      </BoardCol>
      <BoardCol xl={12}>
        <OrdersChart {...parts} />
      </BoardCol>
      <BoardCol xl={12}>
        <CarriersChart summary={summary} />
      </BoardCol>
    </BoardRow>
  );
}

/** What a chart outside the dashboard says instead of the dashboard's title and empty text. */
interface ChartWording {
  title?: string;
  empty?: string;
}

/** The range's orders by their status now, as a ring. */
export function StatusChart({ summary, title, empty }: { summary: Summary } & ChartWording) {
  const { t, i18n } = useTranslation();
  const go = useGo();
  const { colors, tooltip: tooltipStyle } = useChartStyle();
  const language = i18n.language;
  const statuses = summary.ordersByStatus.map((row) => ({
    ...row,
    label: t(`enums.orders.status.${row.status}`),
  }));
  return (
    <ChartCard
      title={title ?? t('board.charts.status')}
      empty={statuses.length === 0}
      emptyText={empty}
    >
      <ResponsiveContainer>
        <PieChart>
          <Pie
            data={statuses}
            dataKey="count"
            nameKey="label"
            innerRadius="55%"
            outerRadius="80%"
            paddingAngle={2}
            // A status's slice opens the range's orders in that status.
            onClick={(_sector, index) => {
              const status = statuses[index]?.status;
              if (status === undefined) return;
              const { from, to } = summary.range;
              const filters = [
                ...createdBetween(from, to),
                { field: 'status', operator: 'eq' as const, value: status },
              ];
              go({ to: '/orders', query: { filters }, type: 'push' });
            }}
            style={{ cursor: 'pointer' }}
          >
            {statuses.map((row) => (
              <Cell key={row.status} fill={colors.status[row.status] ?? colors.primary} />
            ))}
          </Pie>
          <Tooltip
            {...tooltipStyle}
            formatter={(value, name) => [formatNumber(Number(value), language), String(name)]}
          />
          <Legend
            itemSorter={inOrderOf(
              orderStatuses,
              (item) => (item.payload as { status?: string } | undefined)?.status,
            )}
          />
        </PieChart>
      </ResponsiveContainer>
    </ChartCard>
  );
}

/** The range's packages by carrier, each bar split by their status now. */
export function CarriersChart({ summary, title, empty }: { summary: Summary } & ChartWording) {
  const { t } = useTranslation();
  const { colors, tooltip: tooltipStyle, axis } = useChartStyle();
  const carriers = summary.packagesByCarrier.map((row) => ({
    carrier: t(`enums.packages.carrier.${row.carrier}`),
    ...row.byStatus,
  }));
  return (
    <ChartCard
      title={title ?? t('board.charts.carriers')}
      empty={carriers.length === 0}
      emptyText={empty}
    >
      <ResponsiveContainer>
        <BarChart
          data={carriers}
          layout="vertical"
          margin={{ top: 8, right: 8, left: 8, bottom: 0 }}
        >
          <CartesianGrid stroke={colors.grid} horizontal={false} />
          <XAxis type="number" {...axis} allowDecimals={false} />
          <YAxis type="category" dataKey="carrier" {...axis} width={72} />
          <Tooltip
            {...tooltipStyle}
            cursor={{ fill: colors.hover }}
            itemSorter={inOrderOf(packageStatuses, (item) => item.dataKey)}
          />
          <Legend itemSorter={inOrderOf(packageStatuses, (item) => item.dataKey)} />
          {packageStatuses.map((status) => (
            <Bar
              key={status}
              dataKey={status}
              stackId="carrier"
              name={t(`enums.packages.status.${status}`)}
              fill={colors.status[status]}
            />
          ))}
        </BarChart>
      </ResponsiveContainer>
    </ChartCard>
  );
}
