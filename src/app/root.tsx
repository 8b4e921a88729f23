import { lazy, Suspense } from 'react';
import { useTranslation } from 'react-i18next';
import { Outlet, ScrollRestoration, useLocation, useMatches } from 'react-router-dom';
import { useToasterRequested } from '@/shared/ui/notify';
import { ProgressBar } from '@/shared/ui/progress-bar';
import { NavigationProgress } from './navigation-progress';
import { matchesRequireLogin } from './route-access';
import { WORKBENCH_PREFIX } from './workbench-prefix';

const Toaster = lazy(() => import('@/shared/ui/toaster').then((m) => ({ default: m.Toaster })));

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
  const matches = useMatches();
  const framed = import.meta.env.SSR && matchesRequireLogin(matches);
  const toasterRequested = useToasterRequested();
  const inWorkbench = pathname === WORKBENCH_PREFIX || pathname.startsWith(`${WORKBENCH_PREFIX}/`);
  return (
    <>
      {framed ? <ProgressBar label={t('pageLoading')} /> : <NavigationProgress />}
      <Outlet />
      <div id="qiankun-content" hidden={!inWorkbench} />
      {toasterRequested && (
        <Suspense fallback={null}>
          <Toaster />
        </Suspense>
      )}
      <ScrollRestoration />
    </>
  );
}
