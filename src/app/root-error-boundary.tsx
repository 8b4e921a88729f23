import { lazy, Suspense } from 'react';
import { useRouteError } from 'react-router-dom';
import { isChunkLoadError, isOffline, useReloadOnChunkError } from '@/features/build-check';
import { loadNamespaces } from '@/i18n';
import { OfflineNotice } from './offline-notice';

/**
 * The error screens load lazily (docs/product-rules.md §2): they are never needed on a good day.
 */
const RouteErrorBoundary = lazy(async () => {
  const [m] = await Promise.all([
    import('./errors/route-error-boundary'),
    loadNamespaces(['errorScreens']),
  ]);
  return { default: m.RouteErrorBoundary };
});

export function RootErrorBoundary() {
  // A chunk of an older build is gone: reload once (docs/product-rules.md §4 "Build check"), else
  // the screen.
  const error = useRouteError();
  if (useReloadOnChunkError(error)) return null;
  if (isChunkLoadError(error) && isOffline()) return <OfflineNotice />;
  return (
    <Suspense fallback={null}>
      <RouteErrorBoundary />
    </Suspense>
  );
}
