import { describe, expect, it } from 'vitest';
import {
  canZoomIn,
  canZoomOut,
  clampScale,
  INITIAL_TRANSFORM,
  pan,
  pinch,
  rotate,
  toCss,
  wheel,
  zoomIn,
  zoomOut,
  type PreviewTransform,
} from '@/features/content/lib/zoom';

const repeat = (
  n: number,
  step: (t: PreviewTransform) => PreviewTransform,
  from = INITIAL_TRANSFORM,
) => Array.from({ length: n }).reduce<PreviewTransform>((t) => step(t), from);

describe('image preview transforms (docs/product-rules.md §2: step 1.2, scale 0.5–3, 90°)', () => {
  it('zooms by a factor of 1.2 per step', () => {
    expect(zoomIn(INITIAL_TRANSFORM).scale).toBe(1.2);
    expect(zoomIn(zoomIn(INITIAL_TRANSFORM)).scale).toBe(1.44);
    expect(zoomOut(INITIAL_TRANSFORM).scale).toBeCloseTo(1 / 1.2, 4);
  });

  it('returns exactly to 1 after zooming in and out again', () => {
    expect(zoomOut(zoomIn(INITIAL_TRANSFORM)).scale).toBe(1);
    expect(repeat(4, zoomOut, repeat(4, zoomIn)).scale).toBe(1);
  });

  it('stops at 3 and at 0.5', () => {
    const max = repeat(20, zoomIn);
    expect(max.scale).toBe(3);
    expect(canZoomIn(max)).toBe(false);
    expect(zoomIn(max).scale).toBe(3);
    const min = repeat(20, zoomOut);
    expect(min.scale).toBe(0.5);
    expect(canZoomOut(min)).toBe(false);
    expect(clampScale(0.1)).toBe(0.5);
    expect(clampScale(99)).toBe(3);
  });

  it('rotates in steps of 90° both ways', () => {
    expect(rotate(INITIAL_TRANSFORM, 1).rotate).toBe(90);
    expect(rotate(rotate(INITIAL_TRANSFORM, 1), 1).rotate).toBe(180);
    expect(rotate(INITIAL_TRANSFORM, -1).rotate).toBe(-90);
  });

  it('makes one wheel notch one zoom step, up = in', () => {
    expect(wheel(INITIAL_TRANSFORM, -120).scale).toBe(1.2);
    expect(wheel(INITIAL_TRANSFORM, 3).scale).toBeCloseTo(0.8333, 4);
    expect(wheel(INITIAL_TRANSFORM, 0)).toBe(INITIAL_TRANSFORM);
  });

  it('pinches by the ratio of finger distances, within the limits', () => {
    expect(pinch(INITIAL_TRANSFORM, 100, 200).scale).toBe(2);
    expect(pinch(INITIAL_TRANSFORM, 100, 1000).scale).toBe(3);
    expect(pinch(INITIAL_TRANSFORM, 100, 10).scale).toBe(0.5);
    expect(pinch(INITIAL_TRANSFORM, 0, 50)).toBe(INITIAL_TRANSFORM);
  });

  it('pans only when zoomed in, and recentres when zoomed back to fit', () => {
    expect(pan(INITIAL_TRANSFORM, 10, 10)).toEqual(INITIAL_TRANSFORM);
    const moved = pan(zoomIn(INITIAL_TRANSFORM), 10, -5);
    expect([moved.x, moved.y]).toEqual([10, -5]);
    expect(zoomOut(moved)).toMatchObject({ scale: 1, x: 0, y: 0 });
  });

  it('writes a CSS transform', () => {
    expect(toCss({ scale: 1.2, rotate: 90, x: 4, y: -2 })).toBe(
      'translate(4px, -2px) scale(1.2) rotate(90deg)',
    );
  });
});
