import { lazy, Suspense, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { ExpandIcon } from './content-icons';
import { SmartImage, type SmartImageProps } from './smart-image';
import styles from './previewable-image.module.css';

// Radix Dialog and the viewer load on the first click only.
const ImagePreview = lazy(() =>
  import('./image-preview').then((m) => ({ default: m.ImagePreview })),
);

export type PreviewableImageProps = SmartImageProps & { caption?: string };

/** A figure whose image opens the zoomable preview (docs/product-rules.md §2 "Image preview"). */
export function PreviewableImage({ caption, className, ...image }: PreviewableImageProps) {
  const { t } = useTranslation('content');
  const [open, setOpen] = useState(false);
  // Mounted from the first open on, so that closing runs Radix's close (focus goes back here).
  const [mounted, setMounted] = useState(false);
  const triggerRef = useRef<HTMLButtonElement>(null);
  return (
    <figure className={[styles.figure, className].filter(Boolean).join(' ')}>
      <button
        type="button"
        className={styles.trigger}
        aria-label={t('detail.viewLarge', { alt: image.alt })}
        aria-haspopup="dialog"
        ref={triggerRef}
        onClick={() => {
          setMounted(true);
          setOpen(true);
        }}
      >
        <SmartImage {...image} className={styles.image} />
        <span className={styles.badge} aria-hidden="true">
          <ExpandIcon size={16} />
        </span>
      </button>
      {caption && <figcaption className={styles.caption}>{caption}</figcaption>}
      {mounted && (
        <Suspense fallback={null}>
          <ImagePreview
            src={image.src}
            alt={image.alt}
            open={open}
            onOpenChange={setOpen}
            onCloseAutoFocus={(event) => {
              event.preventDefault();
              triggerRef.current?.focus();
            }}
          />
        </Suspense>
      )}
    </figure>
  );
}
