import type { RouteObject } from 'react-router-dom';
import { RootShell } from './root';
import { RootErrorBoundary } from './root-error-boundary';
import type { RouteHandle } from './guards/middleware';

/**
 * The one route table (SPEC.md §2). Every page and layout is lazy; the root shell is the only
 * eager route. Guards run as one middleware on the root (see app-router.ts).
 */
const page = (load: () => Promise<{ Component: React.ComponentType }>) => ({
  lazy: async () => ({ Component: (await load()).Component }),
});

const handle = (h: RouteHandle) => h;

export const routes: RouteObject[] = [
  {
    id: 'root',
    path: '/',
    Component: RootShell,
    ErrorBoundary: RootErrorBoundary,
    children: [
      {
        id: 'layout-no-footer',
        lazy: async () => ({ Component: (await import('./layouts/no-footer-layout')).NoFooterLayout }),
        children: [
          { index: true, handle: handle({ navTheme: 'light' }), ...page(() => import('./routes/home')) },
          { path: 'login', handle: handle({ navTheme: 'light' }), ...page(() => import('./routes/login')) },
        ],
      },
      {
        id: 'layout-default',
        lazy: async () => ({ Component: (await import('./layouts/default-layout')).DefaultLayout }),
        children: [
          { path: 'article', ...page(() => import('./routes/article')) },
          { path: 'article/:id', ...page(() => import('./routes/article')) },
          { path: 'download', ...page(() => import('./routes/download')) },
          { path: 'guide', ...page(() => import('./routes/guide')) },
          { path: 'help', ...page(() => import('./routes/help')) },
          { path: 'search', ...page(() => import('./routes/search')) },
          { path: 'n/:id', ...page(() => import('./routes/detail')) },
          { path: 'payment', ...page(() => import('./routes/payment')) },
          { path: 'profile/packages', ...page(() => import('./routes/profile-packages')) },
          { path: 'profile/device', ...page(() => import('./routes/profile-device')) },
          { path: 'profile/invoices', ...page(() => import('./routes/profile-invoices')) },
          { path: 'profile/invoicing-history', ...page(() => import('./routes/profile-invoicing-history')) },
          { path: 'consultation', ...page(() => import('./routes/consultation')) },
          { path: 'cooperation', ...page(() => import('./routes/cooperation')) },
          { path: 'activity/:uuid', ...page(() => import('./routes/activity')) },
          { path: 'agreement/user', ...page(() => import('./routes/agreement-user')) },
          { path: 'agreement/privacy', ...page(() => import('./routes/agreement-privacy')) },
          // Unlinked demo paths (SPEC.md §2).
          { path: 'demo/i18n', ...page(() => import('./routes/demo-i18n')) },
          { path: 'demo/http', ...page(() => import('./routes/demo-http')) },
          {
            path: 'proxy-wx-auth',
            handle: handle({ middleware: ['payAuthProxy'] }),
            ...page(() => import('./routes/proxy-wx-auth')),
          },
          // Unmatched paths: the route-rules guard answers 404 'Page not found: {path}'.
          {
            path: '*',
            lazy: async () => ({ Component: (await import('./errors/not-found-screen')).NotFoundScreen }),
          },
        ],
      },
      {
        // Layout off (SPEC.md §2); needs the stored payer phone.
        path: 'payment/success',
        handle: handle({ middleware: ['payerPhone'] }),
        ...page(() => import('./routes/payment-success')),
      },
      {
        id: 'layout-workbench',
        lazy: async () => ({ Component: (await import('./layouts/workbench-layout')).WorkbenchLayout }),
        children: [
          { path: 'workbench', ...page(() => import('./routes/workbench')) },
          { path: 'workbench/*', ...page(() => import('./routes/workbench')) },
        ],
      },
    ],
  },
];
