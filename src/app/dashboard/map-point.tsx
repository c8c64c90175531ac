import { useGo } from '@refinedev/core';
import { Popover, Tooltip, theme } from 'antd';
import { useState } from 'react';
import { inFlightStates, type MapPackage, type Summary } from '../../resources/summary';
import { AppLink } from '../components/app-link';
import { useFieldText } from '../crud/fields/field-text';
import { recordPath } from '../crud/fields/record-link';
import { useTranslation } from '../i18n/use-translation';
import { packagesToPath } from './figure-links';

type Destination = Summary['map']['destinations'][number];

interface MapPointProps {
  point: Destination;
  cx: number;
  cy: number;
  /** The radius on screen: divided by the zoom, so a point keeps its size as the map grows. */
  r: number;
  scale: number;
  /** Whether the pointer just dragged the map: then its release is no click. */
  dragged: () => boolean;
}

/**
 * A destination on the packages map: its tooltip names its package (tracking number, status,
 * city) or its first few; a click opens the one package, or offers the list of them.
 */
export function MapPoint({ point, cx, cy, r, scale, dragged }: MapPointProps) {
  const { t } = useTranslation();
  const { token } = theme.useToken();
  const go = useGo();
  const fieldText = useFieldText('packages');
  const [listOpen, setListOpen] = useState(false);
  const single = point.count === 1 ? point.packages[0] : undefined;
  const named = (item: MapPackage) =>
    `${item.trackingNumber} · ${fieldText('status', item.status)} · ${point.city}`;
  const heading = t('board.map.point', { city: point.city, count: point.count });
  const open = () => {
    if (dragged()) return;
    if (single) go({ to: recordPath('packages', 'show', single.id) });
    else setListOpen(true);
  };
  const circle = (
    // biome-ignore lint/a11y/useSemanticElements: an SVG shape has no button element to be.
    <circle
      role="button"
      tabIndex={0}
      aria-label={single ? named(single) : heading}
      aria-haspopup={single ? undefined : 'dialog'}
      cx={cx}
      cy={cy}
      r={r / scale}
      strokeWidth={1 / scale}
      fill={token.colorPrimary}
      fillOpacity={0.45}
      stroke={token.colorPrimary}
      className="map-point"
      style={{ cursor: 'pointer' }}
      // Several packages: the popover opens on a click itself.
      onClick={single ? open : undefined}
      onKeyDown={(event) => {
        if (event.key !== 'Enter' && event.key !== ' ') return;
        event.preventDefault();
        open();
      }}
    />
  );
  const tip = single ? (
    named(single)
  ) : (
    <div>
      <div>{heading}</div>
      {point.packages.map((item) => (
        <div key={item.id}>{`${item.trackingNumber} · ${fieldText('status', item.status)}`}</div>
      ))}
    </div>
  );
  if (single) return <Tooltip title={tip}>{circle}</Tooltip>;
  return (
    <Popover
      open={listOpen}
      onOpenChange={(next) => setListOpen(next && !dragged())}
      trigger="click"
      title={t('board.map.packages', { city: point.city })}
      content={
        <ul style={{ margin: 0, padding: 0, listStyle: 'none', display: 'grid', gap: 4 }}>
          {point.packages.map((item) => (
            <li key={item.id}>
              <AppLink to={recordPath('packages', 'show', item.id)}>{named(item)}</AppLink>
            </li>
          ))}
          <li>
            <AppLink to={packagesToPath(point.city, point.country, inFlightStates)}>
              {t('board.map.allPackages', { city: point.city, count: point.count })}
            </AppLink>
          </li>
        </ul>
      }
    >
      <Tooltip title={listOpen ? undefined : tip}>{circle}</Tooltip>
    </Popover>
  );
}
