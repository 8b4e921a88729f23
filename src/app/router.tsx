import type { LoaderFunction, RouteObject } from 'react-router-dom';
import { RootShell } from './root';
import { RootErrorBoundary } from './root-error-boundary';
import type { RouteHandle } from './guards/middleware';
import { loadNamespaces, type StringBundle } from '@/i18n';
import { nextTask } from '@/shared/next-task';
import { LAYOUTS, PROFILE_PREFIX, ROUTE_LIST, type Layout, type RouteFacts } from '@/domain/routes';
import type { PrefetchModule } from '@/api/prefetch';

/**
 * The one route table (docs/product-rules.md §2), built from the route record
 * (src/domain/routes.ts), which names each route's page module, strings and prefetch. Every page
 * and layout is lazy; the root shell is the only eager route. Guards run as one middleware on the
 * root (see app-router.ts). A page module is the route module (`*.route.tsx`): it exports
 * `Component` (and `loader` where it has one); `./routes/` holds only the pages that belong to no
 * feature (login, the demos, the WeChat proxy, the workbench host) or wrap one (a profile page
 * keyed by its URL).
 */
type PageModule = { Component: React.ComponentType; loader?: LoaderFunction };

/** Every page module, by its path from src/ (the route record's `page`). */
const PAGE_MODULES = byRecordName(
  import.meta.glob<PageModule>('/src/**/*.route.tsx'),
  '.route.tsx',
);
/** Every prefetch module, by its path from src/ (the route record's `prefetch`). */
const PREFETCH_MODULES = byRecordName(
  import.meta.glob<Awaited<ReturnType<PrefetchModule>>>('/src/**/*.prefetch.ts'),
  '.prefetch.ts',
);

/** Every layout module, by its path from src/ (the layout record's `module`). */
const LAYOUT_MODULES = byRecordName(
  import.meta.glob<{ Component: React.ComponentType }>('/src/**/*.layout.tsx'),
  '.layout.tsx',
);

/** A glob's modules keyed as the route record names them: `/src/features/x.route.tsx` → `features/x`. */
function byRecordName<T>(modules: Record<string, () => Promise<T>>, ending: string) {
  return new Map(
    Object.entries(modules).map(([file, load]) => [
      file.slice('/src/'.length, -ending.length),
      load,
    ]),
  );
}

const page = (
  load: () => Promise<PageModule>,
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

/**
 * A route's page, its strings and its prefetch, as its record names them. A name with no file fails
 * as the route loads, into its error boundary (tests/unit/app/route-table.test.ts fails it first).
 */
function pageOf(route: RouteFacts): ReturnType<typeof page> {
  const missing = (file: string) => () =>
    Promise.reject(new Error(`route ${route.path}: no module src/${file}`));
  const load = PAGE_MODULES.get(route.page) ?? missing(`${route.page}.route.tsx`);
  const prefetch =
    route.prefetch === undefined
      ? undefined
      : (PREFETCH_MODULES.get(route.prefetch) ?? missing(`${route.prefetch}.prefetch.ts`));
  return page(load, route.strings, prefetch);
}

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

/** The pages of one layout, their paths relative to `base` (the layout's own path). */
const pagesOf = (layout: Layout, base = '/'): RouteObject[] =>
  ROUTE_LIST.filter((facts) => facts.layout === layout).map((facts) => {
    const { id, path, login, navTheme, middleware } = facts;
    const relative = path.slice(base.length);
    const { lazy, prefetch } = pageOf(facts);
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
  });

/** A layout's module and strings, as its record names them (a name with no file fails like a page's). */
function layoutOf(name: Layout): Pick<RouteObject, 'lazy'> {
  const { module, strings = [] } = LAYOUTS[name];
  const load =
    (module === undefined ? undefined : LAYOUT_MODULES.get(module)) ??
    (() => Promise.reject(new Error(`layout ${name}: no module src/${module}.layout.tsx`)));
  return {
    lazy: async () => {
      const [{ Component }] = await Promise.all([load(), loadNamespaces(strings)]);
      return { Component };
    },
  };
}

export const routes: RouteObject[] = [
  {
    id: 'root',
    path: '/',
    Component: RootShell,
    ErrorBoundary: RootErrorBoundary,
    children: [
      {
        id: 'layout-no-footer',
        ...layoutOf('landing'),
        children: pages('layout-no-footer', pagesOf('landing')),
      },
      {
        id: 'layout-default',
        ...layoutOf('default'),
        children: pages('layout-default', [
          ...pagesOf('default'),
          {
            // The profile area's sub-navigation. /profile and /profile/ match it alone, so they
            // need login too; then a route rule sends them on to packages.
            id: 'layout-profile',
            path: PROFILE_PREFIX.slice(1),
            // Its pages all need login (the route table; tests/unit/app/route-table.test.ts).
            handle: handle({ requiresLogin: true }),
            ...layoutOf('profile'),
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
        ...layoutOf('workbench'),
        children: pages('layout-workbench', pagesOf('workbench'), { gated: true }),
      },
    ],
  },
];
