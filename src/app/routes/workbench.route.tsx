import { hrefOf } from '@/domain/route-addresses';
import { lazy, Suspense } from 'react';
import { loadNamespaces } from '@/i18n';
import { WorkbenchPage } from '@/features/workbench/workbench-page';

/** Error screens load lazily (docs/product-rules.md §2). */
const ServerErrorScreen = lazy(async () => {
  const [m] = await Promise.all([
    import('../errors/server-error-screen'),
    loadNamespaces(['errorScreens']),
  ]);
  return { default: m.ServerErrorScreen };
});

/**
 * `/workbench/*` (one splat route, so moving inside the workbench keeps the sub-app mounted).
 * Loader errors render the app's error screen here, inside the layout: throwing to a route
 * error boundary would unmount the shell and, with it, the qiankun container.
 */
export function Component() {
  return (
    <WorkbenchPage
      prefix={hrefOf('workbench')}
      renderError={({ message, retry }) => (
        <Suspense fallback={null}>
          <ServerErrorScreen message={message} onRetry={retry} />
        </Suspense>
      )}
    />
  );
}
