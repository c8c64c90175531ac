import { MapPin } from 'lucide-react';
import type { Summary } from '../../resources/summary';
import { cityAndCountry } from '../crud/fields/format';
import { useTranslation } from '../i18n/use-translation';
import { BarList } from './bar-list';
import { formatMoney, formatNumber } from './format';

/** The cities with the most orders in the range, each with its country's name ("Köln, Germany"). */
export function TopCities({
  cities,
  title,
}: {
  cities: Summary['topCities'] | undefined;
  /** Instead of "Top cities". */
  title?: string;
}) {
  const { t, i18n } = useTranslation();
  const most = Math.max(1, ...(cities ?? []).map((city) => city.orders));
  return (
    <BarList
      title={
        <span style={{ display: 'inline-flex', alignItems: 'center', gap: 8 }}>
          <MapPin size={16} aria-hidden /> {title ?? t('board.cities.title')}
        </span>
      }
      empty={t('board.empty')}
      rows={cities?.map((city) => ({
        key: `${city.city}-${city.country}`,
        label: cityAndCountry(city.city, city.country, i18n.language),
        figures: `${t('board.cities.orders', {
          count: city.orders,
          formatted: formatNumber(city.orders, i18n.language),
        })} · ${formatMoney(city.revenue, i18n.language, true)}`,
        percent: (city.orders / most) * 100,
      }))}
    />
  );
}
