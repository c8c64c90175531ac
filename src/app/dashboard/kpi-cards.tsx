import { Skeleton, Tooltip, theme } from 'antd';
// From its own module: antd's index hangs the countdown timer on it.
import Statistic from 'antd/es/statistic/Statistic';
import {
  BarChart3,
  Euro,
  type LucideIcon,
  MoveRight,
  ShoppingCart,
  TrendingDown,
  TrendingUp,
  Truck,
  User,
} from 'lucide-react';
import type { Kpi, Summary } from '../../resources/summary';
import { AppLink } from '../components/app-link';
import { IconTitle } from '../components/icon-title';
import { Panel } from '../components/panel';
import { Text } from '../components/text';
import { usePermissionMap } from '../components/use-permission-map';
import { useTranslation } from '../i18n/use-translation';
import { kpiLink } from './figure-links';
import { formatMoney, formatNumber, formatPercent, roundRatio } from './format';

type KpiName = keyof Summary['kpis'];
const cards: { name: KpiName; icon: LucideIcon; format: 'money' | 'number' | 'percent' }[] = [
  { name: 'revenue', icon: Euro, format: 'money' },
  { name: 'orders', icon: ShoppingCart, format: 'number' },
  { name: 'averageOrderValue', icon: BarChart3, format: 'money' },
  { name: 'newCustomers', icon: User, format: 'number' },
  { name: 'onTimeRate', icon: Truck, format: 'percent' },
];

function Trend({ kpi }: { kpi: Kpi }) {
  const { t, i18n } = useTranslation();
  const { token } = theme.useToken();
  // Nothing this period (no delivery to rate) is another reason than nothing before it.
  if (kpi.value === null) return <Text type="secondary">{t('board.kpi.noValue')}</Text>;
  if (kpi.change === null) return <Text type="secondary">{t('board.kpi.noComparison')}</Text>;
  // The direction of the change as shown: `-0.03 %` reads "0 %", and a red arrow down beside it
  // would say the number fell.
  const shown = roundRatio(kpi.change);
  const direction = shown > 0 ? 'up' : shown < 0 ? 'down' : 'same';
  const { Icon, color } = {
    up: { Icon: TrendingUp, color: token.colorSuccess },
    down: { Icon: TrendingDown, color: token.colorError },
    same: { Icon: MoveRight, color: token.colorTextSecondary },
  }[direction];
  return (
    <span style={{ color, display: 'inline-flex', alignItems: 'center', gap: 4 }}>
      <Icon size={16} aria-hidden />
      <span>
        {formatPercent(shown, i18n.language, true)}{' '}
        <span className="sr-only">{t(`board.kpi.${direction}`)}</span>
      </span>
    </span>
  );
}

/** The headline numbers of the range, each with its change against the previous period. */
export function KpiCards({ summary }: { summary: Summary | undefined }) {
  const { t, i18n } = useTranslation();
  const { token } = theme.useToken();
  const permissions = usePermissionMap();
  /** The card's title, a link to the list behind its figure when the role may open that list. */
  const titleOf = (name: KpiName) => {
    const title = t(`board.kpi.${name}`);
    const link = summary?.range ? kpiLink(name, summary.range) : undefined;
    if (!link || permissions?.[link.resource]?.list !== true) return title;
    return (
      <AppLink
        to={link.path}
        className="stretched-link"
        aria-label={t('board.kpi.open', { name: title })}
      >
        {title}
      </AppLink>
    );
  };
  const show = (value: number | null, format: (typeof cards)[number]['format']) =>
    format === 'money'
      ? formatMoney(value, i18n.language)
      : format === 'percent'
        ? formatPercent(value, i18n.language)
        : formatNumber(value, i18n.language);
  return (
    // Rows of cards at least 150 px wide, balanced: five, three and two, or two, two and one
    // (global.css), not four with the fifth stretched across a row of its own.
    <div className="kpi-cards">
      <div className="kpi-cards-grid">
        {cards.map(({ name, icon, format }) => {
          const kpi = summary?.kpis[name];
          return (
            <Panel key={name} style={{ height: '100%', position: 'relative' }}>
              {kpi ? (
                <>
                  <Statistic
                    title={
                      <IconTitle icon={icon} color={token.colorPrimary}>
                        {titleOf(name)}
                      </IconTitle>
                    }
                    value={show(kpi.value, format)}
                  />
                  <Tooltip title={t('board.kpi.previous', { value: show(kpi.previous, format) })}>
                    <span className="above-stretched-link">
                      <Trend kpi={kpi} />
                    </span>
                  </Tooltip>
                </>
              ) : (
                <Skeleton active paragraph={{ rows: 1 }} />
              )}
            </Panel>
          );
        })}
      </div>
    </div>
  );
}
