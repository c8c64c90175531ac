import { MapPin } from 'lucide-react';
import type { Summary } from '../../resources/summary';
import { IconTitle } from '../components/icon-title';
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
      title={<IconTitle icon={MapPin}>{title ?? t('board.cities.title')}</IconTitle>}
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
