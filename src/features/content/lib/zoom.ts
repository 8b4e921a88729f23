import { IMAGE_PREVIEW } from '@/shared/constants';

/**
 * Image preview transforms (docs/product-rules.md §2): zoom step rate, scale limits and rotation
 * step from IMAGE_PREVIEW. Pure functions so that the limits are unit-tested without a browser.
 */
export interface PreviewTransform {
  scale: number;
  /**
   * Degrees, any multiple of the rotation step (kept unbounded so that the rotation animates the
   * short way).
   */
  rotate: number;
  x: number;
  y: number;
}

export const INITIAL_TRANSFORM: PreviewTransform = { scale: 1, rotate: 0, x: 0, y: 0 };

const { zoomRate, minScale, maxScale, rotateStep } = IMAGE_PREVIEW;

/** Rounded to 4 decimals so that zooming in and out again returns exactly to 1. */
export function clampScale(scale: number): number {
  const clamped = Math.min(maxScale, Math.max(minScale, scale));
  return Math.round(clamped * 10_000) / 10_000;
}

function zoomBy(t: PreviewTransform, factor: number): PreviewTransform {
  const scale = clampScale(t.scale * factor);
  // Back at (or under) the fitted size there is nothing to pan.
  return scale <= 1 ? { ...t, scale, x: 0, y: 0 } : { ...t, scale };
}

export const zoomIn = (t: PreviewTransform) => zoomBy(t, zoomRate);
export const zoomOut = (t: PreviewTransform) => zoomBy(t, 1 / zoomRate);

export function rotate(t: PreviewTransform, direction: 1 | -1): PreviewTransform {
  return { ...t, rotate: t.rotate + direction * rotateStep };
}

/** One wheel notch is one zoom step, whatever the device's delta size. */
export function wheel(t: PreviewTransform, deltaY: number): PreviewTransform {
  if (deltaY === 0) return t;
  return deltaY < 0 ? zoomIn(t) : zoomOut(t);
}

/** Pinch: the scale follows the ratio of finger distances since the gesture began. */
export function pinch(
  start: PreviewTransform,
  startDistance: number,
  distance: number,
): PreviewTransform {
  if (startDistance <= 0) return start;
  return zoomBy(start, distance / startDistance);
}

export function pan(t: PreviewTransform, dx: number, dy: number): PreviewTransform {
  return t.scale <= 1 ? t : { ...t, x: t.x + dx, y: t.y + dy };
}

export const canZoomIn = (t: PreviewTransform) => t.scale < maxScale;
export const canZoomOut = (t: PreviewTransform) => t.scale > minScale;

export function toCss(t: PreviewTransform): string {
  return `translate(${t.x}px, ${t.y}px) scale(${t.scale}) rotate(${t.rotate}deg)`;
}
