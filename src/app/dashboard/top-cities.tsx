import { MapPin } from 'lucide-react';
import type { Summary } from '../../resources/summary';
import { AppLink } from '../components/app-link';
import { IconTitle } from '../components/icon-title';
import { cityAndCountry } from '../crud/fields/format';
import { useTranslation } from '../i18n/use-translation';
import { BarList } from './bar-list';
import { cityLink } from './figure-links';
import { formatMoney, formatNumber } from './format';
import type { DateRange } from './summary-request';

/**
 * The cities with the most orders in the range, each with its country's name ("Köln, Germany"),
 * each a link to its orders of the range.
 */
export function TopCities({
  cities,
  range,
  title,
}: {
  cities: Summary['topCities'] | undefined;
  /** The range counted; without it the cities link nowhere. */
  range?: DateRange;
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
        label: range ? (
          <AppLink
            to={cityLink(city.city, city.country, range)}
            title={t('board.cities.open', { city: city.city })}
          >
            {cityAndCountry(city.city, city.country, i18n.language)}
          </AppLink>
        ) : (
          cityAndCountry(city.city, city.country, i18n.language)
        ),
        figures: `${t('board.cities.orders', {
          count: city.orders,
          formatted: formatNumber(city.orders, i18n.language),
        })} · ${formatMoney(city.revenue, i18n.language, true)}`,
        percent: (city.orders / most) * 100,
      }))}
    />
  );
}
