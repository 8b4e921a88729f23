import skeleton from '@/shared/ui/skeleton.module.css';
import { useImageLoad } from '../lib/use-image-load';
import styles from './smart-image.module.css';

export type SmartImageProps = {
  src: string;
  alt: string;
  width: number;
  height: number;
  /** `eager` above the fold; lazy (the default) below it. */
  loading?: 'lazy' | 'eager';
  fetchPriority?: 'high' | 'low' | 'auto';
  className?: string;
};

/**
 * An image with explicit size (no layout shift) over a pulsing placeholder. The placeholder is
 * dropped when the image loads, fails, or has not loaded within IMAGE_LOAD_TIMEOUT_MS
 * (src/shared/constants.ts, docs/product-rules.md §8).
 */
export function SmartImage({
  src,
  alt,
  width,
  height,
  loading = 'lazy',
  fetchPriority,
  className,
}: SmartImageProps) {
  const { ref, state, onLoad, onError } = useImageLoad(src);
  return (
    <span className={[styles.frame, className].filter(Boolean).join(' ')} data-image-state={state}>
      {state === 'loading' && (
        <span
          className={`${styles.placeholder} ${skeleton.pulse}`}
          aria-hidden="true"
          data-testid="image-placeholder"
        />
      )}
      <img
        ref={ref}
        className={styles.image}
        src={src}
        alt={alt}
        width={width}
        height={height}
        loading={loading}
        decoding="async"
        fetchPriority={fetchPriority}
        onLoad={onLoad}
        onError={onError}
      />
    </span>
  );
}
