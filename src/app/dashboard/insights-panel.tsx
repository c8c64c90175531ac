import { Skeleton, Tag } from 'antd';
import { Sparkles } from 'lucide-react';
import type { Insight } from '../../resources/summary';
import { AppLink } from '../components/app-link';
import { IconTitle } from '../components/icon-title';
import { Panel } from '../components/panel';
import { Text } from '../components/text';
import { recordPath } from '../crud/fields/record-link';
import { useTranslation } from '../i18n/use-translation';
import { CardList } from './card-list';
import { formatDay, formatMoney, formatNumber, formatPercent } from './format';

const severityColor = { good: 'success', info: 'processing', warning: 'warning' } as const;

/** One insight as a sentence with its numbers, and links to the records it names. */
function InsightText({ insight }: { insight: Insight }) {
  const { t, i18n } = useTranslation();
  const language = i18n.language;
  switch (insight.kind) {
    case 'revenueWeekOverWeek':
    case 'ordersWeekOverWeek': {
      const money = insight.kind === 'revenueWeekOverWeek';
      const value = (n: number) => (money ? formatMoney(n, language) : formatNumber(n, language));
      return t(`board.insights.${insight.kind}`, {
        through: insight.through === null ? '–' : formatDay(insight.through, language),
        change: insight.change === null ? '–' : formatPercent(insight.change, language, true),
        thisWeek: value(insight.thisWeek),
        lastWeek: value(insight.lastWeek),
      });
    }
    case 'orderAnomaly':
      return (
        <>
          {t(
            insight.deviations < 0
              ? 'board.insights.anomalyLow'
              : insight.inProgress
                ? 'board.insights.anomalyHighSoFar'
                : 'board.insights.anomalyHigh',
            {
              date: formatDay(insight.date, language),
              orders: formatNumber(insight.orders, language),
              mean: formatNumber(Math.round(insight.mean), language),
              sigma: Math.abs(insight.deviations).toFixed(1),
            },
          )}{' '}
          {/* The day's page breaks its orders down by status, city and carrier. */}
          <AppLink
            to={recordPath('stats', 'show', insight.date)}
            style={{ textDecoration: 'underline' }}
          >
            {t('board.insights.seeDay')}
          </AppLink>
        </>
      );
    case 'overduePackages':
      return (
        <>
          {t('board.insights.overdue', { count: insight.count })}{' '}
          {insight.examples.map((example) => (
            // Underlined: inside a sentence, colour alone does not tell a link from the text.
            <AppLink
              key={example.id}
              to={recordPath('packages', 'show', example.id)}
              style={{ marginRight: 8, textDecoration: 'underline' }}
            >
              {example.trackingNumber}
            </AppLink>
          ))}
        </>
      );
    case 'worstCarrier':
      return t('board.insights.worstCarrier', {
        carrier: t(`enums.packages.carrier.${insight.carrier}`),
        rate: formatPercent(insight.onTimeRate, language),
        overall: formatPercent(insight.overallRate, language),
        delivered: formatNumber(insight.delivered, language),
      });
  }
}

/** The sparkles: highlights the server computed from the numbers, each with its evidence. */
export function InsightsPanel({ insights }: { insights: Insight[] | undefined }) {
  const { t } = useTranslation();
  return (
    <Panel
      title={<IconTitle icon={Sparkles}>{t('board.insights.title')}</IconTitle>}
      style={{ height: '100%' }}
    >
      {insights ? (
        <CardList
          items={insights}
          keyOf={(insight, index) => `${insight.kind}-${index}`}
          empty={t('board.insights.none')}
        >
          {(insight) => (
            <Text>
              <Tag color={severityColor[insight.severity]}>
                {t(`board.insights.severity.${insight.severity}`)}
              </Tag>
              <InsightText insight={insight} />
            </Text>
          )}
        </CardList>
      ) : (
        <Skeleton active />
      )}
    </Panel>
  );
}
