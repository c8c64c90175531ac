import { type PointerEvent, useCallback, useEffect, useRef, useState } from 'react';
import { type MapView, panBy, wholeMap, zoomAt } from './map-view';

/** How far the pointer moves before a press is a drag rather than a click, in screen pixels. */
const dragThreshold = 4;

/**
 * The packages map's view and what moves it: the wheel zooms around the pointer, a drag moves
 * the map. `dragged()` says whether the press just released was a drag, so its click is none.
 */
export function useMapView(size: { width: number; height: number }) {
  const [view, setView] = useState<MapView>(wholeMap);
  const svgRef = useRef<SVGSVGElement>(null);
  const drag = useRef<{ x: number; y: number; moved: boolean; id: number } | null>(null);
  const wasDrag = useRef(false);
  /** Map units per screen pixel: the map is drawn to the frame's width. */
  const unitsPerPixel = useCallback(() => {
    const box = svgRef.current?.getBoundingClientRect();
    return box && box.width > 0 ? size.width / box.width : 1;
  }, [size.width]);

  useEffect(() => {
    const svg = svgRef.current;
    if (!svg) return;
    // Not React's onWheel: it listens passively, and the page would scroll beside the zoom.
    const onWheel = (event: WheelEvent) => {
      event.preventDefault();
      const box = svg.getBoundingClientRect();
      const units = size.width / box.width;
      const at = { x: (event.clientX - box.left) * units, y: (event.clientY - box.top) * units };
      setView((current) => zoomAt(current, event.deltaY < 0 ? 1.25 : 1 / 1.25, at, size));
    };
    svg.addEventListener('wheel', onWheel, { passive: false });
    return () => svg.removeEventListener('wheel', onWheel);
  }, [size]);

  const pointer = {
    onPointerDown: (event: PointerEvent<SVGSVGElement>) => {
      if (event.button !== 0) return;
      drag.current = { x: event.clientX, y: event.clientY, moved: false, id: event.pointerId };
      wasDrag.current = false;
    },
    onPointerMove: (event: PointerEvent<SVGSVGElement>) => {
      const start = drag.current;
      if (!start) return;
      const dx = event.clientX - start.x;
      const dy = event.clientY - start.y;
      if (!start.moved && Math.hypot(dx, dy) < dragThreshold) return;
      // Captured only once it is a drag: a captured press's click would land on the map, not
      // on the point pressed.
      if (!start.moved) event.currentTarget.setPointerCapture(start.id);
      start.moved = true;
      const units = unitsPerPixel();
      setView((current) => panBy(current, dx * units, dy * units, size));
      drag.current = { ...start, x: event.clientX, y: event.clientY };
    },
    onPointerUp: () => {
      wasDrag.current = drag.current?.moved ?? false;
      drag.current = null;
    },
    onPointerCancel: () => {
      drag.current = null;
    },
  };
  const dragged = useCallback(() => wasDrag.current, []);
  return { view, setView, svgRef, dragged, pointer };
}
