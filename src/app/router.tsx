import type { LoaderFunction, RouteObject } from 'react-router-dom';
import { RootShell } from './root';
import { RootErrorBoundary } from './root-error-boundary';
import type { RouteHandle } from './guards/middleware';
import { loadNamespaces, type StringBundle } from '@/i18n';
import { nextTask } from '@/shared/next-task';
import { PROFILE_PREFIX, ROUTE_LIST, type Layout, type RouteId } from '@/domain/routes';
import type { PrefetchModule } from '@/api/prefetch';

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
  // The page's data calls (src/api/prefetch.ts), in a module of their own so that they start
  // beside the page's code (./page-prefetch.ts).
  prefetch?: PrefetchModule,
) => ({
  prefetch,
  lazy: async () => {
    // Asking for a module also inserts a preload link for each of its chunks, which adds up on a
    // first load: in a task of its own, not in the entry's evaluation nor in the task of the
    // route's other modules.
    await nextTask();
    const [module] = await Promise.all([load(), loadNamespaces(namespaces)]);
    // A page may come with a `loader` (content pages: an unknown /n/{id} answers 404); React
    // Router ignores an undefined one.
    return { Component: module.Component, loader: module.loader };
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
  lazy: async () => {
    const [m] = await Promise.all([
      import('./errors/not-found-screen'),
      loadNamespaces(['errorScreens']),
    ]);
    return { Component: m.NotFoundScreen };
  },
};

/** Each route's page module, and the i18n namespaces it needs beyond the core ones. */
const PAGES: Record<RouteId, ReturnType<typeof page>> = {
  home: page(() => import('@/features/content/pages/home/home-page'), ['content']),
  login: page(() => import('./routes/login'), ['content', 'auth']),
  articles: page(() => import('@/features/content/pages/article/article-list-page'), VISITOR),
  articleLegacy: page(() => import('@/features/content/pages/article/article-list-page'), VISITOR),
  download: page(() => import('@/features/content/pages/download/download-page'), VISITOR),
  guide: page(() => import('@/features/content/pages/guide/guide-page'), VISITOR),
  help: page(() => import('@/features/content/pages/help/help-page'), VISITOR),
  search: page(() => import('@/features/content/pages/search/search-page'), VISITOR),
  article: page(() => import('@/features/content/pages/article/detail-page'), VISITOR),
  payment: page(
    () => import('@/features/payment/components/payment-page'),
    ['payment'],
    () => import('@/features/payment/prefetch'),
  ),
  // Its calls start while the login guard still waits for user info.
  profilePackages: page(
    () => import('./routes/profile-packages'),
    [],
    () => import('@/features/profile/packages/prefetch'),
  ),
  // Channel names come from the checkout's strings (payment:channel).
  profileOrders: page(
    () => import('@/features/profile/orders/orders-page'),
    ['payment'],
    () => import('@/features/profile/buy-links-prefetch'),
  ),
  profileDevice: page(() => import('@/features/profile/device/device-page')),
  profileInvoices: page(
    () => import('@/features/profile/invoices/invoices-page'),
    [],
    () => import('@/features/profile/buy-links-prefetch'),
  ),
  profileInvoicingHistory: page(() => import('@/features/profile/history/history-page')),
  consultation: page(() => import('@/features/content/pages/contact/consultation-page'), VISITOR),
  cooperation: page(() => import('@/features/content/pages/contact/cooperation-page'), VISITOR),
  activity: page(() => import('@/features/content/pages/activity/activity-page'), VISITOR),
  agreementUser: page(
    () => import('@/features/content/pages/agreement/user-agreement-page'),
    VISITOR,
  ),
  agreementPrivacy: page(
    () => import('@/features/content/pages/agreement/privacy-policy-page'),
    VISITOR,
  ),
  demoI18n: page(() => import('./routes/demo-i18n'), ['pages']),
  demoHttp: page(() => import('./routes/demo-http'), ['pages']),
  proxyWxAuth: page(() => import('./routes/proxy-wx-auth'), ['pages']),
  paymentSuccess: page(
    () => import('@/features/payment/components/payment-success-page'),
    ['payment'],
  ),
  workbench: page(() => import('./routes/workbench'), ['workbench']),
};

/** The pages of one layout, their paths relative to `base` (the layout's own path). */
const pagesOf = (layout: Layout, base = '/'): RouteObject[] =>
  ROUTE_LIST.filter((route) => route.layout === layout).map(
    ({ id, path, login, navTheme, middleware }) => {
      const relative = path.slice(base.length);
      const { lazy, prefetch } = PAGES[id];
      const route = {
        id,
        handle: handle({
          ...(login && { requiresLogin: true }),
          ...(navTheme && { navTheme }),
          ...(middleware && { middleware: [...middleware] }),
          ...(prefetch && { prefetch }),
        }),
        lazy,
      };
      return relative === '' ? { ...route, index: true } : { ...route, path: relative };
    },
  );

const layout = (
  load: () => Promise<{ Component: React.ComponentType }>,
  namespaces: readonly StringBundle[] = [],
): Pick<RouteObject, 'lazy'> => ({
  lazy: async () => {
    const [{ Component }] = await Promise.all([load(), loadNamespaces(namespaces)]);
    return { Component };
  },
});

export const routes: RouteObject[] = [
  {
    id: 'root',
    path: '/',
    Component: RootShell,
    ErrorBoundary: RootErrorBoundary,
    children: [
      {
        id: 'layout-no-footer',
        ...layout(() =>
          import('./shell/no-footer-layout').then((m) => ({ Component: m.NoFooterLayout })),
        ),
        children: pages('layout-no-footer', pagesOf('landing')),
      },
      {
        id: 'layout-default',
        ...layout(
          () => import('./layouts/default-layout').then((m) => ({ Component: m.DefaultLayout })),
          ['layout.footer'],
        ),
        children: pages('layout-default', [
          ...pagesOf('default'),
          {
            // The profile area's sub-navigation. /profile and /profile/ match it alone, so they
            // need login too; then a route rule sends them on to packages.
            id: 'layout-profile',
            path: PROFILE_PREFIX.slice(1),
            // Its pages all need login (the route table; tests/unit/app/route-table.test.ts).
            handle: handle({ requiresLogin: true }),
            ...page(() => import('@/features/profile/profile-layout'), ['profile']),
            children: pages(
              'layout-profile',
              // An unknown profile page: login first, like the whole area, then the 404.
              [...pagesOf('profile', `${PROFILE_PREFIX}/`), notFound],
              { gated: true },
            ),
          },
          // Unmatched paths: the route-rules guard answers 404 'Page not found: {path}'.
          notFound,
        ]),
      },
      // No layout.
      ...pagesOf('bare'),
      {
        id: 'layout-workbench',
        handle: handle({ requiresLogin: true, navTheme: 'dark' }),
        ...layout(() =>
          import('./layouts/workbench-layout').then((m) => ({ Component: m.WorkbenchLayout })),
        ),
        children: pages('layout-workbench', pagesOf('workbench'), { gated: true }),
      },
    ],
  },
];
