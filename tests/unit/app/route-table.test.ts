import { format, type Plugin } from 'prettier';
import * as babel from 'prettier/plugins/babel';
import * as estree from 'prettier/plugins/estree';
import { matchRoutes } from 'react-router-dom';
import { describe, expect, it } from 'vitest';
import {
  NO_ACCOUNT_PATHS,
  ROUTES,
  routesWithOutputs,
  type RouteFacts,
  type RouteOutput,
} from '@/domain/routes';

const ROUTE_LIST = routesWithOutputs();
import {
  ARTICLE_PATHS,
  PRERENDER_PATHS,
  PRIVATE_FRAME_PATHS,
  PUBLIC_PATHS,
} from '@/app/public-paths';
import { navLinks } from '@/app/shell/nav-links';
import { matchesRequireLogin } from '@/app/route-access';
import { routes } from '@/app/router';
import { staticPageAt } from '@/features/content/page-head/route-meta';
import { privateFrameTitle } from '@/features/content/seo/private-frame-meta';

/** A URL the route answers: its perf URL, or its pattern with each parameter filled in. */
const urlOf = (route: RouteFacts & RouteOutput) =>
  route.perf?.url ?? route.path.replace(/:[^/]+/g, 'sample').replace('*', 'sample');
const pathnameOf = (url: string) => new URL(url, 'https://example.test').pathname;
const matched = (url: string) => matchRoutes(routes, pathnameOf(url)) ?? [];

/** tests/perf/routes.json as the route table makes it (what its $comment says). */
function perfRouteFile() {
  return {
    $comment:
      "Written from the route table (src/domain/routes.ts) by tests/unit/app/route-table.test.ts: edit the table, then run `npx vitest run -u tests/unit/app/route-table.test.ts`. The quality gates read it: the size budgets (tests/perf/check-budgets.mjs), npm run bench (routes with bench: true), the axe suite (tests/e2e/a11y.spec.ts) and the failure suite (tests/e2e/failures.spec.ts). `login: required` — the route needs a session (measured logged in; logged out it must end at /login). `payer: true` — needs the pay_user_info cookie. `guestOnly` — opened logged out only. `firstLoadMayInclude` — packages allowed in this route's first load despite perf-budget.json's forbidden list. `notFound` — an unknown path, the 404 page.",
    routes: [
      ...ROUTE_LIST.flatMap((route) => {
        const { perf, login } = route;
        return perf
          ? [
              {
                path: urlOf(route),
                ...(login && { login: 'required' }),
                ...(perf.payer && { payer: true }),
                ...(perf.guestOnly && { guestOnly: true }),
                ...(perf.bench && { bench: true }),
                ...(perf.firstLoadMayInclude && { firstLoadMayInclude: perf.firstLoadMayInclude }),
              },
            ]
          : [];
      }),
      { path: '/no-such-page', notFound: true },
    ],
  };
}

describe('the route table', () => {
  it.each(ROUTE_LIST.map((route) => [route.id, route] as const))(
    'the router sends %s to its own page, behind login exactly when the table says so',
    (id, route) => {
      const matches = matched(urlOf(route));
      expect(matches.at(-1)?.route.id).toBe(id);
      expect(matchesRequireLogin(matches)).toBe(route.login === true);
    },
  );

  it('the profile area needs login on its own and for unknown pages below it', () => {
    expect(matchesRequireLogin(matched('/profile'))).toBe(true);
    expect(matchesRequireLogin(matched('/profile/no-such-page'))).toBe(true);
    expect(matchesRequireLogin(matched('/no-such-page'))).toBe(false);
  });

  it('the sitemap lists the public pages it marks, each published article, and nothing private', () => {
    const marked = ROUTE_LIST.filter((route) => route.sitemap);
    expect(marked.every((route) => !route.login && route.html === 'page')).toBe(true);
    expect(PUBLIC_PATHS).toEqual(
      marked.flatMap((route) => (route.id === 'article' ? ARTICLE_PATHS : [route.path])),
    );
    expect(PUBLIC_PATHS).not.toContain(ROUTES.search.path);
  });

  it('the prerender step writes the pages and the frames it marks, a frame with its title', () => {
    for (const route of ROUTE_LIST.filter((r) => r.html === 'page' && r.id !== 'article')) {
      expect(PRERENDER_PATHS).toContain(route.path);
    }
    expect(PRERENDER_PATHS.filter((path) => path.startsWith('/n/'))).toEqual(ARTICLE_PATHS);
    expect(PRIVATE_FRAME_PATHS).toEqual(
      ROUTE_LIST.filter((r) => r.html === 'frame').map((r) => r.path),
    );
    for (const path of PRIVATE_FRAME_PATHS) expect(privateFrameTitle(path)).toBeTruthy();
    expect(privateFrameTitle(ROUTES.home.path)).toBeUndefined();
  });

  it('the navbar shows the routes it marks, in table order, each a public page', () => {
    const marked = ROUTE_LIST.filter((route) => route.nav);
    expect(navLinks).toEqual(marked.map((route) => ({ labelKey: route.nav, to: route.path })));
    expect(navLinks.map((link) => link.to)).toEqual([
      '/',
      '/download',
      '/guide',
      '/help',
      '/payment',
    ]);
    expect(marked.some((route) => route.login)).toBe(false);
  });

  it('head tags come from the key each page is marked with', () => {
    for (const route of ROUTE_LIST.filter((r) => r.head && !r.path.includes(':'))) {
      expect(staticPageAt(route.path)).toBe(route.head);
    }
  });

  it('the account is never loaded on the login route, the payer pages and the WeChat proxy', () => {
    expect(NO_ACCOUNT_PATHS).toEqual([
      ROUTES.login.path,
      ROUTES.proxyWxAuth.path,
      ROUTES.paymentSuccess.path,
    ]);
  });

  it('tests/perf/routes.json is written from it', async () => {
    const json = await format(JSON.stringify(perfRouteFile()), {
      parser: 'json',
      plugins: [babel, estree as Plugin],
    });
    await expect(json).toMatchFileSnapshot('../../perf/routes.json');
  });
});
