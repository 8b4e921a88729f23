import type { LoaderFunction, RouteObject } from 'react-router-dom';
import { RootShell } from './root';
import { RootErrorBoundary } from './root-error-boundary';
import type { RouteHandle } from './guards/middleware';
import { loadNamespaces, type StringBundle } from '@/i18n';
import { nextTask } from '@/shared/next-task';

/**
 * The one route table (docs/product-rules.md §2). Every page and layout is lazy; the root shell is
 * the only eager route. Guards run as one middleware on the root (see app-router.ts). A feature's
 * page module is the route module: it exports `Component` (and `loader` where it has one);
 * `./routes/` holds only the pages that belong to no feature (login, the demos,
 * the WeChat proxy, the workbench host) or wrap one (a profile page keyed by its URL).
 */
const page = (
  load: () => Promise<{ Component: React.ComponentType; loader?: LoaderFunction }>,
  // i18n namespaces (or parts) beyond the core ones (src/i18n/index.ts), loaded with the page.
  namespaces: readonly StringBundle[] = [],
) => ({
  lazy: async () => {
    // Asking for a module also inserts a preload link for each of its chunks (about 0.5–2 ms each
    // on a 4× slowed CPU, 20–35 chunks on a first load): in a task of its own, not in the entry's
    // evaluation nor in the task of the route's other modules.
    await nextTask();
    const [module] = await Promise.all([load(), loadNamespaces(namespaces)]);
    // A page may come with a `loader` (content pages: an unknown /n/{id} answers 404).
    return module.loader
      ? { Component: module.Component, loader: module.loader }
      : { Component: module.Component };
  },
});

// The visitor (marketing) pages other than home (and /login, which shows home): all of `content`.
const VISITOR: readonly StringBundle[] = ['content', 'content.pages'];

const handle = (h: RouteHandle) => h;

/**
 * A layout's pages under their own error boundary: a page that fails (its code, its loader, its
 * render) shows the error screen inside the layout, so the navbar (and the profile navigation)
 * stays. What fails above — the root middleware's 404, a layout's own code — reaches the root's.
 */
const pages = (
  id: string,
  children: RouteObject[],
  { gated = false }: { gated?: boolean } = {},
): RouteObject[] => [
  {
    id: `${id}-pages`,
    ErrorBoundary: RootErrorBoundary,
    // A protected layout's pages show with the account, or say it is still loading (./account-gate.tsx).
    ...(gated && {
      lazy: async () => {
        const [gate] = await Promise.all([import('./account-gate'), loadNamespaces(['auth'])]);
        return { Component: gate.AccountGate };
      },
    }),
    children,
  },
];

/** Unmatched paths: the route-rules guard answers 404 'Page not found: {path}' before this renders. */
const notFound: RouteObject = {
  path: '*',
  lazy: async () => ({
    Component: (await import('./errors/not-found-screen')).NotFoundScreen,
  }),
};

export const routes: RouteObject[] = [
  {
    id: 'root',
    path: '/',
    Component: RootShell,
    ErrorBoundary: RootErrorBoundary,
    children: [
      {
        id: 'layout-no-footer',
        lazy: async () => ({
          Component: (await import('./layouts/no-footer-layout')).NoFooterLayout,
        }),
        children: pages('layout-no-footer', [
          {
            index: true,
            handle: handle({ navTheme: 'light' }),
            ...page(() => import('@/features/content/pages/home/home-page'), ['content']),
          },
          {
            path: 'login',
            handle: handle({ navTheme: 'light' }),
            ...page(() => import('./routes/login'), ['content', 'auth']),
          },
        ]),
      },
      {
        id: 'layout-default',
        lazy: async () => ({ Component: (await import('./layouts/default-layout')).DefaultLayout }),
        children: pages('layout-default', [
          {
            path: 'article',
            ...page(() => import('@/features/content/pages/article/article-list-page'), VISITOR),
          },
          {
            path: 'article/:id',
            ...page(() => import('@/features/content/pages/article/article-list-page'), VISITOR),
          },
          {
            path: 'download',
            ...page(() => import('@/features/content/pages/download/download-page'), VISITOR),
          },
          {
            path: 'guide',
            ...page(() => import('@/features/content/pages/guide/guide-page'), VISITOR),
          },
          {
            path: 'help',
            ...page(() => import('@/features/content/pages/help/help-page'), VISITOR),
          },
          {
            path: 'search',
            ...page(() => import('@/features/content/pages/search/search-page'), VISITOR),
          },
          {
            path: 'n/:id',
            ...page(() => import('@/features/content/pages/article/detail-page'), VISITOR),
          },
          {
            path: 'payment',
            // Its route module starts the page's API calls, then loads the page: the data does
            // not wait for the page's code (src/features/payment/route.ts).
            ...page(
              () => import('@/features/payment/route').then((route) => route.loadPage()),
              ['payment'],
            ),
          },
          {
            // The profile area's sub-navigation. /profile and /profile/ match it alone, so they
            // need login too; then a route rule sends them on to packages.
            id: 'layout-profile',
            path: 'profile',
            handle: handle({ requiresLogin: true }),
            ...page(() => import('@/features/profile/profile-layout'), ['profile']),
            children: pages(
              'layout-profile',
              [
                {
                  path: 'packages',
                  // Its calls start beside its code (a small module), not after the page has
                  // mounted behind the login guard's user info.
                  ...page(() => {
                    void import('@/features/profile/packages/start-data')
                      .then(({ startPackagesData }) => startPackagesData())
                      .catch(() => undefined); // the page then asks for its data itself
                    return import('./routes/profile-packages');
                  }),
                },
                {
                  // Channel names come from the checkout's strings (payment:channel).
                  path: 'orders',
                  ...page(() => import('@/features/profile/orders/orders-page'), ['payment']),
                },
                {
                  path: 'device',
                  ...page(() => import('@/features/profile/device/device-page')),
                },
                {
                  path: 'invoices',
                  ...page(() => import('@/features/profile/invoices/invoices-page')),
                },
                {
                  path: 'invoicing-history',
                  ...page(() => import('@/features/profile/history/history-page')),
                },
                // An unknown profile page: login first, like the whole area, then the 404.
                notFound,
              ],
              { gated: true },
            ),
          },
          {
            path: 'consultation',
            ...page(() => import('@/features/content/pages/contact/consultation-page'), VISITOR),
          },
          {
            path: 'cooperation',
            ...page(() => import('@/features/content/pages/contact/cooperation-page'), VISITOR),
          },
          {
            path: 'activity/:uuid',
            ...page(() => import('@/features/content/pages/activity/activity-page'), VISITOR),
          },
          {
            path: 'agreement/user',
            ...page(
              () => import('@/features/content/pages/agreement/user-agreement-page'),
              VISITOR,
            ),
          },
          {
            path: 'agreement/privacy',
            ...page(
              () => import('@/features/content/pages/agreement/privacy-policy-page'),
              VISITOR,
            ),
          },
          // Unlinked demo paths (docs/product-rules.md §2).
          { path: 'demo/i18n', ...page(() => import('./routes/demo-i18n'), ['pages']) },
          { path: 'demo/http', ...page(() => import('./routes/demo-http'), ['pages']) },
          {
            path: 'proxy-wx-auth',
            handle: handle({ middleware: ['payAuthProxy'] }),
            ...page(() => import('./routes/proxy-wx-auth'), ['pages']),
          },
          // Unmatched paths: the route-rules guard answers 404 'Page not found: {path}'.
          notFound,
        ]),
      },
      {
        // Layout off (docs/product-rules.md §2); needs the stored payer phone.
        path: 'payment/success',
        handle: handle({ middleware: ['payerPhone'] }),
        ...page(() => import('@/features/payment/components/payment-success-page'), ['payment']),
      },
      {
        id: 'layout-workbench',
        handle: handle({ requiresLogin: true, navTheme: 'dark' }),
        lazy: async () => ({
          Component: (await import('./layouts/workbench-layout')).WorkbenchLayout,
        }),
        children: pages(
          'layout-workbench',
          [
            // One splat route (it also matches /workbench): moving inside the workbench keeps the
            // same element, so the sub-app is mounted once per activation (docs/integration-notes.md
            // §1).
            { path: 'workbench/*', ...page(() => import('./routes/workbench'), ['workbench']) },
          ],
          { gated: true },
        ),
      },
    ],
  },
];
