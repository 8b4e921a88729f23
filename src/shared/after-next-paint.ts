// A module of its own: ./next-task.ts is in the landing page's first load, this is not.

/**
 * Resolves once the browser has painted what is on screen now (a frame, then a task after it),
 * or after 100 ms in a tab that paints nothing (hidden): a click's own feedback (a spinner) shows
 * in its frame, and the heavier rendering it leads to comes in the next one.
 */
export function afterNextPaint(): Promise<void> {
  return new Promise((resolve) => {
    const done = () => {
      clearTimeout(fallback);
      resolve();
    };
    const fallback = setTimeout(done, 100);
    if (typeof requestAnimationFrame === 'function')
      requestAnimationFrame(() => setTimeout(done, 0));
  });
}
