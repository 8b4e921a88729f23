import { useCallback, useEffect, useRef, useState } from 'react';
import { IMAGE_LOAD_TIMEOUT_MS } from '@/shared/constants';

export type ImageLoadState = 'loading' | 'loaded' | 'error' | 'timeout';

/**
 * Load state of an <img>, for its loading placeholder. SPEC.md §8: an image that has not loaded
 * within 10 s loses its placeholder (it may still arrive; it then simply appears). An image that
 * finished before hydration attached onLoad is caught by `complete` on mount.
 */
export function useImageLoad(src: string, timeoutMs: number = IMAGE_LOAD_TIMEOUT_MS) {
  const [state, setState] = useState<{ src: string; value: ImageLoadState }>({
    src,
    value: 'loading',
  });
  const ref = useRef<HTMLImageElement>(null);
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
    const img = ref.current;
    if (!img) return;
    if (img.complete) settle(img.naturalWidth > 0 ? 'loaded' : 'error');
    let timer: number | undefined;
    const start = () => {
      timer ??= window.setTimeout(() => settle('timeout'), timeoutMs);
    };
    // A lazy image starts loading when it nears the viewport: its 10 s count starts then.
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
  }, [settle, timeoutMs]);

  return {
    ref,
    state: value,
    onLoad: () => settle('loaded'),
    onError: () => settle('error'),
  };
}
