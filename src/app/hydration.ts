import { useEffect, type ReactNode } from 'react';
import { matchRoutes, type HydrationState, type RouteObject } from 'react-router-dom';
import { HYDRATED_MARK } from '@/shared/perf-marks';

/**
 * Prerendered pages (scripts/prerender.ts) carry the router's hydration state in a JSON data block
 * rather than an executable inline script: a data block needs no CSP hash, so every prerendered
 * page shares one script-src policy whatever its loader data.
 */
export const HYDRATION_DATA_ID = '__router_hydration';

export interface PrerenderedState {
  /** The path the HTML was rendered for. */
  path: string;
  data: HydrationState;
}

const withoutTrailingSlash = (path: string) => (path.length > 1 ? path.replace(/\/+$/, '') : path);

/**
 * The hydration state of this document, when it was prerendered for the current path. A
 * prerendered file reached under another path (`/index.html`, an nginx fallback) is rendered
 * from scratch instead, which replaces its markup.
 */
export function readHydrationState(
  pathname: string = window.location.pathname,
  doc: Document = document,
): HydrationState | undefined {
  const text = doc.getElementById(HYDRATION_DATA_ID)?.textContent;
  if (!text) return undefined;
  try {
    const state = JSON.parse(text) as PrerenderedState;
    return withoutTrailingSlash(state.path) === withoutTrailingSlash(pathname)
      ? state.data
      : undefined;
  } catch {
    return undefined;
  }
}

/**
 * Loads the lazy route modules of `pathname` into their route objects, so that the router is
 * initialised on creation and its first render matches the server HTML (docs/integration-notes.md
 * §5: otherwise it renders the HydrateFallback and React reports a hydration mismatch).
 */
export async function resolveLazyMatches(routes: RouteObject[], pathname: string): Promise<void> {
  const matches = matchRoutes(routes, pathname) ?? [];
  await Promise.all(
    matches.map(async ({ route }) => {
      if (typeof route.lazy !== 'function') return;
      const resolved = await route.lazy();
      Object.assign(route, resolved, { lazy: undefined });
    }),
  );
}

let afterHydrationDone = false;

/**
 * Runs `effect` once, after the first commit of its children (the end of hydration). A pass-through
 * wrapper: it adds no sibling, so `useId` values stay those of the server render.
 */
export function AfterHydration({ effect, children }: { effect: () => void; children: ReactNode }) {
  useEffect(() => {
    if (afterHydrationDone) return; // StrictMode runs effects twice in development
    afterHydrationDone = true;
    performance.mark?.(HYDRATED_MARK);
    effect();
  }, [effect]);
  return children;
}
