import { useGetIdentity, useList } from '@refinedev/core';
import { Alert, Col, Row } from 'antd';
import { BarChart3, Euro, ShoppingCart, Truck } from 'lucide-react';
import { useMemo } from 'react';
import { useTranslation } from 'react-i18next';
import { PageHeading } from '../components/page-heading';
import type { Identity } from '../providers/identity';
import { KpiCard } from './dashboard/kpi-card';
import { QuickLinks } from './dashboard/quick-links';
import { type DailyStat, periodStart, summarizeStats } from './dashboard/summarize-stats';

const periodDays = 30;

function greetingKey(hour: number) {
  if (hour < 12) return 'dashboard.greeting.morning';
  if (hour < 18) return 'dashboard.greeting.afternoon';
  return 'dashboard.greeting.evening';
}

/** `/`: a greeting, the last 30 days' KPIs and links to the lists. Issue 3/7 adds the charts. */
export default function DashboardPage() {
  const { t, i18n } = useTranslation();
  const { data: identity } = useGetIdentity<Identity>();
  const since = useMemo(() => periodStart(periodDays), []);
  const { result, query } = useList<DailyStat>({
    resource: 'stats',
    filters: [{ field: 'date', operator: 'gte', value: since }],
    pagination: { currentPage: 1, pageSize: 100 },
    errorNotification: false,
  });
  const summary = summarizeStats(result.data ?? []);
  const locale = i18n.language === 'de' ? 'de-DE' : 'en-GB';
  const euros = (cents: number | null) =>
    cents === null
      ? '—'
      : new Intl.NumberFormat(locale, { style: 'currency', currency: 'EUR' }).format(cents / 100);
  const count = (value: number) => new Intl.NumberFormat(locale).format(value);
  const percent = (value: number | null) =>
    value === null
      ? '—'
      : new Intl.NumberFormat(locale, { style: 'percent', maximumFractionDigits: 1 }).format(value);
  const loading = query.isLoading;
  const firstName = identity?.name.split(' ')[0] ?? '';

  return (
    <>
      <PageHeading
        title={t(greetingKey(new Date().getHours()), { name: firstName })}
        subtitle={t('dashboard.subtitle')}
      />
      {query.error ? (
        <Alert
          type="error"
          showIcon
          style={{ marginBottom: 16 }}
          message={t('dashboard.failed', { message: query.error.message })}
        />
      ) : null}
      <Row gutter={[16, 16]}>
        <Col xs={24} sm={12} xl={6}>
          <KpiCard
            title={t('dashboard.kpis.orders')}
            value={count(summary.orders)}
            hint={t('dashboard.kpis.ordersHint', { cancelled: count(summary.cancelled) })}
            icon={ShoppingCart}
            loading={loading}
          />
        </Col>
        <Col xs={24} sm={12} xl={6}>
          <KpiCard
            title={t('dashboard.kpis.revenue')}
            value={euros(summary.revenue)}
            hint={t('dashboard.kpis.revenueHint')}
            icon={Euro}
            loading={loading}
          />
        </Col>
        <Col xs={24} sm={12} xl={6}>
          <KpiCard
            title={t('dashboard.kpis.averageOrderValue')}
            value={euros(summary.averageOrderValue)}
            hint={t('dashboard.kpis.averageOrderValueHint')}
            icon={BarChart3}
            loading={loading}
          />
        </Col>
        <Col xs={24} sm={12} xl={6}>
          <KpiCard
            title={t('dashboard.kpis.onTimeRate')}
            value={percent(summary.onTimeRate)}
            hint={t('dashboard.kpis.onTimeRateHint', { delivered: count(summary.delivered) })}
            icon={Truck}
            loading={loading}
          />
        </Col>
      </Row>
      <QuickLinks />
    </>
  );
}
