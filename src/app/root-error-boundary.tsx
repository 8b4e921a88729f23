import { lazy, Suspense } from 'react';

/** The error screens load lazily (SPEC.md §2): they are never needed on a good day. */
const RouteErrorBoundary = lazy(() => import('./errors/route-error-boundary'));

export function RootErrorBoundary() {
  return (
    <Suspense fallback={null}>
      <RouteErrorBoundary />
    </Suspense>
  );
}
