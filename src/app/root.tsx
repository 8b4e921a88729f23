import { lazy, Suspense, useSyncExternalStore } from 'react';
import { useTranslation } from 'react-i18next';
import {
  matchPath,
  Outlet,
  ScrollRestoration,
  useLocation,
  useMatches,
  useNavigation,
} from 'react-router-dom';
import { useToasterRequested } from '@/shared/ui/notify';
import { useLoginDialogHost } from '@/features/auth/login-opener';
import { useIsLoggedIn } from '@/shared/session/session-store';
import {
  hasStoredOpenOrders,
  subscribeOpenOrdersSignal,
} from '@/shared/storage/open-orders-signal';
import { ProgressBar } from '@/shared/ui/progress-bar';
import { matchesRequireLogin } from './route-access';
import { ROUTES } from '@/domain/routes';

const Toaster = lazy(() => import('@/shared/ui/toaster').then((m) => ({ default: m.Toaster })));
const OpenOrderWatch = lazy(() => import('@/features/payment/watch/open-order-watch'));

/**
 * The login dialog's place, once a login was first asked for: its own component, so that the
 * request re-renders this slot and not the page.
 */
function LoginDialogSlot() {
  const Host = useLoginDialogHost();
  // Not a component made in render: the auth feature's one host, the same every render.
  // eslint-disable-next-line react-hooks/static-components
  return Host && <Host />;
}

/** A logged-in visitor whose browser holds open orders: the watcher's code loads, else never. */
function useWatchesOrders(): boolean {
  const held = useSyncExternalStore(subscribeOpenOrdersSignal, hasStoredOpenOrders, () => false);
  return useIsLoggedIn() && held;
}

/**
 * The app shell around every route. The qiankun container lives here, not in the lazy
 * workbench route: removing it while the sub-app loads poisons qiankun's cache
 * (docs/integration-notes.md §1).
 */
export function RootShell() {
  const { t } = useTranslation('common');
  const { pathname } = useLocation();
  // A protected page's frame, written by the build, waits in the browser for the login guard
  // (src/main.tsx): it says so from its first paint.
  // The build (import.meta.env.SSR, a constant: the hook runs in every render of that build or in
  // none) writes the frame; the browser's bundle carries none of this.
  // eslint-disable-next-line react-hooks/rules-of-hooks
  const framed = import.meta.env.SSR && matchesRequireLogin(useMatches());
  const navigating = useNavigation().state !== 'idle';
  const toasterRequested = useToasterRequested();
  const watchesOrders = useWatchesOrders();
  const inWorkbench = matchPath(ROUTES.workbench.path, pathname) !== null;
  return (
    <>
      {/* A navigation still on its way after a moment (the bar's own delay) shows it, so a quick
          one never flashes it and a slow one never looks like a dead link. */}
      {(framed || navigating) && <ProgressBar label={t('pageLoading')} delayed={!framed} />}
      <Outlet />
      <div id="qiankun-content" hidden={!inWorkbench} />
      <LoginDialogSlot />
      {toasterRequested && (
        <Suspense fallback={null}>
          <Toaster />
        </Suspense>
      )}
      {watchesOrders && !framed && (
        <Suspense fallback={null}>
          <OpenOrderWatch />
        </Suspense>
      )}
      <ScrollRestoration />
    </>
  );
}
