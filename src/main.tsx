import { startTransition, StrictMode } from 'react';
import { createRoot, hydrateRoot } from 'react-dom/client';
import { AppRouterProvider } from '@/app/router-provider';
import '@/styles/global.css';
import '@/i18n';
import { queryClient } from '@/api/queryClient';
import { AppProviders } from '@/app/providers';
import { createAppRouter, markWhenRouteReady } from '@/app/app-router';
import { AfterHydration, readHydrationState } from '@/app/hydration';
import { startApp, wireApiNotices } from '@/app/start';
import { loadPolyfills } from '@/app/polyfills';
import { showMountFailure } from '@/app/mount-failure';
import { reloadPage, replacePage } from '@/shared/navigation';
import { nextTask } from '@/shared/next-task';

/** The app's router once created: the QA panel of mock builds makes it load its data again. */
let appRouter: Awaited<ReturnType<typeof createAppRouter>>['router'] | undefined;

/** Starts the mock backend in mock builds; false when a mock page (the provider's cashier) replaces the app. */
async function enableMocking(): Promise<boolean> {
  // Statically replaced at build time, so production bundles carry no MSW code.
  if (import.meta.env.VITE_API_MOCK !== 'true') return true;
  // Both mock pages load together: one round trip before the worker starts, not two.
  const [authorize, provider] = await Promise.all([
    import('../mocks/wechat-authorize'),
    import('../mocks/provider-page'),
  ]);
  // WeChat's authorisation, as a stand-in that comes straight back with a code (as snsapi_base does).
  const authorized = authorize.mockWechatAuthorizeTarget(new URL(window.location.href));
  if (authorized) {
    replacePage(authorized);
    return false;
  }
  const onProvider = provider.isMockProviderPath(window.location.pathname);
  if (onProvider && !('serviceWorker' in navigator)) {
    // A phone on the local network scanned a mock QR code: over plain http it has no service
    // worker, so the cashier pays through the preview server instead (mocks/README.md).
    provider.mountMockProvider();
    return false;
  }
  const { startMockWorker } = await import('../mocks/browser');
  const { clearServerAnswerCaches } = await import('@/api/session-cache');
  if (await startMockWorker()) {
    // Another mock state or reset data: the tab's caches of the mock server's earlier answers (web
    // config, user info) would show the old state, so they go before the app reads them.
    clearServerAnswerCaches();
  }
  // WeChat Pay JSAPI without WeChat: a stand-in WeixinJSBridge when the user agent is WeChat's,
  // installed once the URL's mock state is applied (it can turn the stand-in off) and before the
  // app looks for a bridge.
  const { installMockWechatBridge } = await import('../mocks/wechat-bridge');
  const { isWechatBrowser } = await import('@/shared/device');
  installMockWechatBridge(isWechatBrowser(navigator.userAgent));
  if (onProvider) {
    provider.mountMockProvider();
    return false;
  }
  const { mountQaPanel } = await import('../mocks/qa-panel');
  const { setToken } = await import('@/shared/storage/token');
  mountQaPanel({
    // The page follows a change of the mock state without a reload: cached answers go, the
    // queries on screen load again, and the route's loaders run again.
    followServerState: () => {
      if (!appRouter) return reloadPage();
      clearServerAnswerCaches();
      void queryClient.resetQueries();
      void appRouter.revalidate();
    },
    signIn: (token) => {
      setToken(token);
      clearServerAnswerCaches();
      reloadPage();
    },
  });
  return true;
}

// The built-ins some browsers of the support policy lack come first (src/app/polyfills.ts).
const ready = loadPolyfills().then(enableMocking);

void ready
  .then(async (startTheApp) => {
    if (!startTheApp) return;
    // Before the router: creating it may start the page's calls, whose failures must be told.
    wireApiNotices(queryClient, () => appRouter);
    // Created after the worker is ready: the router starts the first loaders at once.
    const hydrationData = readHydrationState();
    // Evaluating the entry (React, the router, i18n's start) is a long task on a phone already: the
    // router and the first page's matching start in the next one
    // (docs/decisions/0008-first-load-budget.md).
    await nextTask();
    const { router, hydrate } = await createAppRouter(queryClient, hydrationData);
    appRouter = router;
    const routeReady = markWhenRouteReady(router);
    void startApp(queryClient, router, { prerendered: hydrate });
    const container = document.getElementById('root')!;
    if (!hydrate) {
      // A private page's frame (src/app/public-paths.ts PRIVATE_FRAME_PATHS) is not hydrated: its
      // guards run first, as on any page the browser renders. It stays on screen until the app can
      // draw the page itself (guards passed or redirected, the route's code loaded), instead of
      // giving way to the loading state; React's first commit then replaces it.
      if (container.hasChildNodes()) await routeReady;
      const root = createRoot(container);
      // A transition here too: the first render of a large page yields to the browser.
      startTransition(() => {
        root.render(
          <StrictMode>
            <AppProviders queryClient={queryClient}>
              <AppRouterProvider router={router} />
            </AppProviders>
          </StrictMode>,
        );
      });
      return;
    }
    // A prerendered page: a hydrated router starts without a navigation, so the guard chain
    // (source capture, host split, page stay) runs once after hydration, as a revalidation: in the
    // task after the one of hydration's effects, where the page's queries start their calls.
    // In a transition, hydration yields to the browser every few milliseconds instead of blocking
    // the main thread for the whole page (the page is already painted from its HTML meanwhile).
    startTransition(() => {
      hydrateRoot(
        container,
        <StrictMode>
          <AppProviders queryClient={queryClient}>
            <AfterHydration effect={() => void nextTask().then(() => router.revalidate())}>
              <AppRouterProvider router={router} />
            </AfterHydration>
          </AppProviders>
        </StrictMode>,
        {
          // React rendered a part afresh instead of hydrating it (its chunk did not load, say, and
          // its error boundary took over): worth a warning with the cause, not an uncaught error.
          onRecoverableError: (error) =>
            console.warn(
              '[hydration] recovered by rendering afresh',
              error,
              (error as Error).cause,
            ),
        },
      );
    });
  })
  // A start that fails (an entry chunk, the router, the first page's set-up) shows the 500 screen.
  .catch(showMountFailure);
