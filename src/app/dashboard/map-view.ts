/** How the map is zoomed and moved: `scale` ≥ 1, then shifted by `x`, `y` in map units. */
export interface MapView {
  scale: number;
  x: number;
  y: number;
}

export const wholeMap: MapView = { scale: 1, x: 0, y: 0 };
const mostScale = 8;

/** `view` moved back so the map still covers its frame of `width` × `height`. */
function framed(view: MapView, width: number, height: number): MapView {
  const clamp = (value: number, least: number) => Math.min(0, Math.max(least, value));
  return {
    scale: view.scale,
    x: clamp(view.x, width * (1 - view.scale)),
    y: clamp(view.y, height * (1 - view.scale)),
  };
}

/** `view` zoomed by `factor` around the map point `at` (which stays where it is on screen). */
export function zoomAt(
  view: MapView,
  factor: number,
  at: { x: number; y: number },
  size: { width: number; height: number },
): MapView {
  const scale = Math.min(mostScale, Math.max(1, view.scale * factor));
  const kept = scale / view.scale;
  return framed(
    { scale, x: at.x - (at.x - view.x) * kept, y: at.y - (at.y - view.y) * kept },
    size.width,
    size.height,
  );
}

/** `view` moved by `dx`, `dy` map units, as far as the map reaches. */
export const panBy = (
  view: MapView,
  dx: number,
  dy: number,
  size: { width: number; height: number },
): MapView => framed({ ...view, x: view.x + dx, y: view.y + dy }, size.width, size.height);

/** What a key does to the view, if anything: + and − zoom around the middle, arrows move. */
export function viewAfterKey(
  view: MapView,
  key: string,
  size: { width: number; height: number },
): MapView | undefined {
  const middle = { x: size.width / 2, y: size.height / 2 };
  const step = 60;
  const moves: Record<string, () => MapView> = {
    '+': () => zoomAt(view, 1.5, middle, size),
    '=': () => zoomAt(view, 1.5, middle, size),
    '-': () => zoomAt(view, 1 / 1.5, middle, size),
    ArrowLeft: () => panBy(view, step, 0, size),
    ArrowRight: () => panBy(view, -step, 0, size),
    ArrowUp: () => panBy(view, 0, step, size),
    ArrowDown: () => panBy(view, 0, -step, size),
    '0': () => wholeMap,
  };
  return moves[key]?.();
}
