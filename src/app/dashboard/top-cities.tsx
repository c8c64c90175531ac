import { Progress, Skeleton } from 'antd';
import { MapPin } from 'lucide-react';
import type { Summary } from '../../resources/summary';
import { Panel } from '../components/panel';
import { Text } from '../components/text';
import { cityAndCountry } from '../crud/fields/format';
import { useTranslation } from '../i18n/use-translation';
import { formatMoney, formatNumber } from './format';

/** The cities with the most orders in the range, each with its country's name ("Köln, Germany"). */
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
        <Text type="secondary">{t('board.empty')}</Text>
      ) : (
        <ol style={{ listStyle: 'none', margin: 0, padding: 0, display: 'grid', gap: 8 }}>
          {cities.map((city) => (
            <li key={`${city.city}-${city.country}`}>
              <div style={{ display: 'flex', justifyContent: 'space-between', gap: 8 }}>
                <Text>{cityAndCountry(city.city, city.country, i18n.language)}</Text>
                {/* The figures stay on one line; a long city and country name wraps instead. */}
                <Text type="secondary" style={{ whiteSpace: 'nowrap' }}>
                  {t('board.cities.orders', {
                    count: city.orders,
                    formatted: formatNumber(city.orders, i18n.language),
                  })}{' '}
                  · {formatMoney(city.revenue, i18n.language, true)}
                </Text>
              </div>
              <Progress
                percent={(city.orders / most) * 100}
                showInfo={false}
                // A bar stays the theme's colour at 100% (the top city), not antd's green of success.
                status="normal"
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
