/** How long a document that runs no frames is given before the promise resolves anyway. */
const HIDDEN_FALLBACK_MS = 100;

/**
 * Resolves once the browser has painted what is on screen now (a frame, then a task after it),
 * or after HIDDEN_FALLBACK_MS in a document that paints nothing (a hidden tab, which runs no
 * frames): a click's own feedback (a spinner) shows in its frame, and the heavier rendering it
 * leads to comes in the next one. A visible tab always waits for the frame: on a slow phone one
 * can take longer than that, and the timer would then put that rendering back into the click's
 * frame.
 */
export function afterNextPaint(): Promise<void> {
  return new Promise((resolve) => {
    const done = () => {
      clearTimeout(fallback);
      resolve();
    };
    const paints =
      typeof requestAnimationFrame === 'function' && document.visibilityState === 'visible';
    const fallback = paints ? undefined : setTimeout(done, HIDDEN_FALLBACK_MS);
    if (typeof requestAnimationFrame === 'function')
      requestAnimationFrame(() => setTimeout(done, 0));
  });
}
