import { startTransition, StrictMode } from 'react';
import { createRoot } from 'react-dom/client';
import { createMemoryRouter, RouterProvider } from 'react-router-dom';
import { afterEach, expect, it } from 'vitest';

const roots: { unmount: () => void }[] = [];
afterEach(() => roots.splice(0).forEach((root) => root.unmount()));

it('shows the page when the first navigation ends while the first render is on its way', async () => {
  let loadPage!: () => void;
  const pageCode = new Promise<void>((resolve) => (loadPage = resolve));
  const router = createMemoryRouter([
    {
      path: '/',
      lazy: async () => {
        await pageCode;
        return { Component: () => <p>页面</p> };
      },
      // Lets the route's code arrive while React renders the fallback, and then makes the render
      // long enough that React yields before it commits: the navigation ends in that gap.
      HydrateFallback: () => {
        loadPage();
        const until = performance.now() + 20;
        while (performance.now() < until);
        return <p>加载中…</p>;
      },
    },
  ]);
  const container = document.body.appendChild(document.createElement('div'));
  const root = createRoot(container);
  roots.push(root);
  startTransition(() =>
    root.render(
      <StrictMode>
        <RouterProvider router={router} />
      </StrictMode>,
    ),
  );
  await new Promise((resolve) => setTimeout(resolve, 200));
  expect(router.state.initialized).toBe(true);
  expect(container.textContent).toBe('页面');
});
