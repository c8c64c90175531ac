import type { BaseRecord } from '@refinedev/core';
import { Card, Descriptions } from 'antd';
import { useLabels } from '../../crud/fields/labels';
import { numberFormat } from '../../i18n/intl';

/** Grams as kilograms for the reader ("1.25 kg"). */
export function formatWeight(grams: number, locale: string): string {
  return numberFormat(locale, {
    style: 'unit',
    unit: 'kilogram',
    maximumFractionDigits: 2,
  }).format(grams / 1000);
}

/** Length × width × height in centimetres. */
export function formatSize(record: BaseRecord, locale: string): string {
  const number = numberFormat(locale);
  return `${[record.lengthCm, record.widthCm, record.heightCm].map((cm) => number.format(Number(cm))).join(' × ')} cm`;
}

/** The parcel: weight in kg and its size L×W×H. */
export function ParcelCard({ record }: { record: BaseRecord }) {
  const { t, locale } = useLabels('packages');
  return (
    <Card size="small" title={t('crud.packages.parcel')}>
      <Descriptions
        size="small"
        column={1}
        items={[
          {
            key: 'weight',
            label: t('crud.packages.weight'),
            children: formatWeight(Number(record.weightGrams), locale),
          },
          { key: 'size', label: t('crud.packages.size'), children: formatSize(record, locale) },
        ]}
      />
    </Card>
  );
}
