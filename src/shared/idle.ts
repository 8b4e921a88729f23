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
