import { lazy, Suspense } from 'react';
import { Outlet, ScrollRestoration, useLocation } from 'react-router-dom';
import { useToasterRequested } from '@/shared/ui/notify';
import { WORKBENCH_PREFIX } from './workbench-prefix';

const Toaster = lazy(() => import('@/shared/ui/toaster').then((m) => ({ default: m.Toaster })));

/**
 * The app shell around every route. The qiankun container lives here, not in the lazy
 * workbench route: removing it while the sub-app loads poisons qiankun's cache
 * (docs/integration-notes.md §1).
 */
export function RootShell() {
  const { pathname } = useLocation();
  const toasterRequested = useToasterRequested();
  const inWorkbench = pathname === WORKBENCH_PREFIX || pathname.startsWith(`${WORKBENCH_PREFIX}/`);
  return (
    <>
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
