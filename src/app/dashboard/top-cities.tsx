import { Progress, Skeleton, Typography } from 'antd';
import { MapPin } from 'lucide-react';
import type { Summary } from '../../resources/summary';
import { Panel } from '../components/panel';
import { useTranslation } from '../i18n/use-translation';
import { formatMoney, formatNumber } from './format';

/** The cities with the most orders in the range. */
export function TopCities({ cities }: { cities: Summary['topCities'] | undefined }) {
  const { t, i18n } = useTranslation();
  const most = Math.max(1, ...(cities ?? []).map((city) => city.orders));
  return (
    <Panel
      title={
        <span style={{ display: 'inline-flex', alignItems: 'center', gap: 8 }}>
          <MapPin size={16} aria-hidden /> {t('board.cities.title')}
        </span>
      }
      style={{ height: '100%' }}
    >
      {!cities ? (
        <Skeleton active />
      ) : cities.length === 0 ? (
        <Typography.Text type="secondary">{t('board.empty')}</Typography.Text>
      ) : (
        <ol style={{ listStyle: 'none', margin: 0, padding: 0, display: 'grid', gap: 8 }}>
          {cities.map((city) => (
            <li key={`${city.city}-${city.country}`}>
              <div style={{ display: 'flex', justifyContent: 'space-between', gap: 8 }}>
                <Typography.Text>
                  {city.city}, {city.country}
                </Typography.Text>
                <Typography.Text type="secondary">
                  {t('board.cities.orders', {
                    count: city.orders,
                    formatted: formatNumber(city.orders, i18n.language),
                  })}{' '}
                  · {formatMoney(city.revenue, i18n.language, true)}
                </Typography.Text>
              </div>
              <Progress
                percent={(city.orders / most) * 100}
                showInfo={false}
                size="small"
                aria-hidden
              />
            </li>
          ))}
        </ol>
      )}
    </Panel>
  );
}
