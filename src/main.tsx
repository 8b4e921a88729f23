import '@/styles/global.css';
import '@/i18n';
import { queryClient } from '@/api/queryClient';
import type { AppRouter } from '@/app/app-router';
import { boot } from '@/app/boot';
import { loadPolyfills } from '@/app/polyfills';
import { showMountFailure } from '@/app/mount-failure';
import { isWechatBrowser } from '@/shared/device';
import { reloadPage, replacePage } from '@/shared/navigation';
import { setToken } from '@/shared/storage/token';

/** The app's router once created: the QA panel of mock builds makes it load its data again. */
let appRouter: AppRouter | undefined;

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
  installMockWechatBridge(isWechatBrowser(navigator.userAgent));
  if (onProvider) {
    provider.mountMockProvider();
    return false;
  }
  const { mountQaPanel } = await import('../mocks/qa-panel');
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

// The built-ins some browsers of the support policy lack come first (src/app/polyfills.ts), then
// the mock backend of mock builds, then the app's start-up (src/app/boot.ts lists its tasks).
void loadPolyfills()
  .then(enableMocking)
  .then((startTheApp) => {
    if (!startTheApp) return;
    return boot(queryClient, document.getElementById('root')!, {
      onRouter: (router) => (appRouter = router),
    });
  })
  // A start that fails (an entry chunk, the router, the first page's set-up) shows the 500 screen.
  .catch(showMountFailure);
