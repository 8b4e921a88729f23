import { startTransition, useLayoutEffect, type ReactNode } from 'react';
import { createRoot } from 'react-dom/client';
import { createMemoryRouter, RouterProvider } from 'react-router-dom';
import { afterEach, expect, it, vi } from 'vitest';
import { AppRouterProvider } from '@/app/router-provider';

const roots: { unmount: () => void }[] = [];
afterEach(() => roots.splice(0).forEach((root) => root.unmount()));

/**
 * A router whose first navigation ends while React renders its loading state: the fallback's render
 * lets the page's code arrive, then lasts long enough for React to yield before the commit. It
 * has a subscriber before any provider mounts, as the app's router has (markWhenRouteReady).
 */
function racingRouter() {
  let arrive!: () => void;
  const pageCode = new Promise<void>((resolve) => (arrive = resolve));
  const router = createMemoryRouter([
    {
      path: '/',
      lazy: async () => {
        await pageCode;
        return { Component: () => <p>页面</p> };
      },
      HydrateFallback: () => {
        arrive();
        const until = performance.now() + 20;
        while (performance.now() < until);
        return <p>加载中…</p>;
      },
    },
  ]);
  router.subscribe(() => undefined);
  return router;
}

/** Renders as src/main.tsx does (in a transition, without StrictMode's second render). */
function render(app: ReactNode): HTMLElement {
  const container = document.body.appendChild(document.createElement('div'));
  const root = createRoot(container);
  roots.push(root);
  startTransition(() => root.render(app));
  return container;
}

it('the page shows when the first navigation ends between the render and the commit', async () => {
  const router = racingRouter();
  const page = render(<AppRouterProvider router={router} />);
  await vi.waitFor(() => expect(page.textContent).toBe('页面'));
});

it("React Router's own provider misses that navigation (what AppRouterProvider is for)", async () => {
  const router = racingRouter();
  const page = render(<RouterProvider router={router} />);
  await vi.waitFor(() => expect(router.state.initialized).toBe(true));
  // An absence: the provider had well over the few milliseconds a commit takes to show the page.
  await new Promise((resolve) => setTimeout(resolve, 100));
  expect(page.textContent).toBe('加载中…');
});

it('a provider that missed nothing is mounted once', async () => {
  let mounts = 0;
  const Page = () => {
    useLayoutEffect(() => void mounts++, []);
    return <p>页面</p>;
  };
  const router = createMemoryRouter([{ path: '/', Component: Page }]);
  router.subscribe(() => undefined);
  const page = render(<AppRouterProvider router={router} />);
  await vi.waitFor(() => expect(page.textContent).toBe('页面'));
  await router.navigate('/');
  expect(mounts).toBe(1);
});
