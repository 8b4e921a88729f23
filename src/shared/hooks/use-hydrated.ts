import { startTransition, useEffect, useState, useSyncExternalStore } from 'react';

const subscribe = () => () => {};
const clientSnapshot = () => true;
/** How often React has asked for the server snapshot: it does so only to prerender or hydrate. */
let serverSnapshotsAsked = 0;
const serverSnapshot = () => {
  serverSnapshotsAsked += 1;
  return true;
};

/**
 * False while React hydrates prerendered HTML (and during the prerender itself), true from then
 * on. Anything that depends on the browser (user agent, URL query, storage) reads it, so that the
 * first client render matches the server markup and no hydration mismatch occurs. A component
 * first rendered after hydration (a client-side navigation) sees true at once.
 *
 * React asks a store for its server snapshot exactly when it renders on the server or hydrates,
 * which is how this hook knows that its first render is a hydration. Both snapshots are equal on
 * purpose: differing ones make React re-render every reader synchronously right after hydration,
 * the whole /payment catalog included, in one long task (docs/decisions/0008-first-load-budget.md
 * "A quiet main thread"). The switch to true is a transition instead, which
 * React renders in slices that leave the main thread free.
 */
export function useHydrated(): boolean {
  const askedBefore = serverSnapshotsAsked;
  useSyncExternalStore(subscribe, clientSnapshot, serverSnapshot);
  const hydrating = serverSnapshotsAsked !== askedBefore;
  const [hydrated, setHydrated] = useState(!hydrating);
  useEffect(() => {
    if (!hydrated) startTransition(() => setHydrated(true));
  }, [hydrated]);
  return hydrated;
}
