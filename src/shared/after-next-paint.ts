// A module of its own: ./next-task.ts is in the landing page's first load, this is not.

/**
 * Resolves once the browser has painted what is on screen now (a frame, then a task after it),
 * or after 100 ms in a document that paints nothing (a hidden tab, which runs no frames): a
 * click's own feedback (a spinner) shows in its frame, and the heavier rendering it leads to comes
 * in the next one. A visible tab always waits for the frame: on a slow phone one can take longer
 * than 100 ms, and the timer would then put that rendering back into the click's frame.
 */
export function afterNextPaint(): Promise<void> {
  return new Promise((resolve) => {
    const done = () => {
      clearTimeout(fallback);
      resolve();
    };
    const paints =
      typeof requestAnimationFrame === 'function' && document.visibilityState === 'visible';
    const fallback = paints ? undefined : setTimeout(done, 100);
    if (typeof requestAnimationFrame === 'function')
      requestAnimationFrame(() => setTimeout(done, 0));
  });
}
