import { startTransition, StrictMode } from 'react';
import { createRoot, hydrateRoot } from 'react-dom/client';
import type { QueryClient } from '@tanstack/react-query';
import { AppProviders } from './providers';
import { AppRouterProvider } from './router-provider';
import { AfterHydration } from './hydration';
import type { AppRouter } from './app-router';

/**
 * Renders the app into `container` from scratch. In a transition: the first render of a large page
 * yields to the browser.
 */
export function renderPage(
  container: HTMLElement,
  queryClient: QueryClient,
  router: AppRouter,
): void {
  const root = createRoot(container);
  startTransition(() => {
    root.render(
      <StrictMode>
        <AppProviders queryClient={queryClient}>
          <AppRouterProvider router={router} />
        </AppProviders>
      </StrictMode>,
    );
  });
}

/**
 * Hydrates a prerendered page, then runs `afterHydration` once. In a transition, hydration yields
 * to the browser every few milliseconds instead of blocking the main thread for the whole page
 * (the page is already painted from its HTML meanwhile).
 */
export function hydratePage(
  container: HTMLElement,
  queryClient: QueryClient,
  router: AppRouter,
  afterHydration: () => void,
): void {
  startTransition(() => {
    hydrateRoot(
      container,
      <StrictMode>
        <AppProviders queryClient={queryClient}>
          <AfterHydration effect={afterHydration}>
            <AppRouterProvider router={router} />
          </AfterHydration>
        </AppProviders>
      </StrictMode>,
      {
        // React rendered a part afresh instead of hydrating it (its chunk did not load, say, and
        // its error boundary took over): worth a warning with the cause, not an uncaught error.
        onRecoverableError: (error) =>
          console.warn('[hydration] recovered by rendering afresh', error, (error as Error).cause),
      },
    );
  });
}
