import * as RadixDialog from '@radix-ui/react-dialog';
import { useEffect, useRef, useState, type KeyboardEvent, type PointerEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { CloseIcon } from '@/shared/ui/icons';
import { Spinner } from '@/shared/ui/spinner';
import { useImageLoad } from '../lib/use-image-load';
import {
  canZoomIn,
  canZoomOut,
  INITIAL_TRANSFORM,
  pan,
  pinch,
  rotate,
  toCss,
  wheel,
  zoomIn,
  zoomOut,
  type PreviewTransform,
} from '../lib/zoom';
import {
  ResetIcon,
  RotateLeftIcon,
  RotateRightIcon,
  ZoomInIcon,
  ZoomOutIcon,
} from './content-icons';
import styles from './image-preview.module.css';

export type ImagePreviewProps = {
  src: string;
  alt: string;
  open: boolean;
  onOpenChange: (open: boolean) => void;
  /** Where focus goes when the preview closes (Radix's default: the element focused before). */
  onCloseAutoFocus?: (event: Event) => void;
};

const PAN_STEP = 40;

/**
 * Full-screen image viewer: zoom (buttons, wheel, pinch, + and −; step and limits of
 * IMAGE_PREVIEW), rotate (buttons, R / Shift+R), pan by dragging or the arrow keys when zoomed in,
 * 0 resets, Esc closes. Lazily loaded: Radix is not part of any page's first load.
 */
export function ImagePreview({
  src,
  alt,
  open,
  onOpenChange,
  onCloseAutoFocus,
}: ImagePreviewProps) {
  const { t } = useTranslation('content');
  const [transform, setTransform] = useState<PreviewTransform>(INITIAL_TRANSFORM);
  // Each opening starts at the fitted size (state adjusted during render, not in an effect).
  const [wasOpen, setWasOpen] = useState(open);
  if (wasOpen !== open) {
    setWasOpen(open);
    if (open) setTransform(INITIAL_TRANSFORM);
  }
  // A state (not a ref): Radix mounts the content after the first render, so the wheel listener
  // is attached when the stage element actually arrives.
  const [stage, setStage] = useState<HTMLDivElement | null>(null);
  const pointers = useRef(new Map<number, { x: number; y: number }>());
  const gesture = useRef<{ start: PreviewTransform; distance: number } | null>(null);
  const { ref: imageRef, state: imageState, onLoad, onError } = useImageLoad(src);

  // React's onWheel is passive; zooming must stop the page from scrolling behind the overlay.
  useEffect(() => {
    if (!stage) return;
    const onWheel = (event: WheelEvent) => {
      event.preventDefault();
      setTransform((current) => wheel(current, event.deltaY));
    };
    stage.addEventListener('wheel', onWheel, { passive: false });
    return () => stage.removeEventListener('wheel', onWheel);
  }, [stage]);

  const distance = () => {
    const [a, b] = [...pointers.current.values()];
    return a && b ? Math.hypot(a.x - b.x, a.y - b.y) : 0;
  };

  const onPointerDown = (event: PointerEvent<HTMLDivElement>) => {
    try {
      event.currentTarget.setPointerCapture(event.pointerId);
    } catch {
      // A pointer that is already gone (or a synthetic one) cannot be captured; the gesture still works.
    }
    pointers.current.set(event.pointerId, { x: event.clientX, y: event.clientY });
    if (pointers.current.size === 2) gesture.current = { start: transform, distance: distance() };
  };
  const onPointerMove = (event: PointerEvent<HTMLDivElement>) => {
    const previous = pointers.current.get(event.pointerId);
    if (!previous) return;
    pointers.current.set(event.pointerId, { x: event.clientX, y: event.clientY });
    if (pointers.current.size >= 2 && gesture.current) {
      const { start, distance: startDistance } = gesture.current;
      setTransform({ ...pinch(start, startDistance, distance()), rotate: start.rotate });
    } else if (pointers.current.size === 1) {
      setTransform((current) =>
        pan(current, event.clientX - previous.x, event.clientY - previous.y),
      );
    }
  };
  const onPointerEnd = (event: PointerEvent<HTMLDivElement>) => {
    pointers.current.delete(event.pointerId);
    if (pointers.current.size < 2) gesture.current = null;
  };

  const onKeyDown = (event: KeyboardEvent<HTMLDivElement>) => {
    const apply = (next: (t: PreviewTransform) => PreviewTransform) => {
      event.preventDefault();
      setTransform(next);
    };
    switch (event.key) {
      case '+':
      case '=':
        return apply(zoomIn);
      case '-':
      case '_':
        return apply(zoomOut);
      case '0':
        return apply(() => INITIAL_TRANSFORM);
      case 'r':
        return apply((c) => rotate(c, 1));
      case 'R':
        return apply((c) => rotate(c, -1));
      case 'ArrowLeft':
        return apply((c) => pan(c, PAN_STEP, 0));
      case 'ArrowRight':
        return apply((c) => pan(c, -PAN_STEP, 0));
      case 'ArrowUp':
        return apply((c) => pan(c, 0, PAN_STEP));
      case 'ArrowDown':
        return apply((c) => pan(c, 0, -PAN_STEP));
      default:
        return undefined;
    }
  };

  const percent = `${Math.round(transform.scale * 100)}%`;
  return (
    <RadixDialog.Root open={open} onOpenChange={onOpenChange}>
      <RadixDialog.Portal>
        <RadixDialog.Overlay className={styles.overlay} />
        <RadixDialog.Content
          className={styles.content}
          onKeyDown={onKeyDown}
          onCloseAutoFocus={onCloseAutoFocus}
          aria-describedby={undefined}
        >
          <RadixDialog.Title className={styles.title}>{alt}</RadixDialog.Title>
          <div
            ref={setStage}
            className={styles.stage}
            onPointerDown={onPointerDown}
            onPointerMove={onPointerMove}
            onPointerUp={onPointerEnd}
            onPointerCancel={onPointerEnd}
            data-scale={transform.scale}
            data-rotate={transform.rotate}
          >
            {imageState === 'loading' && (
              <span className={styles.loading} data-testid="preview-placeholder">
                <Spinner size={28} />
                <span>{t('preview.loading')}</span>
              </span>
            )}
            <img
              ref={imageRef}
              className={styles.image}
              src={src}
              alt={alt}
              draggable={false}
              style={{ transform: toCss(transform) }}
              onLoad={onLoad}
              onError={onError}
            />
          </div>
          <p className={styles.hint}>{t('preview.hint')}</p>
          <div className={styles.toolbar} role="toolbar" aria-label={t('preview.label')}>
            <button
              type="button"
              className={styles.tool}
              aria-label={t('preview.zoomOut')}
              disabled={!canZoomOut(transform)}
              onClick={() => setTransform(zoomOut)}
            >
              <ZoomOutIcon size={22} />
            </button>
            <output className={styles.scale} aria-label={t('preview.scale')} aria-live="polite">
              {percent}
            </output>
            <button
              type="button"
              className={styles.tool}
              aria-label={t('preview.zoomIn')}
              disabled={!canZoomIn(transform)}
              onClick={() => setTransform(zoomIn)}
            >
              <ZoomInIcon size={22} />
            </button>
            <span className={styles.divider} aria-hidden="true" />
            <button
              type="button"
              className={styles.tool}
              aria-label={t('preview.rotateLeft')}
              onClick={() => setTransform((c) => rotate(c, -1))}
            >
              <RotateLeftIcon size={22} />
            </button>
            <button
              type="button"
              className={styles.tool}
              aria-label={t('preview.rotateRight')}
              onClick={() => setTransform((c) => rotate(c, 1))}
            >
              <RotateRightIcon size={22} />
            </button>
            <button
              type="button"
              className={styles.tool}
              aria-label={t('preview.reset')}
              onClick={() => setTransform(INITIAL_TRANSFORM)}
            >
              <ResetIcon size={22} />
            </button>
          </div>
          <RadixDialog.Close className={styles.close} aria-label={t('preview.close')}>
            <CloseIcon size={24} />
          </RadixDialog.Close>
        </RadixDialog.Content>
      </RadixDialog.Portal>
    </RadixDialog.Root>
  );
}
