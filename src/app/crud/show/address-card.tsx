import type { BaseRecord } from '@refinedev/core';
import { Card, Typography } from 'antd';
import { MapPin } from 'lucide-react';
import { countryName } from '../fields/format';
import { useLocale } from '../fields/labels';

/** A postal address with the map-pin symbol: street, postal code and city, country. */
export function AddressCard({ title, record }: { title: string; record: BaseRecord }) {
  const locale = useLocale();
  const lines = [
    record.street,
    [record.postalCode, record.city].filter(Boolean).join(' '),
    record.country ? countryName(String(record.country), locale) : '',
  ]
    .map((line) => (typeof line === 'string' ? line.trim() : ''))
    .filter(Boolean);
  return (
    <Card size="small" title={title}>
      <div style={{ display: 'flex', gap: 8, alignItems: 'flex-start' }}>
        <MapPin size={18} aria-hidden style={{ flex: 'none', marginTop: 2 }} />
        {lines.length > 0 ? (
          <address style={{ fontStyle: 'normal', margin: 0 }}>
            {lines.map((line) => (
              <div key={line}>{line}</div>
            ))}
          </address>
        ) : (
          <Typography.Text type="secondary">—</Typography.Text>
        )}
      </div>
    </Card>
  );
}
