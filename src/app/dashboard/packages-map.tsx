import { theme } from 'antd';
import { geoNaturalEarth1, geoPath } from 'd3-geo';
import type { FeatureCollection } from 'geojson';
import { feature } from 'topojson-client';
import type { GeometryCollection, Topology } from 'topojson-specification';
import land from 'world-atlas/land-110m.json';
import type { Summary } from '../../resources/summary';
import { useTranslation } from '../i18n/use-translation';
import { MapButtons } from './map-buttons';
import { MapPoint } from './map-point';
import { viewAfterKey, wholeMap, zoomAt } from './map-view';
import { useMapView } from './use-map-view';

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
const size = { width, height };

/**
 * Destinations and last known places of packages on their way, on an offline world map that
 * zooms (wheel, buttons, + and −) and moves (drag, arrow keys); each destination leads to its
 * packages (`MapPoint`).
 */
export default function PackagesMap({ map }: { map: Summary['map'] }) {
  const { t } = useTranslation();
  const { token } = theme.useToken();
  const { view, setView, svgRef, dragged, pointer } = useMapView(size);
  const most = Math.max(
    1,
    ...map.destinations.map((p) => p.count),
    ...map.lastLocations.map((p) => p.count),
  );
  const place = (lng: number, lat: number) => projection([lng, lat]) ?? [0, 0];
  const total = map.destinations.reduce((sum, point) => sum + point.count, 0);
  const middle = { x: width / 2, y: height / 2 };
  return (
    <figure style={{ margin: 0, position: 'relative' }}>
      <MapButtons
        onZoomIn={() => setView(zoomAt(view, 1.5, middle, size))}
        onZoomOut={() => setView(zoomAt(view, 1 / 1.5, middle, size))}
        onReset={() => setView(wholeMap)}
        zoomed={view.scale > 1}
      />
      <svg
        ref={svgRef}
        viewBox={`0 0 ${width} ${height}`}
        // An application: the map takes the keys that move it, and holds the points to press.
        role="application"
        aria-roledescription={t('board.map.role')}
        // biome-ignore lint/a11y/noNoninteractiveTabindex: an application role is reached by Tab.
        tabIndex={0}
        aria-label={t('board.map.label', { count: total })}
        aria-describedby="packages-map-keys"
        className="packages-map"
        style={{ width: '100%', height: 'auto', display: 'block', touchAction: 'none' }}
        onKeyDown={(event) => {
          const next = viewAfterKey(view, event.key, size);
          if (!next) return;
          event.preventDefault();
          setView(next);
        }}
        {...pointer}
      >
        <g transform={`translate(${view.x} ${view.y}) scale(${view.scale})`}>
          <path
            d={landPath}
            fill={token.colorFillSecondary}
            stroke={token.colorBorder}
            strokeWidth={0.5}
            vectorEffect="non-scaling-stroke"
          />
          {map.destinations.map((point) => {
            const [x, y] = place(point.lng, point.lat);
            return (
              <MapPoint
                key={`d-${point.city}-${point.country}`}
                point={point}
                cx={x}
                cy={y}
                r={radius(point.count, most)}
                scale={view.scale}
                dragged={dragged}
              />
            );
          })}
          {map.lastLocations.map((point) => {
            const [x, y] = place(point.lng, point.lat);
            const side = 6 / view.scale;
            return (
              <rect
                key={`l-${point.city}`}
                x={x - side / 2}
                y={y - side / 2}
                width={side}
                height={side}
                fill={token.colorWarning}
                transform={`rotate(45 ${x} ${y})`}
              >
                <title>
                  {t('board.map.lastLocation', { city: point.city, count: point.count })}
                </title>
              </rect>
            );
          })}
        </g>
      </svg>
      <MapLegend />
    </figure>
  );
}

/** What the map's two marks mean, and the keys that move it. */
function MapLegend() {
  const { t } = useTranslation();
  const { token } = theme.useToken();
  return (
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
      <span id="packages-map-keys">{t('board.map.keys')}</span>
    </figcaption>
  );
}
