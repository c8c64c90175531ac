import { theme } from 'antd';
import { geoNaturalEarth1, geoPath } from 'd3-geo';
import type { FeatureCollection } from 'geojson';
import { feature } from 'topojson-client';
import type { GeometryCollection, Topology } from 'topojson-specification';
import land from 'world-atlas/land-110m.json';
import type { Summary } from '../../resources/summary';
import { useTranslation } from '../i18n/use-translation';

const width = 960;
const height = 470;
// Natural Earth land at 1:110m, shipped in the bundle: no tile server, no key.
const topology = land as unknown as Topology<{ land: GeometryCollection }>;
const shapes = feature(topology, topology.objects.land) as FeatureCollection;
const projection = geoNaturalEarth1().fitExtent(
  [
    [8, 8],
    [width - 8, height - 8],
  ],
  shapes,
);
const landPath = geoPath(projection)(shapes) ?? '';

const radius = (count: number, most: number) => 3 + 9 * Math.sqrt(count / Math.max(1, most));

/** Destinations and last known places of packages on their way, on an offline world map. */
export default function PackagesMap({ map }: { map: Summary['map'] }) {
  const { t } = useTranslation();
  const { token } = theme.useToken();
  const most = Math.max(
    1,
    ...map.destinations.map((p) => p.count),
    ...map.lastLocations.map((p) => p.count),
  );
  const place = (lng: number, lat: number) => projection([lng, lat]) ?? [0, 0];
  const total = map.destinations.reduce((sum, point) => sum + point.count, 0);
  return (
    <figure style={{ margin: 0 }}>
      <svg
        viewBox={`0 0 ${width} ${height}`}
        role="img"
        aria-label={t('board.map.label', { count: total })}
        style={{ width: '100%', height: 'auto', display: 'block' }}
      >
        <path
          d={landPath}
          fill={token.colorFillSecondary}
          stroke={token.colorBorder}
          strokeWidth={0.5}
        />
        {map.destinations.map((point) => {
          const [x, y] = place(point.lng, point.lat);
          return (
            <circle
              key={`d-${point.city}-${point.country}`}
              cx={x}
              cy={y}
              r={radius(point.count, most)}
              fill={token.colorPrimary}
              fillOpacity={0.45}
              stroke={token.colorPrimary}
            >
              <title>{t('board.map.destination', { city: point.city, count: point.count })}</title>
            </circle>
          );
        })}
        {map.lastLocations.map((point) => {
          const [x, y] = place(point.lng, point.lat);
          return (
            <rect
              key={`l-${point.city}`}
              x={x - 3}
              y={y - 3}
              width={6}
              height={6}
              fill={token.colorWarning}
              transform={`rotate(45 ${x} ${y})`}
            >
              <title>{t('board.map.lastLocation', { city: point.city, count: point.count })}</title>
            </rect>
          );
        })}
      </svg>
      <figcaption
        style={{
          display: 'flex',
          gap: 16,
          flexWrap: 'wrap',
          color: token.colorTextSecondary,
          fontSize: 12,
        }}
      >
        <span>
          <svg width="12" height="12" aria-hidden>
            <circle
              cx="6"
              cy="6"
              r="5"
              fill={token.colorPrimary}
              fillOpacity={0.45}
              stroke={token.colorPrimary}
            />
          </svg>{' '}
          {t('board.map.destinations')}
        </span>
        <span>
          <svg width="12" height="12" aria-hidden>
            <rect
              x="3"
              y="3"
              width="6"
              height="6"
              fill={token.colorWarning}
              transform="rotate(45 6 6)"
            />
          </svg>{' '}
          {t('board.map.lastLocations')}
        </span>
      </figcaption>
    </figure>
  );
}
