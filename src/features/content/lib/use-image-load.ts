import { useCallback, useEffect, useState } from 'react';
import { IMAGE_LOAD_TIMEOUT_MS } from '@/shared/constants';

export type ImageLoadState = 'loading' | 'loaded' | 'error' | 'timeout';

/**
 * Load state of an <img>, for its loading placeholder. docs/product-rules.md §8: an image that has
 * not loaded within IMAGE_LOAD_TIMEOUT_MS loses its placeholder (it may still arrive; it then
 * simply appears). An image that finished before hydration attached onLoad is caught by `complete`
 * on mount.
 */
export function useImageLoad(src: string, timeoutMs: number = IMAGE_LOAD_TIMEOUT_MS) {
  const [state, setState] = useState<{ src: string; value: ImageLoadState }>({
    src,
    value: 'loading',
  });
  // The element as state (a callback ref): an <img> that mounts later than the hook's component
  // (the preview dialog's, rendered only once the dialog opens) still gets its full time limit.
  const [img, ref] = useState<HTMLImageElement | null>(null);
  // A new src starts over (state adjusted during render, not in an effect).
  if (state.src !== src) setState({ src, value: 'loading' });
  const value = state.src === src ? state.value : 'loading';

  const settle = useCallback(
    (next: ImageLoadState) =>
      setState((prev) =>
        prev.src === src && prev.value === 'loading' ? { src, value: next } : prev,
      ),
    [src],
  );

  useEffect(() => {
    if (!img) return;
    // A DOM fact readable only once the element exists: an image that finished before React
    // attached onLoad (prerendered HTML). One settle, no cascade.
    // eslint-disable-next-line react-hooks/set-state-in-effect
    if (img.complete) settle(img.naturalWidth > 0 ? 'loaded' : 'error');
    let timer: number | undefined;
    const start = () => {
      timer ??= window.setTimeout(() => settle('timeout'), timeoutMs);
    };
    // A lazy image starts loading when it nears the viewport: its time limit starts then.
    if (img.loading !== 'lazy' || typeof IntersectionObserver === 'undefined') {
      start();
      return () => window.clearTimeout(timer);
    }
    const observer = new IntersectionObserver(
      (entries) => {
        if (!entries.some((entry) => entry.isIntersecting)) return;
        observer.disconnect();
        start();
      },
      { rootMargin: '200px' },
    );
    observer.observe(img);
    return () => {
      observer.disconnect();
      window.clearTimeout(timer);
    };
  }, [img, settle, timeoutMs]);

  return {
    ref,
    state: value,
    onLoad: () => settle('loaded'),
    onError: () => settle('error'),
  };
}
