import { useGo } from '@refinedev/core';
import { Button, Card, Col, Flex, Progress, Row, Skeleton, Statistic } from 'antd';
import { ShoppingCart } from 'lucide-react';
import { lazy, Suspense } from 'react';
import { useBreakpoint } from '../../components/use-breakpoint';
import { formatValue } from '../../crud/fields/format-value';
import { useLabels } from '../../crud/fields/labels';
import type { RecordSlotProps } from '../../crud/slots';
import { formatPercent } from '../../dashboard/format';
import { createdBetween } from '../../dashboard/orders-created';
import { dayFigures } from './day-figures';

/**
 * The day's breakdown, a chunk of its own: a static import put the dashboard's charts module,
 * which the dashboard loads lazily, into this page's chunk, so the dashboard fetched the day's page.
 */
const Breakdown = lazy(() => import('./stats-day-breakdown'));

/**
 * A day's figures as big numbers, its on-time rate as a ring, the way to that day's orders, and
 * below them the day broken down.
 */
export default function StatsDayView({ resource, record }: RecordSlotProps) {
  const { t, locale, field, enumValue } = useLabels(resource.name);
  const go = useGo();
  // Beside the title on a phone, the button left the title three words ("Der Tag im…").
  const narrow = !useBreakpoint().sm;
  const day = String(record.date ?? record.id);
  const show = (name: string) =>
    formatValue(resource.fields[name], record[name], {
      locale,
      record,
      enumLabel: (option) => enumValue(name, option),
      countLabel: (count) => String(count),
    });
  const onTime = typeof record.onTimeRate === 'number' ? record.onTimeRate : null;
  const ordersOfDay = () =>
    go({ to: '/orders', query: { filters: createdBetween(day, day) }, type: 'push' });
  const ordersButton = (
    <Button
      size="small"
      block={narrow}
      icon={<ShoppingCart size={14} aria-hidden />}
      onClick={ordersOfDay}
    >
      {t('crud.stats.ordersOfDay')}
    </Button>
  );
  return (
    <Flex vertical gap={16}>
      <Card size="small" title={t('crud.stats.breakdown')} extra={narrow ? null : ordersButton}>
        <Row gutter={[16, 16]} align="middle">
          {dayFigures.map((name) => (
            <Col key={name} xs={12} md={8} xl={6}>
              <Statistic title={field(name)} value={show(name)} />
            </Col>
          ))}
          <Col xs={12} md={8} xl={6}>
            <div style={{ display: 'flex', alignItems: 'center', gap: 12 }}>
              <Progress
                type="circle"
                size={56}
                percent={onTime === null ? 0 : Math.round(onTime * 100)}
                status={onTime === null ? 'normal' : undefined}
                format={() => (onTime === null ? '—' : formatPercent(onTime, locale))}
                aria-label={field('onTimeRate')}
              />
              <span>{field('onTimeRate')}</span>
            </div>
          </Col>
        </Row>
        {narrow && <div style={{ marginTop: 16 }}>{ordersButton}</div>}
      </Card>
      <Suspense fallback={<Skeleton active paragraph={{ rows: 8 }} />}>
        <Breakdown day={day} />
      </Suspense>
    </Flex>
  );
}
