import { describe, expect, it } from 'vitest';
import { panBy, viewAfterKey, wholeMap, zoomAt } from './map-view';

const size = { width: 960, height: 470 };

describe('the map view', () => {
  it('zooms around a point, which stays where it was on screen', () => {
    const view = zoomAt(wholeMap, 2, { x: 480, y: 235 }, size);
    expect(view).toEqual({ scale: 2, x: -480, y: -235 });
    // The middle, drawn at 480 × 2 − 480, is still at 480.
    expect(480 * view.scale + view.x).toBe(480);
  });

  it('zooms between the whole map and eight times, never out past the frame', () => {
    expect(zoomAt(wholeMap, 0.5, { x: 100, y: 100 }, size)).toEqual(wholeMap);
    expect(zoomAt(wholeMap, 100, { x: 0, y: 0 }, size).scale).toBe(8);
  });

  it('moves as far as the map reaches', () => {
    expect(panBy(wholeMap, 50, 50, size)).toEqual(wholeMap);
    const zoomed = { scale: 2, x: -480, y: -235 };
    expect(panBy(zoomed, -1000, 0, size)).toEqual({ scale: 2, x: -960, y: -235 });
  });

  it('answers + and − and the arrows, and nothing else', () => {
    const zoomed = viewAfterKey(wholeMap, '+', size);
    expect(zoomed?.scale).toBe(1.5);
    expect(viewAfterKey(zoomed ?? wholeMap, 'ArrowRight', size)?.x).toBe((zoomed?.x ?? 0) - 60);
    expect(viewAfterKey(zoomed ?? wholeMap, '-', size)).toEqual(wholeMap);
    expect(viewAfterKey(wholeMap, 'a', size)).toBeUndefined();
  });
});
