import type { QueryClient } from '@tanstack/react-query';
import { captureTrackedClicks } from '@/shared/events/tracked-click';
import { afterLoadWhenIdle } from '@/shared/idle';
import { nextTask } from '@/shared/next-task';
import { registerLoginDialog } from '@/features/auth/login-opener';
import { createAppRouter, markWhenRouteReady, type AppRouter } from './app-router';
import { firstPageSettled } from './first-page-settled';
import { readHydrationState } from './hydration';
import type { IdleContext } from './idle-tasks';
import { hydratePage, renderPage } from './mount';
import type { Navigator } from './navigator';
import {
  dropTokenLoggedOutOnServer,
  finishServerLogout,
  followReloadTarget,
  loadNewBuildOnNextNavigation,
  preloadApiTransport,
  startAttribution,
  whenOnline,
  wireApiNotices,
} from './start-tasks';

/**
 * The app's start-up, in order: every task, by name, in its phase. No module starts itself; each
 * phase below says what it runs and why it runs then.
 *
 * 1. Before the router: the API's notices and the start-up session rules.
 * 2. The router: the guards, the first page's code and, on a prerendered page, its data.
 * 3. What the page needs from the start (startPageServices).
 * 4. The render, or the hydration of a prerendered page.
 * 5. Beside the page: what only reports (the end of a server logout, ad attribution).
 * 6. When idle: once the first page has its data and the browser is idle (WHEN_IDLE).
 * On navigation: each page's data prefetch and the guard chain (./app-router.ts), a put-off
 * build's reload (phase 3). After login: the session code (src/features/auth/session.ts).
 */

/**
 * Phase 6, from one chunk (./idle-tasks.ts) so that the first load carries a single import for
 * all of it. Not while offline: a browser keeps a failed module load for the page's lifetime.
 */
const WHEN_IDLE = [
  'pollForNewBuilds',
  'startAnalyticsSdk',
  'loadWebConfig',
  'warmPagesOneClickAway',
  'startWechatShare',
] as const satisfies readonly Exclude<keyof typeof import('./idle-tasks'), 'IdleContext'>[];

function runWhenIdle(router: Navigator, queryClient: QueryClient, context: IdleContext): void {
  // The first page's calls go first: on a slow phone this code does not share the network with
  // them (./first-page-settled.ts).
  void firstPageSettled(router, queryClient).then(() =>
    afterLoadWhenIdle(() =>
      whenOnline(() => {
        import('./idle-tasks')
          .then((tasks) => WHEN_IDLE.forEach((name) => tasks[name](context)))
          .catch((error: unknown) => console.warn('[start] could not load the idle tasks', error));
      }),
    ),
  );
}

/**
 * Phase 3, what the page itself needs from the start (wireApiNotices first): the build check's
 * reload target, tracked clicks, the API's sending code and the
 * login dialog. Returns the login dialog's preload. The component tests' app runs it too.
 */
export function startPageServices(
  router: Navigator,
  { prerendered = false }: { prerendered?: boolean } = {},
): () => Promise<unknown> {
  followReloadTarget(router);
  loadNewBuildOnNextNavigation(router);
  // Clicks on tracked elements before analytics starts are kept by the event bus and replayed.
  captureTrackedClicks();
  preloadApiTransport(prerendered, afterLoadWhenIdle);
  // `requestLogin()` (any feature) opens the lazily loaded login dialog.
  return registerLoginDialog();
}

/** Phase 5: reports only, so nothing the page draws waits for it. */
async function besideThePage(
  queryClient: QueryClient,
  { loggedOutOnServer, landingHref }: { loggedOutOnServer: boolean; landingHref: string },
): Promise<void> {
  if (loggedOutOnServer) await finishServerLogout(queryClient);
  // Off the critical path (docs/decisions/0008-first-load-budget.md), in a task of its own:
  // asking for its chunks inserts a preload link for each (nextTask's note).
  await nextTask();
  await startAttribution(landingHref);
}

export interface BootOptions {
  /** Told the router once it exists (the mock builds' QA panel makes it load its data again). */
  readonly onRouter?: (router: AppRouter) => void;
}

/** Starts the app in `container`. A failure rejects (the caller shows the 500 screen). */
export async function boot(
  queryClient: QueryClient,
  container: HTMLElement,
  { onRouter }: BootOptions = {},
): Promise<void> {
  // Phase 1. The URL the visitor landed on, before any client-side navigation or redirect.
  const landingHref = window.location.href;
  const created: { router?: AppRouter } = {};
  // Before the router: creating it may start the page's calls, whose failures must be told.
  wireApiNotices(queryClient, () => created.router);
  const loggedOutOnServer = dropTokenLoggedOutOnServer();

  // Phase 2. Evaluating the entry (React, the router, i18n's start) is a long task on a phone
  // already: the router and the first page's matching start in the next one
  // (docs/decisions/0008-first-load-budget.md).
  const hydrationData = readHydrationState();
  await nextTask();
  const { router, hydrate } = await createAppRouter(queryClient, hydrationData);
  created.router = router;
  onRouter?.(router);
  const routeReady = markWhenRouteReady(router);

  // Phase 3.
  const preloadLoginDialog = startPageServices(router, { prerendered: hydrate });

  // Phases 5 and 6 run beside the render.
  void besideThePage(queryClient, { loggedOutOnServer, landingHref });
  runWhenIdle(router, queryClient, { queryClient, router, landingHref, preloadLoginDialog });

  // Phase 4.
  if (hydrate) {
    // A hydrated router starts without a navigation, so the guard chain (source capture, host
    // split, page stay) runs once after hydration, as a revalidation: in the task after the one
    // of hydration's effects, where the page's queries start their calls.
    hydratePage(
      container,
      queryClient,
      router,
      () => void nextTask().then(() => router.revalidate()),
    );
    return;
  }
  // A private page's frame (src/app/public-paths.ts PRIVATE_FRAME_PATHS) is not hydrated: its
  // guards run first, as on any page the browser renders. It stays on screen until the app can
  // draw the page itself (guards passed or redirected, the route's code loaded), instead of giving
  // way to the loading state; React's first commit then replaces it.
  if (container.hasChildNodes()) await routeReady;
  renderPage(container, queryClient, router);
}
