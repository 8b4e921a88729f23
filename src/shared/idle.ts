/**
 * Work that must not compete with the first paint and hydration (the analytics SDK, the API's
 * sending code, the home page's lower sections): after the load event, when the browser is idle
 * (at the latest `timeoutMs` later).
 */
export function afterLoadWhenIdle(run: () => void, timeoutMs = 3000): void {
  const idle = () => {
    if (typeof window.requestIdleCallback === 'function')
      window.requestIdleCallback(run, { timeout: timeoutMs });
    else window.setTimeout(run, 200);
  };
  if (document.readyState === 'complete') idle();
  else window.addEventListener('load', idle, { once: true });
}

/** `afterLoadWhenIdle` as a promise. */
export function loadedAndIdle(timeoutMs?: number): Promise<void> {
  return new Promise((resolve) => afterLoadWhenIdle(resolve, timeoutMs));
}

/**
 * Ends the current task and goes on in a new one, so that a long piece of start-up work runs as
 * several shorter tasks with room for a tap between them (the analytics SDK's start:
 * docs/decisions/0008-first-load-budget.md "Long tasks in the first 5 s").
 */
export function nextTask(): Promise<void> {
  const { scheduler } = globalThis as { scheduler?: { yield?: () => Promise<void> } };
  if (typeof scheduler?.yield === 'function') return scheduler.yield();
  return new Promise((resolve) => setTimeout(resolve, 0));
}
