/**
 * Server entry of the prerender step (scripts/prerender.ts builds it with `vite build --ssr` and
 * calls `renderPage` for every path of RENDER_PATHS). Runs in Node at build time: no window,
 * no cookies, no API — pages read the versioned content files, and API-backed parts render
 * their loading shell (docs/integration-notes.md §5 "Prerendering marketing routes in data mode").
 */
import { renderToString } from 'react-dom/server';
import { prerender } from 'react-dom/static';
import {
  createStaticHandler,
  createStaticRouter,
  StaticRouterProvider,
  type RouteObject,
} from 'react-router-dom';
import '@/i18n';
import { createQueryClient } from '@/api/queryClient';
import { AppProviders } from '@/app/providers';
import type { PrerenderedState } from '@/app/hydration';
import { routes } from '@/app/router';
import { PRERENDER_PATHS, PRIVATE_FRAME_PATHS } from '@/app/public-paths';
import { headTagsFor } from '@/features/content/seo/head';

/** Every path the build writes: the public pages, then the private frames. */
export const RENDER_PATHS: readonly string[] = [...PRERENDER_PATHS, ...PRIVATE_FRAME_PATHS];

/**
 * The raw route table (no guard middleware: the guards need a browser) with the same no-op root
 * loader as src/app/app-router.ts, so that the hydration state has the same shape on both sides.
 */
function prerenderRoutes(): RouteObject[] {
  const [root, ...rest] = routes;
  return [{ ...root, loader: () => null, HydrateFallback: () => null }, ...rest];
}

export interface RenderedPage {
  status: number;
  /** Markup for inside `#root`. */
  html: string;
  /** Tags for `<head>`: title, description, canonical, Open Graph, mobile alternate. */
  head: string;
  /**
   * The router state for hydration (the JSON data block of src/app/hydration.ts). None for a private
   * page's frame: the browser runs its guards and replaces it (src/main.tsx).
   */
  state?: PrerenderedState;
}

export async function renderPage(path: string, siteDomain: string): Promise<RenderedPage> {
  const handler = createStaticHandler(prerenderRoutes());
  const context = await handler.query(new Request(`https://www.${siteDomain}${path}`));
  if (context instanceof Response) {
    throw new Error(`[prerender] ${path} answered a redirect (${context.status})`);
  }
  const router = createStaticRouter(handler.dataRoutes, context);
  const app = () => (
    <AppProviders queryClient={createQueryClient()}>
      <StaticRouterProvider router={router} context={context} hydrate={false} />
    </AppProviders>
  );
  // A page may render part of itself lazily (the home page's below-the-fold sections). The first
  // pass waits for every lazy module; the second renders with all of them resolved, so the HTML
  // is complete, with no streaming scripts and no fallbacks.
  await (await prerender(app())).prelude.cancel();
  const html = renderToString(app());
  if (/<!--\$[?!]-->/.test(html)) {
    throw new Error(`[prerender] ${path} still suspends after its lazy modules loaded`);
  }
  return {
    status: context.statusCode,
    html,
    head: headTagsFor(path, siteDomain),
    state: PRIVATE_FRAME_PATHS.includes(path)
      ? undefined
      : {
          path,
          data: {
            loaderData: context.loaderData,
            actionData: context.actionData,
            errors: context.errors,
          },
        },
  };
}
