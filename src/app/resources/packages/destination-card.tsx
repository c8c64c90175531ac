import type { BaseRecord } from '@refinedev/core';
import { Card, Descriptions, Space } from 'antd';
import { MapPin } from 'lucide-react';
import { cityAndCountry } from '../../crud/fields/format';
import { useLabels } from '../../crud/fields/labels';
import { numberFormat } from '../../i18n/intl';

const coordinates = (lat: unknown, lng: unknown, locale: string) => {
  const number = numberFormat(locale, { maximumFractionDigits: 4 });
  return `${number.format(Number(lat))}, ${number.format(Number(lng))}`;
};

/** Where the package goes, and where it was last seen. */
export function DestinationCard({ record }: { record: BaseRecord }) {
  const { t, locale, field } = useLabels('packages');
  const last = record.lastLocation as { city: string; lat: number; lng: number } | null;
  return (
    <Card size="small" title={t('crud.packages.destination')}>
      <Descriptions
        size="small"
        column={1}
        items={[
          {
            key: 'destination',
            label: field('city'),
            children: (
              <Space size={6}>
                <MapPin size={16} aria-hidden />
                {cityAndCountry(String(record.city ?? ''), String(record.country ?? ''), locale)}
              </Space>
            ),
          },
          {
            key: 'coordinates',
            label: t('crud.packages.coordinates'),
            children: coordinates(record.lat, record.lng, locale),
          },
          {
            key: 'last',
            label: field('lastLocation'),
            children: last ? `${last.city} (${coordinates(last.lat, last.lng, locale)})` : '—',
          },
        ]}
      />
    </Card>
  );
}
