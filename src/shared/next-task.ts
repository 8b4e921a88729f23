/**
 * Ends the current task and goes on in a new one, so that a long piece of start-up work runs as
 * several shorter tasks with room for a tap between them (the analytics SDK's start:
 * docs/decisions/0008-first-load-budget.md "A quiet main thread"). A module of its own:
 * src/shared/idle.ts is in the landing page's first load, this is not.
 */
export function nextTask(): Promise<void> {
  const { scheduler } = globalThis as { scheduler?: { yield?: () => Promise<void> } };
  if (typeof scheduler?.yield === 'function') return scheduler.yield();
  return new Promise((resolve) => setTimeout(resolve, 0));
}

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
