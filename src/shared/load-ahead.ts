/**
 * Runs a load made ahead of need (code the visitor may want next) so that its failure stays its
 * own. The build check reloads the page when a chunk fails to load (src/features/build-check):
 * right when the visitor asked for that chunk, wrong when nobody did. Vite reports the failure with
 * a `vite:preloadError` event on window; while this load runs, a capturing listener keeps the
 * event from the build check's (at the target, capturing listeners come first). A chunk the
 * visitor then asks for and that fails reaches its route's error screen, which reloads. Offline,
 * nothing is loaded: a browser keeps a failed module load for the page's lifetime. Resolves
 * whether the load succeeded.
 */
export async function loadAhead(load: () => Promise<unknown>): Promise<boolean> {
  if (!navigator.onLine) return false;
  const keep = (event: Event) => event.stopImmediatePropagation();
  window.addEventListener('vite:preloadError', keep, { capture: true });
  try {
    await load();
    return true;
  } catch (error) {
    console.warn('[load-ahead] not loaded', error);
    return false;
  } finally {
    window.removeEventListener('vite:preloadError', keep, { capture: true });
  }
}
